/** The private car family's endpoints, one file per part. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { authRoutes } from './auths.ts';
import { configRoutes } from './config-routes.ts';
import { statisticsRoutes } from './statistics.ts';
import { subsidyRoutes } from './subsidies.ts';
import { tripRoutes } from './trips.ts';
import { vehicleRoutes } from './vehicles.ts';

export function privatecarRoutes(app: FastifyInstance, ctx: AppContext): void {
  configRoutes(app, ctx);
  authRoutes(app, ctx);
  vehicleRoutes(app, ctx);
  tripRoutes(app, ctx);
  subsidyRoutes(app, ctx);
  statisticsRoutes(app, ctx);
}

/** The shop family's endpoints, one plugin (each file registers its part). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { activityRoutes } from './activities.ts';
import { applicationRoutes } from './applications.ts';
import { bannerRoutes } from './banners.ts';
import { catalogRoutes } from './catalog.ts';
import { couponRoutes } from './coupon-routes.ts';
import { memberRoutes } from './members.ts';
import { orderRoutes } from './order-routes.ts';
import { stockRoutes } from './stock.ts';

export function shopRoutes(app: FastifyInstance, ctx: AppContext): void {
  catalogRoutes(app, ctx);
  stockRoutes(app, ctx);
  couponRoutes(app, ctx);
  orderRoutes(app, ctx);
  applicationRoutes(app, ctx);
  memberRoutes(app, ctx);
  bannerRoutes(app, ctx);
  activityRoutes(app, ctx);
}

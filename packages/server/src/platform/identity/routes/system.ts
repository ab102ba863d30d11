import type { FastifyInstance } from 'fastify';
import { hubDateTime, type SystemTime, systemEndpoints } from '@campus/contracts';
import type { AppContext } from '../../context.ts';
import { defineRoute } from '../../http/route.ts';

export function systemTime(now: Date): SystemTime {
  return { time: now.toISOString(), timestamp: now.getTime(), local: hubDateTime(now) ?? '' };
}

/** System time (identity family of spec section 7) and a health probe. */
export function systemRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    endpoint: systemEndpoints.time,
    handler: async () => systemTime(ctx.now()),
  });
  defineRoute(app, ctx, {
    endpoint: systemEndpoints.health,
    handler: async () => ({ status: 'ok' as const, database: ctx.handle.kind }),
  });
}

import type { FastifyInstance } from 'fastify';
import { apiPaths, healthSchema, hubDateTime, systemTimeSchema, type SystemTime } from '@campus/contracts';
import type { AppContext } from '../../context.ts';
import { defineRoute } from '../../http/route.ts';

export function systemTime(now: Date): SystemTime {
  return { time: now.toISOString(), timestamp: now.getTime(), local: hubDateTime(now) ?? '' };
}

/** System time (identity family of spec section 7) and a health probe. */
export function systemRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    operationId: 'system.time',
    url: apiPaths.systemTime,
    tags: ['system'],
    summary: '系统时间',
    description: 'The server time: ISO string, milliseconds and the China local time. No token needed.',
    auth: 'none',
    response: { 200: systemTimeSchema },
    handler: async () => systemTime(ctx.now()),
  });
  defineRoute(app, ctx, {
    method: 'GET',
    operationId: 'system.health',
    url: apiPaths.health,
    tags: ['system'],
    summary: '健康检查',
    description: 'Health check: answers ok and the database kind when the server is up. No token needed.',
    auth: 'none',
    response: { 200: healthSchema },
    handler: async () => ({ status: 'ok' as const, database: ctx.handle.kind }),
  });
}

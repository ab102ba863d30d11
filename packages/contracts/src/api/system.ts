import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** GET /9077/api/system/time/ */
export const systemTimeSchema = z.object({
  /** ISO 8601, UTC. */
  time: z.string(),
  /** Milliseconds since the epoch. */
  timestamp: z.number().int(),
  /** 'YYYY-MM-DD HH:mm:ss' in China time (Asia/Shanghai). */
  local: z.string(),
});
export type SystemTime = z.infer<typeof systemTimeSchema>;

export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** The system operations (OpenAPI tag `system`): the server routes, the client calls and the document read these. */
export const systemEndpoints = {
  time: defineEndpoint({
    method: 'GET',
    path: '/system/time/',
    operationId: 'system.time',
    tags: ['system'],
    summary: '系统时间',
    description: 'The server time: ISO string, milliseconds and the China local time. No token needed.',
    auth: 'none',
    response: { 200: systemTimeSchema },
  }),
  health: defineEndpoint({
    method: 'GET',
    path: '/health/',
    operationId: 'system.health',
    tags: ['system'],
    summary: '健康检查',
    description: 'Health check: answers ok and the database kind when the server is up. No token needed.',
    auth: 'none',
    response: { 200: healthSchema },
  }),
} as const;

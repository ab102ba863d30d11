import { z } from 'zod';

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

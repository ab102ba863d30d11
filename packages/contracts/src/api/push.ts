import { z } from 'zod';
import { pushMessageSchema } from '../push.ts';

/** A push message as stored and delivered: the spec's shape plus the stored id and time. */
export const storedPushMessageSchema = pushMessageSchema.extend({
  id: z.string(),
  created_at: z.string(),
});
export type StoredPushMessage = z.infer<typeof storedPushMessageSchema>;

/** POST /9077/api/push/send/ (admin of the same company): target by staff_id or phone. */
export const pushSendRequestSchema = z
  .object({
    staff_id: z.string().optional(),
    phone: z
      .string()
      .regex(/^\d{11}$/, '请输入11位手机号')
      .optional(),
    title: z.string().min(1).max(100),
    content: z.string().min(1).max(2000),
    extras: pushMessageSchema.shape.extras,
  })
  .refine((v) => v.staff_id !== undefined || v.phone !== undefined, {
    message: '请指定 staff_id 或 phone',
    path: ['staff_id'],
  });
export type PushSendRequest = z.infer<typeof pushSendRequestSchema>;

export const pushStreamQuerySchema = z.object({ token: z.string().optional() });

import { z } from 'zod';
import { pushMessageSchema } from '../push.ts';
import { defineEndpoint } from './endpoint.ts';
import { PUSH_EVENT } from './paths.ts';
import { detailErrorSchema } from './errors.ts';

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

/** The push operations (OpenAPI tag `push`): the server routes, the client calls and the document read these. */
export const pushEndpoints = {
  stream: defineEndpoint({
    method: 'GET',
    path: '/push/stream/',
    operationId: 'push.stream',
    tags: ['push'],
    summary: '推送消息流（server-sent events，?token= 或 Authorization 头）',
    description: `Each push arrives as \`event: ${PUSH_EVENT}\` with the message JSON; Last-Event-ID replays newer messages.`,
    auth: 'required',
    query: pushStreamQuerySchema,
    response: { 429: detailErrorSchema.describe('too many open streams for this staff or address') },
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/push/send/',
    operationId: 'push.send',
    tags: ['push'],
    summary: '发送推送给本公司员工（管理员，供测试使用）',
    description: 'An admin sends a push to a staff of the company, by staff_id or phone (for tests); answers the stored message (201).',
    auth: 'required',
    body: pushSendRequestSchema,
    response: { 201: storedPushMessageSchema, 403: detailErrorSchema },
  }),
} as const;

import { z } from 'zod';
import { pageQuerySchema } from './messages.ts';
import { pageOf, personRefSchema } from './page.ts';
import { defineEndpoint } from './endpoint.ts';
import { idParamsSchema } from './page.ts';

/** A word left to the administration (/interact), with its reply. */
export const leaveWordSchema = z.object({
  id: z.string(),
  content: z.string(),
  author: personRefSchema,
  reply: z.string().nullable(),
  replier: personRefSchema.nullable(),
  replied_at: z.string().nullable(),
  replied_time: z.string().nullable(),
  created_at: z.string(),
  created_time: z.string(),
});
export type LeaveWord = z.infer<typeof leaveWordSchema>;

/** GET /9077/api/interact/words/ (paged, newest first): the caller's words; an admin sees all with `?all=1`. */
export const leaveWordsQuerySchema = pageQuerySchema.extend({ all: z.enum(['true', 'false', '1', '0']).optional() });
export const leaveWordPageSchema = pageOf(leaveWordSchema).extend({ can_reply: z.boolean() });
export type LeaveWordPage = z.infer<typeof leaveWordPageSchema>;

/** POST /9077/api/interact/words/ (1..500 characters). Answers 201 with the word. */
export const leaveWordCreateSchema = z.object({
  content: z.string({ error: '请填写留言内容' }).trim().min(1, '请填写留言内容').max(500, '留言不能超过500个字'),
});
export type LeaveWordCreate = z.input<typeof leaveWordCreateSchema>;

/** POST /9077/api/interact/words/{id}/reply/ (admin): pushes the author. */
export const leaveWordReplySchema = z.object({
  reply: z.string({ error: '请填写回复内容' }).trim().min(1, '请填写回复内容').max(500, '回复不能超过500个字'),
});
export type LeaveWordReply = z.input<typeof leaveWordReplySchema>;

/** The interact operations (OpenAPI tag `interact`): the server routes, the client calls and the document read these. */
export const interactEndpoints = {
  listLeaveWords: defineEndpoint({
    method: 'GET',
    path: '/interact/words/',
    operationId: 'interact.listLeaveWords',
    tags: ['interact'],
    summary: '我的留言（分页，新的在前；管理员 ?all=1 看全部）',
    description: "A page of the caller's leave-words, newest first; an admin sees every leave-word of the company with ?all=1.",
    auth: 'required',
    query: leaveWordsQuerySchema,
    response: { 200: leaveWordPageSchema },
  }),
  createLeaveWord: defineEndpoint({
    method: 'POST',
    path: '/interact/words/',
    operationId: 'interact.createLeaveWord',
    tags: ['interact'],
    summary: '留言（1 至 500 字）',
    description: 'Leaves a word (1 to 500 characters) for the administration; answers it (201).',
    auth: 'required',
    body: leaveWordCreateSchema,
    response: { 201: leaveWordSchema },
  }),
  replyLeaveWord: defineEndpoint({
    method: 'POST',
    path: '/interact/words/:id/reply/',
    operationId: 'interact.replyLeaveWord',
    tags: ['interact'],
    summary: '回复留言（管理员），推送给留言人',
    description: 'An admin replies to a leave-word (403 for others); the author gets a push.',
    auth: 'required',
    params: idParamsSchema,
    body: leaveWordReplySchema,
    response: { 200: leaveWordSchema },
  }),
} as const;

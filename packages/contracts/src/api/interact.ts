import { z } from 'zod';
import { pageQuerySchema } from './messages.ts';
import { pageOf, personRefSchema } from './page.ts';

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

import { z } from 'zod';
import { queryIntSchema } from './input-limits.ts';
import { pushMessageSchema } from '../push.ts';

/** One stored message in the caller's message list. */
export const messageItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  extras: pushMessageSchema.shape.extras,
  msg_type: z.string(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type MessageItem = z.infer<typeof messageItemSchema>;

/** `?page=&page_size=` (page from 1; page_size 1..100, default 20); `unread=true` keeps unread only. */
export const pageQuerySchema = z.object({
  page: queryIntSchema.min(1).default(1),
  page_size: queryIntSchema.min(1).max(100).default(20),
});
export const messagesQuerySchema = pageQuerySchema.extend({
  unread: z.enum(['true', 'false', '1', '0']).optional(),
});

/** Django-REST page: `{count, results}` plus the next/previous page numbers. */
export const messagePageSchema = z.object({
  count: z.number().int(),
  next: z.number().int().nullable(),
  previous: z.number().int().nullable(),
  results: z.array(messageItemSchema),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const messageParamsSchema = z.object({ id: z.string() });
export const unreadCountSchema = z.object({ count: z.number().int() });

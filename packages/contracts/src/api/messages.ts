import { z } from 'zod';
import { queryIntSchema } from './input-limits.ts';
import { pushMessageSchema } from '../push.ts';
import { defineEndpoint } from './endpoint.ts';

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
/**
 * A list that continues by key (keysetPageOf) also takes `?after=`: the `next_after` of the page
 * before, sent with that page's `next`. The page then starts right after the row the server named,
 * however deep it is, and rows that arrive or leave above it do not shift it.
 */
export const keysetPageQuerySchema = pageQuerySchema.extend({
  after: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
    .optional(),
});
export const messagesQuerySchema = keysetPageQuerySchema.extend({
  unread: z.enum(['true', 'false', '1', '0']).optional(),
});

/** Django-REST page: `{count, results}` plus the next/previous page numbers. */
export const messagePageSchema = z.object({
  count: z.number().int(),
  next: z.number().int().nullable(),
  previous: z.number().int().nullable(),
  results: z.array(messageItemSchema),
  /** The page after this one starts after it (keysetPageQuerySchema's `after`); null on the last page. */
  next_after: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const messageParamsSchema = z.object({ id: z.string() });
export const unreadCountSchema = z.object({ count: z.number().int() });

/** The messages operations (OpenAPI tag `messages`): the server routes, the client calls and the document read these. */
export const messageEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/messages/',
    operationId: 'messages.list',
    tags: ['messages'],
    summary: '我的消息（分页 ?page=&page_size=，unread=true 只看未读）',
    description: "A page of the caller's messages, newest first; ?unread=true lists only unread ones.",
    auth: 'required',
    query: messagesQuerySchema,
    response: { 200: messagePageSchema },
  }),
  unreadCount: defineEndpoint({
    method: 'GET',
    path: '/messages/unread_count/',
    operationId: 'messages.unreadCount',
    tags: ['messages'],
    summary: '未读消息数',
    description: "The number of the caller's unread messages, up to 100 (100 means 100 or more; the badge shows 99+).",
    auth: 'required',
    response: { 200: unreadCountSchema },
  }),
  readAll: defineEndpoint({
    method: 'POST',
    path: '/messages/read_all/',
    operationId: 'messages.readAll',
    tags: ['messages'],
    summary: '全部标为已读',
    description: "Marks all the caller's messages read; answers how many were marked.",
    auth: 'required',
    response: { 200: unreadCountSchema.describe('number of messages marked') },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/messages/:id/',
    operationId: 'messages.get',
    tags: ['messages'],
    summary: '消息详情',
    description: "One of the caller's messages; 404 for a message of someone else.",
    auth: 'required',
    params: messageParamsSchema,
    response: { 200: messageItemSchema },
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/messages/:id/read/',
    operationId: 'messages.read',
    tags: ['messages'],
    summary: '标为已读',
    description: "Marks one of the caller's messages read and answers it; 404 for a message of someone else.",
    auth: 'required',
    params: messageParamsSchema,
    response: { 200: messageItemSchema },
  }),
} as const;

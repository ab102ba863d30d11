import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  messageItemSchema,
  messagePageSchema,
  messageParamsSchema,
  messagesQuerySchema,
  unreadCountSchema,
} from '@campus/contracts';
import type { AppContext } from '../context.ts';
import type { AuthContext } from '../http/auth.ts';
import { defineRoute } from '../http/route.ts';
import { notFound } from '../errors.ts';
import { isGuid } from '../crypto.ts';

const me = (auth: AuthContext) => ({ companyId: auth.companyId, staffId: auth.staffId });

/** The caller's stored push messages (the message list screens): paged list, detail, read marks. */
export function messageRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    operationId: 'messages.list',
    url: apiPaths.messages,
    tags: ['messages'],
    summary: '我的消息（分页 ?page=&page_size=，unread=true 只看未读）',
    description: "A page of the caller's messages, newest first; ?unread=true lists only unread ones.",
    auth: 'required',
    query: messagesQuerySchema,
    response: { 200: messagePageSchema },
    handler: async ({ auth, query }) =>
      ctx.push.list(me(auth), query.page, query.page_size, query.unread === 'true' || query.unread === '1'),
  });

  defineRoute(app, ctx, {
    method: 'GET',
    operationId: 'messages.unreadCount',
    url: apiPaths.messagesUnreadCount,
    tags: ['messages'],
    summary: '未读消息数',
    description: "The number of the caller's unread messages.",
    auth: 'required',
    response: { 200: unreadCountSchema },
    handler: async ({ auth }) => ({ count: await ctx.push.unreadCount(me(auth)) }),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    operationId: 'messages.readAll',
    url: apiPaths.messagesReadAll,
    tags: ['messages'],
    summary: '全部标为已读',
    description: "Marks all the caller's messages read; answers how many were marked.",
    auth: 'required',
    response: { 200: unreadCountSchema.describe('number of messages marked') },
    handler: async ({ auth }) => ({ count: await ctx.push.markAllRead(me(auth)) }),
  });

  defineRoute(app, ctx, {
    method: 'GET',
    operationId: 'messages.get',
    url: apiPaths.messagePattern,
    tags: ['messages'],
    summary: '消息详情',
    description: "One of the caller's messages; 404 for a message of someone else.",
    auth: 'required',
    params: messageParamsSchema,
    response: { 200: messageItemSchema },
    async handler({ auth, params }) {
      const item = isGuid(params.id) ? await ctx.push.get(me(auth), params.id) : undefined;
      if (!item) throw notFound();
      return item;
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    operationId: 'messages.read',
    url: apiPaths.messageReadPattern,
    tags: ['messages'],
    summary: '标为已读',
    description: "Marks one of the caller's messages read and answers it; 404 for a message of someone else.",
    auth: 'required',
    params: messageParamsSchema,
    response: { 200: messageItemSchema },
    async handler({ auth, params }) {
      const item = isGuid(params.id) ? await ctx.push.markRead(me(auth), params.id) : undefined;
      if (!item) throw notFound();
      return item;
    },
  });
}

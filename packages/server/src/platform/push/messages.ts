import type { FastifyInstance } from 'fastify';
import { messageEndpoints } from '@campus/contracts';
import type { AppContext } from '../context.ts';
import type { AuthContext } from '../http/auth.ts';
import { defineRoute } from '../http/route.ts';
import { notFound } from '../errors.ts';
import { isGuid } from '../crypto.ts';

const me = (auth: AuthContext) => ({ companyId: auth.companyId, staffId: auth.staffId });

/** The caller's stored push messages (the message list screens): paged list, detail, read marks. */
export function messageRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    endpoint: messageEndpoints.list,
    handler: async ({ auth, query }) =>
      ctx.push.list(
        me(auth),
        { page: query.page, pageSize: query.page_size, after: query.after },
        query.unread === 'true' || query.unread === '1',
      ),
  });

  defineRoute(app, ctx, {
    endpoint: messageEndpoints.unreadCount,
    handler: async ({ auth }) => ({ count: await ctx.push.unreadCount(me(auth)) }),
  });

  defineRoute(app, ctx, {
    endpoint: messageEndpoints.readAll,
    handler: async ({ auth }) => ({ count: await ctx.push.markAllRead(me(auth)) }),
  });

  defineRoute(app, ctx, {
    endpoint: messageEndpoints.get,
    async handler({ auth, params }) {
      const item = isGuid(params.id) ? await ctx.push.get(me(auth), params.id) : undefined;
      if (!item) throw notFound();
      return item;
    },
  });

  defineRoute(app, ctx, {
    endpoint: messageEndpoints.read,
    async handler({ auth, params }) {
      const item = isGuid(params.id) ? await ctx.push.markRead(me(auth), params.id) : undefined;
      if (!item) throw notFound();
      return item;
    },
  });
}

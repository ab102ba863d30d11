import { randomUUID } from 'node:crypto';
import { and, count, desc, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PUSH_MSG_TYPES, type NoticeDetail, noticeEndpoints } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { companies, staff } from '../../platform/db/schema.ts';
import { noticeComments, noticeReads, notices } from './schema.ts';
import type { Database } from '../../platform/db/types.ts';
import { isGuid } from '../../platform/crypto.ts';
import { localDateTime } from '../../platform/time.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { inCompany } from '../../platform/db/scoped.ts';

/** Admins, and staff with the can_publish flag, publish notices and surveys. */
export const canPublish = (auth: AuthContext): boolean => auth.staff.role === 'admin' || auth.staff.canPublish;
export const noPublishRight = (): HttpError => new HttpError(403, { detail: '没有发布权限' });

const SUMMARY_LENGTH = 80;
const summaryOf = (content: string): string => {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > SUMMARY_LENGTH ? `${flat.slice(0, SUMMARY_LENGTH)}…` : flat;
};

function noticeQuery(db: Database, auth: AuthContext) {
  return db
    .select({
      notice: notices,
      authorName: staff.name,
      readAt: noticeReads.readAt,
      commentCount: sql<number>`(SELECT count(*) FROM notice_comments c WHERE c.company_id = "notices"."company_id" AND c.notice_id = "notices"."id")`,
    })
    .from(notices)
    .innerJoin(staff, and(eq(staff.companyId, notices.companyId), eq(staff.id, notices.authorId)))
    .leftJoin(
      noticeReads,
      and(eq(noticeReads.companyId, notices.companyId), eq(noticeReads.noticeId, notices.id), eq(noticeReads.staffId, auth.staffId)),
    );
}
type NoticeRow = Awaited<ReturnType<typeof noticeQuery>>[number];

const toDetail = (r: NoticeRow, read: boolean): NoticeDetail => ({
  id: r.notice.id,
  title: r.notice.title,
  summary: summaryOf(r.notice.content),
  content: r.notice.content,
  is_public: r.notice.isPublic,
  is_read: read,
  author: { id: r.notice.authorId, name: r.authorName },
  comment_count: Number(r.commentCount),
  created_at: r.notice.createdAt.toISOString(),
  created_time: localDateTime(r.notice.createdAt),
});

/** Notices (/notice, /notices, /addNotice, /noticeComment, public /noticeDetails): read state per staff; a new notice pushes everyone. */
export function noticeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  const load = async (auth: AuthContext, id: string): Promise<NoticeRow> => {
    if (!isGuid(id)) throw notFound();
    const [row] = await noticeQuery(db(), auth)
      .where(inCompany(notices, auth.companyId, eq(notices.id, id)))
      .limit(1);
    if (!row) throw notFound();
    return row;
  };

  defineRoute(app, ctx, {
    endpoint: noticeEndpoints.list,
    async handler({ auth, query }) {
      const unread = query.unread === 'true' || query.unread === '1';
      const where = inCompany(notices, auth.companyId, unread ? isNull(noticeReads.readAt) : undefined);
      const [total] = await db()
        .select({ n: count() })
        .from(notices)
        .leftJoin(
          noticeReads,
          and(eq(noticeReads.companyId, notices.companyId), eq(noticeReads.noticeId, notices.id), eq(noticeReads.staffId, auth.staffId)),
        )
        .where(where);
      const rows = await noticeQuery(db(), auth)
        .where(where)
        .orderBy(desc(notices.createdAt), desc(notices.id))
        .limit(query.page_size)
        .offset(offsetOf(query.page, query.page_size));
      const results = rows.map((r) => {
        const { content: _content, ...item } = toDetail(r, r.readAt !== null);
        void _content;
        return item;
      });
      return { ...toPage(Number(total?.n ?? 0), query.page, query.page_size, results), can_publish: canPublish(auth) };
    },
  });

  defineRoute(app, ctx, {
    endpoint: noticeEndpoints.unreadCount,
    async handler({ auth }) {
      const [r] = await db()
        .select({ n: count() })
        .from(notices)
        .leftJoin(
          noticeReads,
          and(eq(noticeReads.companyId, notices.companyId), eq(noticeReads.noticeId, notices.id), eq(noticeReads.staffId, auth.staffId)),
        )
        .where(inCompany(notices, auth.companyId, isNull(noticeReads.readAt)));
      return { count: Number(r?.n ?? 0) };
    },
  });

  defineRoute(app, ctx, {
    endpoint: noticeEndpoints.get,
    async handler({ auth, params }) {
      const row = await load(auth, params.id);
      if (row.readAt === null) {
        await db()
          .insert(noticeReads)
          .values({ companyId: auth.companyId, noticeId: row.notice.id, staffId: auth.staffId, readAt: ctx.now() })
          .onConflictDoNothing();
      }
      return toDetail(row, true);
    },
  });

  defineRoute(app, ctx, {
    endpoint: noticeEndpoints.publish,
    async handler({ auth, body, reply }) {
      if (!canPublish(auth)) throw noPublishRight();
      const id = randomUUID();
      await db().insert(notices).values({
        companyId: auth.companyId,
        id,
        title: body.title,
        content: body.content,
        isPublic: body.is_public,
        authorId: auth.staffId,
        createdAt: ctx.now(),
      });
      // The author has read it; everyone else gets a push.
      await db().insert(noticeReads).values({ companyId: auth.companyId, noticeId: id, staffId: auth.staffId, readAt: ctx.now() });
      const others = await db()
        .select({ id: staff.id })
        .from(staff)
        .where(inCompany(staff, auth.companyId, eq(staff.isActive, true), ne(staff.id, auth.staffId)));
      try {
        await ctx.push.sendMany(
          auth.companyId,
          others.map((r) => r.id),
          { title: '新公告', content: body.title, extras: { msg_type: PUSH_MSG_TYPES.notice, msg_id: id } },
          auth.staffId,
        );
      } catch (err) {
        ctx.log.error({ err }, 'notice push failed');
      }
      reply.code(201);
      return toDetail(await load(auth, id), true);
    },
  });

  defineRoute(app, ctx, {
    endpoint: noticeEndpoints.listComments,
    async handler({ auth, params, query }) {
      const row = await load(auth, params.id);
      const where = inCompany(noticeComments, auth.companyId, eq(noticeComments.noticeId, row.notice.id));
      const [total] = await db().select({ n: count() }).from(noticeComments).where(where);
      const rows = await db()
        .select({ c: noticeComments, name: staff.name })
        .from(noticeComments)
        .innerJoin(staff, and(eq(staff.companyId, noticeComments.companyId), eq(staff.id, noticeComments.authorId)))
        .where(where)
        .orderBy(asc(noticeComments.createdAt), asc(noticeComments.id))
        .limit(query.page_size)
        .offset(offsetOf(query.page, query.page_size));
      return toPage(
        Number(total?.n ?? 0),
        query.page,
        query.page_size,
        rows.map(({ c, name }) => ({
          id: c.id,
          content: c.content,
          author: { id: c.authorId, name },
          created_at: c.createdAt.toISOString(),
          created_time: localDateTime(c.createdAt),
        })),
      );
    },
  });

  defineRoute(app, ctx, {
    endpoint: noticeEndpoints.comment,
    async handler({ auth, params, body, reply }) {
      const row = await load(auth, params.id);
      const now = ctx.now();
      const id = randomUUID();
      await db()
        .insert(noticeComments)
        .values({ companyId: auth.companyId, id, noticeId: row.notice.id, authorId: auth.staffId, content: body.content, createdAt: now });
      reply.code(201);
      return {
        id,
        content: body.content,
        author: { id: auth.staffId, name: auth.staff.name },
        created_at: now.toISOString(),
        created_time: localDateTime(now),
      };
    },
  });

  defineRoute(app, ctx, {
    endpoint: noticeEndpoints.getPublic,
    async handler({ params }) {
      if (!isGuid(params.id)) throw notFound();
      const [row] = await db()
        .select({ n: notices, company: companies.name, author: staff.name })
        .from(notices)
        .innerJoin(companies, eq(companies.companyId, notices.companyId))
        .innerJoin(staff, and(eq(staff.companyId, notices.companyId), eq(staff.id, notices.authorId)))
        .where(and(eq(notices.id, params.id), eq(notices.isPublic, true)))
        .limit(1);
      if (!row) throw notFound();
      return {
        id: row.n.id,
        title: row.n.title,
        content: row.n.content,
        company_name: row.company,
        author_name: row.author,
        created_at: row.n.createdAt.toISOString(),
        created_time: localDateTime(row.n.createdAt),
      };
    },
  });
}

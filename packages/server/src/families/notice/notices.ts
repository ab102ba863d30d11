import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
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
import { offsetOf, toKeysetPage, toPage } from '../../platform/http/paging.ts';
import { BADGE_LIMIT, boundedCount, countLimit, pageIdsWithCount, pageOfWalk, walkValues } from '../../platform/db/bounded-count.ts';
import {
  allNoticesAfter,
  allNoticesPage,
  commentCountsOf,
  noticesByIds,
  unreadNoticesAfter,
  unreadNoticesCount,
  unreadNoticesWalk,
} from './notice-statements.ts';
import { keysetPageIds } from '../../platform/db/keyset.ts';
import { inCompany } from '../../platform/db/scoped.ts';

/** Admins, and staff with the can_publish flag, publish notices and surveys. */
export const canPublish = (auth: AuthContext): boolean => auth.staff.role === 'admin' || auth.staff.canPublish;
export const noPublishRight = (): HttpError => new HttpError(403, { detail: '没有发布权限' });

const SUMMARY_LENGTH = 80;
const summaryOf = (content: string): string => {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > SUMMARY_LENGTH ? `${flat.slice(0, SUMMARY_LENGTH)}…` : flat;
};

type NoticeRow = Awaited<ReturnType<ReturnType<typeof noticesByIds>['execute']>>[number] & { commentCount: number };

/** The notices of `ids` as the reader sees them, newest first, each with its comment count. */
async function noticeRows(db: Database, auth: AuthContext, ids: string[]): Promise<NoticeRow[]> {
  if (ids.length === 0) return [];
  const values = { companyId: auth.companyId, staffId: auth.staffId, ids };
  const [rows, counts] = await Promise.all([noticesByIds(db).execute(values), commentCountsOf(db).execute(values)]);
  const byNotice = new Map(counts.map((c) => [c.noticeId, c.n]));
  return rows.map((r) => ({ ...r, commentCount: byNotice.get(r.notice.id) ?? 0 }));
}

/**
 * How many of the company's notices the staff has not read, up to BADGE_LIMIT (the badge shows 99+):
 * the notices' index walked newest first, each looked up in his receipts.
 */
async function unreadCount(db: Database, auth: AuthContext): Promise<number> {
  const [counted] = await unreadNoticesCount(db).execute({
    companyId: auth.companyId,
    staffId: auth.staffId,
    countLimit: countLimit(1, 0, BADGE_LIMIT),
  });
  return counted?.n ?? 0;
}

const toDetail = (r: NoticeRow, read: boolean): NoticeDetail => ({
  id: r.notice.id,
  title: r.notice.title,
  summary: summaryOf(r.notice.content),
  content: r.notice.content,
  is_public: r.notice.isPublic,
  is_read: read,
  author: { id: r.notice.authorId, name: r.authorName },
  comment_count: r.commentCount,
  created_at: r.notice.createdAt.toISOString(),
  created_time: localDateTime(r.notice.createdAt),
});

/** Notices (/notice, /notices, /addNotice, /noticeComment, public /noticeDetails): read state per staff; a new notice pushes everyone. */
export function noticeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  const load = async (auth: AuthContext, id: string): Promise<NoticeRow> => {
    if (!isGuid(id)) throw notFound();
    const [row] = await noticeRows(db(), auth, [id]);
    if (!row) throw notFound();
    return row;
  };

  defineRoute(app, ctx, {
    endpoint: noticeEndpoints.list,
    async handler({ auth, query }) {
      const values = { companyId: auth.companyId, staffId: auth.staffId };
      const unread = query.unread === 'true' || query.unread === '1';
      const request = { page: query.page, pageSize: query.page_size, after: query.after };
      const { ids, total } = await keysetPageIds(unread ? unreadNoticesAfter(db()) : allNoticesAfter(db()), values, request, async () =>
        unread
          ? pageOfWalk(await unreadNoticesWalk(db()).execute({ ...values, ...walkValues(query.page, query.page_size) }))
          : pageIdsWithCount(allNoticesPage(db()), values, query.page, query.page_size),
      );
      const results = (await noticeRows(db(), auth, ids)).map((r) => {
        const { content: _content, ...item } = toDetail(r, r.readAt !== null);
        void _content;
        return item;
      });
      return { ...toKeysetPage(total, request, results, ids.at(-1)), can_publish: canPublish(auth) };
    },
  });

  defineRoute(app, ctx, {
    endpoint: noticeEndpoints.unreadCount,
    handler: async ({ auth }) => ({ count: await unreadCount(db(), auth) }),
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
      // The page's ids first, on notice_comments_notice_idx; then the authors' names for those rows.
      const order = [asc(noticeComments.createdAt), asc(noticeComments.id)];
      const page = db()
        .select({ id: noticeComments.id })
        .from(noticeComments)
        .where(where)
        .orderBy(...order)
        .limit(query.page_size)
        .offset(offsetOf(query.page, query.page_size))
        .as('page');
      // The count walks the notice's comments index up to the page and a window (issue 33).
      const [total, rows] = await Promise.all([
        boundedCount(db(), noticeComments, where, query.page, query.page_size, order),
        db()
          .select({ c: noticeComments, name: staff.name })
          .from(noticeComments)
          .innerJoin(page, eq(page.id, noticeComments.id))
          .innerJoin(staff, and(eq(staff.companyId, noticeComments.companyId), eq(staff.id, noticeComments.authorId)))
          .where(inCompany(noticeComments, auth.companyId))
          .orderBy(...order),
      ]);
      return toPage(
        total,
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

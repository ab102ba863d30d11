import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { PUSH_MSG_TYPES, type LeaveWord, interactEndpoints } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { leaveWords } from './schema.ts';
import { staff } from '../../platform/db/schema.ts';
import type { Database } from '../../platform/db/types.ts';
import { isGuid } from '../../platform/crypto.ts';
import { iso, localDateTime } from '../../platform/time.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';

const replier = alias(staff, 'replier');

function wordQuery(db: Database) {
  return db
    .select({ w: leaveWords, authorName: staff.name, replierName: replier.name })
    .from(leaveWords)
    .innerJoin(staff, and(eq(staff.companyId, leaveWords.companyId), eq(staff.id, leaveWords.authorId)))
    .leftJoin(replier, and(eq(replier.companyId, leaveWords.companyId), eq(replier.id, leaveWords.replierId)));
}
type WordRow = Awaited<ReturnType<typeof wordQuery>>[number];

const toView = ({ w, authorName, replierName }: WordRow): LeaveWord => ({
  id: w.id,
  content: w.content,
  author: { id: w.authorId, name: authorName },
  reply: w.reply,
  replier: w.replierId ? { id: w.replierId, name: replierName ?? '' } : null,
  replied_at: iso(w.repliedAt),
  replied_time: localDateTime(w.repliedAt),
  created_at: w.createdAt.toISOString(),
  created_time: localDateTime(w.createdAt),
});

const isAdmin = (auth: AuthContext): boolean => auth.staff.role === 'admin';

/** Interaction (/interact [interactLeaveWord]): a staff leaves a word to the administration; an admin replies (pushed). */
export function interactRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;
  const load = async (companyId: string, id: string): Promise<WordRow> => {
    if (!isGuid(id)) throw notFound();
    const [row] = await wordQuery(db())
      .where(inCompany(leaveWords, companyId, eq(leaveWords.id, id)))
      .limit(1);
    if (!row) throw notFound();
    return row;
  };

  defineRoute(app, ctx, {
    endpoint: interactEndpoints.listLeaveWords,
    async handler({ auth, query }) {
      const all = isAdmin(auth) && (query.all === '1' || query.all === 'true');
      const where = inCompany(leaveWords, auth.companyId, all ? undefined : eq(leaveWords.authorId, auth.staffId));
      // The page's ids first (leave_words_author_idx or leave_words_company_created_idx); then the names for those rows.
      const order = [desc(leaveWords.createdAt), desc(leaveWords.id)];
      const page = db()
        .select({ id: leaveWords.id })
        .from(leaveWords)
        .where(where)
        .orderBy(...order)
        .limit(query.page_size)
        .offset(offsetOf(query.page, query.page_size))
        .as('page');
      // The count walks the page's index up to the page and a window (issue 33), not the whole history.
      const [total, rows] = await Promise.all([
        boundedCount(db(), leaveWords, where, query.page, query.page_size, order),
        wordQuery(db())
          .innerJoin(page, eq(page.id, leaveWords.id))
          .where(inCompany(leaveWords, auth.companyId))
          .orderBy(...order),
      ]);
      return { ...toPage(total, query.page, query.page_size, rows.map(toView)), can_reply: isAdmin(auth) };
    },
  });

  defineRoute(app, ctx, {
    endpoint: interactEndpoints.createLeaveWord,
    async handler({ auth, body, reply }) {
      const id = randomUUID();
      await db()
        .insert(leaveWords)
        .values({ companyId: auth.companyId, id, authorId: auth.staffId, content: body.content, createdAt: ctx.now() });
      reply.code(201);
      return toView(await load(auth.companyId, id));
    },
  });

  defineRoute(app, ctx, {
    endpoint: interactEndpoints.replyLeaveWord,
    async handler({ auth, params, body }) {
      if (!isAdmin(auth)) throw forbidden();
      const row = await load(auth.companyId, params.id);
      await db()
        .update(leaveWords)
        .set({ reply: body.reply, replierId: auth.staffId, repliedAt: ctx.now() })
        .where(inCompany(leaveWords, auth.companyId, eq(leaveWords.id, row.w.id)));
      if (row.w.authorId !== auth.staffId) {
        try {
          await ctx.push.send(
            { companyId: auth.companyId, staffId: row.w.authorId },
            { title: '留言已回复', content: body.reply, extras: { msg_type: PUSH_MSG_TYPES.interact, msg_id: row.w.id } },
            auth.staffId,
          );
        } catch (err) {
          ctx.log.error({ err }, 'leave word push failed');
        }
      }
      return toView(await load(auth.companyId, row.w.id));
    },
  });
}

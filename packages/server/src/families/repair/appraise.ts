/**
 * Anonymous appraisal (saAnonymityAppraise): the reporter rates a completed order once. The order
 * only records that it was rated (a conditional update: of two at once one wins); the appraisal is
 * stored with the repairman, stars, tags, text and the month, and no order, rater or time, so no
 * answer (the order's detail, its history, the repairman's scores) ever ties it to the rater.
 * Scores: a repairman's running totals and a page of appraisals in the order of their random ids.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REPAIR_MESSAGES as M, REPAIR_STATUS as S, hubDate, repairEndpoints } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { HttpError, badRequest, notFound } from '../../platform/errors.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { staffBriefs } from '../../platform/directory/directory.ts';
import { isGuid } from '../../platform/crypto.ts';
import { isRepairAdmin } from './common.ts';
import { repairAppraisals, repairOrders, repairScores } from './schema.ts';
import { repairRow } from './views.ts';

export function repairAppraiseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  defineRoute(app, ctx, {
    endpoint: repairEndpoints.appraise,
    async handler({ auth, params, body, reply }) {
      const row = await repairRow(db(), auth.companyId, params.id);
      // anyone but the reporter: as if it did not exist (the order's reporter is nobody else's business here)
      if (row.reporterId !== auth.staffId) throw notFound();
      if (row.status !== S.done) throw badRequest(M.notDone);
      const text = body.text ?? '';
      await db().transaction(async (t) => {
        const tx = t as unknown as Database;
        const [won] = await tx
          .update(repairOrders)
          .set({ appraised: true })
          .where(
            and(
              inCompany(repairOrders, auth.companyId),
              eq(repairOrders.orderId, row.orderId),
              eq(repairOrders.status, S.done),
              eq(repairOrders.appraised, false),
            ),
          )
          .returning({ repairmanId: repairOrders.repairmanId });
        if (!won) throw badRequest(M.appraised);
        if (!won.repairmanId) return;
        await tx.insert(repairAppraisals).values({
          companyId: auth.companyId,
          id: randomUUID(),
          repairmanId: won.repairmanId,
          stars: body.stars,
          tags: body.tags,
          text,
          month: hubDate(ctx.now()).slice(0, 7),
        });
        const tagCounts = Object.fromEntries(body.tags.map((tag) => [tag, 1]));
        await tx
          .insert(repairScores)
          .values({ companyId: auth.companyId, repairmanId: won.repairmanId, count: 1, starSum: body.stars, tagCounts })
          .onConflictDoUpdate({
            target: [repairScores.companyId, repairScores.repairmanId],
            set: {
              count: sql`${repairScores.count} + 1`,
              starSum: sql`${repairScores.starSum} + ${body.stars}`,
              // add one to each chosen tag's count
              tagCounts: sql`(SELECT COALESCE(jsonb_object_agg(k, v), '{}'::jsonb) FROM (
                SELECT k, SUM(v)::int AS v FROM (
                  SELECT key AS k, value::int AS v FROM jsonb_each_text(${repairScores.tagCounts})
                  UNION ALL SELECT key, value::int FROM jsonb_each_text(${JSON.stringify(tagCounts)}::jsonb)
                ) x GROUP BY k) y)`,
            },
          });
      });
      reply.code(201);
      return { detail: '评价成功' };
    },
  });

  defineRoute(app, ctx, {
    endpoint: repairEndpoints.scores,
    async handler({ auth, query }) {
      const c = auth.companyId;
      const repairmanId = query.repairman_id && query.repairman_id !== auth.staffId ? query.repairman_id : auth.staffId;
      if (repairmanId !== auth.staffId && !(await isRepairAdmin(db(), auth))) throw new HttpError(403, { detail: M.notAdmin });
      if (!isGuid(repairmanId)) throw notFound();
      const who = await staffBriefs(db(), c, [repairmanId]);
      const name = who.get(repairmanId)?.name;
      if (name === undefined) throw notFound();
      const where = and(inCompany(repairAppraisals, c), eq(repairAppraisals.repairmanId, repairmanId));
      const order = [asc(repairAppraisals.id)];
      const [[totals], total, rows] = await Promise.all([
        db()
          .select()
          .from(repairScores)
          .where(and(inCompany(repairScores, c), eq(repairScores.repairmanId, repairmanId))),
        boundedCount(db(), repairAppraisals, where, query.page, query.page_size, order),
        db()
          .select({ id: repairAppraisals.id, stars: repairAppraisals.stars, tags: repairAppraisals.tags, text: repairAppraisals.text })
          .from(repairAppraisals)
          .where(where)
          .orderBy(...order)
          .limit(query.page_size)
          .offset(offsetOf(query.page, query.page_size)),
      ]);
      return {
        ...toPage(total, query.page, query.page_size, rows),
        repairman: { id: repairmanId, name },
        average: totals && totals.count > 0 ? Math.round((totals.starSum / totals.count) * 10) / 10 : null,
        tag_counts: Object.entries(totals?.tagCounts ?? {})
          .map(([tag, count]) => ({ tag, count }))
          .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag)),
      };
    },
  });
}

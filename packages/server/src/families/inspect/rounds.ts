/**
 * The patrolman's rounds: today's (made on first ask), the history (inspectRecord), one round, what a
 * scanned tag names, the scan (one record per checkpoint per round at the server's time; missed and
 * out-of-order points named; the round closes on its last point) and the check items' results (an
 * abnormal one with a photo opens a rectification).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { INSPECT_MESSAGES as M, addHubDays, hubDate, inspectEndpoints } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Database } from '../../platform/db/types.ts';
import type { PendingPush } from '../../platform/orders/notifications.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { checkAttachments } from '../../platform/files/index.ts';
import { forbiddenWith, idOrNone, isAdmin, normaliseTag, requirePatrolman, sendAll } from './common.ts';
import { inspectItems, inspectPoints, inspectRecords, inspectResults, inspectRounds, inspectRoutes } from './schema.ts';
import { ensureRounds, roundInfo, roundRow, roundRows, type RoundDbRow } from './round-views.ts';
import { openRectification } from './rectify.ts';

const OPEN = ['pending', 'in_progress'] as const;

async function pointByCode(db: Database, companyId: string, raw: string) {
  const code = normaliseTag(raw);
  const [point] = code
    ? await db
        .select()
        .from(inspectPoints)
        .where(inCompany(inspectPoints, companyId, eq(inspectPoints.tagCode, code)))
    : [];
  return point;
}

/** The caller's open round of today that holds the route (made first if the day has none yet). */
async function todaysRound(db: Database, auth: AuthContext, routeId: string, now: Date): Promise<RoundDbRow | undefined> {
  const today = hubDate(now);
  await ensureRounds(db, auth.companyId, today, now, auth.staffId);
  const [round] = await db
    .select()
    .from(inspectRounds)
    .where(
      inCompany(
        inspectRounds,
        auth.companyId,
        eq(inspectRounds.routeId, routeId),
        eq(inspectRounds.patrolmanId, auth.staffId),
        inArray(inspectRounds.date, [today, addHubDays(today, -1)]),
        inArray(inspectRounds.status, [...OPEN]),
      ),
    )
    .orderBy(desc(inspectRounds.date))
    .limit(1);
  return round;
}

/** A round its patrolman or an admin may read; 404 for anyone else. */
async function visibleRound(db: Database, auth: AuthContext, id: string): Promise<RoundDbRow> {
  const round = await roundRow(db, auth.companyId, idOrNone(id));
  if (!round || (round.patrolmanId !== auth.staffId && !isAdmin(auth))) throw notFound();
  return round;
}

export function inspectRoundRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.today,
    async handler({ auth }) {
      const now = ctx.now();
      const today = hubDate(now);
      const yesterday = addHubDays(today, -1);
      await ensureRounds(db(), auth.companyId, today, now, auth.staffId);
      // an overnight shift that began yesterday is still today's work until it ends
      const rounds = await db()
        .select()
        .from(inspectRounds)
        .where(
          inCompany(
            inspectRounds,
            auth.companyId,
            eq(inspectRounds.patrolmanId, auth.staffId),
            or(eq(inspectRounds.date, today), and(eq(inspectRounds.date, yesterday), gt(inspectRounds.endAt, now))),
          ),
        )
        .orderBy(asc(inspectRounds.startAt), asc(inspectRounds.id))
        .limit(50);
      return Promise.all(rounds.map((r) => roundInfo(db(), auth.companyId, r)));
    },
  });

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.rounds,
    async handler({ auth, query }) {
      if (query.scope === 'all' && !isAdmin(auth)) throw forbiddenWith(M.notAdmin);
      const where = and(
        inCompany(inspectRounds, auth.companyId),
        query.scope === 'mine' ? eq(inspectRounds.patrolmanId, auth.staffId) : undefined,
        query.status ? eq(inspectRounds.status, query.status) : undefined,
      );
      const order = [desc(inspectRounds.startAt), desc(inspectRounds.id)];
      const [total, rows] = await Promise.all([
        boundedCount(db(), inspectRounds, where, query.page, query.page_size, order),
        db()
          .select()
          .from(inspectRounds)
          .where(where)
          .orderBy(...order)
          .limit(query.page_size)
          .offset(offsetOf(query.page, query.page_size)),
      ]);
      return toPage(total, query.page, query.page_size, await roundRows(db(), auth.companyId, rows));
    },
  });

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.round,
    async handler({ auth, params }) {
      return roundInfo(db(), auth.companyId, await visibleRound(db(), auth, params.id));
    },
  });

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.checkpoint,
    async handler({ auth, query }) {
      const point = await pointByCode(db(), auth.companyId, query.code);
      if (!point) throw notFound();
      const [route] = await db()
        .select({ id: inspectRoutes.id, name: inspectRoutes.name })
        .from(inspectRoutes)
        .where(inCompany(inspectRoutes, auth.companyId, eq(inspectRoutes.id, point.routeId)));
      const round = auth.staff.isPatrolman ? await todaysRound(db(), auth, point.routeId, ctx.now()) : undefined;
      return {
        point: { id: point.id, name: point.name, place: point.place, route: { id: point.routeId, name: route?.name ?? '' } },
        round_id: round?.id ?? null,
      };
    },
  });

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.scan,
    async handler({ auth, body, reply }) {
      requirePatrolman(auth);
      const now = ctx.now();
      const point = await pointByCode(db(), auth.companyId, body.code);
      if (!point) throw fieldError('code', M.pointUnknown);
      let round: RoundDbRow | undefined;
      if (body.round_id) {
        round = await roundRow(db(), auth.companyId, idOrNone(body.round_id));
        if (!round) throw fieldError('round_id', M.noRound);
        if (round.patrolmanId !== auth.staffId) throw forbiddenWith(M.notYourRound);
        if (round.routeId !== point.routeId) throw fieldError('code', M.pointUnknown);
      } else {
        // a replay after the round closed still finds its record: look for one of today's rounds of the route first
        const [recorded] = await db()
          .select({ round: inspectRounds })
          .from(inspectRecords)
          .innerJoin(
            inspectRounds,
            and(eq(inspectRounds.companyId, inspectRecords.companyId), eq(inspectRounds.id, inspectRecords.roundId)),
          )
          .where(
            and(
              inCompany(inspectRecords, auth.companyId),
              eq(inspectRecords.patrolmanId, auth.staffId),
              eq(inspectRecords.clientKey, body.client_key),
              eq(inspectRecords.pointId, point.id),
            ),
          )
          .limit(1);
        round = recorded?.round ?? (await todaysRound(db(), auth, point.routeId, now));
        if (!round) throw fieldError('code', M.noRound);
      }
      const roundId = round.id;
      const outcome = await db().transaction(async (t) => {
        const tx = t as unknown as Database;
        // scans of one round queue on its row: the order check and the count see every earlier scan
        const locked = await roundRow(tx, auth.companyId, roundId, true);
        if (!locked) throw notFound();
        const [existing] = await tx
          .select()
          .from(inspectRecords)
          .where(inCompany(inspectRecords, auth.companyId, eq(inspectRecords.roundId, roundId), eq(inspectRecords.pointId, point.id)));
        const points = await tx
          .select({ id: inspectPoints.id, name: inspectPoints.name, seq: inspectPoints.seq })
          .from(inspectPoints)
          .where(inCompany(inspectPoints, auth.companyId, eq(inspectPoints.routeId, locked.routeId)))
          .orderBy(asc(inspectPoints.seq));
        if (existing) return { recordId: existing.id, created: false, outOfOrder: existing.outOfOrder, skipped: [] };
        if (locked.status === 'done' || locked.status === 'incomplete') throw fieldError('code', M.roundClosed);
        const done = await tx
          .select({ pointId: inspectRecords.pointId })
          .from(inspectRecords)
          .where(inCompany(inspectRecords, auth.companyId, eq(inspectRecords.roundId, roundId)));
        const seen = new Set(done.map((d) => d.pointId));
        const [route] = await tx
          .select({ ordered: inspectRoutes.ordered })
          .from(inspectRoutes)
          .where(inCompany(inspectRoutes, auth.companyId, eq(inspectRoutes.id, locked.routeId)));
        const skipped =
          (route?.ordered ?? true) ? points.filter((p) => p.seq < point.seq && !seen.has(p.id)).map(({ id, name }) => ({ id, name })) : [];
        const recordId = randomUUID();
        await tx.insert(inspectRecords).values({
          companyId: auth.companyId,
          id: recordId,
          roundId,
          pointId: point.id,
          patrolmanId: auth.staffId,
          scannedAt: now,
          outOfOrder: skipped.length > 0,
          latitude: body.location_refused ? null : (body.latitude ?? null),
          longitude: body.location_refused ? null : (body.longitude ?? null),
          locationRefused: body.location_refused,
          clientKey: body.client_key,
        });
        const doneNow = seen.size + 1;
        const last = doneNow >= points.length;
        await tx
          .update(inspectRounds)
          .set({
            pointsDone: doneNow,
            status: last ? 'done' : 'in_progress',
            ...(last ? { closedAt: now } : {}),
          })
          .where(inCompany(inspectRounds, auth.companyId, eq(inspectRounds.id, roundId)));
        return { recordId, created: true, outOfOrder: skipped.length > 0, skipped };
      });
      const fresh = await roundRow(db(), auth.companyId, roundId);
      if (outcome.created) reply.code(201);
      return {
        round: await roundInfo(db(), auth.companyId, fresh as RoundDbRow),
        point_id: point.id,
        record_id: outcome.recordId,
        created: outcome.created,
        out_of_order: outcome.outOfOrder,
        skipped: outcome.skipped,
      };
    },
  });

  defineRoute(app, ctx, {
    endpoint: inspectEndpoints.results,
    async handler({ auth, params, body }) {
      const c = auth.companyId;
      const [record] = await db()
        .select()
        .from(inspectRecords)
        .where(inCompany(inspectRecords, c, eq(inspectRecords.id, idOrNone(params.id))));
      if (!record || (record.patrolmanId !== auth.staffId && !isAdmin(auth))) throw notFound();
      const items = await db()
        .select()
        .from(inspectItems)
        .where(inCompany(inspectItems, c, eq(inspectItems.pointId, record.pointId)));
      const itemOf = new Map(items.map((i) => [i.id, i]));
      body.results.forEach((r, i) => {
        if (!itemOf.has(r.item_id)) throw fieldError(`results.${String(i)}.item_id`, M.itemUnknown);
        if (r.result === 'abnormal' && r.photos.length === 0) throw fieldError(`results.${String(i)}.photos`, M.abnormalPhoto);
      });
      await checkAttachments(db(), auth, [...new Set(body.results.flatMap((r) => r.photos))], 'photos');
      const [point] = await db()
        .select()
        .from(inspectPoints)
        .where(inCompany(inspectPoints, c, eq(inspectPoints.id, record.pointId)));
      const [route] = await db()
        .select()
        .from(inspectRoutes)
        .where(inCompany(inspectRoutes, c, eq(inspectRoutes.id, point?.routeId ?? idOrNone(null))));
      const now = ctx.now();
      const pushes: PendingPush[] = [];
      await db().transaction(async (t) => {
        const tx = t as unknown as Database;
        for (const r of body.results) {
          const [before] = await tx
            .select()
            .from(inspectResults)
            .where(inCompany(inspectResults, c, eq(inspectResults.recordId, record.id), eq(inspectResults.itemId, r.item_id)))
            .for('update');
          let rectificationId = before?.rectificationId ?? null;
          if (r.result === 'abnormal' && !rectificationId && point && route) {
            const opened = await openRectification(tx, {
              companyId: c,
              title: `${point.name}：${itemOf.get(r.item_id)?.name ?? ''}异常`,
              place: point.place,
              description: r.remark || `${itemOf.get(r.item_id)?.name ?? ''}异常`,
              photos: r.photos,
              roundId: record.roundId,
              pointId: point.id,
              itemName: itemOf.get(r.item_id)?.name ?? null,
              inspectorId: auth.staffId,
              assigneeId: route.rectifierId,
              deadline: addHubDays(hubDate(now), 3),
              now,
            });
            rectificationId = opened.id;
            pushes.push(opened.push);
          }
          const values = { result: r.result, remark: r.remark || null, photos: r.photos, rectificationId };
          await tx
            .insert(inspectResults)
            .values({ companyId: c, recordId: record.id, itemId: r.item_id, ...values })
            .onConflictDoUpdate({ target: [inspectResults.companyId, inspectResults.recordId, inspectResults.itemId], set: values });
        }
      });
      await sendAll(ctx, c, pushes);
      const round = await roundRow(db(), c, record.roundId);
      return roundInfo(db(), c, round as RoundDbRow);
    },
  });
}

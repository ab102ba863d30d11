/**
 * Rounds as the screens read them: making a day's rounds from the routes' schedules (one per route
 * and day: a unique key, so two callers make one), and a round with its points, records and results.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ROUND_STATUS_LABELS, addHubDays, hubInstant, type RoundInfo, type RoundRow } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { staffBriefs } from '../../platform/directory/directory.ts';
import { fileRefs } from '../../platform/files/index.ts';
import { randomUUID } from 'node:crypto';
import { time } from './common.ts';
import { inspectItems, inspectPoints, inspectRecords, inspectResults, inspectRounds, inspectRoutes } from './schema.ts';

export type RoundDbRow = typeof inspectRounds.$inferSelect;

/** The shift of a route on a hub date: an end at or before its start is the next day. */
export function shiftOf(date: string, start: string, end: string): { startAt: Date; endAt: Date } {
  const startAt = hubInstant(date, start);
  let endAt = hubInstant(date, end);
  if (endAt <= startAt) endAt = hubInstant(addHubDays(date, 1), end);
  return { startAt, endAt };
}

/** Makes the day's rounds of the company's active routes (of one patrolman, when given) that do not exist yet. */
export async function ensureRounds(db: Database, companyId: string, date: string, now: Date, patrolmanId?: string): Promise<void> {
  const routes = await db
    .select()
    .from(inspectRoutes)
    .where(
      inCompany(
        inspectRoutes,
        companyId,
        eq(inspectRoutes.active, true),
        patrolmanId ? eq(inspectRoutes.patrolmanId, patrolmanId) : undefined,
      ),
    )
    .limit(500);
  if (routes.length === 0) return;
  const counts = await db
    .select({ routeId: inspectPoints.routeId, id: inspectPoints.id })
    .from(inspectPoints)
    .where(
      and(
        inCompany(inspectPoints, companyId),
        inArray(
          inspectPoints.routeId,
          routes.map((r) => r.id),
        ),
      ),
    );
  await db
    .insert(inspectRounds)
    .values(
      routes.map((r) => ({
        companyId,
        id: randomUUID(),
        routeId: r.id,
        patrolmanId: r.patrolmanId,
        date,
        ...shiftOf(date, r.shiftStart, r.shiftEnd),
        status: 'pending' as const,
        pointsTotal: counts.filter((p) => p.routeId === r.id).length,
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
}

export async function roundRow(db: Database, companyId: string, id: string, lock = false): Promise<RoundDbRow | undefined> {
  const q = db
    .select()
    .from(inspectRounds)
    .where(inCompany(inspectRounds, companyId, eq(inspectRounds.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** List rows of rounds (their routes' and patrolmen's names by key). */
export async function roundRows(db: Database, companyId: string, rows: RoundDbRow[]): Promise<RoundRow[]> {
  if (rows.length === 0) return [];
  const routes = await db
    .select({ id: inspectRoutes.id, name: inspectRoutes.name })
    .from(inspectRoutes)
    .where(and(inCompany(inspectRoutes, companyId), inArray(inspectRoutes.id, [...new Set(rows.map((r) => r.routeId))])));
  const names = await staffBriefs(
    db,
    companyId,
    rows.map((r) => r.patrolmanId),
  );
  const routeName = new Map(routes.map((r) => [r.id, r.name]));
  return rows.map((r) => ({
    id: r.id,
    route: { id: r.routeId, name: routeName.get(r.routeId) ?? '' },
    patrolman: { id: r.patrolmanId, name: names.get(r.patrolmanId)?.name ?? '' },
    date: r.date,
    start_time: time(r.startAt) ?? '',
    end_time: time(r.endAt) ?? '',
    status: r.status,
    status_label: ROUND_STATUS_LABELS[r.status],
    points_total: r.pointsTotal,
    points_done: r.pointsDone,
    closed_time: time(r.closedAt),
  }));
}

/** One round with its points (in the route's order), each with its record and results; missed and out-of-order points named. */
export async function roundInfo(db: Database, companyId: string, round: RoundDbRow): Promise<RoundInfo> {
  const [[row], [route], points, records] = await Promise.all([
    roundRows(db, companyId, [round]),
    db
      .select()
      .from(inspectRoutes)
      .where(inCompany(inspectRoutes, companyId, eq(inspectRoutes.id, round.routeId))),
    db
      .select()
      .from(inspectPoints)
      .where(inCompany(inspectPoints, companyId, eq(inspectPoints.routeId, round.routeId)))
      .orderBy(asc(inspectPoints.seq)),
    db
      .select()
      .from(inspectRecords)
      .where(inCompany(inspectRecords, companyId, eq(inspectRecords.roundId, round.id))),
  ]);
  const pointIds = points.map((p) => p.id);
  const recordIds = records.map((r) => r.id);
  const [items, results] = await Promise.all([
    pointIds.length
      ? db
          .select()
          .from(inspectItems)
          .where(and(inCompany(inspectItems, companyId), inArray(inspectItems.pointId, pointIds)))
          .orderBy(asc(inspectItems.seq))
      : [],
    recordIds.length
      ? db
          .select()
          .from(inspectResults)
          .where(and(inCompany(inspectResults, companyId), inArray(inspectResults.recordId, recordIds)))
      : [],
  ]);
  const photos = await fileRefs(
    db,
    companyId,
    results.flatMap((r) => r.photos),
  );
  const photoOf = new Map(photos.map((p) => [p.id, p]));
  const recordOf = new Map(records.map((r) => [r.pointId, r]));
  const itemName = new Map(items.map((i) => [i.id, i.name]));
  const closed = round.status === 'done' || round.status === 'incomplete';
  return {
    ...(row as RoundRow),
    ordered: route?.ordered ?? true,
    points: points.map((p) => {
      const rec = recordOf.get(p.id);
      return {
        id: p.id,
        seq: p.seq,
        name: p.name,
        place: p.place,
        tags: p.tags,
        items: items.filter((i) => i.pointId === p.id).map((i) => ({ id: i.id, name: i.name })),
        record: rec
          ? {
              id: rec.id,
              scanned_time: time(rec.scannedAt) ?? '',
              out_of_order: rec.outOfOrder,
              location: rec.latitude !== null && rec.longitude !== null ? { latitude: rec.latitude, longitude: rec.longitude } : null,
              location_refused: rec.locationRefused,
              results: results
                .filter((r) => r.recordId === rec.id)
                .map((r) => ({
                  item_id: r.itemId,
                  item: itemName.get(r.itemId) ?? '',
                  result: r.result,
                  remark: r.remark,
                  photos: r.photos.flatMap((id) => {
                    const f = photoOf.get(id);
                    return f ? [f] : [];
                  }),
                  rectification_id: r.rectificationId,
                })),
            }
          : null,
      };
    }),
    missed: closed ? round.missed : [],
    out_of_order: points.filter((p) => recordOf.get(p.id)?.outOfOrder).map((p) => ({ id: p.id, name: p.name })),
  };
}

/** Gate records as the screens show them. */
import { asc, inArray } from 'drizzle-orm';
import { GATE_DIRECTION_LABELS, type GateRecord } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { staffBriefs } from '../../platform/directory/directory.ts';
import { localDateTime } from '../../platform/time.ts';
import { visitorGateRecords } from './schema.ts';

export type GateRecordRow = typeof visitorGateRecords.$inferSelect;

export async function recordViews(db: Database, companyId: string, rows: readonly GateRecordRow[]): Promise<GateRecord[]> {
  const guards = await staffBriefs(
    db,
    companyId,
    rows.flatMap((r) => (r.guardId ? [r.guardId] : [])),
  );
  return rows.map((r) => ({
    id: r.id,
    direction: r.direction,
    direction_label: GATE_DIRECTION_LABELS[r.direction],
    scanned_at: r.scannedAt.toISOString(),
    scanned_time: localDateTime(r.scannedAt),
    guard: r.guardId ? { id: r.guardId, name: guards.get(r.guardId)?.name ?? '' } : null,
    remark: r.remark,
    late: r.late,
  }));
}

/** An order's gate records, oldest first. */
export async function gateRecordViews(db: Database, companyId: string, orderId: string): Promise<GateRecord[]> {
  return (await gateRecordsOf(db, companyId, [orderId])).get(orderId) ?? [];
}

/** The gate records of a page of orders, oldest first each: one query (and one for the guards' names). */
export async function gateRecordsOf(db: Database, companyId: string, orderIds: readonly string[]): Promise<Map<string, GateRecord[]>> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(visitorGateRecords)
    .where(inCompany(visitorGateRecords, companyId, inArray(visitorGateRecords.orderId, ids)))
    .orderBy(asc(visitorGateRecords.scannedAt), asc(visitorGateRecords.id));
  const views = await recordViews(db, companyId, rows);
  const out = new Map<string, GateRecord[]>();
  rows.forEach((row, i) => {
    const view = views[i];
    if (view) out.set(row.orderId, [...(out.get(row.orderId) ?? []), view]);
  });
  return out;
}

/** Gate records as the screens show them. */
import { asc, eq } from 'drizzle-orm';
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
  const rows = await db
    .select()
    .from(visitorGateRecords)
    .where(inCompany(visitorGateRecords, companyId, eq(visitorGateRecords.orderId, orderId)))
    .orderBy(asc(visitorGateRecords.scannedAt));
  return recordViews(db, companyId, rows);
}

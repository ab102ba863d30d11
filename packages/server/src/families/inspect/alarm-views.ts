/** Alarms as the screens read them, and who handles them (the handlers of each escalation level). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ALARM_SOURCE_LABELS, ALARM_STATUS_LABELS, ALARM_URGENCY_LABELS, type AlarmInfo, type AlarmRow } from '@campus/contracts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { notFound } from '../../platform/errors.ts';
import { staffBriefs } from '../../platform/directory/directory.ts';
import { fileRefs } from '../../platform/files/index.ts';
import { idOrNone, isAdmin, time } from './common.ts';
import { alarmEvents, alarmHandlers, alarmTypes, alarms } from './schema.ts';

export type AlarmDbRow = typeof alarms.$inferSelect;

/** The handlers of one level. */
export async function handlersAt(db: Database, companyId: string, level: number): Promise<string[]> {
  const rows = await db
    .select({ id: alarmHandlers.staffId })
    .from(alarmHandlers)
    .where(inCompany(alarmHandlers, companyId, eq(alarmHandlers.level, level)));
  return rows.map((r) => r.id);
}

/** A handler of any level, or an admin. */
export async function isHandler(db: Database, auth: AuthContext): Promise<boolean> {
  if (isAdmin(auth)) return true;
  const [row] = await db
    .select({ id: alarmHandlers.staffId })
    .from(alarmHandlers)
    .where(inCompany(alarmHandlers, auth.companyId, eq(alarmHandlers.staffId, auth.staffId)))
    .limit(1);
  return row !== undefined;
}

export async function alarmRow(db: Database, companyId: string, id: string): Promise<AlarmDbRow | undefined> {
  const [row] = await db
    .select()
    .from(alarms)
    .where(inCompany(alarms, companyId, eq(alarms.id, idOrNone(id))));
  return row;
}

/** An alarm the caller may see: handlers, admins, its reporter and its current handler; 404 for anyone else. */
export async function visibleAlarm(db: Database, auth: AuthContext, id: string): Promise<{ row: AlarmDbRow; handler: boolean }> {
  const row = await alarmRow(db, auth.companyId, id);
  if (!row) throw notFound();
  const handler = await isHandler(db, auth);
  if (!handler && row.reporterId !== auth.staffId && row.handlerId !== auth.staffId) throw notFound();
  return { row, handler };
}

export async function alarmRows(db: Database, companyId: string, rows: AlarmDbRow[]): Promise<AlarmRow[]> {
  if (rows.length === 0) return [];
  const [types, names] = await Promise.all([
    db
      .select({ id: alarmTypes.id, name: alarmTypes.name })
      .from(alarmTypes)
      .where(and(inCompany(alarmTypes, companyId), inArray(alarmTypes.id, [...new Set(rows.map((r) => r.typeId))]))),
    staffBriefs(
      db,
      companyId,
      rows.flatMap((r) => (r.handlerId ? [r.handlerId] : [])),
    ),
  ]);
  const typeName = new Map(types.map((t) => [t.id, t.name]));
  return rows.map((r) => ({
    id: r.id,
    type: { id: r.typeId, name: typeName.get(r.typeId) ?? '' },
    source: r.source,
    source_label: ALARM_SOURCE_LABELS[r.source],
    place: r.place,
    urgency: r.urgency,
    urgency_label: ALARM_URGENCY_LABELS[r.urgency],
    status: r.status,
    status_label: ALARM_STATUS_LABELS[r.status],
    handler: r.handlerId ? { id: r.handlerId, name: names.get(r.handlerId)?.name ?? '' } : null,
    level: r.level,
    has_video: r.videoUrl !== null || r.videoFileId !== null,
    created_time: time(r.createdAt) ?? '',
  }));
}

export async function alarmInfo(db: Database, auth: AuthContext, id: string): Promise<AlarmInfo> {
  const { row, handler } = await visibleAlarm(db, auth, id);
  const [[view], photos, clips, events] = await Promise.all([
    alarmRows(db, auth.companyId, [row]),
    fileRefs(db, auth.companyId, row.photos),
    row.videoFileId ? fileRefs(db, auth.companyId, [row.videoFileId]) : Promise.resolve([]),
    db
      .select()
      .from(alarmEvents)
      .where(inCompany(alarmEvents, auth.companyId, eq(alarmEvents.alarmId, row.id)))
      .orderBy(asc(alarmEvents.createdAt), asc(alarmEvents.id))
      .limit(200),
  ]);
  const names = await staffBriefs(db, auth.companyId, [
    ...events.flatMap((e) => (e.actorId ? [e.actorId] : [])),
    ...[row.reporterId, row.acknowledgedBy, row.resolvedBy].flatMap((x) => (x ? [x] : [])),
  ]);
  const person = (id: string | null) => (id ? { id, name: names.get(id)?.name ?? '' } : null);
  const active = row.status === 'open' || row.status === 'acknowledged';
  const mine = row.handlerId === auth.staffId || isAdmin(auth);
  if (!view) throw notFound();
  return {
    ...view,
    description: row.description,
    photos,
    video_url: row.videoUrl,
    video_file: clips[0] ?? null,
    device_source: row.deviceSource,
    reporter: person(row.reporterId),
    acknowledged_by: person(row.acknowledgedBy),
    acknowledged_time: time(row.acknowledgedAt),
    resolved_by: person(row.resolvedBy),
    resolved_time: time(row.resolvedAt),
    resolution: row.resolution,
    repeat_count: row.repeatCount,
    events: events.map((e) => ({
      action: e.action as AlarmInfo['events'][number]['action'],
      actor: person(e.actorId),
      remark: e.remark,
      created_time: time(e.createdAt) ?? '',
    })),
    can: {
      acknowledge: handler && row.status === 'open',
      retype: active && (handler || mine),
      urgency: active && (handler || mine),
      transfer: active && (mine || (handler && row.status === 'open')),
      resolve: active && (mine || (handler && row.status === 'open')),
    },
  };
}

/**
 * The inspect family's tables (issue 39): patrol routes with their checkpoints (tag codes stored
 * normalised, unique per company) and check items, rounds (one per route and day), one record per
 * checkpoint per round (unique: concurrent scans or a replay make one) with its item results,
 * rectifications opened by abnormal items, violations and the reform tasks they raise, alarm types,
 * the handlers of each escalation level, alarms (one active per device source and type: a partial
 * unique index) with their history, and the company's device key (its SHA-256 only).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../../platform/db/columns.ts';
import { companies, staff } from '../../platform/db/schema.ts';

const company = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.companyId);

export const inspectRoutes = pgTable(
  'inspect_routes',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    /** The patrolman who walks it (one round a day). */
    patrolmanId: uuid('patrolman_id').notNull(),
    /** Whom an abnormal item's rectification is assigned to at first. */
    rectifierId: uuid('rectifier_id').notNull(),
    /** The shift on the hub clock, 'HH:mm'. */
    shiftStart: text('shift_start').notNull(),
    shiftEnd: text('shift_end').notNull(),
    /** The points must be walked in their order (out-of-order scans are named). */
    ordered: boolean('ordered').notNull().default(true),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.patrolmanId], foreignColumns: [staff.companyId, staff.id] }),
    foreignKey({ columns: [t.companyId, t.rectifierId], foreignColumns: [staff.companyId, staff.id] }),
    index('inspect_routes_patrolman_idx').on(t.companyId, t.patrolmanId, t.sort, t.id),
  ],
);

export const inspectPoints = pgTable(
  'inspect_points',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    routeId: uuid('route_id').notNull(),
    seq: integer('seq').notNull(),
    name: text('name').notNull(),
    place: text('place').notNull(),
    /** The tag's code, normalised (trimmed, upper case, no scanner prefix). */
    tagCode: text('tag_code').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.routeId], foreignColumns: [inspectRoutes.companyId, inspectRoutes.id] }),
    uniqueIndex('inspect_points_tag_uq').on(t.companyId, t.tagCode),
    index('inspect_points_route_idx').on(t.companyId, t.routeId, t.seq),
  ],
);

export const inspectItems = pgTable(
  'inspect_items',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    pointId: uuid('point_id').notNull(),
    seq: integer('seq').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.pointId], foreignColumns: [inspectPoints.companyId, inspectPoints.id] }),
    index('inspect_items_point_idx').on(t.companyId, t.pointId, t.seq),
  ],
);

export const inspectRounds = pgTable(
  'inspect_rounds',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    routeId: uuid('route_id').notNull(),
    patrolmanId: uuid('patrolman_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    status: text('status').$type<'pending' | 'in_progress' | 'done' | 'incomplete'>().notNull(),
    pointsTotal: integer('points_total').notNull(),
    pointsDone: integer('points_done').notNull().default(0),
    /** The points missed, named when the round closed incomplete. */
    missed: jsonb('missed').$type<{ id: string; name: string }[]>().notNull().default([]),
    closedAt: ts('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.routeId], foreignColumns: [inspectRoutes.companyId, inspectRoutes.id] }),
    foreignKey({ columns: [t.companyId, t.patrolmanId], foreignColumns: [staff.companyId, staff.id] }),
    uniqueIndex('inspect_rounds_route_day_uq').on(t.companyId, t.routeId, t.date),
    // inspectRecord: my rounds, newest first; the company's
    index('inspect_rounds_patrolman_idx').on(t.companyId, t.patrolmanId, t.startAt, t.id),
    index('inspect_rounds_company_idx').on(t.companyId, t.startAt, t.id),
    // the shift-end job: open rounds whose shift has ended
    index('inspect_rounds_open_idx')
      .on(t.companyId, t.endAt)
      .where(sql`status IN ('pending', 'in_progress')`),
    check('inspect_rounds_status_ck', sql`${t.status} IN ('pending', 'in_progress', 'done', 'incomplete')`),
  ],
);

export const inspectRecords = pgTable(
  'inspect_records',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    roundId: uuid('round_id').notNull(),
    pointId: uuid('point_id').notNull(),
    patrolmanId: uuid('patrolman_id').notNull(),
    scannedAt: ts('scanned_at').notNull(),
    outOfOrder: boolean('out_of_order').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationRefused: boolean('location_refused').notNull().default(false),
    clientKey: text('client_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.roundId], foreignColumns: [inspectRounds.companyId, inspectRounds.id] }),
    foreignKey({ columns: [t.companyId, t.pointId], foreignColumns: [inspectPoints.companyId, inspectPoints.id] }),
    // one record per checkpoint per round
    uniqueIndex('inspect_records_point_uq').on(t.companyId, t.roundId, t.pointId),
  ],
);

export const inspectResults = pgTable(
  'inspect_results',
  {
    companyId: company(),
    recordId: uuid('record_id').notNull(),
    itemId: uuid('item_id').notNull(),
    result: text('result').$type<'normal' | 'abnormal'>().notNull(),
    remark: text('remark'),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    rectificationId: uuid('rectification_id'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.recordId, t.itemId] }),
    foreignKey({ columns: [t.companyId, t.recordId], foreignColumns: [inspectRecords.companyId, inspectRecords.id] }),
    check('inspect_results_result_ck', sql`${t.result} IN ('normal', 'abnormal')`),
  ],
);

/** Rectifications (整改) and reform tasks (整改任务) share a history table. */
export const inspectRectifications = pgTable(
  'inspect_rectifications',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    title: text('title').notNull(),
    place: text('place').notNull(),
    description: text('description').notNull(),
    photos: jsonb('photos').$type<string[]>().notNull(),
    roundId: uuid('round_id'),
    pointId: uuid('point_id'),
    itemName: text('item_name'),
    inspectorId: uuid('inspector_id').notNull(),
    assigneeId: uuid('assignee_id').notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    status: text('status').$type<'open' | 'fixed' | 'verified'>().notNull(),
    fixRemark: text('fix_remark'),
    fixPhotos: jsonb('fix_photos').$type<string[]>().notNull().default([]),
    reopenCount: integer('reopen_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.inspectorId], foreignColumns: [staff.companyId, staff.id] }),
    foreignKey({ columns: [t.companyId, t.assigneeId], foreignColumns: [staff.companyId, staff.id] }),
    index('inspect_rect_assignee_idx').on(t.companyId, t.assigneeId, t.createdAt, t.id),
    index('inspect_rect_inspector_idx').on(t.companyId, t.inspectorId, t.createdAt, t.id),
    index('inspect_rect_company_idx').on(t.companyId, t.createdAt, t.id),
    check('inspect_rect_status_ck', sql`${t.status} IN ('open', 'fixed', 'verified')`),
  ],
);

export const inspectViolations = pgTable(
  'inspect_violations',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    rule: text('rule').notNull(),
    place: text('place').notNull(),
    personId: uuid('person_id'),
    room: text('room'),
    description: text('description').notNull(),
    photos: jsonb('photos').$type<string[]>().notNull(),
    source: text('source').$type<'round' | 'room_check'>().notNull(),
    roundId: uuid('round_id'),
    foundBy: uuid('found_by').notNull(),
    clientKey: text('client_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.foundBy], foreignColumns: [staff.companyId, staff.id] }),
    uniqueIndex('inspect_violations_client_key_uq').on(t.companyId, t.foundBy, t.clientKey),
    index('inspect_violations_company_idx').on(t.companyId, t.createdAt, t.id),
    index('inspect_violations_person_idx')
      .on(t.companyId, t.personId, t.createdAt, t.id)
      .where(sql`person_id IS NOT NULL`),
    check('inspect_violations_source_ck', sql`${t.source} IN ('round', 'room_check')`),
  ],
);

export const inspectReformTasks = pgTable(
  'inspect_reform_tasks',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    violationId: uuid('violation_id').notNull(),
    title: text('title').notNull(),
    place: text('place').notNull(),
    requirement: text('requirement').notNull(),
    responsibleId: uuid('responsible_id').notNull(),
    inspectorId: uuid('inspector_id').notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    status: text('status').$type<'open' | 'submitted' | 'accepted'>().notNull(),
    evidenceRemark: text('evidence_remark'),
    evidencePhotos: jsonb('evidence_photos').$type<string[]>().notNull().default([]),
    reopenCount: integer('reopen_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.violationId], foreignColumns: [inspectViolations.companyId, inspectViolations.id] }),
    foreignKey({ columns: [t.companyId, t.responsibleId], foreignColumns: [staff.companyId, staff.id] }),
    foreignKey({ columns: [t.companyId, t.inspectorId], foreignColumns: [staff.companyId, staff.id] }),
    // one task per violation
    uniqueIndex('inspect_reform_violation_uq').on(t.companyId, t.violationId),
    index('inspect_reform_responsible_idx').on(t.companyId, t.responsibleId, t.createdAt, t.id),
    index('inspect_reform_inspector_idx').on(t.companyId, t.inspectorId, t.createdAt, t.id),
    index('inspect_reform_company_idx').on(t.companyId, t.createdAt, t.id),
    check('inspect_reform_status_ck', sql`${t.status} IN ('open', 'submitted', 'accepted')`),
  ],
);

/** The history of a rectification or a reform task (subject_id names either). */
export const inspectTaskEvents = pgTable(
  'inspect_task_events',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    subjectId: uuid('subject_id').notNull(),
    action: text('action').notNull(),
    actorId: uuid('actor_id').notNull(),
    remark: text('remark'),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), index('inspect_task_events_subject_idx').on(t.companyId, t.subjectId, t.createdAt)],
);

export const alarmTypes = pgTable(
  'alarm_types',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    urgency: text('urgency').$type<'normal' | 'urgent' | 'critical'>().notNull(),
    ackMinutes: integer('ack_minutes').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('alarm_types_code_uq').on(t.companyId, t.code),
    check('alarm_types_ack_ck', sql`${t.ackMinutes} > 0`),
  ],
);

/** Who handles an alarm at each level (0 first; an unacknowledged alarm goes one level up, once per level). */
export const alarmHandlers = pgTable(
  'alarm_handlers',
  {
    companyId: company(),
    level: integer('level').notNull(),
    staffId: uuid('staff_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.level, t.staffId] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    index('alarm_handlers_staff_idx').on(t.companyId, t.staffId),
  ],
);

export const alarms = pgTable(
  'alarms',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    typeId: uuid('type_id').notNull(),
    source: text('source').$type<'manual' | 'device'>().notNull(),
    deviceSource: text('device_source'),
    place: text('place').notNull(),
    description: text('description').notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    videoUrl: text('video_url'),
    /** The clip a reporter uploaded with a hand report (a file of the files service; a device gives video_url). */
    videoFileId: uuid('video_file_id'),
    urgency: text('urgency').$type<'normal' | 'urgent' | 'critical'>().notNull(),
    status: text('status').$type<'open' | 'acknowledged' | 'resolved' | 'false_alarm'>().notNull(),
    reporterId: uuid('reporter_id'),
    clientKey: text('client_key'),
    handlerId: uuid('handler_id'),
    level: integer('level').notNull().default(0),
    /** When the alarm reached its current level (the escalation clock). */
    levelAt: ts('level_at').notNull(),
    acknowledgedBy: uuid('acknowledged_by'),
    acknowledgedAt: ts('acknowledged_at'),
    resolvedBy: uuid('resolved_by'),
    resolvedAt: ts('resolved_at'),
    resolution: text('resolution'),
    repeatCount: integer('repeat_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.typeId], foreignColumns: [alarmTypes.companyId, alarmTypes.id] }),
    // one active alarm per device source and type
    uniqueIndex('alarms_active_source_uq')
      .on(t.companyId, t.deviceSource, t.typeId)
      .where(sql`device_source IS NOT NULL AND status IN ('open', 'acknowledged')`),
    uniqueIndex('alarms_client_key_uq')
      .on(t.companyId, t.reporterId, t.clientKey)
      .where(sql`client_key IS NOT NULL`),
    index('alarms_company_idx').on(t.companyId, t.createdAt, t.id),
    index('alarms_status_idx').on(t.companyId, t.status, t.createdAt, t.id),
    index('alarms_handler_idx')
      .on(t.companyId, t.handlerId, t.createdAt, t.id)
      .where(sql`handler_id IS NOT NULL`),
    // the escalation job: open alarms by when they reached their level
    index('alarms_open_idx')
      .on(t.companyId, t.levelAt)
      .where(sql`status = 'open'`),
    check('alarms_status_ck', sql`${t.status} IN ('open', 'acknowledged', 'resolved', 'false_alarm')`),
    check('alarms_urgency_ck', sql`${t.urgency} IN ('normal', 'urgent', 'critical')`),
  ],
);

export const alarmEvents = pgTable(
  'alarm_events',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    alarmId: uuid('alarm_id').notNull(),
    action: text('action').notNull(),
    actorId: uuid('actor_id'),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.alarmId], foreignColumns: [alarms.companyId, alarms.id] }).onDelete('cascade'),
    index('alarm_events_alarm_idx').on(t.companyId, t.alarmId, t.createdAt),
  ],
);

/** The company's device key (SHA-256 of it): devices send it with their events. */
export const alarmSettings = pgTable('alarm_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.companyId),
  deviceKeyHash: text('device_key_hash').notNull(),
});

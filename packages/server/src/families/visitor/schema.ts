/**
 * The visitor family's tables (issue 37): receptions with their people, agenda, tasks, fees and
 * guests' link; visits, let-offs and going-out applications with their passes and gate records;
 * subsidy claims; phone codes and going-out sessions of the no-login pages; per-company settings.
 * Every row of an order-backed table has the order's id as its own (reception, visit, letOff,
 * outApply, outSubsidy are orders of the one workflow). Every "only one may win" rule is a unique
 * index or a conditional update: one live pass per order, one gate record per pass and direction,
 * one comment per link, one live subsidy claim per going-out application.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../../platform/db/columns.ts';
import { companies, staff } from '../../platform/db/schema.ts';
import { orders } from '../../platform/orders/schema.ts';

const company = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.companyId);
const at = (name: string) => ts(name).notNull();

/** Per-company settings: the going-out daily rate and how long a visitor's whole ID number is kept. */
export const visitorSettings = pgTable('visitor_settings', {
  companyId: company().primaryKey(),
  outDailyRateFen: integer('out_daily_rate_fen').notNull(),
  idRetentionDays: integer('id_retention_days').notNull(),
  updatedAt: at('updated_at'),
});

/** One-time codes sent to a phone by the no-login pages (a phone need not be a staff's). */
export const visitorPhoneCodes = pgTable(
  'visitor_phone_codes',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at'),
    usedAt: ts('used_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('visitor_phone_codes_phone_idx').on(t.companyId, t.phone, t.purpose, t.createdAt),
  ],
);

/** A staff's going-out session from a phone code (the token's SHA-256 only). */
export const visitorOutSessions = pgTable(
  'visitor_out_sessions',
  {
    companyId: company(),
    tokenHash: text('token_hash').notNull(),
    staffId: uuid('staff_id').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at'),
  },
  (t) => [
    primaryKey({ columns: [t.tokenHash] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
  ],
);

// ---------------------------------------------------------------------------------------------
// Receptions

export interface ReceptionGuestRow {
  name: string;
  title: string;
  phone: string;
}
export interface ReceptionContactRow {
  name: string;
  phone: string;
}

export const visitorReceptions = pgTable(
  'visitor_receptions',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    applicantId: uuid('applicant_id').notNull(),
    title: text('title').notNull(),
    guestCompany: text('guest_company').notNull(),
    guests: jsonb('guests').$type<ReceptionGuestRow[]>().notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    place: text('place').notNull(),
    budgetFen: integer('budget_fen').notNull(),
    contacts: jsonb('contacts').$type<ReceptionContactRow[]>().notNull(),
    remark: text('remark').notNull().default(''),
    clientKey: text('client_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.id], foreignColumns: [orders.companyId, orders.id] }),
    foreignKey({ columns: [t.companyId, t.applicantId], foreignColumns: [staff.companyId, staff.id] }),
    uniqueIndex('visitor_receptions_client_key_uq').on(t.companyId, t.applicantId, t.clientKey),
  ],
);

/** The people of a reception by role: host (in charge), viewer (may view), arranger (may arrange). */
export const visitorReceptionPeople = pgTable(
  'visitor_reception_people',
  {
    companyId: company(),
    receptionId: uuid('reception_id').notNull(),
    role: text('role').$type<'host' | 'viewer' | 'arranger'>().notNull(),
    staffId: uuid('staff_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.receptionId, t.role, t.staffId] }),
    foreignKey({ columns: [t.companyId, t.receptionId], foreignColumns: [visitorReceptions.companyId, visitorReceptions.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
  ],
);

/**
 * The receptions a staff lists, one row per (staff, scope, reception): mine (applicant or host),
 * viewable (viewer or arranger), assigned (a task of his). Kept with every change of people or
 * assignees, so each list walks one index in order.
 */
export const visitorReceptionLists = pgTable(
  'visitor_reception_lists',
  {
    companyId: company(),
    staffId: uuid('staff_id').notNull(),
    scope: text('scope').$type<'mine' | 'viewable' | 'assigned'>().notNull(),
    receptionId: uuid('reception_id').notNull(),
    createdAt: at('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.staffId, t.scope, t.receptionId] }),
    foreignKey({ columns: [t.companyId, t.receptionId], foreignColumns: [visitorReceptions.companyId, visitorReceptions.id] }).onDelete(
      'cascade',
    ),
    index('visitor_reception_lists_page_idx').on(t.companyId, t.staffId, t.scope, t.createdAt, t.receptionId),
  ],
);

export const visitorReceptionPlans = pgTable(
  'visitor_reception_plans',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    receptionId: uuid('reception_id').notNull(),
    seq: integer('seq').notNull(),
    startAt: at('start_at'),
    endAt: ts('end_at'),
    title: text('title').notNull(),
    place: text('place').notNull().default(''),
    content: text('content').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.receptionId], foreignColumns: [visitorReceptions.companyId, visitorReceptions.id] }).onDelete(
      'cascade',
    ),
    index('visitor_reception_plans_reception_idx').on(t.companyId, t.receptionId, t.seq),
  ],
);

export const visitorReceptionTasks = pgTable(
  'visitor_reception_tasks',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    receptionId: uuid('reception_id').notNull(),
    kind: text('kind').$type<'main' | 'child' | 'prepare'>().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    assigneeIds: uuid('assignee_ids').array().notNull(),
    dueAt: at('due_at'),
    state: text('state').$type<'todo' | 'doing' | 'done'>().notNull().default('todo'),
    createdAt: createdAt(),
    updatedAt: at('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.receptionId], foreignColumns: [visitorReceptions.companyId, visitorReceptions.id] }).onDelete(
      'cascade',
    ),
    index('visitor_reception_tasks_reception_idx').on(t.companyId, t.receptionId, t.kind, t.createdAt),
    // one main task per reception, even when two arrangers save it at once
    uniqueIndex('visitor_reception_tasks_main_uq')
      .on(t.companyId, t.receptionId)
      .where(sql`kind = 'main'`),
  ],
);

export const visitorReceptionFees = pgTable(
  'visitor_reception_fees',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    receptionId: uuid('reception_id').notNull(),
    taskId: uuid('task_id').notNull(),
    name: text('name').notNull(),
    amountFen: integer('amount_fen').notNull(),
    photoId: uuid('photo_id').notNull(),
    remark: text('remark').notNull().default(''),
    addedBy: uuid('added_by').notNull(),
    clientKey: text('client_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.receptionId], foreignColumns: [visitorReceptions.companyId, visitorReceptions.id] }).onDelete(
      'cascade',
    ),
    // a task with fees is not removed (restrict); its fees go with the reception only
    foreignKey({ columns: [t.companyId, t.taskId], foreignColumns: [visitorReceptionTasks.companyId, visitorReceptionTasks.id] }),
    foreignKey({ columns: [t.companyId, t.addedBy], foreignColumns: [staff.companyId, staff.id] }),
    uniqueIndex('visitor_reception_fees_client_key_uq').on(t.companyId, t.addedBy, t.clientKey),
    index('visitor_reception_fees_reception_idx').on(t.companyId, t.receptionId, t.taskId, t.createdAt),
    check('visitor_reception_fees_amount_ck', sql`${t.amountFen} > 0`),
  ],
);

/** The guests' link of a reception (one per reception) and its one comment. */
export const visitorReceptionShares = pgTable(
  'visitor_reception_shares',
  {
    companyId: company(),
    receptionId: uuid('reception_id').notNull(),
    /** 192 random bits, base64url: the link's only key (the one lookup across companies). */
    token: text('token').notNull(),
    expiresAt: at('expires_at'),
    createdAt: createdAt(),
    commentedAt: ts('commented_at'),
    rating: integer('rating'),
    comment: text('comment'),
    guestName: text('guest_name'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.receptionId] }),
    foreignKey({ columns: [t.companyId, t.receptionId], foreignColumns: [visitorReceptions.companyId, visitorReceptions.id] }).onDelete(
      'cascade',
    ),
    uniqueIndex('visitor_reception_shares_token_uq').on(t.token),
  ],
);

// ---------------------------------------------------------------------------------------------
// Visits, let-offs, going out, and the gate

export const visitorVisits = pgTable(
  'visitor_visits',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    hostId: uuid('host_id').notNull(),
    visitorName: text('visitor_name').notNull(),
    phone: text('phone').notNull(),
    /** The whole ID number until the retention period after the visit ends; then null (the masked one stays). */
    idNumber: text('id_number'),
    idNumberMasked: text('id_number_masked'),
    visitorCompany: text('visitor_company').notNull().default(''),
    reason: text('reason').notNull(),
    startAt: at('start_at'),
    endAt: at('end_at'),
    plate: text('plate'),
    companions: integer('companions').notNull().default(0),
    invited: boolean('invited').notNull(),
    /** The order's status, kept in step by the order type's hooks: the lists filter on it through their index. */
    status: integer('status').notNull().default(10),
    /** The visitor's link secret (192 bits; the one lookup across companies). */
    linkToken: text('link_token').notNull(),
    clientKey: text('client_key').notNull(),
    /** The phone code a public booking was made with: a replay of the same key must show it again. */
    codeHash: text('code_hash'),
    createdAt: createdAt(),
    idPurgedAt: ts('id_purged_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.id], foreignColumns: [orders.companyId, orders.id] }),
    foreignKey({ columns: [t.companyId, t.hostId], foreignColumns: [staff.companyId, staff.id] }),
    uniqueIndex('visitor_visits_link_uq').on(t.linkToken),
    uniqueIndex('visitor_visits_client_key_uq').on(t.companyId, t.phone, t.clientKey),
    index('visitor_visits_host_idx').on(t.companyId, t.hostId, t.createdAt, t.id),
    index('visitor_visits_company_idx').on(t.companyId, t.createdAt, t.id),
    index('visitor_visits_host_status_idx').on(t.companyId, t.hostId, t.status, t.createdAt, t.id),
    index('visitor_visits_status_idx').on(t.companyId, t.status, t.createdAt, t.id),
    // the purge sweep: visits still holding a whole ID number, by end
    index('visitor_visits_id_purge_idx')
      .on(t.endAt)
      .where(sql`id_number IS NOT NULL`),
  ],
);

export interface LetOffItemRow {
  name: string;
  quantity: number;
}

export const visitorLetOffs = pgTable(
  'visitor_let_offs',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    /** The logged-in applicant, or null for a visitor without an account. */
    staffId: uuid('staff_id'),
    applicantName: text('applicant_name').notNull(),
    phone: text('phone').notNull(),
    kind: text('kind').$type<'goods' | 'vehicle'>().notNull(),
    items: jsonb('items').$type<LetOffItemRow[]>().notNull(),
    plate: text('plate'),
    reason: text('reason').notNull(),
    startAt: at('start_at'),
    endAt: at('end_at'),
    linkToken: text('link_token').notNull(),
    clientKey: text('client_key').notNull(),
    codeHash: text('code_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.id], foreignColumns: [orders.companyId, orders.id] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    uniqueIndex('visitor_let_offs_link_uq').on(t.linkToken),
    uniqueIndex('visitor_let_offs_client_key_uq').on(t.companyId, t.phone, t.clientKey),
    index('visitor_let_offs_staff_idx').on(t.companyId, t.staffId, t.createdAt, t.id),
  ],
);

export const visitorOutApplies = pgTable(
  'visitor_out_applies',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    staffId: uuid('staff_id').notNull(),
    reason: text('reason').notNull(),
    destination: text('destination').notNull(),
    startAt: at('start_at'),
    endAt: at('end_at'),
    contactPhone: text('contact_phone').notNull(),
    clientKey: text('client_key').notNull(),
    late: boolean('late').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.id], foreignColumns: [orders.companyId, orders.id] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    uniqueIndex('visitor_out_applies_client_key_uq').on(t.companyId, t.staffId, t.clientKey),
    index('visitor_out_applies_staff_idx').on(t.companyId, t.staffId, t.createdAt, t.id),
  ],
);

export const visitorOutSubsidies = pgTable(
  'visitor_out_subsidies',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    staffId: uuid('staff_id').notNull(),
    outApplyId: uuid('out_apply_id').notNull(),
    days: integer('days').notNull(),
    dailyRateFen: integer('daily_rate_fen').notNull(),
    totalFen: integer('total_fen').notNull(),
    remark: text('remark').notNull().default(''),
    /** False once rejected or cancelled: the application may be claimed again. */
    live: boolean('live').notNull().default(true),
    paidAt: ts('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.id], foreignColumns: [orders.companyId, orders.id] }),
    foreignKey({ columns: [t.companyId, t.outApplyId], foreignColumns: [visitorOutApplies.companyId, visitorOutApplies.id] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    // one live claim per going-out application: of concurrent claims exactly one is stored
    uniqueIndex('visitor_out_subsidies_live_uq')
      .on(t.companyId, t.outApplyId)
      .where(sql`live`),
    index('visitor_out_subsidies_staff_idx').on(t.companyId, t.staffId, t.createdAt, t.id),
    check('visitor_out_subsidies_total_ck', sql`${t.totalFen} = ${t.days} * ${t.dailyRateFen}`),
  ],
);

/** A pass the gate scans: its QR content is `code`, unique by its index (drawn again when taken). */
export const visitorPasses = pgTable(
  'visitor_passes',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    kind: text('kind').$type<'visit' | 'letOff' | 'outApply'>().notNull(),
    orderId: uuid('order_id').notNull(),
    code: text('code').notNull(),
    validFrom: at('valid_from'),
    validTo: at('valid_to'),
    state: text('state').$type<'live' | 'revoked' | 'used' | 'expired'>().notNull(),
    createdAt: createdAt(),
    endedAt: ts('ended_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.orderId], foreignColumns: [orders.companyId, orders.id] }),
    uniqueIndex('visitor_passes_code_uq').on(t.code),
    // exactly one live pass per order: a change issues the new one in the transaction that kills the old
    uniqueIndex('visitor_passes_live_uq')
      .on(t.companyId, t.orderId)
      .where(sql`state = 'live'`),
    index('visitor_passes_order_idx').on(t.companyId, t.orderId, t.createdAt),
  ],
);

/** One row per pass and direction (the unique index decides a race of scans). guard null: the system. */
export const visitorGateRecords = pgTable(
  'visitor_gate_records',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    passId: uuid('pass_id').notNull(),
    kind: text('kind').$type<'visit' | 'letOff' | 'outApply'>().notNull(),
    orderId: uuid('order_id').notNull(),
    direction: text('direction').$type<'in' | 'out'>().notNull(),
    guardId: uuid('guard_id'),
    scannedAt: at('scanned_at'),
    remark: text('remark').notNull().default(''),
    late: boolean('late').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.passId], foreignColumns: [visitorPasses.companyId, visitorPasses.id] }),
    foreignKey({ columns: [t.companyId, t.guardId], foreignColumns: [staff.companyId, staff.id] }),
    uniqueIndex('visitor_gate_records_once_uq').on(t.companyId, t.passId, t.direction),
    index('visitor_gate_records_order_idx').on(t.companyId, t.orderId, t.scannedAt),
    index('visitor_gate_records_page_idx').on(t.companyId, t.scannedAt, t.id),
  ],
);

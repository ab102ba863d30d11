/** The order engine's tables: orders, their audit trail, configured and materialised approval chains. */
import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../db/columns.ts';
import { companies, staff } from '../db/schema.ts';

// ---------------------------------------------------------------------------------------------
// Orders: one workflow for every module (src/orders/). Status codes and their labels come from the
// order-type registry (src/orders/order-types.ts); the database stores the codes only.

/** An order's displayed fields and the module's raw data. */
export interface OrderPayload {
  fields: { label: string; value: string }[];
  data: Record<string, unknown>;
}

export const orders = pgTable(
  'orders',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
    id: uuid('id').notNull(),
    /** A PUSH_MODULES value (the client's approval detail screen). */
    module: text('module').notNull(),
    orderType: text('order_type').notNull(),
    applicantId: uuid('applicant_id').notNull(),
    title: text('title').notNull(),
    status: integer('status').notNull(),
    payload: jsonb('payload').$type<OrderPayload>().notNull(),
    rejectReason: text('reject_reason'),
    /** Bumped by every transition: `UPDATE ... WHERE version = $read` makes concurrent transitions exclusive. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    approvedAt: ts('approved_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.applicantId], foreignColumns: [staff.companyId, staff.id] }),
    // Ascending, walked backwards: serves "newest first, ties by id" (created_at DESC, id DESC).
    index('orders_applicant_idx').on(t.companyId, t.applicantId, t.createdAt, t.id),
    // A family's own orders of a person ("my dorm applications", "my forms"): one type range each.
    index('orders_applicant_type_idx').on(t.companyId, t.applicantId, t.orderType, t.createdAt, t.id),
    // A family's lists of one order type (and status), newest first: walked backwards.
    index('orders_type_status_idx').on(t.companyId, t.orderType, t.status, t.createdAt, t.id),
    // A company's orders of a few types across statuses (the car dispatch desk), newest first: one
    // range per type merged, where orders_type_status_idx has one per type and status.
    index('orders_type_created_idx').on(t.companyId, t.orderType, t.createdAt, t.id),
  ],
);

/** The audit trail: one row per transition. */
export const orderEvents = pgTable(
  'order_events',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    orderId: uuid('order_id').notNull(),
    /** Who acted; null: 系统 (a time-out, a repeated approver passed automatically: the remark says why). */
    actorId: uuid('actor_id'),
    /** The approver a delegate acted for (由 X 代 Y 审批); null when the actor acted for himself. */
    onBehalfOf: uuid('on_behalf_of'),
    action: text('action').notNull(),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    remark: text('remark'),
    /** Photos and files of the comment (approve, reject, urge; issue 41): ids of the platform files service. */
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.orderId], foreignColumns: [orders.companyId, orders.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.actorId], foreignColumns: [staff.companyId, staff.id] }),
    foreignKey({ columns: [t.companyId, t.onBehalfOf], foreignColumns: [staff.companyId, staff.id] }),
    index('order_events_order_idx').on(t.companyId, t.orderId, t.createdAt),
  ],
);

export type ChainStepConfig = { kind: 'staff'; staff_id: string } | { kind: 'department_head'; department_id: string };

/** Who an order type's chain copies (抄送), and when: at submission or once the order is approved. */
export interface ChainCopyConfig {
  staff_id: string;
  on: 'submit' | 'approved';
}

/** Approval chains configured per company and order type. */
export const approvalChains = pgTable(
  'approval_chains',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
    orderType: text('order_type').notNull(),
    steps: jsonb('steps').$type<ChainStepConfig[]>().notNull(),
    copies: jsonb('copies').$type<ChainCopyConfig[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.orderType] })],
);

export const approvalStepStates = ['waiting', 'pending', 'approved', 'rejected', 'transferred', 'cancelled'] as const;
export type ApprovalStepStateValue = (typeof approvalStepStates)[number];

/** An order's materialised chain: one row per step, in `seq` order (a transfer inserts a step). */
export const approvalSteps = pgTable(
  'approval_steps',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    orderId: uuid('order_id').notNull(),
    seq: integer('seq').notNull(),
    approverId: uuid('approver_id').notNull(),
    state: text('state').$type<ApprovalStepStateValue>().notNull(),
    comment: text('comment'),
    /** When the step became pending (the todo list's order). */
    pendingSince: ts('pending_since'),
    actedAt: ts('acted_at'),
    transferredTo: uuid('transferred_to'),
    /**
     * The approver's delegate while the step is pending in the range of his delegation (代理审批),
     * chains resolved; both may act. Set when the step becomes pending, or by the sweep when a
     * delegation starts; cleared when it ends.
     */
    delegateId: uuid('delegate_id'),
    /** Who really acted on the step when it was not the approver (his delegate); null otherwise. */
    actedBy: uuid('acted_by'),
    /** The applicant's last urge (催办): the next is allowed an hour later (a conditional update claims it). */
    urgedAt: ts('urged_at'),
    /** Reminder periods already pushed for this step: the sweep claims period n with `reminded < n`. */
    reminded: integer('reminded').notNull().default(0),
    /**
     * The approver acted on this order again later (a transfer came back to him): his done list
     * shows the order once, at his latest step, by skipping these (set by the workflow when he acts).
     */
    superseded: boolean('superseded').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.orderId], foreignColumns: [orders.companyId, orders.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.approverId], foreignColumns: [staff.companyId, staff.id] }),
    index('approval_steps_order_idx').on(t.companyId, t.orderId, t.seq),
    // The approver's todo list (pending_since DESC, order_id DESC) and done list (acted_at DESC,
    // order_id DESC), each walked backwards; the states are literals in the lists' queries so the
    // planner matches the partial indexes.
    index('approval_steps_pending_idx')
      .on(t.companyId, t.approverId, t.pendingSince, t.orderId)
      .where(sql`state = 'pending'`),
    // The delegate's todo list, merged with his own in the same order.
    index('approval_steps_delegate_idx')
      .on(t.companyId, t.delegateId, t.pendingSince, t.orderId)
      .where(sql`state = 'pending' AND delegate_id IS NOT NULL`),
    // The reminder and time-out sweep: every company's pending steps, oldest first.
    index('approval_steps_sweep_idx')
      .on(t.pendingSince)
      .where(sql`state = 'pending'`),
    index('approval_steps_acted_idx')
      .on(t.companyId, t.approverId, t.actedAt, t.orderId)
      .where(sql`state IN ('approved', 'rejected', 'transferred') AND acted_at IS NOT NULL AND NOT superseded`),
    // The delegate's done list (steps he acted on for their approvers), merged with his own in the same order.
    index('approval_steps_acted_by_idx')
      .on(t.companyId, t.actedBy, t.actedAt, t.orderId)
      .where(sql`state IN ('approved', 'rejected', 'transferred') AND acted_at IS NOT NULL AND NOT superseded AND acted_by IS NOT NULL`),
  ],
);

/** The people an order is copied to (抄送): a 抄送我的 list with read and unread. */
export const orderCopies = pgTable(
  'order_copies',
  {
    companyId: uuid('company_id').notNull(),
    orderId: uuid('order_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    createdAt: createdAt(),
    readAt: ts('read_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.orderId, t.staffId] }),
    foreignKey({ columns: [t.companyId, t.orderId], foreignColumns: [orders.companyId, orders.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    // 抄送我的, newest first (walked backwards), and its unread badge (index-only, up to BADGE_LIMIT).
    index('order_copies_staff_idx').on(t.companyId, t.staffId, t.createdAt, t.orderId),
    index('order_copies_unread_idx')
      .on(t.companyId, t.staffId)
      .where(sql`read_at IS NULL`),
  ],
);

/** An approver's delegation (代理审批): steps pending for him between the two days go to the delegate too. */
export const approvalDelegations = pgTable(
  'approval_delegations',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    staffId: uuid('staff_id').notNull(),
    delegateId: uuid('delegate_id').notNull(),
    /** Local days (Asia/Shanghai), both included. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    foreignKey({ columns: [t.companyId, t.delegateId], foreignColumns: [staff.companyId, staff.id] }),
    index('approval_delegations_staff_idx').on(t.companyId, t.staffId, t.startsOn),
  ],
);

/** A time-out of an order type's step (seq, or every step when absent): what happens after `after_hours`. */
export interface StepTimeoutConfig {
  seq?: number;
  after_hours: number;
  action: 'department_head' | 'staff' | 'approve' | 'reject';
  /** The named person of `staff`. */
  staff_id?: string;
}

/** A company's approval settings; a company without a row uses the defaults. */
export const approvalSettings = pgTable('approval_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.companyId),
  /** The same approver twice in a row: the later step passes by itself. */
  skipRepeatedApprover: boolean('skip_repeated_approver').notNull().default(true),
  /** Working hours, local 'HH:mm' (Asia/Shanghai), and the ISO weekdays (1 = Monday) that are workdays. */
  workStart: text('work_start').notNull().default('09:00'),
  workEnd: text('work_end').notNull().default('18:00'),
  workdays: jsonb('workdays').$type<number[]>().notNull().default([1, 2, 3, 4, 5]),
  /** Reminder period in hours per order type (default 24). */
  reminderHours: jsonb('reminder_hours').$type<Record<string, number>>().notNull().default({}),
  /** Time-outs per order type. */
  timeouts: jsonb('timeouts').$type<Record<string, StepTimeoutConfig[]>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The order engine's tables: orders, their audit trail, configured and materialised approval chains. */
import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  ],
);

/** The audit trail: one row per transition. */
export const orderEvents = pgTable(
  'order_events',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    orderId: uuid('order_id').notNull(),
    actorId: uuid('actor_id').notNull(),
    action: text('action').notNull(),
    fromStatus: integer('from_status'),
    toStatus: integer('to_status').notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.orderId], foreignColumns: [orders.companyId, orders.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.actorId], foreignColumns: [staff.companyId, staff.id] }),
    index('order_events_order_idx').on(t.companyId, t.orderId, t.createdAt),
  ],
);

export type ChainStepConfig = { kind: 'staff'; staff_id: string } | { kind: 'department_head'; department_id: string };

/** Approval chains configured per company and order type. */
export const approvalChains = pgTable(
  'approval_chains',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
    orderType: text('order_type').notNull(),
    steps: jsonb('steps').$type<ChainStepConfig[]>().notNull(),
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
    index('approval_steps_acted_idx')
      .on(t.companyId, t.approverId, t.actedAt, t.orderId)
      .where(sql`state IN ('approved', 'rejected', 'transferred') AND acted_at IS NOT NULL AND NOT superseded`),
  ],
);

import { z } from 'zod';
import { queryIntSchema } from './input-limits.ts';
import { pageQuerySchema } from './messages.ts';
import { pageOf } from './page.ts';

/**
 * Orders: one workflow for every module (issue "Orders and approvals"). An order has a module, an
 * order type (see GET order_types), a status code whose label comes from the order type's status
 * table, an approval chain (steps) and an audit trail (events).
 *
 * Times: `*_at` are ISO strings (UTC); `*_time` are the same instants as local
 * 'YYYY-MM-DD HH:mm:ss' (Asia/Shanghai), ready for the spec's display rule (first 16 characters, or --).
 */

/** Who may run a later transition: the order's applicant, or an admin of the company. */
export const transitionActorSchema = z.enum(['applicant', 'admin']);
export type TransitionActor = z.infer<typeof transitionActorSchema>;

export const orderStatusSchema = z.object({ code: z.number().int(), label: z.string() });
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderTransitionDefSchema = z.object({
  /** Action name for POST orders/{id}/transition/ {action}. */
  action: z.string(),
  /** Chinese button label. */
  name: z.string(),
  from: z.number().int(),
  to: z.number().int(),
  by: transitionActorSchema,
});
export type OrderTransitionDef = z.infer<typeof orderTransitionDefSchema>;

/** GET /9077/api/order_types/: the registry (labels for every status code of every order type). */
export const orderTypeSchema = z.object({
  type: z.string(),
  /** A PUSH_MODULES value: the client opens /approvalProcess/<detail screen of this module>. */
  module: z.string(),
  name: z.string(),
  statuses: z.array(orderStatusSchema),
  in_approval: z.number().int(),
  after_approval: z.number().int(),
  rejected: z.number().int(),
  cancelled: z.number().int(),
  transitions: z.array(orderTransitionDefSchema),
});
export type OrderType = z.infer<typeof orderTypeSchema>;
export const orderTypesResponseSchema = z.array(orderTypeSchema);

/** One displayed field of an order: `{label, value}` (the detail screen shows them in order). */
export const orderFieldSchema = z.object({
  label: z.string().trim().min(1).max(50),
  value: z.string().max(2000),
});
export type OrderField = z.infer<typeof orderFieldSchema>;

/** POST /9077/api/orders/: submit an order (it starts in approval, or after approval when the chain is empty). */
export const orderSubmitSchema = z.object({
  order_type: z.string().min(1),
  title: z.string().trim().min(1).max(100),
  fields: z.array(orderFieldSchema).max(50).default([]),
  /** The module's raw data (kept as is, returned in the detail). */
  data: z.record(z.string(), z.unknown()).optional(),
});
export type OrderSubmit = z.input<typeof orderSubmitSchema>;

export const staffBriefSchema = z.object({ id: z.string(), name: z.string(), department: z.string().nullable() });
export type StaffBrief = z.infer<typeof staffBriefSchema>;

/** An order in a list. */
export const orderSummarySchema = z.object({
  id: z.string(),
  order_type: z.string(),
  order_type_name: z.string(),
  module: z.string(),
  title: z.string(),
  status: z.number().int(),
  status_label: z.string(),
  applicant: staffBriefSchema,
  reject_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When the last approval step passed; null while in approval, rejected or cancelled before it. */
  approved_at: z.string().nullable(),
  /** approved_at as local 'YYYY-MM-DD HH:mm:ss' (display: first 16 characters, or --). */
  approve_time: z.string().nullable(),
  /** created_at as local 'YYYY-MM-DD HH:mm:ss'. */
  created_time: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const approvalStepStateSchema = z.enum(['waiting', 'pending', 'approved', 'rejected', 'transferred', 'cancelled']);
export type ApprovalStepState = z.infer<typeof approvalStepStateSchema>;

/** One step of an order's approval chain. */
export const orderStepSchema = z.object({
  seq: z.number().int(),
  approver: staffBriefSchema,
  state: approvalStepStateSchema,
  comment: z.string().nullable(),
  acted_at: z.string().nullable(),
  /** acted_at as local 'YYYY-MM-DD HH:mm:ss' (display: first 16 characters, or --). */
  act_time: z.string().nullable(),
  /** For a transferred step: to whom. */
  transferred_to: staffBriefSchema.nullable(),
});
export type OrderStep = z.infer<typeof orderStepSchema>;

/** One entry of the audit trail (every transition). */
export const orderEventSchema = z.object({
  id: z.string(),
  /** submit, approve, reject, transfer, cancel, or a registry transition's action. */
  action: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }),
  from_status: z.number().int().nullable(),
  from_label: z.string().nullable(),
  to_status: z.number().int(),
  to_label: z.string(),
  remark: z.string().nullable(),
  created_at: z.string(),
  created_time: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** What the caller may do with the order now. */
export const orderCanSchema = z.object({
  can_approve: z.boolean(),
  can_reject: z.boolean(),
  can_transfer: z.boolean(),
  can_cancel: z.boolean(),
  /** Later transitions open to the caller (POST transition/ {action}). */
  transitions: z.array(z.object({ action: z.string(), name: z.string(), to: z.number().int(), to_label: z.string() })),
});
export type OrderCan = z.infer<typeof orderCanSchema>;

/** GET /9077/api/orders/{id}/ (applicant, any approver of it, or an admin), and the answer of every action. */
export const orderDetailSchema = orderSummarySchema.extend({
  fields: z.array(orderFieldSchema),
  data: z.record(z.string(), z.unknown()),
  steps: z.array(orderStepSchema),
  events: z.array(orderEventSchema),
  can: orderCanSchema,
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET /9077/api/orders/: the caller's own orders, newest first; `status` and `order_type` filter. */
export const ordersQuerySchema = pageQuerySchema.extend({
  status: queryIntSchema.optional(),
  order_type: z.string().optional(),
});
export const orderPageSchema = pageOf(orderSummarySchema);
export type OrderPage = z.infer<typeof orderPageSchema>;

export const orderApproveSchema = z.object({ comment: z.string().trim().max(500).optional() }).default({});
export type OrderApprove = z.input<typeof orderApproveSchema>;

/** Reject: `reason` is required (400 `{reason: ['请填写驳回原因']}`). */
export const orderRejectSchema = z
  .object({ reason: z.string({ error: '请填写驳回原因' }).trim().min(1, '请填写驳回原因').max(500) })
  // A call without a body still answers the field errors (not a bad-JSON error).
  .prefault({} as never);
export type OrderReject = z.input<typeof orderRejectSchema>;

/** Transfer the caller's pending step to another staff of the company (not the caller). */
export const orderTransferSchema = z
  .object({
    staff_id: z.string({ error: '请选择转交的审批人' }).min(1, '请选择转交的审批人'),
    comment: z.string().trim().max(500).optional(),
  })
  // A call without a body still answers the field errors (not a bad-JSON error).
  .prefault({} as never);
export type OrderTransfer = z.input<typeof orderTransferSchema>;

export const orderCancelSchema = z.object({ remark: z.string().trim().max(500).optional() }).default({});
export type OrderCancel = z.input<typeof orderCancelSchema>;

/** A later transition of the order type's registry (collect, assign, check_in, start_use ...). */
export const orderTransitionSchema = z
  .object({
    action: z.string({ error: '请指定操作' }).min(1, '请指定操作'),
    remark: z.string().trim().max(500).optional(),
  })
  // A call without a body still answers the field errors (not a bad-JSON error).
  .prefault({} as never);
export type OrderTransitionRequest = z.input<typeof orderTransitionSchema>;

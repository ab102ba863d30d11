import { z } from 'zod';
import { queryIntSchema } from './input-limits.ts';
import { keysetPageQuerySchema } from './messages.ts';
import { keysetPageOf } from './page.ts';
import { defineEndpoint } from './endpoint.ts';
import { idParamsSchema } from './page.ts';
import { attachmentIdsSchema, fileRefSchema } from './file-schemas.ts';

/**
 * Orders: one workflow for every module (issue "Orders and approvals"). An order has a module, an
 * order type (see GET order_types), a status code whose label comes from the order type's status
 * table, an approval chain (steps) and an audit trail (events).
 *
 * Times: `*_at` are ISO strings (UTC); `*_time` are the same instants as local
 * 'YYYY-MM-DD HH:mm:ss' (Asia/Shanghai), ready for the spec's display rule (first 16 characters, or --).
 */

/**
 * Who may run a later transition: the order's applicant, an admin of the company, or `module`: only
 * the family's own endpoint, which decides who may act (a driver starting a trip) and carries the
 * data the step needs (a vehicle); the generic transition endpoint refuses it.
 */
export const transitionActorSchema = z.enum(['applicant', 'admin', 'module']);
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

/** Longest order (or flow) title. */
export const ORDER_TITLE_MAX = 100;
/** Longest approval comment, reject reason, transfer comment or remark. */
export const ORDER_COMMENT_MAX = 500;

/** POST /9077/api/orders/: submit an order (it starts in approval, or after approval when the chain is empty). */
export const orderSubmitSchema = z.object({
  order_type: z.string().min(1),
  title: z.string().trim().min(1).max(ORDER_TITLE_MAX),
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
  /** The approver's delegate while the step waits in his delegation's range (代理审批). */
  delegate: staffBriefSchema.nullable().optional(),
  /** Who acted when it was not the approver (his delegate: 由 X 代 Y 审批). */
  acted_by: staffBriefSchema.nullable().optional(),
});
export type OrderStep = z.infer<typeof orderStepSchema>;

/** One entry of the audit trail (every transition). */
export const orderEventSchema = z.object({
  id: z.string(),
  /** submit, approve, reject, transfer, cancel, urge, add_signer, remind, timeout, or a registry transition's action. */
  action: z.string(),
  /** Who acted; `{id: '', name: '系统'}` for the system (a time-out, a repeated approver passed): the remark says why. */
  actor: z.object({ id: z.string(), name: z.string() }),
  /** The approver a delegate acted for (由 actor 代 on_behalf_of 审批), else null. */
  on_behalf_of: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
  from_status: z.number().int().nullable(),
  from_label: z.string().nullable(),
  to_status: z.number().int(),
  to_label: z.string(),
  remark: z.string().nullable(),
  /** Photos and files of the comment (approve, reject, urge; issue 41), in the order given. */
  attachments: z.array(fileRefSchema).optional(),
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
  /** The applicant may urge the pending step (催办) now, or from `urge_available_at` (ISO) on. */
  can_urge: z.boolean().optional(),
  urge_available_at: z.string().nullable().optional(),
  /** ... as local 'YYYY-MM-DD HH:mm:ss'. */
  urge_available_time: z.string().nullable().optional(),
  /** The caller (the pending approver or his delegate) may add a signer (加签). */
  can_add_signer: z.boolean().optional(),
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

/** GET /9077/api/orders/: the caller's own orders, newest first (paged by key); `status` and `order_type` filter. */
export const ordersQuerySchema = keysetPageQuerySchema.extend({
  status: queryIntSchema.optional(),
  order_type: z.string().optional(),
});
export const orderPageSchema = keysetPageOf(orderSummarySchema);
export type OrderPage = z.infer<typeof orderPageSchema>;

/** A comment's photos and files (issue 41): ids the caller uploaded through the files service. */
export const commentAttachmentsSchema = attachmentIdsSchema.optional();

export const orderApproveSchema = z
  .object({ comment: z.string().trim().max(ORDER_COMMENT_MAX).optional(), attachments: commentAttachmentsSchema })
  .default({});
export type OrderApprove = z.input<typeof orderApproveSchema>;

/** Reject: `reason` is required (400 `{reason: ['请填写驳回原因']}`). */
export const orderRejectSchema = z
  .object({
    reason: z.string({ error: '请填写驳回原因' }).trim().min(1, '请填写驳回原因').max(ORDER_COMMENT_MAX),
    attachments: commentAttachmentsSchema,
  })
  // A call without a body still answers the field errors (not a bad-JSON error).
  .prefault({} as never);
export type OrderReject = z.input<typeof orderRejectSchema>;

/** Transfer the caller's pending step to another staff of the company (not the caller). */
export const orderTransferSchema = z
  .object({
    staff_id: z.string({ error: '请选择转交的审批人' }).min(1, '请选择转交的审批人'),
    comment: z.string().trim().max(ORDER_COMMENT_MAX).optional(),
  })
  // A call without a body still answers the field errors (not a bad-JSON error).
  .prefault({} as never);
export type OrderTransfer = z.input<typeof orderTransferSchema>;

export const orderCancelSchema = z.object({ remark: z.string().trim().max(ORDER_COMMENT_MAX).optional() }).default({});
export type OrderCancel = z.input<typeof orderCancelSchema>;

/** A later transition of the order type's registry (collect, assign, check_in, start_use ...). */
export const orderTransitionSchema = z
  .object({
    action: z.string({ error: '请指定操作' }).min(1, '请指定操作'),
    remark: z.string().trim().max(ORDER_COMMENT_MAX).optional(),
  })
  // A call without a body still answers the field errors (not a bad-JSON error).
  .prefault({} as never);
export type OrderTransitionRequest = z.input<typeof orderTransitionSchema>;

/** The orders operations (OpenAPI tag `orders`): the server routes, the client calls and the document read these. */
export const orderEndpoints = {
  listTypes: defineEndpoint({
    method: 'GET',
    path: '/order_types/',
    operationId: 'orders.listTypes',
    tags: ['orders'],
    summary: '单据类型（模块、名称、状态码与标签、后续操作）',
    description: 'The order types of the modules: module, name, status codes with their labels and the later transitions.',
    auth: 'required',
    response: { 200: orderTypesResponseSchema },
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/orders/',
    operationId: 'orders.submit',
    tags: ['orders'],
    summary: '提交单据（进入审批；审批链为空时直接通过）',
    description:
      'Submits an order of a registered type; it enters approval along the configured chain, or is approved at once when the chain is empty. Answers the order detail (201).',
    auth: 'required',
    body: orderSubmitSchema,
    response: { 201: orderDetailSchema },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/orders/',
    operationId: 'orders.list',
    tags: ['orders'],
    summary: '我的单据（分页，?status= ?order_type= 筛选，新的在前）',
    description: "A page of the caller's own orders, newest first, filtered by ?status= and ?order_type=.",
    auth: 'required',
    query: ordersQuerySchema,
    response: { 200: orderPageSchema },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/orders/:id/',
    operationId: 'orders.get',
    tags: ['orders'],
    summary: '单据详情（申请人、审批人或管理员）：字段、审批步骤、操作记录、可执行操作',
    description:
      'One order for its applicant, an approver or an admin: fields, approval steps, events and the actions the caller may take.',
    auth: 'required',
    params: idParamsSchema,
    response: { 200: orderDetailSchema },
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/approve/',
    operationId: 'orders.approve',
    tags: ['orders'],
    summary: '审批通过（当前审批人）',
    description:
      "The current approver approves their step, with an optional comment; the next step's approver or the applicant gets a push. A call without a body approves without comment.",
    auth: 'required',
    params: idParamsSchema,
    body: orderApproveSchema,
    response: { 200: orderDetailSchema },
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/reject/',
    operationId: 'orders.reject',
    tags: ['orders'],
    summary: '驳回（当前审批人，须填写原因）',
    description: 'The current approver rejects the order with a reason (400 {reason: [...]} without one); the applicant gets a push.',
    auth: 'required',
    params: idParamsSchema,
    body: orderRejectSchema,
    response: { 200: orderDetailSchema },
  }),
  transfer: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/transfer/',
    operationId: 'orders.transfer',
    tags: ['orders'],
    summary: '转交审批（当前审批人，转给本单位其他员工）',
    description: 'The current approver hands their step to another staff of the company (not themselves); the new approver gets a push.',
    auth: 'required',
    params: idParamsSchema,
    body: orderTransferSchema,
    response: { 200: orderDetailSchema },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/cancel/',
    operationId: 'orders.cancel',
    tags: ['orders'],
    summary: '撤销（申请人，仅审批中）',
    description: 'The applicant withdraws an order that is still in approval, with an optional remark; the pending approver gets a push.',
    auth: 'required',
    params: idParamsSchema,
    body: orderCancelSchema,
    response: { 200: orderDetailSchema },
  }),
  transition: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/transition/',
    operationId: 'orders.transition',
    tags: ['orders'],
    summary: '后续操作（按单据类型登记的操作，如 collect、assign、check_in、start_use）',
    description:
      "A later action registered for the order's type (collect, assign, check_in, start_use ...), allowed by the order's status and the caller's role.",
    auth: 'required',
    params: idParamsSchema,
    body: orderTransitionSchema,
    response: { 200: orderDetailSchema },
  }),
} as const;

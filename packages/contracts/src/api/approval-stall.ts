import { z } from 'zod';
import { pageQuerySchema } from './messages.ts';
import { idParamsSchema, pageOf, personRefSchema } from './page.ts';
import { ORDER_COMMENT_MAX, commentAttachmentsSchema, orderDetailSchema, orderSummarySchema } from './orders.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Approvals that never stall (issue 41), on the one order engine: urge (催办), approve in batches,
 * the approval centre's counts and 抄送我的, delegation (代理审批), add a signer (加签), and the
 * company's approval settings (reminders, time-outs, the repeated approver).
 */

/** How long after an urge the step may be urged again. */
export const URGE_INTERVAL_MS = 60 * 60 * 1000;
/** The most orders one batch approval takes. */
export const BATCH_APPROVE_MAX = 200;

/** POST /orders/{id}/urge/ (the applicant): an optional word to the approver. */
export const orderUrgeSchema = z
  .object({ comment: z.string().trim().max(ORDER_COMMENT_MAX).optional(), attachments: commentAttachmentsSchema })
  .default({});
export type OrderUrge = z.input<typeof orderUrgeSchema>;
export const orderUrgeResultSchema = z.object({
  /** When this urge was sent (ISO). */
  urged_at: z.string(),
  /** When the step may be urged again (ISO), and as local 'YYYY-MM-DD HH:mm:ss'. */
  next_urge_at: z.string(),
  next_urge_time: z.string(),
});
export type OrderUrgeResult = z.infer<typeof orderUrgeResultSchema>;

/** POST /approval/batch/approve/: many orders, one comment; each is its own transition. */
export const batchApproveSchema = z
  .object({
    ids: z
      .array(z.string().min(1), { error: '请选择要审批的单据' })
      .min(1, '请选择要审批的单据')
      .max(BATCH_APPROVE_MAX, `一次最多审批${BATCH_APPROVE_MAX}条`),
    comment: z.string().trim().max(ORDER_COMMENT_MAX).optional(),
  })
  .prefault({} as never);
export type BatchApprove = z.input<typeof batchApproveSchema>;
export const batchApproveResultSchema = z.object({
  approved: z.array(z.object({ id: z.string(), title: z.string() })),
  /** Each order that was not approved, with why (withdrawn meanwhile, handled by someone else ...). */
  failed: z.array(z.object({ id: z.string(), title: z.string(), reason: z.string() })),
});
export type BatchApproveResult = z.infer<typeof batchApproveResultSchema>;

/**
 * GET /approval/counts/: the approval centre's tab counts, each read through its list's index up to
 * 100 (the tab shows 99+ from there on): todo (pending for me or my delegator), done, mine (my
 * orders in approval) and cc_unread (copies I have not opened).
 */
export const approvalCountsSchema = z.object({
  todo: z.number().int(),
  done: z.number().int(),
  mine: z.number().int(),
  cc_unread: z.number().int(),
});
export type ApprovalCounts = z.infer<typeof approvalCountsSchema>;

/** A row of 抄送我的: the order, when it was copied and whether I have opened it. */
export const copiedItemSchema = orderSummarySchema.extend({
  copied_at: z.string(),
  copied_time: z.string(),
  read: z.boolean(),
});
export type CopiedItem = z.infer<typeof copiedItemSchema>;
export const copiedPageSchema = pageOf(copiedItemSchema);
export type CopiedPage = z.infer<typeof copiedPageSchema>;

const dayMessage = '日期格式应为 YYYY-MM-DD';
const daySchema = z.string({ error: '请选择日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, dayMessage);

/** POST /approval/delegations/: the caller names a delegate for a range of days (both included). */
export const delegationCreateSchema = z
  .object({
    delegate_id: z.string({ error: '请选择代理人' }).min(1, '请选择代理人'),
    starts_on: daySchema,
    ends_on: daySchema,
  })
  .prefault({} as never);
export type DelegationCreate = z.input<typeof delegationCreateSchema>;
export const delegationSchema = z.object({
  id: z.string(),
  staff: personRefSchema,
  delegate: personRefSchema,
  starts_on: z.string(),
  ends_on: z.string(),
  /** active: today is in the range; upcoming; ended (past or cancelled). */
  state: z.enum(['active', 'upcoming', 'ended']),
  cancelled: z.boolean(),
});
export type Delegation = z.infer<typeof delegationSchema>;
/** GET /approval/delegations/: those the caller set (mine) and those naming the caller (to_me), newest first. */
export const delegationListSchema = z.object({ mine: z.array(delegationSchema), to_me: z.array(delegationSchema) });
export type DelegationList = z.infer<typeof delegationListSchema>;

/** POST /orders/{id}/add_signer/: the current approver adds approvers before (前加签) or after (后加签) himself. */
export const addSignerSchema = z
  .object({
    staff_ids: z.array(z.string().min(1), { error: '请选择加签人' }).min(1, '请选择加签人').max(5, '一次最多加签5人'),
    position: z.enum(['before', 'after'], { error: '请选择加签方式' }),
    comment: z.string().trim().max(ORDER_COMMENT_MAX).optional(),
  })
  .prefault({} as never);
export type AddSigner = z.input<typeof addSignerSchema>;

/** A time-out of an order type's step (every step when `seq` is absent). */
export const TIMEOUT_HOURS_MAX = 24 * 90;
export const REMINDER_HOURS_MAX = 24 * 30;
export const stepTimeoutSchema = z
  .object({
    seq: z.number().int().min(1).optional(),
    after_hours: z
      .number({ error: '请填写超时时间' })
      .positive('超时时间应大于0小时')
      .max(TIMEOUT_HOURS_MAX, `超时时间不能超过${TIMEOUT_HOURS_MAX}小时`),
    /** department_head: the approver's department head; staff: `staff_id`; approve / reject: decided by 系统. */
    action: z.enum(['department_head', 'staff', 'approve', 'reject'], { error: '请选择超时处理方式' }),
    staff_id: z.string().optional(),
  })
  .refine((t) => t.action !== 'staff' || (t.staff_id ?? '') !== '', { path: ['staff_id'], message: '请选择指定人员' });
export type StepTimeout = z.infer<typeof stepTimeoutSchema>;

const clockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, '时间格式应为 HH:mm');

/** GET/PUT /approval/settings/ (admin): the company's approval settings. */
export const approvalSettingsSchema = z
  .object({
    skip_repeated_approver: z.boolean(),
    work_start: clockSchema,
    work_end: clockSchema,
    /** ISO weekdays (1 = Monday). */
    workdays: z.array(z.number().int().min(1).max(7)).max(7),
    /** Hours per order type (default 24). */
    reminder_hours: z.record(
      z.string(),
      z
        .number({ error: '请填写提醒周期' })
        .positive('提醒周期应大于0小时')
        .max(REMINDER_HOURS_MAX, `提醒周期不能超过${REMINDER_HOURS_MAX}小时`),
    ),
    timeouts: z.record(z.string(), z.array(stepTimeoutSchema).max(10)),
  })
  .refine((s) => s.work_end > s.work_start, { path: ['work_end'], message: '下班时间应晚于上班时间' });
export type ApprovalSettings = z.infer<typeof approvalSettingsSchema>;

/** POST /approval/sweep/ (administrators): `as_of` (ISO instant) is honoured on a demo server only. */
export const approvalSweepSchema = z.object({ as_of: z.iso.datetime({ offset: true }).optional() }).prefault({});
export type ApprovalSweep = z.input<typeof approvalSweepSchema>;
export const approvalSweepResultSchema = z.object({ reminded: z.number().int(), timed_out: z.number().int() });
export type ApprovalSweepResult = z.infer<typeof approvalSweepResultSchema>;

/** The operations of issue 41 (OpenAPI tags `orders` and `approval`). */
export const approvalStallEndpoints = {
  urge: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/urge/',
    operationId: 'orders.urge',
    tags: ['orders'],
    summary: '催办（申请人，每个审批步骤每小时一次）',
    description:
      'The applicant nudges the current approver (and his delegate) with a push, at most once per step per hour; a second urge within the hour answers 400 with when it may be sent again.',
    auth: 'required',
    params: idParamsSchema,
    body: orderUrgeSchema,
    response: { 200: orderUrgeResultSchema },
  }),
  addSigner: defineEndpoint({
    method: 'POST',
    path: '/orders/:id/add_signer/',
    operationId: 'orders.addSigner',
    tags: ['orders'],
    summary: '加签（当前审批人：前加签或后加签）',
    description:
      'The current approver adds approvers before himself (the order goes to them first and comes back) or after himself, with a comment.',
    auth: 'required',
    params: idParamsSchema,
    body: addSignerSchema,
    response: { 200: orderDetailSchema },
  }),
  batchApprove: defineEndpoint({
    method: 'POST',
    path: '/approval/batch/approve/',
    operationId: 'approval.batchApprove',
    tags: ['approval'],
    summary: '批量审批通过（一条意见，逐单办理，失败的逐条说明原因）',
    description:
      'Approves many orders waiting for the caller with one comment; each is its own transition, a failure does not undo the others and is listed with its reason.',
    auth: 'required',
    body: batchApproveSchema,
    response: { 200: batchApproveResultSchema },
  }),
  counts: defineEndpoint({
    method: 'GET',
    path: '/approval/counts/',
    operationId: 'approval.counts',
    tags: ['approval'],
    summary: '审批中心各栏数量（待我审批、我已审批、我发起的审批中、抄送我的未读；最多计到100）',
    description: "The approval centre's tab counts, each up to 100 (shown as 99+).",
    auth: 'required',
    response: { 200: approvalCountsSchema },
  }),
  copied: defineEndpoint({
    method: 'GET',
    path: '/approval/copied/',
    operationId: 'approval.copied',
    tags: ['approval'],
    summary: '抄送我的（分页，新的在前，含已读未读）',
    description: 'A page of the orders copied to the caller, newest first, each with whether the caller has opened it.',
    auth: 'required',
    query: pageQuerySchema,
    response: { 200: copiedPageSchema },
  }),
  listDelegations: defineEndpoint({
    method: 'GET',
    path: '/approval/delegations/',
    operationId: 'approval.listDelegations',
    tags: ['approval'],
    summary: '代理审批：我设置的和委托给我的',
    description: 'The delegations the caller set and those naming the caller as delegate.',
    auth: 'required',
    response: { 200: delegationListSchema },
  }),
  createDelegation: defineEndpoint({
    method: 'POST',
    path: '/approval/delegations/',
    operationId: 'approval.createDelegation',
    tags: ['approval'],
    summary: '设置代理审批人（日期范围；不能形成循环）',
    description:
      'The caller names a delegate for a range of days: steps pending for him in that range also go to the delegate (chains resolved). A loop is refused.',
    auth: 'required',
    body: delegationCreateSchema,
    response: { 201: delegationSchema },
  }),
  cancelDelegation: defineEndpoint({
    method: 'POST',
    path: '/approval/delegations/:id/cancel/',
    operationId: 'approval.cancelDelegation',
    tags: ['approval'],
    summary: '取消代理审批',
    description: 'The caller ends one of his delegations now; steps already with the delegate return to him alone.',
    auth: 'required',
    params: idParamsSchema,
    response: { 200: delegationSchema },
  }),
  getSettings: defineEndpoint({
    method: 'GET',
    path: '/approval/settings/',
    operationId: 'approval.getSettings',
    tags: ['approval'],
    summary: '审批设置（管理员）：工作时间、提醒周期、超时处理、连续相同审批人自动通过',
    description: "The company's approval settings (admins only).",
    auth: 'required',
    response: { 200: approvalSettingsSchema },
  }),
  setSettings: defineEndpoint({
    method: 'PUT',
    path: '/approval/settings/',
    operationId: 'approval.setSettings',
    tags: ['approval'],
    summary: '保存审批设置（管理员）',
    description: "Replaces the company's approval settings (admins only).",
    auth: 'required',
    body: approvalSettingsSchema,
    response: { 200: approvalSettingsSchema },
  }),
  sweep: defineEndpoint({
    method: 'POST',
    path: '/approval/sweep/',
    operationId: 'approval.sweep',
    tags: ['approval'],
    summary: '立即执行审批巡检（管理员）：到期提醒与超时处理',
    description:
      "Runs the company's approval job now (it also runs every minute): reminders in working hours and time-outs. On a demo server only, `as_of` runs the time-outs as if the server's clock read that instant (the browser journeys see a step time out without waiting); reminders are not sent for an instant nobody lives in. Elsewhere `as_of` is ignored.",
    auth: 'required',
    body: approvalSweepSchema,
    response: { 200: approvalSweepResultSchema },
  }),
} as const;

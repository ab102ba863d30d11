import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { pageQuerySchema } from './messages.ts';
import { idParamsSchema, pageOf, personRefSchema } from './page.ts';
import { int32Schema } from './input-limits.ts';
import { gateRecordSchema } from './visitor-visits.ts';
import {
  clientKeySchema,
  hubDateTimeInputSchema,
  visitorMessages as M,
  visitorPassSchema,
  visitorPhoneSchema,
  visitorStatusSchema,
  visitorWindowSchema,
} from './visitor-common.ts';

/**
 * Going out (外出, /outApplyList and /outApplyList/outApply, no login) and its subsidy (/outSubsidy,
 * outSubsidyDetail, approval detail approvalOutSubsidyDetail). The person going out is the logged-in
 * staff, or the staff whose phone proved a code (?session= from visitor.outSession). An application
 * (order type outApply, the generic approval detail) has a pass the gate scans when he leaves and
 * returns; a late return is flagged to its approvers. A subsidy claim (order type outSubsidy) covers
 * one returned application: days × the company's daily rate, computed on the server in fen.
 */

/** `?session=` of a staff without a login (ignored when a token is sent). */
export const outSessionQuerySchema = z.object({ session: z.string().max(100).optional() });
export const outListQuerySchema = pageQuerySchema.extend({ session: z.string().max(100).optional() });

export const outApplyCreateSchema = z.object({
  reason: z.string({ error: M.reason }).trim().min(1, M.reason).max(200, '事由不能超过200个字'),
  destination: z.string({ error: '请填写目的地' }).trim().min(1, '请填写目的地').max(100, '不能超过100个字'),
  start_time: hubDateTimeInputSchema,
  end_time: hubDateTimeInputSchema,
  contact_phone: visitorPhoneSchema,
  client_key: clientKeySchema,
});
export type OutApplyCreate = z.input<typeof outApplyCreateSchema>;

export const outApplySchema = z.object({
  id: z.string(),
  applicant: personRefSchema,
  reason: z.string(),
  destination: z.string(),
  window: visitorWindowSchema,
  contact_phone: z.string(),
  status: visitorStatusSchema,
  reject_reason: z.string().nullable(),
  pass: visitorPassSchema.nullable(),
  left: gateRecordSchema.nullable(),
  returned: gateRecordSchema.nullable(),
  /** Returned after the window's end. */
  late: z.boolean(),
  /** Whole hub days from the window's first to its last (what a subsidy pays). */
  days: z.number().int(),
  can_cancel: z.boolean(),
  /** A live subsidy claim of it, if any. */
  subsidy_id: z.string().nullable(),
  created_time: z.string(),
});
export type OutApply = z.infer<typeof outApplySchema>;
export const outApplyPageSchema = pageOf(outApplySchema);
export type OutApplyPage = z.infer<typeof outApplyPageSchema>;

export const outSubsidyCreateSchema = z.object({
  out_apply_id: z.string({ error: '请选择外出申请' }).min(1, '请选择外出申请'),
  remark: z.string().trim().max(200).optional(),
});
export type OutSubsidyCreate = z.input<typeof outSubsidyCreateSchema>;

export const outSubsidySchema = z.object({
  id: z.string(),
  applicant: personRefSchema,
  out_apply: outApplySchema.pick({ id: true, reason: true, destination: true, window: true, late: true }),
  days: z.number().int(),
  daily_rate_fen: z.number().int(),
  /** days × daily_rate_fen, exact. */
  total_fen: z.number().int(),
  remark: z.string(),
  status: visitorStatusSchema,
  reject_reason: z.string().nullable(),
  paid_time: z.string().nullable(),
  created_time: z.string(),
  can_pay: z.boolean(),
});
export type OutSubsidy = z.infer<typeof outSubsidySchema>;
export const outSubsidyPageSchema = pageOf(outSubsidySchema);
export type OutSubsidyPage = z.infer<typeof outSubsidyPageSchema>;
/** A returned application not yet claimed, priced at today's rate. */
export const outClaimableSchema = z.array(
  z.object({
    out_apply: outSubsidySchema.shape.out_apply,
    days: z.number().int(),
    daily_rate_fen: z.number().int(),
    total_fen: z.number().int(),
  }),
);
export type OutClaimable = z.infer<typeof outClaimableSchema>;

export const visitorSettingsSchema = z.object({
  out_daily_rate_fen: z.number().int(),
  /** Days after a visit ends before its whole ID number is purged (the masked one stays). */
  id_retention_days: z.number().int(),
});
export type VisitorSettings = z.infer<typeof visitorSettingsSchema>;
export const visitorSettingsUpdateSchema = z.object({
  out_daily_rate_fen: int32Schema.min(0, '补贴标准不能为负').max(1_000_000, '补贴标准过高'),
  id_retention_days: int32Schema.min(1, '保留天数为1到365天').max(365, '保留天数为1到365天'),
});

const detail = z.object({ detail: z.string() });
const outAuth = { tags: ['visitor'], auth: 'optional' } as const;
const staff = { tags: ['visitor'], auth: 'required' } as const;
const WHO = 'The caller is the logged-in staff, else the staff of ?session= (401 AUTH_FAIL without either).';

export const outEndpoints = {
  list: defineEndpoint({
    ...outAuth,
    method: 'GET',
    path: '/visitor/out_applies/',
    operationId: 'visitor.outApplies',
    summary: '外出申请记录（可无需登录）',
    description: `outApplyList: the person's going-out applications, newest first. ${WHO}`,
    query: outListQuerySchema,
    response: { 200: outApplyPageSchema },
  }),
  create: defineEndpoint({
    ...outAuth,
    method: 'POST',
    path: '/visitor/out_applies/',
    operationId: 'visitor.createOutApply',
    summary: '外出申请（可无需登录）',
    description: `outApply: reason, destination, from–to and a contact phone; the configured outApply chain (else the admin). The same client_key again answers the same application (200). ${WHO}`,
    query: outSessionQuerySchema,
    body: outApplyCreateSchema,
    response: { 200: outApplySchema, 201: outApplySchema },
  }),
  get: defineEndpoint({
    ...outAuth,
    method: 'GET',
    path: '/visitor/out_applies/:id/',
    operationId: 'visitor.outApply',
    summary: '外出申请详情（可无需登录）',
    description: `To the person (${WHO}), and with a login to its approvers, admins and the gate; 404 otherwise.`,
    params: idParamsSchema,
    query: outSessionQuerySchema,
    response: { 200: outApplySchema },
  }),
  cancel: defineEndpoint({
    ...outAuth,
    method: 'POST',
    path: '/visitor/out_applies/:id/cancel/',
    operationId: 'visitor.cancelOutApply',
    summary: '撤销外出申请（可无需登录）',
    description: `The person withdraws an application in approval, or an approved one before leaving (its pass dies). ${WHO}`,
    params: idParamsSchema,
    query: outSessionQuerySchema,
    response: { 200: outApplySchema, 403: detail },
  }),
  claimable: defineEndpoint({
    ...staff,
    method: 'GET',
    path: '/visitor/out_subsidies/claimable/',
    operationId: 'visitor.outClaimable',
    summary: '可申请补贴的外出',
    description: "The caller's returned going-out applications without a live claim, each priced at the company's daily rate.",
    response: { 200: outClaimableSchema },
  }),
  subsidies: defineEndpoint({
    ...staff,
    method: 'GET',
    path: '/visitor/out_subsidies/',
    operationId: 'visitor.outSubsidies',
    summary: '外出补贴',
    description: "The caller's subsidy claims, newest first.",
    query: pageQuerySchema,
    response: { 200: outSubsidyPageSchema },
  }),
  claim: defineEndpoint({
    ...staff,
    method: 'POST',
    path: '/visitor/out_subsidies/',
    operationId: 'visitor.claimOutSubsidy',
    summary: '申请外出补贴',
    description: `Claims the subsidy of one returned application of the caller (order type outSubsidy on the configured chain): days × the company's daily rate, in fen. One live claim per application (400 ${M.subsidyExists}; of concurrent claims exactly one).`,
    body: outSubsidyCreateSchema,
    response: { 201: outSubsidySchema },
  }),
  subsidy: defineEndpoint({
    ...staff,
    method: 'GET',
    path: '/visitor/out_subsidies/:id/',
    operationId: 'visitor.outSubsidy',
    summary: '外出补贴详情',
    description: 'outSubsidyDetail and approvalOutSubsidyDetail: days, rate, total and status; to its applicant, approvers and admins.',
    params: idParamsSchema,
    response: { 200: outSubsidySchema },
  }),
  paySubsidy: defineEndpoint({
    ...staff,
    method: 'POST',
    path: '/visitor/out_subsidies/:id/pay/',
    operationId: 'visitor.payOutSubsidy',
    summary: '发放外出补贴（管理员）',
    description: 'An admin records an approved claim as paid out (待发放 -> 已发放).',
    params: idParamsSchema,
    response: { 200: outSubsidySchema, 403: detail },
  }),
  settings: defineEndpoint({
    ...staff,
    method: 'GET',
    path: '/visitor/settings/',
    operationId: 'visitor.settings',
    summary: '访客与外出设置',
    description: "The company's daily going-out rate (fen) and the ID-number retention period (days).",
    response: { 200: visitorSettingsSchema },
  }),
  updateSettings: defineEndpoint({
    ...staff,
    method: 'PUT',
    path: '/visitor/settings/',
    operationId: 'visitor.updateSettings',
    summary: '修改访客与外出设置（管理员）',
    description: 'An admin sets the daily rate (claims keep the rate they were made with) and the retention period.',
    body: visitorSettingsUpdateSchema,
    response: { 200: visitorSettingsSchema, 403: detail },
  }),
} as const;

import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { pageQuerySchema } from './messages.ts';
import { idParamsSchema, pageOf, personRefSchema } from './page.ts';
import { gateRecordSchema } from './visitor-visits.ts';
import {
  clientKeySchema,
  hubDateTimeInputSchema,
  personNameSchema,
  plateSchema,
  visitorCodeSchema,
  visitorMessages as M,
  visitorPassSchema,
  visitorPhoneSchema,
  visitorStatusSchema,
  visitorTokenParamsSchema,
  visitorWindowSchema,
} from './visitor-common.ts';

/**
 * Let-off passes (放行, /companyLetOff, approval detail approvalLetOffDetail): take goods or a vehicle
 * out (items, plate, window); order type `letOff` on the configured chain; once approved, a pass the
 * gate scans once (the release record).
 */
export const LET_OFF_KINDS = ['goods', 'vehicle'] as const;
export const LET_OFF_KIND_LABELS = { goods: '物品放行', vehicle: '车辆放行' } as const;

export const letOffItemSchema = z.object({
  name: z.string({ error: '请填写物品名称' }).trim().min(1, '请填写物品名称').max(50, '不能超过50个字'),
  quantity: z.number({ error: '请填写数量' }).int('请填写数量').min(1, '请填写数量').max(100_000),
});

/**
 * POST visitor/let_offs/: with a login the staff applies as himself (phone and code not needed);
 * without one, the phone is proven with a code (purpose letOff).
 */
export const letOffCreateSchema = z
  .object({
    company_id: z.string().min(1, M.notFound).optional(),
    phone: visitorPhoneSchema.optional(),
    code: visitorCodeSchema.optional(),
    applicant_name: personNameSchema,
    kind: z.enum(LET_OFF_KINDS, { error: '请选择放行类型' }),
    items: z.array(letOffItemSchema).max(50, '物品不能超过50项').default([]),
    plate: plateSchema.optional(),
    reason: z.string({ error: M.reason }).trim().min(1, M.reason).max(200, '事由不能超过200个字'),
    start_time: hubDateTimeInputSchema,
    end_time: hubDateTimeInputSchema,
    client_key: clientKeySchema,
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'goods' && v.items.length === 0) ctx.addIssue({ code: 'custom', path: ['items'], message: '请添加放行物品' });
    if (v.kind === 'vehicle' && !v.plate) ctx.addIssue({ code: 'custom', path: ['plate'], message: M.plate });
  });
export type LetOffCreate = z.input<typeof letOffCreateSchema>;

export const letOffSchema = z.object({
  id: z.string(),
  company_name: z.string(),
  applicant_name: z.string(),
  phone_masked: z.string(),
  kind: z.enum(LET_OFF_KINDS),
  kind_label: z.string(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  plate: z.string().nullable(),
  reason: z.string(),
  window: visitorWindowSchema,
  status: visitorStatusSchema,
  reject_reason: z.string().nullable(),
  pass: visitorPassSchema.nullable(),
  release: gateRecordSchema.nullable(),
  /** Who applied with a login (null: a visitor without an account). */
  staff: personRefSchema.nullable(),
  created_time: z.string(),
});
export type LetOff = z.infer<typeof letOffSchema>;
export const letOffCreatedSchema = letOffSchema.extend({ link: z.object({ token: z.string(), path: z.string() }) });
export type LetOffCreated = z.infer<typeof letOffCreatedSchema>;
export const letOffPageSchema = pageOf(letOffSchema);
export type LetOffPage = z.infer<typeof letOffPageSchema>;

const detail = z.object({ detail: z.string() });

export const letOffEndpoints = {
  create: defineEndpoint({
    tags: ['visitor'],
    auth: 'optional',
    method: 'POST',
    path: '/visitor/let_offs/',
    operationId: 'visitor.createLetOff',
    summary: '放行申请（可无需登录）',
    description:
      "companyLetOff: apply to take goods or a vehicle out. With a token the staff applies as himself; without, company_id, phone and the phone's code (purpose letOff). Goes to the configured letOff chain (else the admin). Answers the pass page and its link (201); the same client_key again answers the same application (200). Rate limited (429).",
    body: letOffCreateSchema,
    response: { 200: letOffCreatedSchema, 201: letOffCreatedSchema, 429: detail },
  }),
  publicGet: defineEndpoint({
    tags: ['visitor'],
    auth: 'none',
    method: 'GET',
    path: '/visitor/public/let_offs/:token/',
    operationId: 'visitor.publicLetOff',
    summary: '我的放行申请（无需登录）',
    description: "The one let-off the link's token names, with its pass once approved; 404 otherwise.",
    params: visitorTokenParamsSchema,
    response: { 200: letOffSchema, 404: detail, 429: detail },
  }),
  mine: defineEndpoint({
    tags: ['visitor'],
    auth: 'required',
    method: 'GET',
    path: '/visitor/let_offs/',
    operationId: 'visitor.letOffs',
    summary: '我的放行申请',
    description: "The caller's let-off applications, newest first.",
    query: pageQuerySchema,
    response: { 200: letOffPageSchema },
  }),
  get: defineEndpoint({
    tags: ['visitor'],
    auth: 'required',
    method: 'GET',
    path: '/visitor/let_offs/:id/',
    operationId: 'visitor.letOff',
    summary: '放行详情',
    description: 'approvalLetOffDetail: to its applicant, its approvers, admins and the gate (patrolmen); 404 otherwise.',
    params: idParamsSchema,
    response: { 200: letOffSchema },
  }),
} as const;

import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { pageQuerySchema } from './messages.ts';
import { idParamsSchema, pageOf, personRefSchema } from './page.ts';
import { queryIntSchema } from './input-limits.ts';
import {
  clientKeySchema,
  hubDateTimeInputSchema,
  idNumberSchema,
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
 * Visits (来访, /makingAppointment and the approval detail approvalVisitDetail): a visitor books
 * from a phone (verified by a one-time code), or a host invites one; the host approves (order type
 * `visit`); the visitor's one live pass is a QR code the gate scans in and out (visitor-gate.ts).
 */

const visitFields = {
  visitor_name: personNameSchema,
  /** Kept masked; the whole number is purged after the retention period (docs/server.md). */
  id_number: idNumberSchema.optional(),
  visitor_company: z.string().trim().max(50, '不能超过50个字').optional(),
  reason: z.string({ error: M.reason }).trim().min(1, M.reason).max(200, '事由不能超过200个字'),
  start_time: hubDateTimeInputSchema,
  end_time: hubDateTimeInputSchema,
  plate: plateSchema.optional(),
  companions: z.number().int().min(0).max(20, '随行人数不能超过20人').default(0),
  client_key: clientKeySchema,
};

/** POST visitor/public/visits/ (no login): the visitor books; the host is named by name and phone, never picked from a directory. */
export const publicVisitCreateSchema = z.object({
  company_id: z.string({ error: M.notFound }).min(1, M.notFound),
  phone: visitorPhoneSchema,
  code: visitorCodeSchema,
  host_name: personNameSchema,
  host_phone: visitorPhoneSchema,
  ...visitFields,
});
export type PublicVisitCreate = z.input<typeof publicVisitCreateSchema>;

/** POST visitor/visits/ (a host invites): approved at once; the link goes to the visitor. */
export const visitInviteSchema = z.object({ phone: visitorPhoneSchema, ...visitFields });
export type VisitInvite = z.input<typeof visitInviteSchema>;

/** PATCH visitor/visits/{id}/: a new window or plate kills the old pass and issues exactly one new one. */
export const visitChangeSchema = z.object({
  start_time: hubDateTimeInputSchema,
  end_time: hubDateTimeInputSchema,
  plate: plateSchema.nullable().optional(),
});
export type VisitChange = z.input<typeof visitChangeSchema>;

export const visitCancelSchema = z.object({ remark: z.string().trim().max(200).optional() }).default({});

export const gateRecordSchema = z.object({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  direction_label: z.string(),
  scanned_at: z.string(),
  scanned_time: z.string(),
  /** null: recorded by the system (the end-of-day check-out). */
  guard: personRefSchema.nullable(),
  remark: z.string(),
  late: z.boolean(),
});
export type GateRecord = z.infer<typeof gateRecordSchema>;

/** What the visitor's own page shows (the link's token is the key): nothing of other visits. */
export const publicVisitSchema = z.object({
  company_name: z.string(),
  visitor_name: z.string(),
  phone_masked: z.string(),
  id_number_masked: z.string().nullable(),
  host_name: z.string(),
  reason: z.string(),
  window: visitorWindowSchema,
  plate: z.string().nullable(),
  companions: z.number().int(),
  status: visitorStatusSchema,
  reject_reason: z.string().nullable(),
  pass: visitorPassSchema.nullable(),
  can_cancel: z.boolean(),
});
export type PublicVisit = z.infer<typeof publicVisitSchema>;

/** The link of a visit: /makingAppointment?visit= (its secret, 192 bits; never ?token=, spec 4's login token). */
export const visitLinkSchema = z.object({ token: z.string(), path: z.string() });
export type VisitLink = z.infer<typeof visitLinkSchema>;
export const publicVisitCreatedSchema = publicVisitSchema.extend({ link: visitLinkSchema });
export type PublicVisitCreated = z.infer<typeof publicVisitCreatedSchema>;

export const visitSchema = z.object({
  id: z.string(),
  visitor_name: z.string(),
  phone_masked: z.string(),
  /** The whole number for the host, its approvers and admins; null for others. */
  phone: z.string().nullable(),
  id_number_masked: z.string().nullable(),
  visitor_company: z.string(),
  host: personRefSchema,
  reason: z.string(),
  window: visitorWindowSchema,
  plate: z.string().nullable(),
  companions: z.number().int(),
  invited: z.boolean(),
  status: visitorStatusSchema,
  reject_reason: z.string().nullable(),
  pass: visitorPassSchema.nullable(),
  gate_records: z.array(gateRecordSchema),
  /** The visitor's link (host only). */
  link: visitLinkSchema.nullable(),
  can: z.object({ change: z.boolean(), cancel: z.boolean() }),
  created_time: z.string(),
});
export type Visit = z.infer<typeof visitSchema>;

export const visitListQuerySchema = pageQuerySchema.extend({ status: queryIntSchema.optional() });
export const visitListItemSchema = visitSchema.pick({
  id: true,
  visitor_name: true,
  phone_masked: true,
  visitor_company: true,
  host: true,
  reason: true,
  window: true,
  plate: true,
  invited: true,
  status: true,
  created_time: true,
});
export const visitPageSchema = pageOf(visitListItemSchema);
export type VisitPage = z.infer<typeof visitPageSchema>;

const detail = z.object({ detail: z.string() });
const staff = { tags: ['visitor'], auth: 'required' } as const;
const open = { tags: ['visitor'], auth: 'none' } as const;

export const visitEndpoints = {
  book: defineEndpoint({
    ...open,
    method: 'POST',
    path: '/visitor/public/visits/',
    operationId: 'visitor.bookVisit',
    summary: '访客预约（无需登录）',
    description:
      "makingAppointment: a visitor with no account books a visit with the code sent to his phone (visitor.sendPhoneCode, purpose visit). The host (an active staff matched by name and phone; 400 未找到被访人 otherwise, which says nothing more) approves it. Answers the visit's page and its link (201); the same client_key again answers the same visit (200). Rate limited per client and phone.",
    body: publicVisitCreateSchema,
    response: { 200: publicVisitCreatedSchema, 201: publicVisitCreatedSchema, 429: detail },
  }),
  publicVisit: defineEndpoint({
    ...open,
    method: 'GET',
    path: '/visitor/public/visits/:token/',
    operationId: 'visitor.publicVisit',
    summary: '我的来访（无需登录）',
    description:
      "The one visit the link's token names: status, window, masked phone and ID, and its live pass (QR content) once approved. 404 for any other token.",
    params: visitorTokenParamsSchema,
    response: { 200: publicVisitSchema, 404: detail, 429: detail },
  }),
  cancelPublicVisit: defineEndpoint({
    ...open,
    method: 'POST',
    path: '/visitor/public/visits/:token/cancel/',
    operationId: 'visitor.cancelPublicVisit',
    summary: '访客取消来访（无需登录）',
    description: 'The visitor cancels a visit not yet begun (in approval or approved): its pass dies at once.',
    params: visitorTokenParamsSchema,
    response: { 200: publicVisitSchema, 404: detail, 429: detail },
  }),
  invite: defineEndpoint({
    ...staff,
    method: 'POST',
    path: '/visitor/visits/',
    operationId: 'visitor.inviteVisit',
    summary: '邀请访客',
    description:
      "A host invites a visitor: the visit is approved at once (he is its host) with its pass; send the answer's link to the visitor. The same client_key again answers the same visit (200).",
    body: visitInviteSchema,
    response: { 200: visitSchema, 201: visitSchema },
  }),
  list: defineEndpoint({
    ...staff,
    method: 'GET',
    path: '/visitor/visits/',
    operationId: 'visitor.visits',
    summary: '我的访客',
    description: "The visits the caller hosts, newest first; ?status= filters (an admin sees the company's).",
    query: visitListQuerySchema,
    response: { 200: visitPageSchema },
  }),
  get: defineEndpoint({
    ...staff,
    method: 'GET',
    path: '/visitor/visits/:id/',
    operationId: 'visitor.visit',
    summary: '来访详情',
    description:
      'approvalVisitDetail: the visit with its pass and gate records, to its host, its approvers, admins and the gate (patrolmen); 404 otherwise.',
    params: idParamsSchema,
    response: { 200: visitSchema },
  }),
  change: defineEndpoint({
    ...staff,
    method: 'PATCH',
    path: '/visitor/visits/:id/',
    operationId: 'visitor.changeVisit',
    summary: '修改来访时段',
    description:
      'The host changes the window (and plate) of an approved visit not yet begun: the old QR dies and exactly one new pass is issued.',
    params: idParamsSchema,
    body: visitChangeSchema,
    response: { 200: visitSchema, 403: detail },
  }),
  cancel: defineEndpoint({
    ...staff,
    method: 'POST',
    path: '/visitor/visits/:id/cancel/',
    operationId: 'visitor.cancelVisit',
    summary: '取消来访',
    description: 'The host cancels an approved visit not yet begun: its pass dies at once (while in approval he rejects it instead).',
    params: idParamsSchema,
    body: visitCancelSchema,
    response: { 200: visitSchema, 403: detail },
  }),
} as const;

import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { visitorCodeSchema, visitorMessages as M, visitorPhoneSchema } from './visitor-common.ts';

/**
 * What the no-login pages (spec 2.2: makingAppointment, companyLetOff, outApplyList, outApply) share:
 * a one-time code to a phone, and for going out a short session of the staff the phone belongs to.
 * Every public endpoint is rate limited per client (429 操作过于频繁，请稍后再试).
 */
export const PHONE_CODE_PURPOSES = ['visit', 'letOff', 'outApply'] as const;

export const phoneCodeRequestSchema = z.object({
  company_id: z.string({ error: M.notFound }).min(1, M.notFound),
  phone: visitorPhoneSchema,
  purpose: z.enum(PHONE_CODE_PURPOSES),
});
export type PhoneCodeRequest = z.input<typeof phoneCodeRequestSchema>;

/** The company a public page names (?company_id=), as the page may show it. */
export const publicCompanyQuerySchema = z.object({ company_id: z.string().min(1, M.notFound) });
export const publicCompanySchema = z.object({ id: z.string(), name: z.string() });
export type PublicCompany = z.infer<typeof publicCompanySchema>;

/** POST visitor/public/out_sessions/: a staff proves his phone; the session stands in for a login on the going-out pages. */
export const outSessionCreateSchema = z.object({
  company_id: z.string({ error: M.notFound }).min(1, M.notFound),
  phone: visitorPhoneSchema,
  code: visitorCodeSchema,
});
export type OutSessionCreate = z.input<typeof outSessionCreateSchema>;
export const outSessionSchema = z.object({ session: z.string(), staff_name: z.string(), expires_at: z.string() });
export type OutSession = z.infer<typeof outSessionSchema>;

const detail = z.object({ detail: z.string() });
const open = { tags: ['visitor'], auth: 'none' } as const;

export const visitorPublicEndpoints = {
  company: defineEndpoint({
    ...open,
    method: 'GET',
    path: '/visitor/public/company/',
    operationId: 'visitor.publicCompany',
    summary: '公开页面的单位（无需登录）',
    description: 'The name of the company a public page names (404 for an unknown one); nothing else of it.',
    query: publicCompanyQuerySchema,
    response: { 200: publicCompanySchema, 404: detail, 429: detail },
  }),
  sendPhoneCode: defineEndpoint({
    ...open,
    method: 'POST',
    path: '/visitor/public/phone_codes/',
    operationId: 'visitor.sendPhoneCode',
    summary: '发送手机验证码（无需登录）',
    description:
      "Sends a 6-digit code (10 minutes, 5 tries) to the phone through the platform's SMS service. Always answers {detail: 验证码已发送} for a known company (no account probing: for outApply a phone that is no staff gets no code). Rate limited per phone and per client (429).",
    body: phoneCodeRequestSchema,
    response: { 200: detail, 404: detail, 429: detail },
  }),
  outSession: defineEndpoint({
    ...open,
    method: 'POST',
    path: '/visitor/public/out_sessions/',
    operationId: 'visitor.outSession',
    summary: '外出申请验证身份（无需登录）',
    description:
      'A staff without a login proves his phone with the code (purpose outApply): a session (2 hours) for the going-out endpoints (?session=). 400 {code: [验证码错误或已失效]} otherwise. Rate limited (429).',
    body: outSessionCreateSchema,
    response: { 201: outSessionSchema, 429: detail },
  }),
} as const;

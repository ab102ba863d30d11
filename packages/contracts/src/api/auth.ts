import { z } from 'zod';
import { authDataSchema, loginByCodeSchema, loginByOpenidSchema, loginByPasswordSchema } from '../auth.ts';
import { defineEndpoint } from './endpoint.ts';
import { newPasswordSchema, OLD_PASSWORD_REQUIRED } from './password.ts';
import { companiesQuerySchema, companiesResponseSchema } from './companies.ts';
import { codedErrorSchema, detailErrorSchema } from './errors.ts';

/**
 * POST /9077/api/token/: one of the three login forms. The server picks the form by its keys:
 * `phone`/`password` -> password login, `p` -> code login, otherwise {openid, company_id}.
 */
export const loginRequestSchema = z.union([loginByPasswordSchema, loginByCodeSchema, loginByOpenidSchema]);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The login answer is the whole AuthData (kept under LXDZAuths). */
export const loginResponseSchema = authDataSchema;

/** GET /9077/api/token/{user_id}/: the staff and company fields of AuthData, without a new token. */
export const staffRecordSchema = authDataSchema.omit({ token: true });
export type StaffRecord = z.infer<typeof staffRecordSchema>;

export const staffRecordParamsSchema = z.object({ user_id: z.string() });

export const passwordChangeSchema = z.object({
  old_password: z.string().min(1, OLD_PASSWORD_REQUIRED),
  new_password: newPasswordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const passwordResetCodeRequestSchema = z.object({
  phone: z.string().regex(/^\d{11}$/, '请输入11位手机号'),
  company_id: z.string().min(1),
});
export type PasswordResetCodeRequest = z.infer<typeof passwordResetCodeRequestSchema>;

export const passwordResetSchema = passwordResetCodeRequestSchema.extend({
  code: z.string().regex(/^\d{6}$/, '请输入6位验证码'),
  new_password: newPasswordSchema,
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** Answer of actions that only confirm (`{detail}`). */
export const detailResponseSchema = z.object({ detail: z.string() });
export type DetailResponse = z.infer<typeof detailResponseSchema>;

/** The auth operations (OpenAPI tag `auth`): the server routes, the client calls and the document read these. */
export const authEndpoints = {
  listCompanies: defineEndpoint({
    method: 'GET',
    path: '/companies/',
    operationId: 'auth.listCompanies',
    tags: ['auth'],
    summary: '可选单位（登录页，?type= 按租户类型筛选）',
    description: 'The companies a login page may offer, optionally only those of one tenant type (?type=). No token needed.',
    auth: 'none',
    query: companiesQuerySchema,
    response: { 200: companiesResponseSchema },
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/token/',
    operationId: 'auth.login',
    tags: ['auth'],
    summary: '登录：{p, openid}、{openid, company_id} 或 {phone, password, company_id}',
    description:
      'Answers AuthData with a new token (7 days). Rate limited per (company, phone), per IP for openid forms, and per IP overall.',
    auth: 'none',
    body: loginRequestSchema,
    response: { 200: loginResponseSchema, 403: codedErrorSchema.describe('STAFF_WX_AUTH_FAIL'), 429: detailErrorSchema },
  }),
  revokeToken: defineEndpoint({
    method: 'POST',
    path: '/token/revoke/',
    operationId: 'auth.revokeToken',
    tags: ['auth'],
    summary: '注销当前令牌',
    description: 'Revokes the token of this request; the push streams opened with it end too. Other sessions stay signed in.',
    auth: 'required',
    response: { 200: detailResponseSchema },
  }),
  staffRecord: defineEndpoint({
    method: 'GET',
    path: '/token/:user_id/',
    operationId: 'auth.staffRecord',
    tags: ['auth'],
    summary: '加载员工信息（本人，或本公司管理员查看）',
    description:
      'The staff record (StaffData) of the caller, or of another staff of the same company for an admin (403 otherwise). An id of another company, a malformed id and an unknown id all answer 404.',
    auth: 'required',
    params: staffRecordParamsSchema,
    response: { 200: staffRecordSchema, 403: detailErrorSchema },
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/password/change/',
    operationId: 'auth.changePassword',
    tags: ['auth'],
    summary: '修改密码（其他设备上的登录将失效）',
    description:
      "Changes the caller's password after checking the old one (400 {old_password: [...]}); the other tokens of the account are revoked, this one stays.",
    auth: 'required',
    body: passwordChangeSchema,
    response: { 200: detailResponseSchema },
  }),
  sendResetCode: defineEndpoint({
    method: 'POST',
    path: '/password/reset/code/',
    operationId: 'auth.sendResetCode',
    tags: ['auth'],
    summary: '发送重置密码验证码（不透露手机号是否存在）',
    description: 'Sends a password reset code by SMS. The answer is the same whether the phone exists or not; rate limited.',
    auth: 'none',
    body: passwordResetCodeRequestSchema,
    response: { 200: detailResponseSchema, 429: detailErrorSchema },
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/password/reset/',
    operationId: 'auth.resetPassword',
    tags: ['auth'],
    summary: '用验证码重置密码（所有登录失效）',
    description:
      'Sets a new password with a reset code (400 when the code is wrong or expired); every token of the account is revoked. Rate limited.',
    auth: 'none',
    body: passwordResetSchema,
    response: { 200: detailResponseSchema, 429: detailErrorSchema },
  }),
} as const;

import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { detailErrorSchema } from './errors.ts';

/**
 * One-time codes to a phone that is nobody's account yet (registration, a guest's sign-up, binding a
 * phone after a WeChat login), issue 40. The server keeps them in platform/identity/phone-codes.ts.
 * `staff_login`: an applicant checks his registration and signs in with it.
 */
export const SMS_CODE_PURPOSES = ['register', 'staff_login', 'quick_register', 'ai_register', 'bind_phone'] as const;
export type SmsCodePurpose = (typeof SMS_CODE_PURPOSES)[number];

/** Seconds before the same phone may ask again for a code of the same purpose. */
export const SMS_CODE_RESEND_SECONDS = 60;

export const smsCodeMessages = {
  sent: '验证码已发送',
  phoneRequired: '请输入手机号',
  phoneInvalid: '请输入11位手机号',
  codeRequired: '请输入验证码',
  codeInvalid: '请输入6位验证码',
  codeWrong: '验证码错误或已过期',
  companyRequired: '请选择单位',
  companyUnknown: '单位不存在',
  purposeInvalid: '不支持的验证码用途',
  /** One code per phone and purpose a minute (429). */
  tooSoon: (seconds: number) => `验证码发送过于频繁，请${String(seconds)}秒后再试`,
} as const;

/** A mainland mobile number: 11 digits starting with 1. */
export const smsPhoneSchema = z
  .string({ error: smsCodeMessages.phoneRequired })
  .trim()
  .min(1, smsCodeMessages.phoneRequired)
  .regex(/^1\d{10}$/, smsCodeMessages.phoneInvalid);
export const smsCodeSchema = z
  .string({ error: smsCodeMessages.codeRequired })
  .trim()
  .min(1, smsCodeMessages.codeRequired)
  .regex(/^\d{6}$/, smsCodeMessages.codeInvalid);
export const smsCompanySchema = z.string({ error: smsCodeMessages.companyRequired }).min(1, smsCodeMessages.companyRequired).max(64);

export const smsCodeRequestSchema = z.object({
  company_id: smsCompanySchema,
  phone: smsPhoneSchema,
  purpose: z.enum(SMS_CODE_PURPOSES, { error: smsCodeMessages.purposeInvalid }),
});
export type SmsCodeRequest = z.input<typeof smsCodeRequestSchema>;

const detail = z.object({ detail: z.string() });

export const smsCodeEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/phone_codes/',
    operationId: 'auth.sendPhoneCode',
    tags: ['auth'],
    auth: 'none',
    summary: '发送手机验证码（注册、绑定手机等，无需登录）',
    description:
      'Sends a 6-digit code (10 minutes, 5 tries, one use) to the phone for a purpose, in one company (404 for an unknown company). A new code replaces the older ones. One code per phone and purpose every 60 s (429 {detail: 验证码发送过于频繁，请N秒后再试}); also limited per client.',
    body: smsCodeRequestSchema,
    response: { 200: detail, 404: detailErrorSchema, 429: detailErrorSchema },
  }),
} as const;

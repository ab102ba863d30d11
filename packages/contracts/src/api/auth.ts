import { z } from 'zod';
import { authDataSchema, loginByCodeSchema, loginByOpenidSchema, loginByPasswordSchema } from '../auth.ts';

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

/** Passwords: 8 to 64 characters with letters and digits. */
export const newPasswordSchema = z
  .string()
  .min(8, '密码长度至少8位')
  .max(64, '密码长度不能超过64位')
  .regex(/[A-Za-z]/, '密码需包含字母')
  .regex(/\d/, '密码需包含数字');

export const passwordChangeSchema = z.object({
  old_password: z.string().min(1, '请输入原密码'),
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

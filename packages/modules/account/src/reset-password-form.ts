import { newPasswordSchema } from '@campus/contracts';
import { PHONE_INVALID, PHONE_REQUIRED } from './login-form.ts';

export const FORGET_PASSWORD_TITLE = '忘记密码';
export const CODE_REQUIRED = '请输入验证码';
export const CODE_INVALID = '请输入6位验证码';
export const NEW_PASSWORD_REQUIRED = '请输入新密码';
export const CONFIRM_REQUIRED = '请再次输入新密码';
export const CONFIRM_MISMATCH = '两次输入的密码不一致';
/** The server's password rules (contracts' newPasswordSchema), shown before submit. */
export const PASSWORD_RULES = '密码8至64位，需同时包含字母和数字';
export const SUBMIT_RESET = '重置密码';

/** The phone's message, or null when it can be sent. */
export function phoneProblem(phone: string): string | null {
  if (phone === '') return PHONE_REQUIRED;
  return /^1\d{10}$/.test(phone) ? null : PHONE_INVALID;
}

export function codeProblem(code: string): string | null {
  if (code === '') return CODE_REQUIRED;
  return /^\d{6}$/.test(code) ? null : CODE_INVALID;
}

/** The first of the server's own password messages the value breaks, checked before sending. */
export function newPasswordProblem(password: string): string | null {
  if (password === '') return NEW_PASSWORD_REQUIRED;
  const result = newPasswordSchema.safeParse(password);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export function confirmProblem(password: string, confirm: string): string | null {
  if (confirm === '') return CONFIRM_REQUIRED;
  return confirm === password ? null : CONFIRM_MISMATCH;
}

import { z } from 'zod';

/**
 * Passwords: 8 to 64 characters with letters and digits. A file of its own: the reset screen checks
 * it, while the start-up code, which calls the auth endpoints, needs no schema (build/client-contracts.ts).
 */
export const newPasswordSchema = z
  .string()
  .min(8, '密码长度至少8位')
  .max(64, '密码长度不能超过64位')
  .regex(/[A-Za-z]/, '密码需包含字母')
  .regex(/\d/, '密码需包含数字');

/** POST password/change/ answers these (400 `{old_password: [...]}` / `{new_password: [...]}`); the screen checks the second before sending. */
export const OLD_PASSWORD_REQUIRED = '请输入原密码';
export const OLD_PASSWORD_WRONG = '原密码错误';
export const NEW_PASSWORD_SAME_AS_OLD = '新密码不能与原密码相同';

import { NEW_PASSWORD_SAME_AS_OLD, OLD_PASSWORD_REQUIRED } from '@campus/contracts';
import { newPasswordProblem } from './reset-password-form.ts';

export const CHANGE_PASSWORD_TITLE = '修改密码';
export const SUBMIT_CHANGE = '确认修改';
/** Said under the button: what a change does to the person's other logins (the server revokes them). */
export const OTHER_SESSIONS_NOTE = '修改后，本机保持登录，其他设备上的登录将失效';

export function oldPasswordProblem(password: string): string | null {
  return password === '' ? OLD_PASSWORD_REQUIRED : null;
}

/** The server's rules first, then the server's refusal of an unchanged password, both before sending. */
export function changedPasswordProblem(oldPassword: string, password: string): string | null {
  return newPasswordProblem(password) ?? (password === oldPassword ? NEW_PASSWORD_SAME_AS_OLD : null);
}

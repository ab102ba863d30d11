import { describe, expect, it } from 'vitest';
import {
  CODE_INVALID,
  CODE_REQUIRED,
  CONFIRM_MISMATCH,
  codeProblem,
  confirmProblem,
  newPasswordProblem,
  phoneProblem,
} from './reset-password-form.ts';
import { PHONE_INVALID } from './login-form.ts';

describe('忘记密码 form checks (the server checks again)', () => {
  it('phone: 11 digits starting with 1', () => {
    expect(phoneProblem('13800000000')).toBeNull();
    expect(phoneProblem('1380000')).toBe(PHONE_INVALID);
  });

  it('code: six digits', () => {
    expect(codeProblem('')).toBe(CODE_REQUIRED);
    expect(codeProblem('12a456')).toBe(CODE_INVALID);
    expect(codeProblem('123456')).toBeNull();
  });

  it('new password: the server rules with the server messages', () => {
    expect(newPasswordProblem('abc1')).toBe('密码长度至少8位');
    expect(newPasswordProblem('abcdefgh')).toBe('密码需包含数字');
    expect(newPasswordProblem('12345678')).toBe('密码需包含字母');
    expect(newPasswordProblem('Reset2026x')).toBeNull();
  });

  it('the two passwords must match', () => {
    expect(confirmProblem('Reset2026x', 'Reset2026y')).toBe(CONFIRM_MISMATCH);
    expect(confirmProblem('Reset2026x', 'Reset2026x')).toBeNull();
  });
});

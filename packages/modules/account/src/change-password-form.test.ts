import { describe, expect, it } from 'vitest';
import { changedPasswordProblem, oldPasswordProblem } from './change-password-form.ts';

describe('修改密码 form checks (issue 34; the server checks again)', () => {
  it('the old password is required', () => {
    expect(oldPasswordProblem('')).toBe('请输入原密码');
    expect(oldPasswordProblem('Demo@2026')).toBeNull();
  });

  it('the new password: the server rules with the server messages, and not the old one again', () => {
    expect(changedPasswordProblem('Demo@2026', '')).toBe('请输入新密码');
    expect(changedPasswordProblem('Demo@2026', 'abc1')).toBe('密码长度至少8位');
    expect(changedPasswordProblem('Demo@2026', 'abcdefgh')).toBe('密码需包含数字');
    expect(changedPasswordProblem('Demo@2026', 'Demo@2026')).toBe('新密码不能与原密码相同');
    expect(changedPasswordProblem('Demo@2026', 'Change2026x')).toBeNull();
  });
});

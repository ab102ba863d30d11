import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as core from '@campus/core';
import { currentLocation, httpError, renderScreen, stubExports } from '@campus/ui/testing';
import * as api from '../change-password-api.ts';
import ChangePasswordScreen from './change-password-screen.tsx';

beforeEach(() => {
  stubExports(api);
  vi.spyOn(core, 'showToast').mockResolvedValue(undefined as never);
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const open = () => renderScreen(<ChangePasswordScreen />, { at: '/userInfo/changePassword', path: '/userInfo/changePassword' });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
  });
};

describe('修改密码 (#/userInfo/changePassword, issue 34)', () => {
  it('shows the server’s password rules before anything is typed', () => {
    open();
    expect(screen.getByText('密码8至64位，需同时包含字母和数字')).toBeTruthy();
    expect(screen.getByLabelText('原密码')).toBeTruthy();
    expect(screen.getByLabelText('新密码')).toBeTruthy();
    expect(screen.getByLabelText('确认新密码')).toBeTruthy();
  });

  it('checks before sending: a rule broken, the old one again, a mismatched confirmation', async () => {
    open();
    type('原密码', 'Demo@2026');
    type('新密码', 'abcdefgh');
    type('确认新密码', 'abcdefgh');
    await submit();
    expect(await screen.findByText('密码需包含数字')).toBeTruthy();
    type('新密码', 'Demo@2026');
    await submit();
    expect(await screen.findByText('新密码不能与原密码相同')).toBeTruthy();
    type('新密码', 'Change2026x');
    type('确认新密码', 'Change2026y');
    await submit();
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it('a wrong old password: the server’s words next to the field, what was typed stays', async () => {
    vi.mocked(api.changePassword).mockRejectedValue(httpError(400, { old_password: ['原密码错误'] }));
    open();
    type('原密码', 'Wrong2026x');
    type('新密码', 'Change2026x');
    type('确认新密码', 'Change2026x');
    await submit();
    expect(await screen.findByText('原密码错误')).toBeTruthy();
    expect((screen.getByLabelText('新密码') as HTMLInputElement).value).toBe('Change2026x');
    expect(currentLocation()).toBe('/userInfo/changePassword');
  });

  it('success: the server’s message, back to 个人中心 (still signed in)', async () => {
    vi.mocked(api.changePassword).mockResolvedValue('密码修改成功');
    open();
    type('原密码', 'Demo@2026');
    type('新密码', 'Change2026x');
    type('确认新密码', 'Change2026x');
    await submit();
    await waitFor(() => expect(currentLocation()).toBe('/userInfo'));
    expect(api.changePassword).toHaveBeenCalledWith('Demo@2026', 'Change2026x');
    expect(core.showToast).toHaveBeenCalledWith('密码修改成功');
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as core from '@campus/core';
import { createStores, StoresProvider } from '@campus/core';
import { httpError, stubExports } from '@campus/ui/testing';
import { MemoryRouter } from 'react-router-dom';
import * as api from '../api.ts';
import RegisterSettingsScreen from './register-settings-screen.tsx';

function renderAs(admin: boolean) {
  localStorage.setItem('token', 't');
  localStorage.setItem(
    'LXDZAuths',
    JSON.stringify({ token: 't', user_id: 's-0', name: '演示员工', is_admin: admin, role: admin ? 'admin' : 'staff' }),
  );
  render(
    <StoresProvider stores={createStores()}>
      <MemoryRouter initialEntries={['/staffApply/registerSettings']}>
        <RegisterSettingsScreen />
      </MemoryRouter>
    </StoresProvider>,
  );
}

beforeEach(() => {
  stubExports(api);
  vi.spyOn(core, 'showToast').mockResolvedValue(undefined as never);
  vi.mocked(api.fetchRegisterSettings).mockResolvedValue({ student_needs_approval: false, quick_register: false });
  vi.mocked(api.fetchDevicePolicy).mockResolvedValue({ require_bound_device: false });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  localStorage.clear();
});

describe('注册设置 (issue 40: registration rules and the bound-device requirement)', () => {
  it('tells anyone else it is for administrators, without asking the server', async () => {
    renderAs(false);
    expect(await screen.findByText('仅单位管理员可以设置注册规则')).toBeTruthy();
    expect(api.fetchRegisterSettings).not.toHaveBeenCalled();
  });

  it('an administrator turns each rule; each is saved as it is turned and says what it means', async () => {
    vi.mocked(api.saveRegisterSettings).mockImplementation(async (body) => body);
    vi.mocked(api.saveDevicePolicy).mockImplementation(async (body) => body);
    renderAs(true);
    expect(await screen.findByText('学生注册后即可登录')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: '学生注册需审批' })));
    expect(api.saveRegisterSettings).toHaveBeenCalledWith({ student_needs_approval: true, quick_register: false });
    expect(await screen.findByText('学生提交注册后，审批通过才能登录')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: '开放快速注册' })));
    expect(api.saveRegisterSettings).toHaveBeenLastCalledWith({ student_needs_approval: true, quick_register: true });
    expect(await screen.findByText('邀请码与员工二维码')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: '要求绑定设备登录' })));
    expect(api.saveDevicePolicy).toHaveBeenCalledWith({ require_bound_device: true });
    expect(await screen.findByText(/员工须在App中登录/)).toBeTruthy();
  });

  it('a refusal leaves the switch as it was and says why', async () => {
    vi.mocked(api.saveDevicePolicy).mockRejectedValue(httpError(403, { detail: '您没有执行该操作的权限' }));
    renderAs(true);
    const device = await screen.findByRole('switch', { name: '要求绑定设备登录' });
    await act(async () => fireEvent.click(device));
    expect(await screen.findByText('您没有执行该操作的权限')).toBeTruthy();
    expect(device.getAttribute('aria-checked')).toBe('false');
  });
});

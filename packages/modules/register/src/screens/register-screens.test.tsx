import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as core from '@campus/core';
import { currentLocation, httpError, renderScreen, stubExports } from '@campus/ui/testing';
import * as api from '../api.ts';
import * as device from '../device.ts';
import { forgetDraft, rememberDepartment } from '../company.ts';
import QuickRegisterScreen from './quick-register-screen.tsx';
import StaffRegisterScreen from './staff-register-screen.tsx';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const rules = (quick: boolean, device = false) => ({
  id: COMPANY,
  name: '三安园区',
  student_needs_approval: false,
  quick_register: quick,
  require_bound_device: device,
});

beforeEach(() => {
  stubExports(api);
  stubExports(device);
  vi.mocked(device.appDevice).mockResolvedValue({});
  vi.mocked(api.fetchCompanies).mockResolvedValue([{ id: COMPANY, name: '三安园区', type: 'sa' }]);
  vi.spyOn(core, 'showToast').mockResolvedValue(undefined as never);
});
afterEach(() => {
  cleanup();
  forgetDraft();
  vi.resetAllMocks();
});

describe('快速注册 (#/staffApply/quickRegister, issue 40)', () => {
  it('a company without quick registration says so as the page opens, and the form cannot be sent', async () => {
    vi.mocked(api.fetchRegisterCompany).mockResolvedValue(rules(false));
    renderScreen(<QuickRegisterScreen />, { at: `/staffApply/quickRegister?company_id=${COMPANY}`, path: '/staffApply/quickRegister' });
    expect(await screen.findByText('本单位未开放快速注册')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '注册' })).toBeNull();
    expect(screen.queryByLabelText('邀请码')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '提交员工注册申请' }));
    expect(currentLocation()).toBe(`/staffApply/staffRegister?company_id=${COMPANY}`);
    expect(api.registerQuick).not.toHaveBeenCalled();
  });

  it('the staff QR code’s link names the invitation: its department shows before the form is sent', async () => {
    vi.mocked(api.fetchRegisterCompany).mockResolvedValue(rules(true));
    vi.mocked(api.fetchInvitation).mockResolvedValue({ valid: true, department: '信息中心', job: '职员' });
    renderScreen(<QuickRegisterScreen />, {
      at: `/staffApply/quickRegister?company_id=${COMPANY}&invite=JOIN2026`,
      path: '/staffApply/quickRegister',
    });
    expect(await screen.findByText('邀请加入：信息中心（职员）')).toBeTruthy();
    expect(api.fetchInvitation).toHaveBeenCalledWith(COMPANY, 'JOIN2026');
    expect((screen.getByLabelText('邀请码') as HTMLInputElement).value).toBe('JOIN2026');
  });
});

describe('where the company requires a bound device (issue 40, bindHardware)', () => {
  it('quickRegister opened outside the app says so as it opens; inside the app it does not', async () => {
    vi.mocked(api.fetchRegisterCompany).mockResolvedValue(rules(true, true));
    renderScreen(<QuickRegisterScreen />, { at: `/staffApply/quickRegister?company_id=${COMPANY}`, path: '/staffApply/quickRegister' });
    expect(await screen.findByText('本单位要求使用App登录并绑定设备，请在App中打开本页注册')).toBeTruthy();
    cleanup();
    vi.mocked(device.appDevice).mockResolvedValue({ device_id: 'android-1234567890' });
    renderScreen(<QuickRegisterScreen />, { at: `/staffApply/quickRegister?company_id=${COMPANY}`, path: '/staffApply/quickRegister' });
    expect(await screen.findByLabelText('邀请码')).toBeTruthy();
    expect(screen.queryByText(/本单位要求使用App登录/)).toBeNull();
  });
});

describe('员工注册 (#/staffApply/staffRegister, issue 40)', () => {
  it('the server’s refusal goes next to its field, what was typed stays', async () => {
    vi.mocked(api.fetchRegisterCompany).mockResolvedValue(rules(false));
    vi.mocked(api.registerStaff).mockRejectedValue(httpError(400, { phone: ['该手机号已有待审批的注册申请'] }));
    rememberDepartment({ id: 'd1', name: '后勤部' });
    renderScreen(<StaffRegisterScreen />, { at: `/staffApply/staffRegister?company_id=${COMPANY}`, path: '/staffApply/staffRegister' });
    expect(screen.getByText('后勤部')).toBeTruthy();
    const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('姓名', '张三');
    type('手机号', '13912345678');
    type('验证码', '123456');
    type('岗位', '职员');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    });
    expect(await screen.findByText('该手机号已有待审批的注册申请')).toBeTruthy();
    expect(api.registerStaff).toHaveBeenCalledWith({
      company_id: COMPANY,
      name: '张三',
      phone: '13912345678',
      code: '123456',
      job: '职员',
      department_id: 'd1',
    });
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('张三');
  });
});

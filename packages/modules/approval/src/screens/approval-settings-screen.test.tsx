import { createStores, StoresProvider } from '@campus/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ApprovalSettingsScreen from './approval-settings-screen.tsx';

vi.mock('../api.ts', () => ({
  fetchApprovalSettings: vi.fn(),
  saveApprovalSettings: vi.fn(),
  fetchStaffName: vi.fn(async () => '维修员'),
  searchStaffs: vi.fn(async () => ({ count: 0, next: null, previous: null, results: [] })),
}));

vi.mock('@campus/core', async (importOriginal) => {
  const core = await importOriginal<typeof import('@campus/core')>();
  const type = (name: string, code: string) => ({
    type: code,
    module: code,
    name,
    statuses: [{ code: 10, label: '审批中' }],
    in_approval: 10,
    after_approval: 20,
    rejected: -20,
    cancelled: -10,
    transitions: [],
  });
  return {
    ...core,
    showToast: vi.fn(async () => undefined),
    orderTypesStore: new core.OrderTypesStore(async () => [type('物品领用', 'goods'), type('通用流程', 'forms')]),
  };
});

const api = await import('../api.ts');

const saved = {
  skip_repeated_approver: true,
  work_start: '09:00',
  work_end: '18:00',
  workdays: [1, 2, 3, 4, 5],
  reminder_hours: {},
  timeouts: { forms: [{ after_hours: 24, action: 'department_head' as const }] },
};

function renderAs(admin: boolean) {
  localStorage.setItem('token', 't');
  localStorage.setItem(
    'LXDZAuths',
    JSON.stringify({ token: 't', user_id: 's-0', name: '演示员工', is_admin: admin, role: admin ? 'admin' : 'staff' }),
  );
  render(
    <StoresProvider stores={createStores()}>
      <MemoryRouter initialEntries={['/approvalSettings']}>
        <ApprovalSettingsScreen />
      </MemoryRouter>
    </StoresProvider>,
  );
}

beforeEach(() => vi.mocked(api.fetchApprovalSettings).mockResolvedValue(saved));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('审批设置 (issue 41)', () => {
  it('tells anyone else it is for administrators, without asking the server', async () => {
    renderAs(false);
    expect(await screen.findByText('仅单位管理员可以设置审批提醒与超时')).toBeTruthy();
    expect(api.fetchApprovalSettings).not.toHaveBeenCalled();
  });

  it('opens on 通用流程 with its time-out, and saves the edited type', async () => {
    vi.mocked(api.saveApprovalSettings).mockImplementation(async (body) => body);
    renderAs(true);
    expect((await screen.findByTestId('settings-order-type')).textContent).toContain('通用流程');
    const hours = screen.getByLabelText('超时时间');
    expect((hours as HTMLInputElement).value).toBe('24');
    fireEvent.change(hours, { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('提醒周期'), { target: { value: '4' } });
    await act(async () => fireEvent.click(screen.getByTestId('settings-save')));
    await waitFor(() => expect(api.saveApprovalSettings).toHaveBeenCalled());
    expect(vi.mocked(api.saveApprovalSettings).mock.calls[0]?.[0]).toMatchObject({
      reminder_hours: { forms: 4 },
      timeouts: { forms: [{ after_hours: 8, action: 'department_head' }] },
    });
  });

  it("shows the server's 400 errors on their fields", async () => {
    vi.mocked(api.saveApprovalSettings).mockRejectedValue(
      Object.assign(new Error('bad request'), {
        response: { status: 400, data: { work_end: ['下班时间应晚于上班时间'], 'timeouts.forms.0.after_hours': ['超时时间应大于0小时'] } },
      }),
    );
    renderAs(true);
    await screen.findByTestId('settings-order-type');
    fireEvent.change(screen.getByLabelText('下班时间'), { target: { value: '08:00' } });
    await act(async () => fireEvent.click(screen.getByTestId('settings-save')));
    expect(await screen.findByText('下班时间应晚于上班时间')).toBeTruthy();
    expect(screen.getByText('超时时间应大于0小时')).toBeTruthy();
  });
});

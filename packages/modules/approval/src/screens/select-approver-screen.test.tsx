import { createStores, StoresProvider } from '@campus/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SelectApproverScreen, { parentDetailName } from './select-approver-screen.tsx';

vi.mock('../api.ts', () => ({
  searchStaffs: vi.fn(async () => ({
    count: 2,
    next: null,
    previous: null,
    results: [
      { id: 's-4', name: '审批人', phone: '13800000004', department: '行政部', department_id: 'd-1' },
      { id: 's-0', name: '演示员工', phone: '13800000000', department: '行政部', department_id: 'd-1' },
    ],
  })),
  transferOrder: vi.fn(async () => ({})),
}));

vi.mock('@campus/core', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@campus/core')>()),
  showToast: vi.fn(async () => undefined),
}));

const api = await import('../api.ts');

function Where() {
  const location = useLocation();
  return <div data-testid="where">{`${location.pathname}${location.search}`}</div>;
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('choose the approver', () => {
  it('knows its detail route from the address', () => {
    expect(parentDetailName('/approvalProcess/approvalRepairDetail/selectApprover')).toBe('approvalRepairDetail');
  });

  it('lists the staff but the caller, transfers to the one chosen and goes back to the detail', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('LXDZAuths', JSON.stringify({ token: 't', user_id: 's-4', name: '审批人' }));
    render(
      <StoresProvider stores={createStores()}>
        <MemoryRouter initialEntries={['/approvalProcess/approvalFormsDetail/selectApprover?id=o-1']}>
          <Routes>
            <Route path="/approvalProcess/approvalFormsDetail/selectApprover" element={<SelectApproverScreen />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </StoresProvider>,
    );
    const option = await screen.findByText('演示员工');
    expect(screen.queryByText('审批人', { selector: '.adm-list-item-content-main' })).toBeNull();
    expect(api.searchStaffs).toHaveBeenCalledWith('');
    fireEvent.click(option);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确定(1)' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认转交' })));
    expect(api.transferOrder).toHaveBeenCalledWith('o-1', { staff_id: 's-0' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/approvalProcess/approvalFormsDetail?id=o-1'));
  });
});

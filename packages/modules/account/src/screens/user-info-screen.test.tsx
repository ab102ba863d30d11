import { createStores, StoresProvider } from '@campus/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import UserInfoScreen from './user-info-screen.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname}</div>;
}

function renderAs(admin: boolean) {
  localStorage.setItem('token', 't');
  localStorage.setItem(
    'LXDZAuths',
    JSON.stringify({
      token: 't',
      user_id: 's-0',
      name: '演示员工',
      company: { name: '三安园区' },
      is_admin: admin,
      role: admin ? 'admin' : 'staff',
    }),
  );
  render(
    <StoresProvider stores={createStores()}>
      <MemoryRouter initialEntries={['/userInfo']}>
        <Routes>
          <Route path="/userInfo" element={<UserInfoScreen />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </StoresProvider>,
  );
}

describe('the personal centre', () => {
  it('issue 41: a company administrator opens 审批设置 from it', async () => {
    renderAs(true);
    await act(async () => fireEvent.click(screen.getByText('审批设置')));
    expect(screen.getByTestId('where').textContent).toBe('/approvalSettings');
  });

  it('issue 40: a company administrator opens 注册设置 (registration rules and the bound-device requirement) from it', async () => {
    renderAs(true);
    await act(async () => fireEvent.click(screen.getByText('注册设置')));
    expect(screen.getByTestId('where').textContent).toBe('/staffApply/registerSettings');
  });

  it("issue 41: anyone else does not see 审批设置 or 注册设置 (代理审批 is everyone's)", () => {
    renderAs(false);
    expect(screen.queryByText('审批设置')).toBeNull();
    expect(screen.queryByText('注册设置')).toBeNull();
    expect(screen.getByText('代理审批')).toBeTruthy();
  });
});

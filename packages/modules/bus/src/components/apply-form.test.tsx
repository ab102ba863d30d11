import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, httpError, renderScreen } from '@campus/ui/testing';
import * as api from '../api.ts';
import { application, routeDetail, routeSummary } from '../test-data.ts';
import { ApplyForm } from './apply-form.tsx';

vi.mock('../api.ts');

beforeEach(() => {
  vi.mocked(api.fetchRoutes).mockResolvedValue({ results: [routeSummary('r1'), routeSummary('r2')], can_check: false });
  vi.mocked(api.fetchRoute).mockResolvedValue(routeDetail('r1'));
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.useRealTimers();
});

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
  });
};

describe('applying for a seat on a route (busRouteApply, busApplyAdd)', () => {
  it('the reason is required (the contract’s words), nothing sent; then the application goes in and busApplySuccess opens', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T17:07:00Z')); // the 25th in London, already the 26th in China
    vi.mocked(api.createApplication).mockResolvedValue(application('o1'));
    renderScreen(<ApplyForm title="线路申请" />, { at: '/bus/busRouteApply?route=r1' });
    await screen.findByText('园区东门');
    await submit();
    expect(screen.getByText('请填写申请事由')).toBeTruthy();
    expect(api.createApplication).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: '申请事由' }), { target: { value: '每日通勤' } });
    await submit();
    // the hub's today (Asia/Shanghai), which the server checks (开始日期不能早于今天), whatever the phone's zone
    expect(api.createApplication).toHaveBeenCalledWith({
      route_id: 'r1',
      stop_id: 's1',
      start_date: '2026-11-26',
      end_date: '2026-12-26',
      reason: '每日通勤',
    });
    await waitFor(() => expect(currentLocation()).toBe('/bus/busRouteApply/busApplySuccess?id=o1'));
  });

  it('busApplyAdd: the route is chosen here; the server’s refusals are shown (a field’s beside it, the quota above the button)', async () => {
    renderScreen(<ApplyForm title="新增申请" />, { at: '/bus/busApplyAdd' });
    await screen.findByText('r2号线');
    fireEvent.change(screen.getByRole('textbox', { name: '申请事由' }), { target: { value: '通勤' } });
    await submit();
    expect(screen.getByText('请选择线路')).toBeTruthy();
    fireEvent.click(screen.getByText('r1号线'));
    await screen.findByText('园区东门');
    vi.mocked(api.createApplication).mockRejectedValueOnce(httpError(400, { start_date: ['开始日期不能早于今天'] }));
    await submit();
    expect(screen.getByText('开始日期不能早于今天')).toBeTruthy();
    vi.mocked(api.createApplication).mockRejectedValueOnce(httpError(400, { non_field_errors: ['该线路乘车名额已满'] }));
    await submit();
    expect(screen.getByText('该线路乘车名额已满')).toBeTruthy();
  });
});

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as core from '@campus/core';
import { HostError, MSG_SCAN_EMPTY, type HostBridge } from '@campus/core';
import { httpError, renderScreen, stubExports } from '@campus/ui/testing';
import * as api from '../api.ts';
import { checkTrips } from '../test-data.ts';
import SoftCheckScreen from './soft-check-screen.tsx';

const ok = {
  kind: 'ticket' as const,
  kind_label: '单程票',
  passenger: { id: 'p', name: '普通员工' },
  route: { id: 'r1', name: '1号线', kind: 'shuttle' as const },
  trip: { id: 't1', date: '2026-05-13', time: '07:40' },
  stop: '火车站',
  checked_time: '2026-05-13 07:35:00',
  message: '验票成功',
};

beforeEach(() => {
  stubExports(api);
  // no host until a test gives one
  vi.spyOn(core, 'whenHostReady').mockImplementation(() => undefined as unknown as Promise<HostBridge>);
  vi.mocked(api.fetchCheckTrips).mockResolvedValue(checkTrips());
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const host = (scan: HostBridge['scan']) => vi.mocked(core.whenHostReady).mockResolvedValue({ kind: 'native', scan } as HostBridge);

describe('busSoftCheck: the driver scans or types a code on the trip being driven (issue 13, spec 8)', () => {
  it('the nearest trip is chosen; the host’s scanner reads the code and the server says whose ticket it is', async () => {
    host(async () => ({ type: 'qrcode', value: 'BT0123456789ABCDEF' }));
    vi.mocked(api.checkCode).mockResolvedValue(ok);
    renderScreen(<SoftCheckScreen />, { at: '/bus/busSoftCheck' });
    expect((await screen.findByTestId('current-trip')).textContent).toContain('1号线 明天 07:40（已售3 · 已检1）');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /扫码验票/ }));
    });
    expect(api.checkCode).toHaveBeenCalledWith({ trip_id: 't1', code: 'BT0123456789ABCDEF' });
    expect(screen.getByTestId('check-result').getAttribute('data-ok')).toBe('true');
    expect(screen.getByTestId('check-result').textContent).toContain('普通员工 · 单程票');
  });

  it('a failed scan shows the host’s words; a typed code that is refused shows why', async () => {
    host(async () => {
      throw new HostError(MSG_SCAN_EMPTY);
    });
    vi.mocked(api.checkCode).mockRejectedValue(httpError(400, { non_field_errors: ['该车票已使用（检票时间 05-13 07:31）'] }));
    renderScreen(<SoftCheckScreen />, { at: '/bus/busSoftCheck' });
    const scan = await screen.findByRole('button', { name: /扫码验票/ });
    await act(async () => {
      fireEvent.click(scan);
    });
    expect(screen.getByTestId('check-result').textContent).toContain('扫码获取信息失败');
    fireEvent.change(screen.getByRole('textbox', { name: '车票码' }), { target: { value: ' BT0123456789ABCDEF ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '验票' }));
    });
    expect(api.checkCode).toHaveBeenCalledWith({ trip_id: 't1', code: 'BT0123456789ABCDEF' });
    expect(screen.getByTestId('check-result').getAttribute('data-ok')).toBe('false');
    expect(screen.getByTestId('check-result').textContent).toContain('该车票已使用（检票时间 05-13 07:31）');
  });

  it('another trip can be chosen; ?trip= opens on that trip', async () => {
    renderScreen(<SoftCheckScreen />, { at: '/bus/busSoftCheck?trip=t9' });
    expect((await screen.findByTestId('current-trip')).textContent).toContain('厂区环线 A 今天 09:30');
    fireEvent.click(screen.getByTestId('current-trip'));
    fireEvent.click(await screen.findByRole('tab', { name: '1号线' }));
    fireEvent.click(await screen.findByText('明天 07:40'));
    await waitFor(() => expect(screen.getByTestId('current-trip').textContent).toContain('1号线 明天 07:40'));
  });

  it('not a driver: says who may check', async () => {
    vi.mocked(api.fetchCheckTrips).mockRejectedValue(httpError(403, { detail: '仅司机或管理员可以验票' }));
    renderScreen(<SoftCheckScreen />, { at: '/bus/busSoftCheck' });
    expect(await screen.findByText('仅司机或管理员可以验票')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /扫码验票/ })).toBeNull();
  });
});

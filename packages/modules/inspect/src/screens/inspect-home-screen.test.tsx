import type { RoundInfo } from '@campus/contracts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as core from '@campus/core';
import { HostError, MSG_LOCATION_DENIED, type HostBridge } from '@campus/core';
import { currentLocation, renderScreen, stubExports } from '@campus/ui/testing';
import * as api from '../api.ts';
import InspectHomeScreen from './inspect-home-screen.tsx';

const point = (id: string, seq: number, name: string, scanned: boolean): RoundInfo['points'][number] => ({
  id,
  seq,
  name,
  place: 'A区',
  tags: [],
  items: [{ id: `${id}-i`, name: '门禁正常' }],
  record: scanned
    ? { id: `${id}-rec`, scanned_time: '2026-11-29 09:05:00', out_of_order: false, location: null, location_refused: true, results: [] }
    : null,
});

const round = (scanned: boolean): RoundInfo => ({
  id: 'r1',
  route: { id: 'route', name: 'A区日间巡检' },
  patrolman: { id: 'p', name: '巡检员' },
  date: '2026-11-29',
  start_time: '2026-11-29 08:00:00',
  end_time: '2026-11-29 18:00:00',
  status: scanned ? 'in_progress' : 'pending',
  status_label: scanned ? '巡检中' : '待巡检',
  points_total: 2,
  points_done: scanned ? 1 : 0,
  closed_time: null,
  ordered: true,
  points: [point('a1', 1, '东门岗亭', scanned), point('a2', 2, '配电房', false)],
  missed: [],
  out_of_order: [],
});

beforeEach(() => {
  stubExports(api);
  vi.spyOn(core, 'showToast').mockResolvedValue(undefined);
  vi.mocked(api.fetchToday).mockResolvedValue([round(false)]);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/inspect: the rounds of the day (issue 39)', () => {
  it('spec 8: a code handed over by the scanner is recorded without a place when location is refused, and its check items are asked', async () => {
    vi.spyOn(core, 'whenHostReady').mockResolvedValue({
      kind: 'native',
      getLocation: () => Promise.reject(new HostError(MSG_LOCATION_DENIED, -1)),
    } as unknown as HostBridge);
    vi.mocked(api.recordScan).mockResolvedValue({
      round: round(true),
      point_id: 'a1',
      record_id: 'a1-rec',
      created: true,
      out_of_order: false,
      skipped: [],
    });
    await act(async () => {
      renderScreen(<InspectHomeScreen />, { at: '/inspect?code=campus-checkpoint%3ACP-A01', path: '/inspect' });
    });
    expect(core.showToast).toHaveBeenCalledWith('获取定位权限失败，请通过手机开启');
    expect(api.recordScan).toHaveBeenCalledWith(expect.objectContaining({ code: 'campus-checkpoint:CP-A01', location_refused: true }));
    // the code is taken off the address: a reload does not scan it again
    expect(currentLocation()).toBe('/inspect');
    expect(screen.getByTestId('check-items').textContent).toContain('东门岗亭');
  });

  it('an unanswered scanned point offers its check items again from the round', async () => {
    vi.mocked(api.fetchToday).mockResolvedValue([round(true)]);
    await act(async () => {
      renderScreen(<InspectHomeScreen />, { at: '/inspect' });
    });
    expect(screen.getByTestId('round-meta').textContent).toContain('已巡 1/2');
    fireEvent.click(screen.getByRole('button', { name: '填写检查项' }));
    expect(screen.getByTestId('check-items')).toBeTruthy();
  });
});

import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderScreen, stubExports } from '@campus/ui/testing';
import type { SpaceDay } from '@campus/contracts';
import * as api from '../api.ts';
import { space } from '../test-data.ts';
import SpaceDetailScreen from './space-detail-screen.tsx';

beforeEach(() => stubExports(api));
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const day = (patch: Partial<SpaceDay> = {}): SpaceDay => ({
  date: '2026-12-01',
  open: true,
  closed_reason: null,
  hours: { open: '08:00', close: '22:00' },
  slot_minutes: 30,
  bookings: [
    {
      id: 'b1',
      start_time: '10:00',
      end_time: '11:00',
      status: { code: 20, label: '已通过' },
      booker: { id: 'u2', name: '演示员工' },
      purpose: '部门例会',
      mine: false,
    },
  ],
  free: [
    { start_time: '08:00', end_time: '10:00' },
    { start_time: '11:00', end_time: '22:00' },
  ],
  ...patch,
});
const AT = '/space/spaceDetail?id=sp1&date=2026-12-01';

describe('spaceDetail: the space, its day as a timeline, the administrator’s check-in code (issue 38)', () => {
  it('the day reads in order: free gaps with 预约 (an hour proposed), others’ bookings with who and why', async () => {
    vi.mocked(api.fetchSpace).mockResolvedValue(space());
    vi.mocked(api.fetchSpaceDay).mockResolvedValue(day());
    renderScreen(<SpaceDetailScreen />, { at: AT });
    const rows = await screen.findAllByTestId(/free-slot|busy-slot/);
    expect(rows.map((r) => r.getAttribute('data-testid'))).toEqual(['free-slot', 'busy-slot', 'free-slot']);
    expect(rows[1]?.textContent).toContain('演示员工 · 部门例会');
    expect(api.fetchSpaceDay).toHaveBeenCalledWith('sp1', '2026-12-01');
    expect(screen.queryByTestId('checkin-code')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '预约 11:00-22:00' }));
    expect(currentLocation()).toBe('/space/spaceApply?space=sp1&date=2026-12-01&start=11%3A00&end=12%3A00');
  });

  it('a closed day says why (a holiday)', async () => {
    vi.mocked(api.fetchSpace).mockResolvedValue(space());
    vi.mocked(api.fetchSpaceDay).mockResolvedValue(
      day({ open: false, closed_reason: '节假日不开放（元旦）', hours: null, bookings: [], free: [] }),
    );
    renderScreen(<SpaceDetailScreen />, { at: AT });
    expect(await screen.findByText('节假日不开放（元旦）')).toBeTruthy();
  });

  it('an administrator gets the printable check-in code: spec 9’s 256×256 QR of what the bookers scan', async () => {
    vi.mocked(api.fetchSpace).mockResolvedValue(
      space({ can_manage: true, checkin_code: { code: 'ABCD2345', qr_content: 'campus-space:c1:ABCD2345', qr_size: 256, qr_level: 'H' } }),
    );
    vi.mocked(api.fetchSpaceDay).mockResolvedValue(day());
    renderScreen(<SpaceDetailScreen />, { at: AT });
    const qr = await screen.findByRole('img', { name: '第二会议室签到码' });
    expect(qr.getAttribute('width')).toBe('256');
    expect(screen.getByTestId('checkin-code').textContent).toContain('ABCD2345');
    expect(screen.getByRole('button', { name: '打印签到码' })).toBeTruthy();
  });
});

import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderScreen, stubExports } from '@campus/ui/testing';
import * as api from '../api.ts';
import { rules, seat } from '../test-data.ts';
import SeatDetailScreen from './seat-detail-screen.tsx';

beforeEach(() => stubExports(api));
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('seatDetail: a seat, its features and its bookings of the day (issue 38)', () => {
  it('shows the features and the day; 预约 on a free gap opens the plan with the seat chosen', async () => {
    vi.mocked(api.fetchSeat).mockResolvedValue({
      ...seat('A24', { feature_labels: ['插座', '靠窗'] }),
      area: { id: 'area1', name: '图书馆阅览室', place: '图书馆 2 楼' },
      rules: rules({ min_minutes: 60 }),
      day: {
        date: '2026-12-01',
        open: true,
        closed_reason: null,
        hours: { open: '07:00', close: '23:00' },
        slot_minutes: 30,
        bookings: [],
        free: [{ start_time: '07:00', end_time: '23:00' }],
      },
      checkin_code: null,
      can_manage: false,
    });
    renderScreen(<SeatDetailScreen />, { at: '/seat/seatDetail?id=seat-A24&date=2026-12-01' });
    expect((await screen.findByTestId('seat-number')).textContent).toBe('A24号座位');
    expect(screen.getByText('靠窗')).toBeTruthy();
    expect(api.fetchSeat).toHaveBeenCalledWith('seat-A24', '2026-12-01');
    fireEvent.click(screen.getByRole('button', { name: '预约 07:00-23:00' }));
    expect(currentLocation()).toBe('/seat/seatApply/spaceSelSeatNo?area=area1&date=2026-12-01&start=07%3A00&end=09%3A00&seat=seat-A24');
  });
});

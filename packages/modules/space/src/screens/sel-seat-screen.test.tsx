import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError, renderScreen, stubExports } from '@campus/ui/testing';
import * as api from '../api.ts';
import { booking, plan, seat } from '../test-data.ts';
import SelSeatScreen from './sel-seat-screen.tsx';

beforeEach(() => stubExports(api));
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const AT = '/seat/seatApply/spaceSelSeatNo?area=area1&date=2026-12-01&start=14:00&end=16:00';

describe('spaceSelSeatNo: the area’s plan with only the free seats selectable (issue 38)', () => {
  it('a taken seat cannot be chosen; a free one is chosen and booked for the period', async () => {
    vi.mocked(api.fetchPlan).mockResolvedValue(plan([seat('A01', { free: false }), seat('A02', { x: 150, feature_labels: ['插座'] })]));
    vi.mocked(api.createBooking).mockResolvedValue({
      bookings: [booking({ kind: 'seat', seat_number: 'A02', resource: { id: 'area1', name: '图书馆阅览室', place: '图书馆 2 楼' } })],
      skipped: [],
    });
    renderScreen(<SelSeatScreen />, { at: AT });
    const taken = await screen.findByRole('button', { name: 'A01号 已占用' });
    expect(taken).toHaveProperty('disabled', true);
    expect(api.fetchPlan).toHaveBeenCalledWith('area1', { date: '2026-12-01', start_time: '14:00', end_time: '16:00' });
    expect(screen.getByRole('button', { name: '请选择空闲座位' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'A02号 空闲 插座' }));
    expect(screen.getByRole('button', { name: 'A02号 空闲 插座' }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /确认预约 A02号/ }));
    });
    expect(api.createBooking).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'seat', resource_id: 'seat-A02', date: '2026-12-01', start_time: '14:00', end_time: '16:00' }),
    );
    expect(await screen.findByText('预约成功')).toBeTruthy();
  });

  it('one person never holds two seats at once: his seat then is named and 确认预约 stays off', async () => {
    vi.mocked(api.fetchPlan).mockResolvedValue(
      plan([seat('A02')], { my_booking: { id: 'b9', seat_number: 'A05', area_name: '图书馆阅览室' } }),
    );
    renderScreen(<SelSeatScreen />, { at: `${AT}&seat=seat-A02` });
    expect((await screen.findByTestId('my-seat-notice')).textContent).toContain('图书馆阅览室 A05号');
    expect(screen.getByRole('button', { name: /确认预约 A02号/ })).toHaveProperty('disabled', true);
  });

  it('a refusal (the seat was taken meanwhile) is said above the button', async () => {
    vi.mocked(api.fetchPlan).mockResolvedValue(plan([seat('A02')]));
    vi.mocked(api.createBooking).mockRejectedValue(httpError(400, { detail: '该时段已被预约' }));
    renderScreen(<SelSeatScreen />, { at: `${AT}&seat=seat-A02` });
    const button = await screen.findByRole('button', { name: /确认预约 A02号/ });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(screen.getByTestId('field-error-text').textContent).toBe('该时段已被预约');
  });
});

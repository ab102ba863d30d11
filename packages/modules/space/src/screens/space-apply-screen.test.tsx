import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError, renderScreen, stubExports } from '@campus/ui/testing';
import * as api from '../api.ts';
import { booking, me, space } from '../test-data.ts';
import SpaceApplyScreen from './space-apply-screen.tsx';

beforeEach(() => stubExports(api));
beforeEach(() => {
  vi.mocked(api.fetchSpace).mockResolvedValue(space());
  vi.mocked(api.fetchMe).mockResolvedValue(me());
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const AT = '/space/spaceApply?space=sp1&date=2026-12-01&start=14:00&end=15:00';

describe('spaceApply: a slot with purpose, attendees and a weekly repeat (issue 38)', () => {
  it('a person stopped after no-shows is told when the form opens, and cannot send it', async () => {
    vi.mocked(api.fetchMe).mockResolvedValue(
      me({ blocked_until: '2026-12-05 10:00', blocked_reason: '近30天内爽约3次，2026-12-05 10:00前不能预约' }),
    );
    vi.mocked(api.previewBooking).mockResolvedValue({
      dates: [{ date: '2026-12-01', ok: true, reason: null }],
      price_fen: 0,
      needs_approval: false,
    });
    renderScreen(<SpaceApplyScreen />, { at: AT });
    expect((await screen.findByTestId('blocked-notice')).textContent).toContain('近30天内爽约3次');
    expect(screen.getByRole('button', { name: '确认预约' })).toHaveProperty('disabled', true);
  });

  it('the weekly repeat lists the dates that clash as skipped before sending, and the result lists them again', async () => {
    const dates = [
      { date: '2026-12-01', ok: true, reason: null },
      { date: '2026-12-08', ok: false, reason: '该时段已被预约' },
      { date: '2026-12-15', ok: true, reason: null },
    ];
    vi.mocked(api.previewBooking).mockResolvedValue({ dates, price_fen: 0, needs_approval: false });
    vi.mocked(api.createBooking).mockResolvedValue({
      bookings: [booking(), booking({ id: 'b3', slot: { ...booking().slot, date: '2026-12-15' } })],
      skipped: [dates[1]!],
    });
    renderScreen(<SpaceApplyScreen />, { at: AT });
    fireEvent.change(await screen.findByRole('textbox', { name: '用途' }), { target: { value: '项目评审' } });
    await waitFor(() => expect(screen.getAllByTestId('preview-date')).toHaveLength(3), { timeout: 2000 });
    expect(screen.getByTestId('booking-preview').textContent).toContain('将跳过');
    expect(screen.getByTestId('booking-preview').textContent).toContain('该时段已被预约');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确认预约' }));
    });
    expect(api.createBooking).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'space',
        resource_id: 'sp1',
        date: '2026-12-01',
        start_time: '14:00',
        end_time: '15:00',
        purpose: '项目评审',
      }),
    );
    expect(await screen.findByText('预约成功')).toBeTruthy();
    expect(screen.getByTestId('skipped-dates').textContent).toContain('2026-12-08');
  });

  it('purpose is required; the server’s field errors go on the fields', async () => {
    vi.mocked(api.previewBooking).mockResolvedValue({
      dates: [{ date: '2026-12-01', ok: true, reason: null }],
      price_fen: 0,
      needs_approval: false,
    });
    vi.mocked(api.createBooking).mockRejectedValue(httpError(400, { attendees: ['参与人数超过场地容纳人数（8人）'] }));
    renderScreen(<SpaceApplyScreen />, { at: AT });
    const button = await screen.findByRole('button', { name: '确认预约' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(await screen.findByText('请填写用途')).toBeTruthy();
    expect(api.createBooking).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: '用途' }), { target: { value: '面试' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确认预约' }));
    });
    expect(await screen.findByText('参与人数超过场地容纳人数（8人）')).toBeTruthy();
  });
});

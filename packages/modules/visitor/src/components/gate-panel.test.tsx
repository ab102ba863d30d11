import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { httpError, renderScreen, stubExports } from '@campus/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { GatePanel } from './gate-panel.tsx';

beforeEach(() => stubExports(api));
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const window = { start_at: '', end_at: '', start_time: '2026-05-12 09:00', end_time: '2026-05-12 17:00' };

describe('门岗 (/makingAppointment?view=gate, issue 37)', () => {
  it('a pass scanned from 扫码签到 arrives filled in; nothing is recorded before the guard taps 核验 (issue 39)', () => {
    renderScreen(<GatePanel />, { at: '/makingAppointment?view=gate&qr=CHP1.0123456789ABCDEFGHJKMNPQ' });
    expect((screen.getByRole('textbox', { name: '通行码' }) as HTMLInputElement).value).toBe('CHP1.0123456789ABCDEFGHJKMNPQ');
    expect(api.scanPass).not.toHaveBeenCalled();
  });

  it('records the direction chosen for a typed pass code and shows whose pass it is', async () => {
    vi.mocked(api.scanPass).mockResolvedValue({
      subject: {
        kind: 'visit',
        kind_label: '来访',
        order_id: 'v1',
        name: '张伟',
        phone_masked: '139****0001',
        title: '商务洽谈',
        plate: null,
        window,
        status: { code: 30, label: '已到访' },
        open_directions: ['out'],
      },
      record: {
        id: 'g1',
        direction: 'out',
        direction_label: '出场',
        scanned_at: '',
        scanned_time: '2026-05-12 10:00:00',
        guard: { id: 's1', name: '巡检员' },
        remark: '',
        late: false,
      },
    });
    renderScreen(<GatePanel />, { at: '/makingAppointment?view=gate' });
    fireEvent.click(screen.getByText('出场'));
    fireEvent.change(screen.getByRole('textbox', { name: '通行码' }), { target: { value: 'CHP1.ABC' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '核验' }));
    });
    expect(api.scanPass).toHaveBeenCalledWith({ qr: 'CHP1.ABC', direction: 'out' });
    const result = await screen.findByTestId('gate-result');
    expect(result.getAttribute('data-ok')).toBe('true');
    expect(result.textContent).toContain('张伟');
  });

  it('a pass already used in that direction is refused with the server’s words (issue 37: one record per direction)', async () => {
    vi.mocked(api.scanPass).mockRejectedValue(httpError(400, { qr: ['该通行码已使用'] }));
    renderScreen(<GatePanel />, { at: '/makingAppointment?view=gate' });
    fireEvent.change(screen.getByRole('textbox', { name: '通行码' }), { target: { value: 'CHP1.ABC' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '核验' }));
    });
    const result = await screen.findByTestId('gate-result');
    expect(result.getAttribute('data-ok')).toBe('false');
    expect(result.textContent).toBe('该通行码已使用');
  });
});

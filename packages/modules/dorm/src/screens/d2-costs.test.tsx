import { cleanup, fireEvent, screen } from '@testing-library/react';
import { currentLocation, renderScreen, stubExports } from '@campus/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { D2Expense, D2Pay } from './d2-costs.tsx';

beforeEach(() => stubExports(api));

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const charge = {
  id: 'c1',
  month: '2026-10',
  room: { id: 'r1', label: '1号楼 2层 201' },
  bed_label: 'A床',
  days: 31,
  rent_fen: 30000,
  utility_fen: 4318,
  total_fen: 34318,
  status: 'unpaid' as const,
  status_label: '待缴费',
  paid_time: null,
};

describe('costs (issue 12: d2Expense, d2Pay)', () => {
  it('d2Expense lists each month: rent and the utility share in yuan, the total and whether it is paid', async () => {
    vi.mocked(api.fetchCharges).mockResolvedValue([
      charge,
      { ...charge, id: 'c2', month: '2026-09', status: 'paid', status_label: '已缴费' },
    ]);
    renderScreen(<D2Expense />, { at: '/d2Collective/d2Expense' });
    const rows = await screen.findAllByTestId('charge-row');
    expect(rows[0]?.textContent).toContain('2026-10');
    expect(rows[0]?.textContent).toContain('床位费 ¥300.00 · 水电 ¥43.18');
    expect(rows[0]?.textContent).toContain('¥343.18');
    expect(rows[0]?.textContent).toContain('待缴费');
    expect(rows[1]?.textContent).toContain('已缴费');
  });

  it('d2Pay sends an unpaid charge to the purchase screen priced by the server (purpose dorm_bill), back to d2Expense after', async () => {
    vi.mocked(api.fetchCharges).mockResolvedValue([charge]);
    renderScreen(<D2Pay />, { at: '/d2Collective/d2Pay?id=c1', path: '/d2Collective/d2Pay' });
    fireEvent.click(await screen.findByRole('button', { name: '去缴费 ¥343.18' }));
    expect(currentLocation()).toBe('/buy?purpose=dorm_bill&ref_id=c1&done=%2Fd2Collective%2Fd2Expense');
  });
});

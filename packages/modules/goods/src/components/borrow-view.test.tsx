import type { BorrowInfo } from '@campus/contracts';
import { orderTypesStore } from '@campus/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BorrowView } from './borrow-view.tsx';

beforeEach(() => {
  // the status tag's labels come from the server's order types; the order's own label stands in here
  vi.spyOn(orderTypesStore, 'ensure').mockResolvedValue();
});
afterEach(() => cleanup());

const laptop = {
  id: 'a',
  tag: 'ZC-NB-004',
  serial: null,
  model: { id: 'm', name: '笔记本电脑' },
  status: 'borrowed',
  status_label: '借用中',
  holder: { id: 's', name: '微信员工' },
  place: null,
  warehouse: { id: 'w', name: '总务仓库' },
  value_fen: 650000,
  borrow_order_id: 'b1',
  due_date: '2026-11-20',
  overdue: true,
} as const;

const borrow = {
  order: {
    id: 'b1',
    title: '资产借用·笔记本电脑',
    status: 50,
    status_label: '已逾期',
    applicant: { id: 's', name: '微信员工' },
    reject_reason: null,
    created_time: '2026-11-10 09:00:00',
  },
  start_date: '2026-11-10',
  end_date: '2026-11-20',
  purpose: '出差演示',
  assets: [laptop],
  overdue: true,
  overdue_days: 9,
  handed_over_time: '2026-11-10 10:00:00',
  returned_time: null,
  returned_by: null,
  can_confirm: false,
  can_return: true,
  can_cancel: false,
} as unknown as BorrowInfo;

describe('借用详情 (issue 36: overdue borrows)', () => {
  it('says 已逾期 with the days past the end date, on the order and on its asset', () => {
    render(<BorrowView info={borrow} />);
    expect(screen.getByTestId('borrow-overdue').textContent).toBe('已逾期 9 天，请尽快归还');
    expect(screen.getByTestId('borrow-status').textContent).toBe('已逾期');
    expect(screen.getByTestId('asset-status').textContent).toBe('已逾期');
    expect(screen.getByTestId('asset-due').textContent).toContain('归还日期 2026-11-20');
  });
});

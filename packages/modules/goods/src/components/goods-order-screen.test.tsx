import type { GoodsOrderInfo } from '@campus/contracts';
import { orderTypesStore } from '@campus/core';
import { cleanup, screen } from '@testing-library/react';
import { renderScreen, stubExports } from '@campus/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { GoodsOrderScreen } from './goods-order-screen.tsx';

beforeEach(() => {
  stubExports(api);
  // the status tag's labels come from the server's order types; the order's own label stands in here
  vi.spyOn(orderTypesStore, 'ensure').mockResolvedValue();
});
afterEach(() => cleanup());

const order = (over: Partial<GoodsOrderInfo>): GoodsOrderInfo =>
  ({
    order: {
      id: 'o1',
      order_type: 'goods',
      title: '物资领用·A4 打印纸',
      status: 8,
      status_label: '待领取',
      applicant: { id: 's', name: '普通员工' },
      reject_reason: null,
      created_time: '2026-11-29 09:00:00',
      approve_time: '2026-11-29 10:00:00',
    },
    order_type: 'goods',
    warehouse: { id: 'w', name: '总务仓库' },
    project: { id: 'p', name: '日常办公' },
    pick_type: { id: 't', name: '日常领用' },
    reason: '部门打印',
    department: { id: 'd', name: '信息中心' },
    lines: [],
    suite: null,
    total_fen: 5000,
    slip: { code: 'ABC123', qr_content: 'campus-goods-slip:ABC123', qr_size: 256, qr_level: 'H' },
    collected_by: null,
    collected_time: null,
    can_cancel: false,
    can_collect: false,
    can_return: false,
    ...over,
  }) as GoodsOrderInfo;

describe('领用单 (/materialReceive/goodsOrderForm, issue 36)', () => {
  it('shows the applicant the slip QR code (spec 9: 256×256) and its code while 待领取, without 确认领取', async () => {
    vi.mocked(api.fetchOrder).mockResolvedValue(order({}));
    renderScreen(<GoodsOrderScreen title="领用单" />, { at: '/materialReceive/goodsOrderForm?id=o1' });
    const qr = await screen.findByRole('img', { name: '领用单二维码' });
    expect(qr.getAttribute('width')).toBe('256');
    expect(screen.getByTestId('slip-code').textContent).toBe('ABC123');
    expect(screen.getByTestId('order-total').textContent).toBe('¥50.00');
    expect(screen.queryByRole('button', { name: '确认领取' })).toBeNull();
  });

  it('gives a store keeper 确认领取 on the scanned slip', async () => {
    vi.mocked(api.fetchOrder).mockResolvedValue(order({ can_collect: true }));
    renderScreen(<GoodsOrderScreen title="领用单" />, { at: '/materialReceive/goodsOrderForm?id=o1' });
    expect(await screen.findByRole('button', { name: '确认领取' })).toBeTruthy();
  });

  it('says the parameter is missing without ?id=', () => {
    renderScreen(<GoodsOrderScreen title="领用单" />, { at: '/materialReceive/goodsOrderForm' });
    expect(screen.getByText('缺少参数，请从列表进入')).toBeTruthy();
  });
});

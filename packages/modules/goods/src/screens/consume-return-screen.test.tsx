import type { GoodsOrderInfo } from '@campus/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen, stubExports } from '@campus/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import ConsumeReturnScreen from './consume-return-screen.tsx';

beforeEach(() => stubExports(api));
afterEach(() => cleanup());

const info = {
  order: { id: 'o1', status: 20, status_label: '已领取' },
  order_type: 'consume',
  lines: [
    {
      id: 'l1',
      goods: { id: 'g', name: '硒鼓' },
      kind: 'consumable',
      unit: '个',
      barcode: null,
      quantity: 3,
      returned: 1,
      unit_value_fen: 18000,
      amount_fen: 54000,
      stock_left: 27,
      assets: [],
    },
  ],
  can_return: true,
} as unknown as GoodsOrderInfo;

describe('耗材归还 (/consumeReceive/consumeOrderDetail/consumeOrderReturn, issue 36)', () => {
  it('never offers more than was taken less what is back, and sends the chosen quantity', async () => {
    vi.mocked(api.fetchOrder).mockResolvedValue(info);
    vi.mocked(api.returnConsume).mockResolvedValue(info);
    renderScreen(<ConsumeReturnScreen />, { at: '/consumeReceive/consumeOrderDetail/consumeOrderReturn?id=o1' });
    const more = await screen.findByRole('button', { name: '增加硒鼓' });
    fireEvent.click(more);
    fireEvent.click(more);
    // taken 3, 1 back already: 2 at most
    expect((screen.getByRole('spinbutton', { name: '硒鼓数量' }) as HTMLInputElement).value).toBe('2');
    expect((screen.getByRole('button', { name: '增加硒鼓' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '确认归还' }));
    await waitFor(() => expect(api.returnConsume).toHaveBeenCalledWith('o1', { lines: [{ line_id: 'l1', quantity: 2 }] }));
  });

  it('says so when the order cannot be given back', async () => {
    vi.mocked(api.fetchOrder).mockResolvedValue({
      ...info,
      can_return: false,
      order: { ...info.order, status: 30, status_label: '已归还' },
    });
    renderScreen(<ConsumeReturnScreen />, { at: '/consumeReceive/consumeOrderDetail/consumeOrderReturn?id=o1' });
    expect(await screen.findByText('该领用单当前不能归还（已归还）')).toBeTruthy();
  });
});

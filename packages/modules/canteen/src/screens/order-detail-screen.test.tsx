import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { meal } from '../test-data.ts';
import { currentLocation, renderScreen, stubExports, fullText } from '@campus/ui/testing';
import OrderDetailScreen from './order-detail-screen.tsx';

beforeEach(() => stubExports(api));

/** A button by its text, waited for outside act() (inside it, the screen's answers are not rendered). */
const buttonOf = async (text: string): Promise<HTMLElement> => {
  const button = (await screen.findByText(text)).closest('button');
  if (!button) throw new Error(`no button ${text}`);
  return button;
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('a meal order (/canteenApply/canteenOrderDetail, issue 14)', () => {
  it('a paid order shows its QR code (spec 9: 256x256, level H) and the code under it to type, and where to collect it', async () => {
    vi.mocked(api.fetchMealOrder).mockResolvedValue(meal('o1'));
    renderScreen(<OrderDetailScreen />, { at: '/canteenApply/canteenOrderDetail?id=o1' });
    const qr = await screen.findByRole('img', { name: '取餐码二维码' });
    expect(qr.getAttribute('width')).toBe('256');
    expect(screen.getByTestId('collect-code').textContent).toBe('ABCD-EFGH-JKLM');
    expect(screen.getByText(fullText('请于 2099-05-07 午餐 11:30-13:00 到 第一食堂（行政楼一层） 出示此码取餐'))).toBeTruthy();
    expect(screen.getByTestId('detail-total').textContent).toBe('¥36.00');
  });

  it('取消订单 asks, cancels, and shows the refund; the code is gone', async () => {
    vi.mocked(api.fetchMealOrder).mockResolvedValue(meal('o1'));
    vi.mocked(api.cancelMealOrder).mockResolvedValue(
      meal('o1', { status: -10, status_label: '已取消', refund_state: 'done', refunded_fen: 3600, collect_code: null, can_cancel: false }),
    );
    renderScreen(<OrderDetailScreen />, { at: '/canteenApply/canteenOrderDetail?id=o1' });
    {
      const button = await buttonOf('取消订单');
      await act(async () => {
        fireEvent.click(button);
      });
    }
    // the confirmation says what comes back
    expect(await screen.findByText('取消后 ¥36.00 将原路退回，确定取消吗？')).toBeTruthy();
    {
      const button = await buttonOf('确定');
      await act(async () => {
        fireEvent.click(button);
      });
    }
    await waitFor(() => expect(screen.getByTestId('meal-status').textContent).toBe('已取消'));
    expect(screen.getByTestId('detail-refunded').textContent).toBe('¥36.00');
    expect(screen.queryByTestId('collect-code')).toBeNull();
    expect(screen.queryByText('取消订单')).toBeNull();
  });

  it('an unpaid order offers 去支付 with its total, to the purchase screen', async () => {
    vi.mocked(api.fetchMealOrder).mockResolvedValue(meal('o2', { status: 0, status_label: '待支付', collect_code: null, can_pay: true }));
    renderScreen(<OrderDetailScreen />, { at: '/canteenApply/canteenOrderDetail?id=o2' });
    {
      const button = await buttonOf('去支付 ¥36.00');
      await act(async () => {
        fireEvent.click(button);
      });
    }
    expect(currentLocation()).toMatch(/^\/buy\?purpose=canteen_meal&ref_id=o2&done=/);
  });
});

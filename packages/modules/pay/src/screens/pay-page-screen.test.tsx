import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { payOrder } from '../test-data.ts';
import { renderScreen } from '@campus/ui/testing';
import PayPageScreen from './pay-page-screen.tsx';

vi.mock('../api.ts');

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('/payPage?id=: the sandbox confirmation, then the result', () => {
  it('is clearly a sandbox; confirming pays and shows the result in yuan', async () => {
    vi.mocked(api.fetchPayOrder).mockResolvedValue(payOrder('o1'));
    vi.mocked(api.confirmSandbox).mockResolvedValue(payOrder('o1', { status: 'paid', paid_time: '2026-11-23 18:01:00', pay_params: null }));
    renderScreen(<PayPageScreen />, { at: '/payPage?id=o1' });
    expect(await screen.findByText('这是沙箱支付，仅用于演示和测试，不会产生真实扣款。')).toBeTruthy();
    expect(screen.getByTestId('sandbox-amount').textContent).toBe('¥50.00');
    vi.mocked(api.fetchPayOrder).mockResolvedValue(payOrder('o1', { status: 'paid', paid_time: '2026-11-23 18:01:00', pay_params: null }));
    await click('确认支付');
    expect(api.confirmSandbox).toHaveBeenCalledWith('o1', { token: 'tok', outcome: 'pay' });
    expect(await screen.findByText('支付成功')).toBeTruthy();
    expect(screen.getByText('2026-11-23 18:01:00')).toBeTruthy();
    // a top-up is numbered by nothing of its own: no fragment of the payment's id stands for one (issue 34)
    expect(screen.queryByText('订单号')).toBeNull();
    expect(screen.queryByText('o1'.slice(0, 8))).toBeNull();
  });

  it("issue 34: the result names the order by its own number (a shop order's), as the order screen does", async () => {
    const paid = payOrder('8cb096f1-0000-4000-8000-000000000001', {
      purpose: 'shop_order',
      subject: '园区便利店 订单 S2611281914315966',
      order_no: 'S2611281914315966',
      status: 'paid',
      paid_time: '2026-11-28 20:30:00',
      pay_params: null,
    });
    vi.mocked(api.fetchPayOrder).mockResolvedValue(paid);
    renderScreen(<PayPageScreen />, { at: `/payPage?id=${paid.id}` });
    expect(await screen.findByText('支付成功')).toBeTruthy();
    expect(screen.getByTestId('pay-order-no').textContent).toBe('S2611281914315966');
    expect(screen.queryByText('8cb096f1')).toBeNull();
  });

  it('a failed sandbox payment shows the reason and offers to pay again', async () => {
    vi.mocked(api.fetchPayOrder).mockResolvedValue(payOrder('o2'));
    const failed = payOrder('o2', { fail_reason: '沙箱支付失败（模拟）' });
    vi.mocked(api.confirmSandbox).mockResolvedValue(failed);
    renderScreen(<PayPageScreen />, { at: '/payPage?id=o2' });
    await screen.findByText('确认支付');
    vi.mocked(api.fetchPayOrder).mockResolvedValue(failed);
    await click('模拟支付失败');
    expect(await screen.findByText('支付失败')).toBeTruthy();
    expect(screen.getByText('沙箱支付失败（模拟）')).toBeTruthy();
    await click('重新支付');
    expect(await screen.findByText('确认支付')).toBeTruthy();
  });

  it('a late payment waits on the result screen until the order is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.mocked(api.fetchPayOrder).mockResolvedValue(payOrder('o3'));
      vi.mocked(api.confirmSandbox).mockResolvedValue(payOrder('o3'));
      renderScreen(<PayPageScreen />, { at: '/payPage?id=o3' });
      await screen.findByText('确认支付');
      await click('模拟延迟到账');
      expect(api.confirmSandbox).toHaveBeenCalledWith('o3', { token: 'tok', outcome: 'late', delay_ms: 3000 });
      expect(await screen.findByText('等待支付结果')).toBeTruthy();
      vi.mocked(api.fetchPayOrder).mockResolvedValue(payOrder('o3', { status: 'paid', pay_params: null }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2500);
      });
      await waitFor(() => expect(screen.getByText('支付成功')).toBeTruthy());
    } finally {
      vi.useRealTimers();
    }
  });

  it('a closed or refunded order shows its result without the confirmation', async () => {
    vi.mocked(api.fetchPayOrder).mockResolvedValue(payOrder('o4', { status: 'refunded', refunded_fen: 5000, pay_params: null }));
    renderScreen(<PayPageScreen />, { at: '/payPage?id=o4' });
    expect(await screen.findByText('已退款', { selector: '.adm-result-title' })).toBeTruthy();
    expect(screen.queryByText('确认支付')).toBeNull();
  });
});

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { payOrder } from '../test-data.ts';
import { currentLocation, httpError, renderScreen, stubExports, fullText } from '@campus/ui/testing';
import PurchaseScreen from './purchase-screen.tsx';

beforeEach(() => stubExports(api));

beforeEach(() => {
  vi.mocked(api.fetchWallet).mockResolvedValue({ balance_fen: 23_000, updated_at: null, can_reconcile: false });
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

const payButton = () => screen.getByRole('button', { name: /立即支付/ });
const click = async (el: Element) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

describe('the purchase screen (/addBalance, /changeAddUp, /buy, /changeBuyAddUp)', () => {
  it('shows the balance in yuan and tops up the chosen amount in fen through the sandbox, then opens its confirmation', async () => {
    vi.mocked(api.createTopup).mockResolvedValue(payOrder('o1', { amount_fen: 10_000 }));
    renderScreen(<PurchaseScreen />, { at: '/addBalance' });
    expect(await screen.findByText('¥230.00')).toBeTruthy();
    await click(screen.getByText('¥100.00'));
    expect(payButton().textContent).toContain('¥100.00');
    await click(payButton());
    await waitFor(() => expect(currentLocation()).toBe('/payPage?id=o1'));
    expect(api.createTopup).toHaveBeenCalledWith({ amount_fen: 10_000, provider: 'sandbox', client_key: expect.stringMatching(/^web-/) });
  });

  it('a custom amount in yuan is read exactly; a bad one is refused before any call', async () => {
    vi.mocked(api.createTopup).mockResolvedValue(payOrder('o2', { amount_fen: 1999 }));
    renderScreen(<PurchaseScreen />, { at: '/changeAddUp' });
    const input = screen.getByPlaceholderText('请输入金额，最多两位小数');
    await act(async () => {
      fireEvent.change(input, { target: { value: '1.234' } });
    });
    await click(payButton());
    expect(await screen.findByText('请输入0.01至100000元之间的金额，最多两位小数')).toBeTruthy();
    expect(api.createTopup).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.change(input, { target: { value: '19.99' } });
    });
    await click(payButton());
    await waitFor(() => expect(api.createTopup).toHaveBeenCalledWith(expect.objectContaining({ amount_fen: 1999 })));
  });

  it('one client key per visit: paying twice sends the same key (the server answers the same order)', async () => {
    vi.mocked(api.createTopup).mockRejectedValueOnce(httpError(400, { provider: ['该支付方式未开通'] }));
    renderScreen(<PurchaseScreen />, { at: '/addBalance' });
    await click(payButton());
    expect(await screen.findByText('该支付方式未开通')).toBeTruthy();
    vi.mocked(api.createTopup).mockResolvedValue(payOrder('o3'));
    await click(payButton());
    const keys = vi.mocked(api.createTopup).mock.calls.map(([body]) => body.client_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('/buy?purpose=&ref_id= pays another module item; from the balance it goes straight to the result', async () => {
    vi.mocked(api.createPayOrder).mockResolvedValue(payOrder('o4', { purpose: 'bus_ticket', provider: 'balance', pay_params: null }));
    vi.mocked(api.payFromBalance).mockResolvedValue(
      payOrder('o4', { purpose: 'bus_ticket', provider: 'balance', status: 'paid', pay_params: null }),
    );
    let answerQuote: (quote: Awaited<ReturnType<typeof api.fetchPayQuote>>) => void = () => undefined;
    vi.mocked(api.fetchPayQuote).mockReturnValue(new Promise((resolve) => (answerQuote = resolve)));
    renderScreen(<PurchaseScreen />, { at: '/buy?purpose=bus_ticket&ref_id=t1&done=%2Fbus%2FbusRouteApply%2FbusPaySuccess%3Fid%3Dt1' });
    expect(screen.queryByText('其他金额（元）')).toBeNull();
    expect(screen.queryByRole('tab', { name: '余额明细' })).toBeNull();
    // until what is bought has loaded, no method to tap (the lines would push it away) and nothing to pay
    expect(screen.queryByRole('radio', { name: '余额支付' })).toBeNull();
    expect(payButton()).toHaveProperty('disabled', true);
    await act(async () => {
      answerQuote({
        purpose: 'bus_ticket',
        ref_id: 't1',
        subject: '班车票 1号线',
        order_no: 'BT2611281914315966',
        items: [{ name: '班车票 1号线', quantity: 1, unit_fen: 500, amount_fen: 500 }],
        amount_fen: 500,
      });
    });
    expect(screen.getByRole('radio', { name: '余额支付' })).toBeTruthy();
    await click(payButton());
    // the buying module's done path rides along to the result
    await waitFor(() => expect(currentLocation()).toBe('/payPage?id=o4&done=%2Fbus%2FbusRouteApply%2FbusPaySuccess%3Fid%3Dt1'));
    expect(api.createPayOrder).toHaveBeenCalledWith({
      purpose: 'bus_ticket',
      ref_id: 't1',
      provider: 'balance',
      client_key: expect.any(String),
    });
    expect(api.payFromBalance).toHaveBeenCalledWith('o4');
  });

  it("issue 34: /buy shows what is bought (lines, quantities, the coupon), the total and the order's own number before the method", async () => {
    vi.mocked(api.fetchPayQuote).mockResolvedValue({
      purpose: 'shop_order',
      ref_id: 'so1',
      subject: '园区便利店 订单 S2611281914315966',
      order_no: 'S2611281914315966',
      items: [
        { name: '鲜榨橙汁', quantity: 3, unit_fen: 1200, amount_fen: 3600 },
        { name: '优惠券 便利店满30减8', quantity: 1, unit_fen: -800, amount_fen: -800 },
      ],
      amount_fen: 2800,
    });
    renderScreen(<PurchaseScreen />, { at: '/buy?purpose=shop_order&ref_id=so1' });
    expect((await screen.findByTestId('pay-total')).textContent).toBe('¥28.00');
    expect(api.fetchPayQuote).toHaveBeenCalledWith('shop_order', 'so1');
    expect(screen.getByTestId('pay-order-no').textContent).toBe('S2611281914315966');
    expect(screen.getAllByTestId('pay-item').map((row) => row.textContent)).toEqual([
      '鲜榨橙汁¥12.00 × 3¥36.00',
      '优惠券 便利店满30减8-¥8.00',
    ]);
    expect(payButton().textContent).toBe('立即支付 ¥28.00');
    // the lines come before the methods
    const method = screen.getByText('支付方式');
    expect(screen.getByTestId('pay-total').compareDocumentPosition(method) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('issue 34: an item that can no longer be paid says why where its lines would be', async () => {
    vi.mocked(api.fetchPayQuote).mockRejectedValue(httpError(400, { ref_id: ['订单已不可支付'] }));
    renderScreen(<PurchaseScreen />, { at: '/buy?purpose=shop_order&ref_id=so1' });
    expect(await screen.findByText('订单已不可支付')).toBeTruthy();
    expect(screen.queryByTestId('pay-total')).toBeNull();
  });

  it('the wallet tab lists the ledger with signed amounts and the balance after each; no reconciliation for staff', async () => {
    vi.mocked(api.fetchLedger).mockResolvedValue({
      count: 2,
      next: null,
      previous: null,
      balance_fen: 23_000,
      results: [
        {
          id: 'l2',
          kind: 'pay',
          amount_fen: -500,
          balance_after_fen: 23_000,
          order_id: 'o2',
          subject: '班车票',
          order_no: null,
          created_at: '',
          created_time: '2026-11-24 08:00:00',
        },
        {
          id: 'l1',
          kind: 'topup',
          amount_fen: 23_500,
          balance_after_fen: 23_500,
          order_id: 'o1',
          subject: '余额充值',
          order_no: null,
          created_at: '',
          created_time: '2026-11-23 08:00:00',
        },
      ],
    });
    renderScreen(<PurchaseScreen />, { at: '/addBalance' });
    await screen.findByText('¥230.00');
    expect(screen.queryByRole('tab', { name: '对账' })).toBeNull();
    await click(screen.getByRole('tab', { name: '余额明细' }));
    expect((await screen.findAllByTestId('ledger-amount')).map((e) => e.textContent)).toEqual(['-¥5.00', '+¥235.00']);
    expect(screen.getByText(fullText('2026-11-24 08:00:00 · 余额 ¥230.00'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: /立即支付/ })).toBeNull();
  });

  it('an admin reads the reconciliation of this month: totals, whether the ledger agrees, every payment and refund', async () => {
    vi.mocked(api.fetchWallet).mockResolvedValue({ balance_fen: 0, updated_at: null, can_reconcile: true });
    vi.mocked(api.fetchReconciliation).mockResolvedValue({
      count: 1,
      next: null,
      previous: null,
      from: '',
      to: '',
      results: [
        {
          id: 'e1',
          order_id: 'o1',
          kind: 'refund',
          amount_fen: -300,
          provider: 'sandbox',
          provider_txn_id: null,
          purpose: 'bus_ticket',
          subject: '班车票',
          order_no: null,
          payer: { id: 's1', name: '普通员工' },
          created_at: '',
          created_time: '2026-11-24 09:00:00',
        },
      ],
      totals: { paid_fen: 10_000, refunded_fen: 300, net_fen: 9_700, ledger_fen: 9_700, balanced: true, by_provider: [], wallet_fen: 0 },
    });
    renderScreen(<PurchaseScreen />, { at: '/addBalance' });
    await click(await screen.findByRole('tab', { name: '对账' }));
    expect((await screen.findByTestId('total-net')).textContent).toBe('¥97.00');
    expect(screen.getByText('收付与账本一致')).toBeTruthy();
    expect(screen.getByText('-¥3.00')).toBeTruthy();
    const [from, to] = vi.mocked(api.fetchReconciliation).mock.calls[0] ?? [];
    expect(from).toMatch(/^\d{4}-\d{2}-01T00:00:00\+08:00$/);
    expect(to).toMatch(/^\d{4}-\d{2}-01T00:00:00\+08:00$/);
    await click(screen.getByText('上月'));
    await waitFor(() => expect(api.fetchReconciliation).toHaveBeenCalledTimes(2));
  });
});

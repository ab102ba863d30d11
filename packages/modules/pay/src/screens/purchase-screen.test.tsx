import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { payOrder } from '../test-data.ts';
import { currentLocation, httpError, renderScreen } from '@campus/ui/testing';
import PurchaseScreen from './purchase-screen.tsx';

vi.mock('../api.ts');

beforeEach(() => {
  vi.mocked(api.fetchWallet).mockResolvedValue({ balance_fen: 23_000, updated_at: null });
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
    renderScreen(<PurchaseScreen />, { at: '/buy?purpose=bus_ticket&ref_id=t1' });
    expect(screen.queryByText('其他金额（元）')).toBeNull();
    await click(payButton());
    await waitFor(() => expect(currentLocation()).toBe('/payPage?id=o4'));
    expect(api.createPayOrder).toHaveBeenCalledWith({
      purpose: 'bus_ticket',
      ref_id: 't1',
      provider: 'balance',
      client_key: expect.any(String),
    });
    expect(api.payFromBalance).toHaveBeenCalledWith('o4');
  });
});

import { createStores } from '@campus/core';
import { currentLocation, httpError, renderScreen, stubExports } from '@campus/ui/testing';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { cartLines, setQuantity } from '../cart.ts';
import { goods, order, quote } from '../test-data.ts';
import ConfirmOrderScreen from '../screens/confirm-order-screen.tsx';

beforeEach(() => stubExports(api));

const click = async (el: Element) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

function withCart(scene: 'shop' | 'repair' = 'shop') {
  const stores = createStores();
  setQuantity(stores.cart, goods('g1', { name: '鲜榨橙汁' }), scene, 3);
  return stores;
}

beforeEach(() => {
  vi.mocked(api.quoteCart).mockImplementation(async (body) =>
    body.coupon_id === 'c-company' ? quote({ coupon_id: 'c-company', discount_fen: 500, total_fen: 3100 }) : quote(),
  );
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('the confirmation before paying (/doubleColorOks, issue 14)', () => {
  it('shows the server’s price with the best coupon, and places the order with exactly that coupon, then opens the purchase screen', async () => {
    vi.mocked(api.placeOrder).mockResolvedValue(order('o1'));
    const stores = withCart();
    renderScreen(<ConfirmOrderScreen />, { at: '/doubleColorOks', stores });
    expect(await screen.findByTestId('order-total')).toHaveProperty('textContent', '¥28.00');
    // the first quote asks for the best coupon (coupon_id absent)
    expect(vi.mocked(api.quoteCart).mock.calls[0]?.[0]).toEqual({ shop_id: 's1', items: [{ goods_id: 'g1', quantity: 3 }] });
    await click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(api.placeOrder).toHaveBeenCalled());
    expect(vi.mocked(api.placeOrder).mock.calls[0]?.[0]).toMatchObject({
      shop_id: 's1',
      scene: 'shop',
      coupon_id: 'c-shop',
      items: [{ goods_id: 'g1', quantity: 3 }],
    });
    await waitFor(() => expect(currentLocation()).toBe('/buy?purpose=shop_order&ref_id=o1&done=%2FdoubleColorOks%3Fid%3Do1'));
    // the cart is emptied once the order exists
    expect(cartLines(stores.cart)).toEqual([]);
  });

  it('choosing another coupon prices again with it; a coupon used up meanwhile is said in the server’s words', async () => {
    vi.mocked(api.placeOrder).mockRejectedValue(httpError(400, { coupon_id: ['本期使用次数已用完'] }));
    renderScreen(<ConfirmOrderScreen />, { at: '/doubleColorOks', stores: withCart() });
    await screen.findByText('便利店满30减8', { selector: '.adm-list-item-description' });
    await click(screen.getByTestId('coupon-row'));
    await click(screen.getByText('园区通用券', { selector: '.adm-radio-content' }));
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('¥31.00'));
    expect(vi.mocked(api.quoteCart).mock.calls.at(-1)?.[0]).toMatchObject({ coupon_id: 'c-company' });
    await click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('本期使用次数已用完')).toBeTruthy();
    expect(vi.mocked(api.placeOrder).mock.calls[0]?.[0]).toMatchObject({ coupon_id: 'c-company' });
  });

  it('a room repair needs the room and what is to be done before anything is sent', async () => {
    renderScreen(<ConfirmOrderScreen />, { at: '/doubleColorOks', stores: withCart('repair') });
    await screen.findByTestId('order-total');
    await click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('请填写房间号')).toBeTruthy();
    expect(screen.getByText('请填写维修/装修内容')).toBeTruthy();
    expect(api.placeOrder).not.toHaveBeenCalled();
  });

  it('an empty cart offers to go shopping (确认订单); ?id= shows the placed order (订单详情) with its pick-up code once paid', async () => {
    renderScreen(<ConfirmOrderScreen />, { at: '/doubleColorOks' });
    expect(screen.getByText('购物车是空的')).toBeTruthy();
    expect(document.querySelector('.adm-nav-bar-title')?.textContent).toBe('确认订单');
    cleanup();
    vi.mocked(api.fetchOrder).mockResolvedValue(
      order('o2', { status: 'paid', status_label: '待取货', can: { pay: false, cancel: false, complete: false, refund: false } }),
    );
    renderScreen(<ConfirmOrderScreen />, { at: '/doubleColorOks?id=o2' });
    expect(await screen.findByText('下单成功')).toBeTruthy();
    // issue 34: the placed order's screen is titled by what it shows, no longer 确认订单
    expect(document.querySelector('.adm-nav-bar-title')?.textContent).toBe('订单详情');
    expect(screen.getByTestId('pickup-code').textContent).toBe('123456');
    expect(screen.queryByRole('button', { name: '去支付' })).toBeNull();
  });
});

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api.ts';
import { payOrder } from '../test-data.ts';
import { currentLocation, renderScreen, stubExports } from '@campus/ui/testing';
import WxPayScreen from './wx-pay-screen.tsx';
import LxdzPayScreen from './lxdz-pay-screen.tsx';

beforeEach(() => stubExports(api));

const g = globalThis as { WeixinJSBridge?: unknown; LXDZBridge?: unknown };
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  delete g.WeixinJSBridge;
  delete g.LXDZBridge;
});

const wechatParams = {
  provider: 'wechat' as const,
  appId: 'wx1',
  timeStamp: '1700000000',
  nonceStr: 'n',
  package: 'prepay_id=p1',
  signType: 'RSA' as const,
  paySign: 'sig',
};
const click = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
  });
};

describe('/wxPay and /lxdzPay: paying through the host bridge', () => {
  it('WeChat: getBrandWCPayRequest with the signed parameters; ok opens the result', async () => {
    const invoke = vi.fn((_name: string, _params: Record<string, string>, cb: (r: { err_msg: string }) => void) =>
      cb({ err_msg: 'get_brand_wcpay_request:ok' }),
    );
    g.WeixinJSBridge = { invoke };
    vi.mocked(api.fetchPayOrder).mockResolvedValue(payOrder('o1', { provider: 'wechat', pay_params: wechatParams }));
    renderScreen(<WxPayScreen />, { at: '/wxPay?id=o1' });
    expect(await screen.findByText('¥50.00')).toBeTruthy();
    await click();
    expect(invoke).toHaveBeenCalledWith(
      'getBrandWCPayRequest',
      { appId: 'wx1', timeStamp: '1700000000', nonceStr: 'n', package: 'prepay_id=p1', signType: 'RSA', paySign: 'sig' },
      expect.any(Function),
    );
    await waitFor(() => expect(currentLocation()).toBe('/payPage?id=o1'));
  });

  it('WeChat: outside WeChat the button is off and says why; a cancel stays on the screen', async () => {
    vi.mocked(api.fetchPayOrder).mockResolvedValue(payOrder('o2', { provider: 'wechat', pay_params: wechatParams }));
    renderScreen(<WxPayScreen />, { at: '/wxPay?id=o2' });
    expect(await screen.findByText('请在微信中打开以使用微信支付')).toBeTruthy();
    cleanup();
    g.WeixinJSBridge = {
      invoke: (_n: string, _p: unknown, cb: (r: { err_msg: string }) => void) => cb({ err_msg: 'get_brand_wcpay_request:cancel' }),
    };
    renderScreen(<WxPayScreen />, { at: '/wxPay?id=o2' });
    await screen.findByText('¥50.00');
    await click();
    expect(await screen.findByText('已取消支付')).toBeTruthy();
    expect(currentLocation()).toBe('/wxPay?id=o2');
  });

  it("native shell: LXDZBridge.call('pay', params) without the provider field; code 0 opens the result", async () => {
    const call = vi.fn(async () => ({ code: 0 }));
    g.LXDZBridge = { call };
    const params = { merchant_id: 'LX1', order_id: 'o3', amount_fen: 5000, subject: '余额充值', timestamp: '1', nonce: 'n', sign: 'ab' };
    vi.mocked(api.fetchPayOrder).mockResolvedValue(payOrder('o3', { provider: 'lxdz', pay_params: { provider: 'lxdz', ...params } }));
    renderScreen(<LxdzPayScreen />, { at: '/lxdzPay?id=o3' });
    await screen.findByText('¥50.00');
    await click();
    expect(call).toHaveBeenCalledWith('pay', params);
    await waitFor(() => expect(currentLocation()).toBe('/payPage?id=o3'));
  });
});

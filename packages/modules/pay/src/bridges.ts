import type { PayParams } from '@campus/contracts';

/** What a pay bridge answered: paid (the server still waits for the provider's notification), cancelled, or failed. */
export type BridgeOutcome = 'paid' | 'cancelled' | 'failed';

interface WeixinJSBridgeLike {
  invoke(name: 'getBrandWCPayRequest', params: Record<string, string>, callback: (res: { err_msg?: string }) => void): void;
}
interface NativeCallLike {
  call(method: string, params?: object): Promise<{ code: number; msg?: string } | undefined>;
}

const wx = (): WeixinJSBridgeLike | undefined => (globalThis as { WeixinJSBridge?: WeixinJSBridgeLike }).WeixinJSBridge;
const native = (): NativeCallLike | undefined => (globalThis as { LXDZBridge?: NativeCallLike }).LXDZBridge;

export const wechatPayAvailable = (): boolean => wx() !== undefined;
export const lxdzPayAvailable = (): boolean => native() !== undefined;

/** WeChat JSAPI payment inside WeChat (`getBrandWCPayRequest` with the server's signed parameters). */
export function payInWechat(p: Extract<PayParams, { provider: 'wechat' }>): Promise<BridgeOutcome> {
  const bridge = wx();
  if (!bridge) return Promise.resolve('failed');
  const { appId, timeStamp, nonceStr, signType, paySign } = p;
  return new Promise((resolve) => {
    bridge.invoke('getBrandWCPayRequest', { appId, timeStamp, nonceStr, package: p.package, signType, paySign }, (res) => {
      const msg = res?.err_msg ?? '';
      resolve(msg.endsWith(':ok') ? 'paid' : msg.endsWith(':cancel') ? 'cancelled' : 'failed');
    });
  });
}

/** The native shell's pay bridge: `LXDZBridge.call('pay', params)`; code 0 paid, 1 cancelled, else failed. */
export async function payInNativeShell(p: Extract<PayParams, { provider: 'lxdz' }>): Promise<BridgeOutcome> {
  const bridge = native();
  if (!bridge) return 'failed';
  try {
    const { provider: _provider, ...params } = p;
    const answer = await bridge.call('pay', params);
    return answer?.code === 0 ? 'paid' : answer?.code === 1 ? 'cancelled' : 'failed';
  } catch {
    return 'failed';
  }
}

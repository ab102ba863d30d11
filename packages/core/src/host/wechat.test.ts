import { wechatEndpoints, endpointUrl } from '@campus/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG_LOCATION_DENIED, MSG_SCAN_EMPTY } from '../rules/messages.ts';
import { buildWxSignPackage } from '../rules/signature.ts';
import { MSG_LOCATION_FAILED, MSG_WX_CONFIG_FAILED } from './messages.ts';
import { UA } from './test-fakes.ts';
import { HostError } from './types.ts';
import { createWechatBridge, readConfigAnswer, type WechatBridgeOptions, type WechatHttp } from './wechat.ts';

type Callbacks = { success?: (res: never) => void; fail?: (err: unknown) => void; cancel?: () => void };

const wx = vi.hoisted(() => {
  const state = {
    /** 'ok' calls the ready handlers; 'fail' calls the error handler then the ready ones (the SDK's order). */
    verify: 'ok' as 'ok' | 'fail',
    configs: [] as Array<Record<string, unknown>>,
    ready: [] as Array<() => void>,
    error: null as ((err: { errMsg: string }) => void) | null,
    scan: (_options: Record<string, unknown>): void => undefined,
    location: (_options: Record<string, unknown>): void => undefined,
  };
  const sdk = {
    config: (config: Record<string, unknown>) => {
      state.configs.push(config);
      queueMicrotask(() => {
        if (state.verify === 'fail') state.error?.({ errMsg: 'config:invalid signature' });
        for (const ready of state.ready.splice(0)) ready();
      });
    },
    ready: (fn: () => void) => state.ready.push(fn),
    error: (fn: (err: { errMsg: string }) => void) => {
      state.error = fn;
    },
    scanQRCode: (options: Record<string, unknown>) => state.scan(options),
    getLocation: (options: Record<string, unknown>) => state.location(options),
  };
  return { state, sdk };
});

vi.mock('weixin-js-sdk', () => ({ default: wx.sdk }));

const TICKET = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';
const NOW = 1_700_000_000_123;
const random = (): number => 0.5;

interface Harness {
  http: WechatHttp & { calls: Array<{ url: string; body: unknown; config: unknown }> };
  location: { href: string };
  options: WechatBridgeOptions;
}

function harness(answer: unknown = { ticket: TICKET, appid: 'wx-app-1' }, userAgent: string = UA.wechatAndroid): Harness {
  const location = { href: 'https://hub.example.com/app/?company_id=c1&openid=o1#/scan?from=menu' };
  const calls: Harness['http']['calls'] = [];
  const http: Harness['http'] = {
    calls,
    post: async (url, body, config) => {
      calls.push({ url, body, config });
      return { data: answer };
    },
  };
  return {
    http,
    location,
    options: { http: async () => http, location, userAgent, companyId: () => 'c1', now: () => NOW, random },
  };
}

function scanAnswers(resultStr: string): void {
  wx.state.scan = (options) => (options as Callbacks).success?.({ resultStr } as never);
}

async function rejection(promise: Promise<unknown>): Promise<HostError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HostError);
  return error as HostError;
}

beforeEach(() => {
  wx.state.verify = 'ok';
  wx.state.configs = [];
  wx.state.ready = [];
  wx.state.error = null;
  scanAnswers('https://hub.example.com/v?id=1');
  wx.state.location = (options) => (options as Callbacks).success?.({ latitude: 1, longitude: 2, speed: 0, accuracy: 3 } as never);
});

describe('WeChat remote configuration (spec 7 "Remote configuration", ARCHITECTURE "Host facts", spec 9 signature)', () => {
  it('spec 7: POSTs {url, company_id} to the contract path, the url without # and what follows', async () => {
    const { http, options } = harness();
    await createWechatBridge(options).scan();
    expect(http.calls).toHaveLength(1);
    expect(http.calls[0]?.url).toBe(endpointUrl(wechatEndpoints.jsConfig));
    expect(http.calls[0]?.url).toBe('/9077/api/wechat/config/');
    expect(http.calls[0]?.body).toEqual({ url: 'https://hub.example.com/app/?company_id=c1&openid=o1', company_id: 'c1' });
    expect(http.calls[0]?.config).toEqual({ silent: true });
  });

  it('spec 9: wx.config carries the signature buildWxSignPackage makes for the same ticket, nonce and timestamp', async () => {
    const { options } = harness();
    await createWechatBridge(options).scan();
    const sign = buildWxSignPackage(TICKET, 'https://hub.example.com/app/?company_id=c1&openid=o1', NOW, random);
    expect(sign.timestamp).toBe(1_700_000_000);
    expect(sign.noncestr).toHaveLength(16);
    expect(wx.state.configs).toEqual([
      {
        debug: false,
        appId: 'wx-app-1',
        timestamp: sign.timestamp,
        nonceStr: sign.noncestr,
        signature: sign.signature,
        jsApiList: ['scanQRCode', 'getLocation', 'openLocation', 'chooseWXPay'],
      },
    ]);
  });

  it('spec 7: the answer may name the appid appid or app_id', async () => {
    const { options } = harness({ ticket: TICKET, app_id: 'wx-app-2' });
    await createWechatBridge(options).scan();
    expect(wx.state.configs[0]?.appId).toBe('wx-app-2');
    expect(readConfigAnswer({ ticket: 't', appid: 'a', app_id: 'b' })).toEqual({ ticket: 't', appId: 'a' });
    expect(readConfigAnswer({ ticket: 't', appid: '', app_id: 'b' })).toEqual({ ticket: 't', appId: 'b' });
    expect(readConfigAnswer({ ticket: 't' })).toBeNull();
    expect(readConfigAnswer({ appid: 'a' })).toBeNull();
  });

  it('spec 7: configures lazily, once per URL (Android signs the current URL)', async () => {
    const { http, location, options } = harness();
    const bridge = createWechatBridge(options);
    await bridge.init();
    expect(http.calls).toHaveLength(0);
    await bridge.scan();
    location.href = 'https://hub.example.com/app/?company_id=c1&openid=o1#/other';
    await bridge.scan();
    expect(http.calls).toHaveLength(1);
    location.href = 'https://hub.example.com/app/next/?company_id=c1';
    await bridge.scan();
    expect(http.calls).toHaveLength(2);
    expect((http.calls[1]?.body as { url: string }).url).toBe('https://hub.example.com/app/next/?company_id=c1');
  });

  it('Host facts: on iOS WeChat signs the URL the user first landed on', async () => {
    const { http, location, options } = harness(undefined, UA.wechatIos);
    const bridge = createWechatBridge(options);
    location.href = 'https://hub.example.com/app/next/?x=1#/scan';
    await bridge.scan();
    await bridge.getLocation();
    expect(http.calls).toHaveLength(1);
    expect((http.calls[0]?.body as { url: string }).url).toBe('https://hub.example.com/app/?company_id=c1&openid=o1');
  });

  it('spec 7: a failed signature check (wx.error) rejects, and the next call configures again', async () => {
    const { http, options } = harness();
    const bridge = createWechatBridge(options);
    wx.state.verify = 'fail';
    const error = await rejection(bridge.scan());
    expect(error.message).toBe(MSG_WX_CONFIG_FAILED);
    expect(error.code).toBe('config:invalid signature');
    wx.state.verify = 'ok';
    await bridge.scan();
    expect(http.calls).toHaveLength(2);
  });

  it('spec 7: an answer without ticket or appid, a failed call or no company rejects without wx.config', async () => {
    const noAppId = await rejection(createWechatBridge(harness({ ticket: TICKET }).options).scan());
    expect(noAppId.message).toBe(MSG_WX_CONFIG_FAILED);
    const failing: WechatHttp = { post: () => Promise.reject(Object.assign(new Error('500'), { response: { status: 500 } })) };
    const failed = await rejection(createWechatBridge({ ...harness().options, http: async () => failing }).scan());
    expect(failed.message).toBe(MSG_WX_CONFIG_FAILED);
    expect(failed.code).toBe(500);
    const { http, options } = harness();
    expect((await rejection(createWechatBridge({ ...options, companyId: () => null }).scan())).message).toBe(MSG_WX_CONFIG_FAILED);
    expect(http.calls).toHaveLength(0);
    expect(wx.state.configs).toHaveLength(0);
  });
});

describe('WeChat scan and location (spec 8 "Scan and location", spec 9 scan types)', () => {
  it('spec 9: asks for QR codes and barcodes with the result returned', async () => {
    const seen: Array<Record<string, unknown>> = [];
    wx.state.scan = (options) => {
      seen.push(options);
      (options as Callbacks).success?.({ resultStr: 'x' } as never);
    };
    await createWechatBridge(harness().options).scan();
    expect(seen[0]).toMatchObject({ needResult: 1, scanType: ['qrCode', 'barCode'] });
  });

  it("spec 9: WeChat's 'CODE_128,' prefix is a barcode; other text a QR code", async () => {
    const bridge = createWechatBridge(harness().options);
    scanAnswers('CODE_128,6901234567892');
    expect(await bridge.scan()).toEqual({ type: 'barcode', value: '6901234567892' });
    scanAnswers('https://hub.example.com/v?id=1');
    expect(await bridge.scan()).toEqual({ type: 'qrcode', value: 'https://hub.example.com/v?id=1' });
  });

  it('spec 8: an empty or cancelled scan shows 扫码获取信息失败', async () => {
    const bridge = createWechatBridge(harness().options);
    scanAnswers('');
    expect((await rejection(bridge.scan())).message).toBe(MSG_SCAN_EMPTY);
    wx.state.scan = (options) => (options as Callbacks).cancel?.();
    const cancelled = await rejection(bridge.scan());
    expect(cancelled.message).toBe('扫码获取信息失败');
    expect(cancelled.code).toBe('cancel');
  });

  it('spec 8: location in gcj02; a refused or cancelled location shows the permission message', async () => {
    const bridge = createWechatBridge(harness().options);
    const seen: Array<Record<string, unknown>> = [];
    wx.state.location = (options) => {
      seen.push(options);
      (options as Callbacks).success?.({ latitude: 30.27, longitude: 120.15, speed: 0, accuracy: 30 } as never);
    };
    expect(await bridge.getLocation()).toEqual({ latitude: 30.27, longitude: 120.15, accuracy: 30 });
    expect(seen[0]).toMatchObject({ type: 'gcj02' });

    wx.state.location = (options) => (options as Callbacks).fail?.({ errMsg: 'getLocation:fail auth deny' });
    expect((await rejection(bridge.getLocation())).message).toBe(MSG_LOCATION_DENIED);
    wx.state.location = (options) => (options as Callbacks).cancel?.();
    expect((await rejection(bridge.getLocation())).message).toBe('获取定位权限失败，请通过手机开启');
    wx.state.location = (options) => (options as Callbacks).fail?.({ errMsg: 'getLocation:fail timeout' });
    expect((await rejection(bridge.getLocation())).message).toBe(MSG_LOCATION_FAILED);
  });

  it('spec 4: WeChat does not close the window (only the work-chat container does)', async () => {
    expect(await createWechatBridge(harness().options).closeWindow()).toBe(false);
  });
});

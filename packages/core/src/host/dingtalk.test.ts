import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG_DING_SCAN_FAIL, MSG_LOCATION_DENIED, MSG_SCAN_EMPTY } from '../rules/messages.ts';
import { createDingtalkBridge } from './dingtalk.ts';
import { HostError } from './types.ts';

const dd = vi.hoisted(() => {
  const state = {
    /** When false, dd.ready holds its callbacks until release(). */
    isReady: true,
    waiting: [] as Array<() => void>,
  };
  return {
    state,
    ready: (fn: () => void) => {
      if (state.isReady) fn();
      else state.waiting.push(fn);
    },
    release: () => {
      state.isReady = true;
      for (const fn of state.waiting.splice(0)) fn();
    },
    scan: vi.fn<(params: object) => Promise<{ text?: unknown }>>(),
    close: vi.fn<(params: object) => Promise<object>>(),
    geolocation: vi.fn<(params: object) => Promise<unknown>>(),
  };
});

vi.mock('dingtalk-jsapi/entry/union', () => ({ default: { ready: dd.ready } }));
vi.mock('dingtalk-jsapi/api/biz/util/scan', () => ({ scan$: dd.scan }));
vi.mock('dingtalk-jsapi/api/biz/navigation/close', () => ({ close$: dd.close }));
vi.mock('dingtalk-jsapi/api/device/geolocation/get', () => ({ get$: dd.geolocation }));

async function rejection(promise: Promise<unknown>): Promise<HostError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HostError);
  return error as HostError;
}

beforeEach(() => {
  dd.state.isReady = true;
  dd.state.waiting = [];
  dd.scan.mockReset().mockResolvedValue({ text: 'https://hub.example.com/v?id=1' });
  dd.close.mockReset().mockResolvedValue({});
  dd.geolocation.mockReset().mockResolvedValue({ latitude: 30.27, longitude: 120.15, accuracy: 25 });
});

describe('DingTalk bridge (spec 8 "Work-chat scan failure", spec 4 "Back to login", ARCHITECTURE "Host facts")', () => {
  it('Host facts: calls wait for dd.ready', async () => {
    dd.state.isReady = false;
    const scanned = createDingtalkBridge().scan();
    await Promise.resolve();
    expect(dd.scan).not.toHaveBeenCalled();
    dd.release();
    expect(await scanned).toEqual({ type: 'qrcode', value: 'https://hub.example.com/v?id=1' });
    expect(dd.scan).toHaveBeenCalledWith({ type: 'all' });
  });

  it('spec 8: a failed DingTalk scan shows 无法调取钉钉扫码', async () => {
    dd.scan.mockRejectedValue({ errorCode: '3', errorMessage: 'no permission' });
    const error = await rejection(createDingtalkBridge().scan());
    expect(error.message).toBe('无法调取钉钉扫码');
    expect(error.message).toBe(MSG_DING_SCAN_FAIL);
    expect(error.code).toBe('3');
  });

  it('spec 9: a code-128 prefix is a barcode; an empty result shows 扫码获取信息失败', async () => {
    dd.scan.mockResolvedValue({ text: 'CODE_128,6901234567892' });
    expect(await createDingtalkBridge().scan()).toEqual({ type: 'barcode', value: '6901234567892' });
    dd.scan.mockResolvedValue({ text: '' });
    expect((await rejection(createDingtalkBridge().scan())).message).toBe(MSG_SCAN_EMPTY);
  });

  it('spec 4: inside the work-chat container closeWindow closes it and answers true', async () => {
    expect(await createDingtalkBridge().closeWindow()).toBe(true);
    expect(dd.close).toHaveBeenCalledTimes(1);
  });

  it('spec 8: location asks for 200 m in AMap coordinates; a refusal shows the permission message', async () => {
    expect(await createDingtalkBridge().getLocation()).toEqual({ latitude: 30.27, longitude: 120.15, accuracy: 25 });
    expect(dd.geolocation).toHaveBeenCalledWith(expect.objectContaining({ targetAccuracy: 200, coordinate: 1 }));

    dd.geolocation.mockRejectedValue({ errorCode: 7, errorMessage: '用户拒绝' });
    const error = await rejection(createDingtalkBridge().getLocation());
    expect(error.message).toBe('获取定位权限失败，请通过手机开启');
    expect(error.message).toBe(MSG_LOCATION_DENIED);
  });

  it('spec 8: older Android answers nested in location are read', async () => {
    dd.geolocation.mockResolvedValue({ location: { latitude: 1, longitude: 2 } });
    expect(await createDingtalkBridge().getLocation()).toEqual({ latitude: 1, longitude: 2 });
  });

  it('spec 7: nothing to start or tell; no pushes through DingTalk', async () => {
    const bridge = createDingtalkBridge();
    await expect(bridge.init()).resolves.toBeUndefined();
    await expect(bridge.notifyLoginSuccess({ token: 't', user_id: 'u', company_id: 'c' })).resolves.toBeUndefined();
    const listener = vi.fn();
    bridge.onPush(listener)();
    expect(listener).not.toHaveBeenCalled();
    expect(bridge.kind).toBe('dingtalk');
  });
});

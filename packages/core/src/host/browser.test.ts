import { describe, expect, it } from 'vitest';
import { MSG_LOCATION_DENIED, MSG_SCAN_UNSUPPORTED } from '../rules/messages.ts';
import { scanUnsupportedMessage } from '../rules/scan.ts';
import { createBrowserBridge } from './browser.ts';
import { MSG_LOCATION_FAILED } from './messages.ts';
import { HostError } from './types.ts';

type Outcome = { coords: { latitude: number; longitude: number; accuracy: number } } | { code: number; message: string };

function browserWith(outcome: Outcome | null): { win: Window; options: PositionOptions[] } {
  const options: PositionOptions[] = [];
  const geolocation =
    outcome === null
      ? undefined
      : {
          getCurrentPosition(success: PositionCallback, failure: PositionErrorCallback, opts: PositionOptions) {
            options.push(opts);
            if ('coords' in outcome) success(outcome as unknown as GeolocationPosition);
            else failure(outcome as unknown as GeolocationPositionError);
          },
        };
  return { win: { navigator: { userAgent: 'Chrome', geolocation } } as unknown as Window, options };
}

async function rejection(promise: Promise<unknown>): Promise<HostError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HostError);
  return error as HostError;
}

describe('plain browser bridge (spec 8 "Scan and location")', () => {
  it('spec 8: scanning outside the supported apps says where it works', async () => {
    const error = await rejection(createBrowserBridge(browserWith(null).win).scan());
    expect(error.message).toBe(scanUnsupportedMessage());
    expect(error.message).toBe(MSG_SCAN_UNSUPPORTED);
  });

  it('spec 8: a refused geolocation permission shows 获取定位权限失败，请通过手机开启 with code -1', async () => {
    const error = await rejection(createBrowserBridge(browserWith({ code: 1, message: 'User denied Geolocation' }).win).getLocation());
    expect(error.message).toBe('获取定位权限失败，请通过手机开启');
    expect(error.message).toBe(MSG_LOCATION_DENIED);
    expect(error.code).toBe(-1);
  });

  it('spec 8: other geolocation failures (timeout, unavailable, no API) ask to retry later', async () => {
    for (const code of [2, 3]) {
      const error = await rejection(createBrowserBridge(browserWith({ code, message: 'x' }).win).getLocation());
      expect(error.message).toBe(MSG_LOCATION_FAILED);
      expect(error.code).toBe(code);
    }
    expect((await rejection(createBrowserBridge(browserWith(null).win).getLocation())).message).toBe(MSG_LOCATION_FAILED);
  });

  it('spec 8: answers the browser position, asking for high accuracy with a timeout', async () => {
    const { win, options } = browserWith({ coords: { latitude: 30.27, longitude: 120.15, accuracy: 12 } });
    expect(await createBrowserBridge(win).getLocation()).toEqual({ latitude: 30.27, longitude: 120.15, accuracy: 12 });
    expect(options[0]).toMatchObject({ enableHighAccuracy: true, timeout: 15_000 });
  });

  it('spec 4: a browser cannot close the window; nothing to start, tell or push', async () => {
    const bridge = createBrowserBridge(browserWith(null).win);
    expect(bridge.kind).toBe('browser');
    expect(await bridge.closeWindow()).toBe(false);
    await expect(bridge.init()).resolves.toBeUndefined();
    await expect(bridge.notifyLoginSuccess({ token: 't', user_id: 'u', company_id: 'c' })).resolves.toBeUndefined();
    expect(typeof bridge.onPush(() => undefined)).toBe('function');
  });
});

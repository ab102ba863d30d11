import type { PushMessage } from '@campus/contracts';
import { MSG_LOCATION_DENIED, MSG_SCAN_EMPTY } from '../rules/messages.ts';
import { classifyScan, isEmptyScan } from '../rules/scan.ts';
import { MSG_LOCATION_FAILED } from './messages.ts';
import { HostError, type DeviceInfo, type GeoPoint, type HostBridge, type NativePushPayload, type ScanResult } from './types.ts';

/**
 * Our native shell contract (docs/native-shell.md). The app shell injects
 * `window.LXDZBridge` before the page's scripts run; every method answers
 * `{code, data?, msg?}` with code 0 for success.
 */
export interface NativeAnswer<T = unknown> {
  code: number;
  data?: T;
  msg?: string;
}

/** A push as the shell delivers it: code 0 and a push message, or a nonzero code (an error, spec 8). */
export type NativePushEvent = { code: number } & Partial<PushMessage> & Record<string, unknown>;

export interface LXDZBridge {
  call(method: NativeMethod, params?: object): Promise<NativeAnswer>;
  on(event: 'push', listener: (payload: NativePushEvent) => void): () => void;
}

declare global {
  interface Window {
    /** Injected by the native app shell (docs/native-shell.md); absent everywhere else. */
    LXDZBridge?: LXDZBridge;
  }
}

/** Every method of the contract. */
export const NATIVE_METHODS = {
  support: 'support',
  initPush: 'initPush',
  clearCache: 'clearCache',
  loginSuccess: 'loginSuccess',
  scan: 'scan',
  getLocation: 'getLocation',
  closeWindow: 'closeWindow',
  deviceInfo: 'deviceInfo',
} as const;
export type NativeMethod = (typeof NATIVE_METHODS)[keyof typeof NATIVE_METHODS];

/** Success of every call. */
export const NATIVE_OK = 0;
/** getLocation: the user or the system refused the location permission (spec 8). */
export const NATIVE_LOCATION_DENIED = -1;

/** Support check (spec 4 "Native shell start-up"): true only when the shell answers code 0. */
export async function nativeShellSupported(bridge: LXDZBridge): Promise<boolean> {
  try {
    const answer = await bridge.call(NATIVE_METHODS.support);
    return answer?.code === NATIVE_OK;
  } catch {
    return false;
  }
}

/** Some shells hand over JSON text instead of an object; an unreadable one becomes an error payload. */
export function normalisePushPayload(raw: unknown): NativePushPayload {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return { code: -1, payload: raw };
    }
  }
  if (value === null || typeof value !== 'object') return { code: -1, payload: raw };
  const record = value as Record<string, unknown>;
  return typeof record.code === 'number' ? (record as NativePushPayload) : { ...record, code: -1 };
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

async function callSafely(bridge: LXDZBridge, method: NativeMethod, params?: object): Promise<NativeAnswer> {
  try {
    const answer = params === undefined ? await bridge.call(method) : await bridge.call(method, params);
    return answer ?? { code: -1, msg: `${method}: no answer` };
  } catch (error) {
    return { code: -1, msg: error instanceof Error ? error.message : String(error) };
  }
}

/** The HostBridge of the native app shell (ARCHITECTURE.md "Host bridges behind one interface"). */
export function createNativeShellBridge(bridge: LXDZBridge): HostBridge {
  const listeners = new Set<(payload: NativePushPayload) => void>();
  let started: Promise<void> | null = null;

  const forward = (raw: unknown): void => {
    const payload = normalisePushPayload(raw);
    for (const listener of [...listeners]) listener(payload);
  };

  /** Spec 4: initialise push, register the push listener, clear the cache, in that order. */
  const start = async (): Promise<void> => {
    const initPush = await callSafely(bridge, NATIVE_METHODS.initPush);
    bridge.on('push', forward);
    const clearCache = await callSafely(bridge, NATIVE_METHODS.clearCache);
    const failed = [initPush, clearCache].find((answer) => answer.code !== NATIVE_OK);
    if (failed !== undefined) throw new HostError(failed.msg ?? 'native shell start-up failed', failed.code);
  };

  return {
    kind: 'native',
    init() {
      started ??= start();
      return started;
    },
    async notifyLoginSuccess(auth) {
      const answer = await callSafely(bridge, NATIVE_METHODS.loginSuccess, { ...auth });
      if (answer.code !== NATIVE_OK) throw new HostError(answer.msg ?? 'loginSuccess failed', answer.code);
    },
    async closeWindow() {
      const answer = await callSafely(bridge, NATIVE_METHODS.closeWindow);
      return answer.code === NATIVE_OK;
    },
    async scan(): Promise<ScanResult> {
      const answer = await callSafely(bridge, NATIVE_METHODS.scan);
      const result = (answer.data as { result?: unknown } | undefined)?.result;
      if (answer.code !== NATIVE_OK || typeof result !== 'string' || isEmptyScan(result)) {
        throw new HostError(MSG_SCAN_EMPTY, answer.code);
      }
      return classifyScan(result);
    },
    async getLocation(): Promise<GeoPoint> {
      const answer = await callSafely(bridge, NATIVE_METHODS.getLocation);
      if (answer.code === NATIVE_LOCATION_DENIED) throw new HostError(MSG_LOCATION_DENIED, NATIVE_LOCATION_DENIED);
      const data = answer.data as Partial<GeoPoint> | undefined;
      if (answer.code !== NATIVE_OK || !isNumber(data?.latitude) || !isNumber(data?.longitude)) {
        throw new HostError(MSG_LOCATION_FAILED, answer.code);
      }
      return isNumber(data.accuracy)
        ? { latitude: data.latitude, longitude: data.longitude, accuracy: data.accuracy }
        : { latitude: data.latitude, longitude: data.longitude };
    },
    async deviceInfo(): Promise<DeviceInfo | null> {
      const answer = await callSafely(bridge, NATIVE_METHODS.deviceInfo);
      const data = answer.data as { device_id?: unknown; name?: unknown } | undefined;
      if (answer.code !== NATIVE_OK || typeof data?.device_id !== 'string' || !/^[\w.:-]{8,128}$/.test(data.device_id)) return null;
      return { id: data.device_id, name: typeof data.name === 'string' ? data.name.slice(0, 64) : '' };
    },
    onPush(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

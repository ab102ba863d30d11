import type { ScanResult } from '../rules/scan.ts';

export type { ScanResult };

/** Where the app runs (spec section 1: native app shell, DingTalk, WeChat or a plain browser). */
export type HostKind = 'native' | 'dingtalk' | 'wechat' | 'browser';

export interface GeoPoint {
  latitude: number;
  longitude: number;
  accuracy?: number;
}

/** The device the native shell runs on (issue 40: an account may be bound to one). */
export interface DeviceInfo {
  /** Stable per installation: 8 to 128 letters, digits, `.`, `:`, `_` or `-`. */
  id: string;
  /** What the user calls it, e.g. the model ('iPhone 15'); may be empty. */
  name: string;
}

/** A raw push payload as the native shell delivers it: {code, ...PushMessage} (spec 7, 8). */
export type NativePushPayload = { code: number } & Record<string, unknown>;

/**
 * A failure the user must see, with the spec's message (spec 8 "Scan and location").
 * Screens show `message` as it is.
 */
export class HostError extends Error {
  constructor(
    message: string,
    readonly code?: number | string,
  ) {
    super(message);
    this.name = 'HostError';
  }
}

/**
 * One interface over the four hosts (ARCHITECTURE.md "Host bridges behind one
 * interface"). Detection happens once at start-up; tests inject a fake native shell.
 */
export interface HostBridge {
  readonly kind: HostKind;
  /** Start-up work of the host: the native shell inits push, registers the push listener and clears the cache (spec 4). */
  init(): Promise<void>;
  /** Tells the host app the login succeeded; sent once (spec 7 "Notify host app"). */
  notifyLoginSuccess(auth: { token: string; user_id: string; company_id: string }): Promise<void>;
  /** Closes the container window; true when the host did (DingTalk), false where it cannot. */
  closeWindow(): Promise<boolean>;
  /** Scans a QR code or barcode; rejects with HostError carrying the spec's message. */
  scan(): Promise<ScanResult>;
  /** Current position; rejects with HostError (permission denied: '获取定位权限失败，请通过手机开启'). */
  getLocation(): Promise<GeoPoint>;
  /** The native shell's device (issue 40, /login/bindHardware); absent on hosts that have none to give. */
  deviceInfo?(): Promise<DeviceInfo | null>;
  /** Subscribes to pushes the host delivers (native shell); returns the unsubscribe. Others never call back. */
  onPush(listener: (payload: NativePushPayload) => void): () => void;
}

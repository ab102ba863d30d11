import type { LXDZBridge } from './native-shell.ts';
import type { HostBridge, HostKind } from './types.ts';
import type { WechatBridgeOptions } from './wechat.ts';

export interface HostEnvironment {
  userAgent: string;
  /** `window.LXDZBridge`, injected by the native app shell (docs/native-shell.md). */
  nativeBridge: unknown;
}

/** dingtalk-jsapi's own check (lib/env.js): `/DingTalk/i` on the user agent. */
const DINGTALK_UA = /DingTalk/i;
/** WeChat, and WeCom which carries the same token (ARCHITECTURE.md "Host facts"). */
const WECHAT_UA = /micromessenger/i;

/** A candidate native bridge: an object with `call` and `on` functions. */
export function isNativeBridge(value: unknown): value is LXDZBridge {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return false;
  const candidate = value as Partial<Record<'call' | 'on', unknown>>;
  return typeof candidate.call === 'function' && typeof candidate.on === 'function';
}

/**
 * Where the app runs (pure). A native bridge makes the native shell the
 * candidate (createHostBridge then confirms it with the support check), then
 * DingTalk, then WeChat by user agent, else a plain browser.
 */
export function detectHostKind(env: HostEnvironment): HostKind {
  if (isNativeBridge(env.nativeBridge)) return 'native';
  if (DINGTALK_UA.test(env.userAgent)) return 'dingtalk';
  if (WECHAT_UA.test(env.userAgent)) return 'wechat';
  return 'browser';
}

/** A shell that never answers the support check must not hold up start-up. */
export const NATIVE_SUPPORT_TIMEOUT_MS = 3000;

export interface CreateHostBridgeOptions extends WechatBridgeOptions {
  /** How long the native support check may take before the UA decides; default 3 s. */
  supportTimeoutMs?: number;
}

const detected = new WeakMap<object, Promise<HostBridge>>();

async function confirmNative(bridge: LXDZBridge, timeoutMs: number): Promise<boolean> {
  const { nativeShellSupported } = await import('./native-shell.ts');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([nativeShellSupported(bridge), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function detectAndCreate(win: Window, options: CreateHostBridgeOptions): Promise<HostBridge> {
  const userAgent = win.navigator?.userAgent ?? '';
  const nativeBridge = win.LXDZBridge;
  let kind = detectHostKind({ userAgent, nativeBridge });
  if (kind === 'native' && isNativeBridge(nativeBridge)) {
    // Spec 4 "Native shell start-up": support code 0 marks the native shell.
    if (await confirmNative(nativeBridge, options.supportTimeoutMs ?? NATIVE_SUPPORT_TIMEOUT_MS)) {
      const { createNativeShellBridge } = await import('./native-shell.ts');
      return createNativeShellBridge(nativeBridge);
    }
    kind = detectHostKind({ userAgent, nativeBridge: undefined });
  }
  // Each host's module (and its SDK) is loaded only where it runs: never in a plain browser's first paint.
  switch (kind) {
    case 'dingtalk': {
      const { createDingtalkBridge } = await import('./dingtalk.ts');
      return createDingtalkBridge();
    }
    case 'wechat': {
      const { createWechatBridge } = await import('./wechat.ts');
      return createWechatBridge({ location: win.location, userAgent, ...options });
    }
    default: {
      const { createBrowserBridge } = await import('./browser.ts');
      return createBrowserBridge(win);
    }
  }
}

/**
 * Detects the host once per window and creates its bridge (ARCHITECTURE.md
 * "Host bridges behind one interface"). Later calls answer the same bridge, so
 * screens may call it to reach the host the start-up chose.
 */
export function createHostBridge(win: Window = window, options: CreateHostBridgeOptions = {}): Promise<HostBridge> {
  let bridge = detected.get(win);
  if (bridge === undefined) {
    bridge = detectAndCreate(win, options);
    detected.set(win, bridge);
    // A failed detection (e.g. a chunk that did not load) may be retried.
    bridge.catch(() => detected.delete(win));
  }
  return bridge;
}

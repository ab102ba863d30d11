import { describe, expect, it } from 'vitest';
import { createHostBridge, detectHostKind } from './detect.ts';
import type { LXDZBridge } from './native-shell.ts';
import { fakeShell, UA } from './test-fakes.ts';
import type { HostKind } from './types.ts';

function fakeWindow(userAgent: string, bridge?: LXDZBridge): Window {
  return {
    navigator: { userAgent },
    location: { href: 'https://hub.example.com/app/?company=1#/mPage' },
    LXDZBridge: bridge,
  } as unknown as Window;
}

describe('detectHostKind (spec 1, ARCHITECTURE "Host facts")', () => {
  const table: Array<[string, string, unknown, HostKind]> = [
    ['DingTalk on Android', UA.dingtalkAndroid, undefined, 'dingtalk'],
    ['DingTalk on iOS', UA.dingtalkIos, undefined, 'dingtalk'],
    ['WeChat on iOS', UA.wechatIos, undefined, 'wechat'],
    ['WeChat on Android', UA.wechatAndroid, undefined, 'wechat'],
    ['micromessenger in lower case', 'Mozilla/5.0 micromessenger/8.0', undefined, 'wechat'],
    ['plain Chrome', UA.chrome, undefined, 'browser'],
    ['an empty user agent', '', undefined, 'browser'],
    ['a native bridge object in a plain WebView', UA.chrome, fakeShell(), 'native'],
    ['a native bridge inside a WeChat-like UA', UA.wechatAndroid, fakeShell(), 'native'],
    ['a bridge placeholder without call/on', UA.chrome, {}, 'browser'],
    ['a null bridge', UA.wechatIos, null, 'wechat'],
  ];
  it.each(table)('Host facts: %s -> %s', (_name, userAgent, nativeBridge, kind) => {
    expect(detectHostKind({ userAgent, nativeBridge })).toBe(kind);
  });
});

describe('createHostBridge (spec 4 "Native shell start-up", spec 7 "Native shell bridge")', () => {
  it('spec 4: a native bridge answering support code 0 marks the native shell', async () => {
    const shell = fakeShell({ support: { code: 0 } });
    const host = await createHostBridge(fakeWindow(UA.chrome, shell));
    expect(host.kind).toBe('native');
    expect(shell.log).toEqual(['call:support']);
  });

  it('spec 4: support code 1 falls back to the user agent (browser)', async () => {
    const host = await createHostBridge(fakeWindow(UA.chrome, fakeShell({ support: { code: 1 } })));
    expect(host.kind).toBe('browser');
  });

  it('spec 4: support code 1 falls back to the user agent (WeChat)', async () => {
    const host = await createHostBridge(fakeWindow(UA.wechatIos, fakeShell({ support: { code: 1 } })), {
      companyId: () => 'c1',
    });
    expect(host.kind).toBe('wechat');
  });

  it('spec 4: a support check that fails or never answers falls back', async () => {
    const failing = fakeShell({ support: () => Promise.reject(new Error('unknown method')) });
    expect((await createHostBridge(fakeWindow(UA.dingtalkAndroid, failing))).kind).toBe('dingtalk');
    const silent = fakeShell({ support: () => new Promise(() => undefined) });
    expect((await createHostBridge(fakeWindow(UA.chrome, silent), { supportTimeoutMs: 5 })).kind).toBe('browser');
  });

  it('spec 1: each user agent gets its own bridge (DingTalk, WeChat, browser)', async () => {
    expect((await createHostBridge(fakeWindow(UA.dingtalkIos))).kind).toBe('dingtalk');
    expect((await createHostBridge(fakeWindow(UA.wechatAndroid), { companyId: () => 'c1' })).kind).toBe('wechat');
    expect((await createHostBridge(fakeWindow(UA.chrome))).kind).toBe('browser');
  });

  it('ARCHITECTURE "Host bridges": detection happens once per window', async () => {
    const shell = fakeShell();
    const win = fakeWindow(UA.chrome, shell);
    const [first, second] = await Promise.all([createHostBridge(win), createHostBridge(win)]);
    expect(first).toBe(second);
    expect(await createHostBridge(win)).toBe(first);
    expect(shell.log).toEqual(['call:support']);
  });
});

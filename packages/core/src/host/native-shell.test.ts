import { describe, expect, it, vi } from 'vitest';
import { MSG_LOCATION_DENIED, MSG_SCAN_EMPTY } from '../rules/messages.ts';
import { MSG_LOCATION_FAILED } from './messages.ts';
import { createNativeShellBridge, nativeShellSupported, normalisePushPayload } from './native-shell.ts';
import { fakeShell } from './test-fakes.ts';
import { HostError } from './types.ts';

const approvalPush = {
  code: 0,
  title: '审批提醒',
  content: '您有一条新的维修审批',
  extras: { msg_type: 'APPROVAL', msg_id: 42, order_type: 'repair', extra_param: { module: 'repair', action_type: '' } },
};

async function rejection(promise: Promise<unknown>): Promise<HostError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HostError);
  return error as HostError;
}

describe('native shell start-up (spec 4 "Native shell start-up", spec 7 "Native shell bridge")', () => {
  it('spec 4: the support check passes only on code 0', async () => {
    expect(await nativeShellSupported(fakeShell({ support: { code: 0 } }))).toBe(true);
    expect(await nativeShellSupported(fakeShell({ support: { code: 1 } }))).toBe(false);
    expect(await nativeShellSupported(fakeShell({ support: () => Promise.reject(new Error('no such method')) }))).toBe(false);
  });

  it('spec 4: init initialises push, then registers the push listener, then clears the cache', async () => {
    const shell = fakeShell();
    await createNativeShellBridge(shell).init();
    expect(shell.log).toEqual(['call:initPush', 'on:push', 'call:clearCache']);
  });

  it('spec 4: init runs once however often it is called', async () => {
    const shell = fakeShell();
    const bridge = createNativeShellBridge(shell);
    await Promise.all([bridge.init(), bridge.init()]);
    await bridge.init();
    expect(shell.log).toEqual(['call:initPush', 'on:push', 'call:clearCache']);
  });

  it('spec 4: a failed initPush still registers the listener and clears the cache, then reports', async () => {
    const shell = fakeShell({ initPush: { code: 2, msg: 'push service unavailable' } });
    const error = await rejection(createNativeShellBridge(shell).init());
    expect(shell.log).toEqual(['call:initPush', 'on:push', 'call:clearCache']);
    expect(error.message).toBe('push service unavailable');
    expect(error.code).toBe(2);
  });

  it('spec 4: the listener is registered only after initPush answered', async () => {
    let answerInitPush: (answer: { code: number }) => void = () => undefined;
    const shell = fakeShell({ initPush: () => new Promise((resolve) => (answerInitPush = resolve)) });
    const started = createNativeShellBridge(shell).init();
    await Promise.resolve();
    expect(shell.log).toEqual(['call:initPush']);
    answerInitPush({ code: 0 });
    await started;
    expect(shell.log).toEqual(['call:initPush', 'on:push', 'call:clearCache']);
  });
});

describe('native shell push (spec 7 "Push-message event", spec 8 "Push payload with nonzero code")', () => {
  it('spec 7: forwards every push to every onPush listener until it unsubscribes', async () => {
    const shell = fakeShell();
    const bridge = createNativeShellBridge(shell);
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = bridge.onPush(first);
    bridge.onPush(second);
    await bridge.init();

    shell.emit(approvalPush);
    expect(first).toHaveBeenCalledWith(approvalPush);
    expect(second).toHaveBeenCalledWith(approvalPush);

    stopFirst();
    shell.emit({ ...approvalPush, title: '第二条' });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('spec 8: a payload with a nonzero code is forwarded as it is (the app shows "Push Error : {payload}")', async () => {
    const shell = fakeShell();
    const bridge = createNativeShellBridge(shell);
    const listener = vi.fn();
    bridge.onPush(listener);
    await bridge.init();
    shell.emit({ code: 1001, msg: 'token expired' });
    expect(listener).toHaveBeenCalledWith({ code: 1001, msg: 'token expired' });
  });

  it('spec 7: a push handed over as JSON text is read; unreadable text becomes an error payload', () => {
    expect(normalisePushPayload(JSON.stringify(approvalPush))).toEqual(approvalPush);
    expect(normalisePushPayload('not json')).toEqual({ code: -1, payload: 'not json' });
    expect(normalisePushPayload({ title: 'no code' })).toEqual({ title: 'no code', code: -1 });
  });
});

describe('native shell capabilities (spec 7 "Notify host app", spec 8 "Scan and location", spec 9 scan types)', () => {
  it('spec 7: tells the shell the login succeeded with token, user_id and company_id', async () => {
    const shell = fakeShell();
    await createNativeShellBridge(shell).notifyLoginSuccess({ token: 't1', user_id: 'u1', company_id: 'c1' });
    expect(shell.log).toEqual(['call:loginSuccess']);
    expect(shell.params).toEqual([{ token: 't1', user_id: 'u1', company_id: 'c1' }]);
  });

  it('spec 8: an empty scan result shows 扫码获取信息失败', async () => {
    for (const answer of [{ code: 0, data: { result: '' } }, { code: 0, data: { result: '  ' } }, { code: 0 }, { code: 1 }]) {
      const error = await rejection(createNativeShellBridge(fakeShell({ scan: answer })).scan());
      expect(error.message).toBe(MSG_SCAN_EMPTY);
      expect(error.message).toBe('扫码获取信息失败');
    }
  });

  it('spec 9: a code-128 prefix is a barcode, anything else a QR code', async () => {
    const barcode = createNativeShellBridge(fakeShell({ scan: { code: 0, data: { result: 'CODE_128,6901234567892' } } }));
    expect(await barcode.scan()).toEqual({ type: 'barcode', value: '6901234567892' });
    const qr = createNativeShellBridge(fakeShell({ scan: { code: 0, data: { result: 'https://hub.example.com/v?id=1' } } }));
    expect(await qr.scan()).toEqual({ type: 'qrcode', value: 'https://hub.example.com/v?id=1' });
  });

  it('spec 8: location code -1 shows 获取定位权限失败，请通过手机开启', async () => {
    const error = await rejection(createNativeShellBridge(fakeShell({ getLocation: { code: -1 } })).getLocation());
    expect(error.message).toBe('获取定位权限失败，请通过手机开启');
    expect(error.message).toBe(MSG_LOCATION_DENIED);
    expect(error.code).toBe(-1);
  });

  it('spec 8: another location failure is not reported as a refused permission', async () => {
    const error = await rejection(createNativeShellBridge(fakeShell({ getLocation: { code: 3 } })).getLocation());
    expect(error.message).toBe(MSG_LOCATION_FAILED);
  });

  it('spec 7: answers the position the shell gives', async () => {
    const shell = fakeShell({ getLocation: { code: 0, data: { latitude: 30.27, longitude: 120.15, accuracy: 20 } } });
    expect(await createNativeShellBridge(shell).getLocation()).toEqual({ latitude: 30.27, longitude: 120.15, accuracy: 20 });
  });

  it('spec 4: closeWindow is true when the shell closed it', async () => {
    expect(await createNativeShellBridge(fakeShell()).closeWindow()).toBe(true);
    expect(await createNativeShellBridge(fakeShell({ closeWindow: { code: 1 } })).closeWindow()).toBe(false);
  });
});

describe('native shell device (issue 40, docs/native-shell.md deviceInfo)', () => {
  it('issue 40: deviceInfo answers the shell’s device id and name; a failure or a malformed id gives none', async () => {
    const device = { code: 0, data: { device_id: 'ios-1f0c9a2b-phone', name: 'iPhone 15' } };
    expect(await createNativeShellBridge(fakeShell({ deviceInfo: device })).deviceInfo?.()).toEqual({
      id: 'ios-1f0c9a2b-phone',
      name: 'iPhone 15',
    });
    expect(await createNativeShellBridge(fakeShell({ deviceInfo: { code: 0, data: { device_id: 'abcdefgh' } } })).deviceInfo?.()).toEqual({
      id: 'abcdefgh',
      name: '',
    });
    expect(await createNativeShellBridge(fakeShell({ deviceInfo: { code: 404 } })).deviceInfo?.()).toBeNull();
    expect(await createNativeShellBridge(fakeShell({ deviceInfo: { code: 0, data: { device_id: 'bad id!' } } })).deviceInfo?.()).toBeNull();
  });
});

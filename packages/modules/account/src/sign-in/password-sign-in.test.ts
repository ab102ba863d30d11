import { afterEach, describe, expect, it, vi } from 'vitest';
import * as coreAuth from '@campus/core/auth';
import { createStores, localStore, setCurrentHost, type HostBridge } from '@campus/core';
import { passwordSignIn, returnPath } from './password-sign-in.ts';

afterEach(() => {
  vi.restoreAllMocks();
  setCurrentHost(null);
});

const nativeHost = {
  kind: 'native',
  deviceInfo: () => Promise.resolve({ id: 'ios-1f0c9a2b-phone', name: 'iPhone 15' }),
} as unknown as HostBridge;

describe('the sign-in pages share one password sign-in (issue 40)', () => {
  it('spec 3: signing in on /lnLogin stores lnLoginType 1; on #/login it is removed', async () => {
    vi.spyOn(coreAuth, 'signInByPassword').mockResolvedValue({ deviceBound: false });
    const stores = createStores();
    expect(await passwordSignIn(stores, '/lnLogin').submit('13800000005', 'Demo@2026', 'c1')).toBeNull();
    expect(localStore.get('lnLoginType')).toBe('1');
    expect(await passwordSignIn(stores, '/login').submit('13800000005', 'Demo@2026', 'c1')).toBeNull();
    expect(localStore.get('lnLoginType')).toBeNull();
  });

  it('issue 40: a refused sign-in keeps lnLoginType as it was and says why', async () => {
    vi.spyOn(coreAuth, 'signInByPassword').mockResolvedValue('该账号已绑定其他设备');
    localStore.set('lnLoginType', '2');
    expect(await passwordSignIn(createStores(), '/lnLogin').submit('13800000005', 'x', 'c1')).toBe('该账号已绑定其他设备');
    expect(localStore.get('lnLoginType')).toBe('2');
  });

  it('issue 40: the native shell’s device goes with the sign-in; one that bound it goes on to /login/bindHardware', async () => {
    const signIn = vi.spyOn(coreAuth, 'signInByPassword').mockResolvedValue({ deviceBound: true });
    setCurrentHost(nativeHost);
    const page = passwordSignIn(createStores(), '/login');
    await page.submit('13800000003', 'Demo@2026', 'c1');
    expect(signIn.mock.calls[0]?.[1]).toMatchObject({ device: { id: 'ios-1f0c9a2b-phone', name: 'iPhone 15' } });
    expect(page.nextPath()).toBe('/login/bindHardware');
  });

  it('spec 8: back to the screen whose login expired, never to a sign-in page', () => {
    localStore.set('pathname', '/userInfo');
    expect(returnPath()).toBe('/userInfo');
    localStore.set('pathname', '/lnLogin');
    expect(returnPath()).toBe('/mPage');
    expect(returnPath()).toBe('/mPage');
  });
});

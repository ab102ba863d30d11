import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_ID_KEY, deviceId, guestCompanyId, guestIdentity, keepGuestToken } from './guest-identity.ts';

afterEach(() => {
  localStorage.clear();
  delete window.__HUB_TENANT__;
});

describe('the guest assistant’s identity (issue 40: a device id kept in local storage)', () => {
  it('a device id is made once, in the contract’s form, and kept under the module’s own key', () => {
    const first = deviceId();
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(first);
    expect(deviceId()).toBe(first);
    localStorage.setItem(DEVICE_ID_KEY, 'not valid!');
    expect(deviceId()).not.toBe('not valid!');
  });

  it('the company: the address’s, else the tenant’s default, else the one the app last knew', () => {
    window.__HUB_TENANT__ = {
      type: 'sa',
      title: '',
      displayName: '',
      defaultCompanyId: 'sa-default',
      companyIds: ['sa-default'],
      mainColor: null,
      brandDir: 'sa',
      privateMode: false,
    };
    expect(guestCompanyId('c9')).toBe('c9');
    expect(guestCompanyId(null)).toBe('sa-default');
    delete window.__HUB_TENANT__;
    expect(guestCompanyId(null)).toBeNull();
    localStorage.setItem('company_id', 'c3');
    expect(guestCompanyId('  ')).toBe('c3');
  });

  it('after sign-up the guest token of that company goes with every call', () => {
    expect(guestIdentity('c1').guest_token).toBeUndefined();
    keepGuestToken('c1', 'tok');
    expect(guestIdentity('c1')).toMatchObject({ company_id: 'c1', guest_token: 'tok' });
    expect(guestIdentity('c2').guest_token).toBeUndefined();
  });
});

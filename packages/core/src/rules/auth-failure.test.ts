import { describe, expect, it } from 'vitest';
import { isLnLoginTypeSet, planAuthFailure, type AuthFailureInput } from './auth-failure.ts';

const base: AuthFailureInput = {
  companyId: '7f1c0000-0000-4000-8000-000000000001',
  msg: '登录已过期',
  permissionsLoaded: true,
  currentPath: '/applyCar',
  isPublicPath: false,
  lnLoginType: null,
  code: 'AUTH_FAIL',
};

describe('planAuthFailure, AUTH_FAIL (spec 8)', () => {
  it('spec 8: login data is cleared and permissions are reset', () => {
    expect(planAuthFailure(base)).toMatchObject({ clearLogin: true, resetPermissions: true });
  });

  it("spec 8: a company id starting with b shows 'ErrorCode：001，请关闭后重新进入!' at once and stores no path", () => {
    expect(planAuthFailure({ ...base, companyId: 'b-company' })).toEqual({
      clearLogin: true,
      resetPermissions: true,
      toast: { text: 'ErrorCode：001，请关闭后重新进入!', delayMs: 0 },
      storePath: null,
      navigateTo: '/login',
    });
  });

  it('spec 8: otherwise the current path is stored and the server msg shown after 1500 ms when permissions were loaded', () => {
    expect(planAuthFailure(base)).toEqual({
      clearLogin: true,
      resetPermissions: true,
      toast: { text: '登录已过期', delayMs: 1500 },
      storePath: '/applyCar',
      navigateTo: '/login',
    });
  });

  it('spec 8: the server msg is shown immediately when permissions were not loaded', () => {
    expect(planAuthFailure({ ...base, permissionsLoaded: false }).toast).toEqual({ text: '登录已过期', delayMs: 0 });
  });

  it('spec 8: without a company id the normal (non-b) rule applies', () => {
    expect(planAuthFailure({ ...base, companyId: null }).toast?.text).toBe('登录已过期');
  });

  it('spec 8: no navigation to #/login on a public page', () => {
    expect(planAuthFailure({ ...base, isPublicPath: true }).navigateTo).toBeNull();
  });

  it('spec 8: no navigation to #/login when lnLoginType is set', () => {
    expect(planAuthFailure({ ...base, lnLoginType: '2' }).navigateTo).toBeNull();
  });

  it('spec 8: an empty lnLoginType counts as not set', () => {
    expect(planAuthFailure({ ...base, lnLoginType: '' }).navigateTo).toBe('/login');
  });

  it('spec 8: a b-company on a public page stays there', () => {
    expect(planAuthFailure({ ...base, companyId: 'b1', isPublicPath: true }).navigateTo).toBeNull();
  });
});

describe('planAuthFailure, STAFF_WX_AUTH_FAIL (spec 8)', () => {
  const wx: AuthFailureInput = { ...base, code: 'STAFF_WX_AUTH_FAIL', msg: '请先绑定' };

  it('spec 8: login data is cleared, permissions reset and the msg shown when permissions were loaded', () => {
    expect(planAuthFailure(wx)).toEqual({
      clearLogin: true,
      resetPermissions: true,
      toast: { text: '请先绑定', delayMs: 0 },
      storePath: null,
      navigateTo: null,
    });
  });

  it('spec 8: the failure is silent when permissions never loaded', () => {
    expect(planAuthFailure({ ...wx, permissionsLoaded: false }).toast).toBeNull();
  });

  it('spec 8: a b-company gets the server msg too (the ErrorCode：001 text is for AUTH_FAIL only)', () => {
    expect(planAuthFailure({ ...wx, companyId: 'b1' }).toast?.text).toBe('请先绑定');
  });
});

describe('isLnLoginTypeSet (spec 3 lnLoginType)', () => {
  it.each([
    ['1', true],
    ['2', true],
    ['', false],
    [null, false],
    [undefined, false],
  ])('spec 3: lnLoginType %s counts as set: %s', (value, expected) => {
    expect(isLnLoginTypeSet(value)).toBe(expected);
  });
});

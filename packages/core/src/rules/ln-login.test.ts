import { describe, expect, it } from 'vitest';
import { loginPathFor, planAuthFailure, type AuthFailureInput } from './auth-failure.ts';
import { backToLoginPlan, bindPhoneTarget, decideStartup, failureCode, type StartupInput } from './startup.ts';
import { decideGuard } from '../routing/guard.ts';

const startup: StartupInput = {
  path: '/userInfo',
  isPublic: false,
  query: {},
  storedToken: null,
  storedAuth: null,
  lnLoginType: '1',
  now: 0,
};

const authFail: AuthFailureInput = {
  companyId: 'f93eb315-1945-4e9f-a343-b93ed994e55d',
  msg: '登录信息已失效，请重新登录',
  permissionsLoaded: true,
  currentPath: '/userInfo',
  isPublicPath: false,
  lnLoginType: '1',
  code: 'AUTH_FAIL',
};

describe('issue 40: a login made on /lnLogin (lnLoginType 1, spec 3) comes back to /lnLogin', () => {
  it('spec 3: lnLoginType 1 names the ln sign-in page; any other value (or none) #/login', () => {
    expect(loginPathFor('1')).toBe('/lnLogin');
    expect(loginPathFor('2')).toBe('/login');
    expect(loginPathFor('')).toBe('/login');
    expect(loginPathFor(null)).toBe('/login');
  });

  it('spec 4 step 5: an expired login with lnLoginType 1 shows no 登录信息已失效! and goes back to /lnLogin after 1.5 s', () => {
    expect(decideStartup(startup)).toMatchObject({ kind: 'expired', message: null, backToLogin: true });
    expect(backToLoginPlan({ inDingTalk: false, lnLoginType: '1' })).toEqual({ kind: 'navigate', path: '/lnLogin', delayMs: 1500 });
    // lnLoginType 2 (the dormitory application page) still stays where it is
    expect(backToLoginPlan({ inDingTalk: false, lnLoginType: '2' })).toEqual({ kind: 'stay' });
  });

  it('spec 8 AUTH_FAIL: a revoked token with lnLoginType 1 goes to /lnLogin (not #/login), and stays on a public page', () => {
    expect(planAuthFailure(authFail).navigateTo).toBe('/lnLogin');
    expect(planAuthFailure({ ...authFail, isPublicPath: true }).navigateTo).toBeNull();
    expect(planAuthFailure({ ...authFail, lnLoginType: '2' }).navigateTo).toBeNull();
    expect(planAuthFailure({ ...authFail, lnLoginType: null }).navigateTo).toBe('/login');
  });

  it('spec 2.1: the guard sends a signed-out user to the login page (the screen picks /lnLogin by loginPathFor)', () => {
    expect(
      decideGuard({
        topName: 'userInfo',
        isPublic: false,
        startupSettled: true,
        authenticated: false,
        permissionsLoaded: false,
        permitted: new Set(),
      }),
    ).toEqual({ kind: 'login' });
  });
});

describe('issue 40: /login/bindHardware needs a login, not a menu entry', () => {
  const base = { topName: 'login', isPublic: false, startupSettled: true, permissionsLoaded: true, permitted: new Set<string>() };
  it('spec 2.1: a signed-in user opens a non-public child of the public login page; a signed-out one goes to sign in', () => {
    expect(decideGuard({ ...base, topIsPublic: true, authenticated: true })).toEqual({ kind: 'allow' });
    expect(decideGuard({ ...base, topIsPublic: true, authenticated: false })).toEqual({ kind: 'login' });
    // any other top route still needs its permitted name
    expect(decideGuard({ ...base, topName: 'userInfo2', topIsPublic: false, authenticated: true })).toEqual({ kind: 'home' });
  });
});

describe('issue 40: a start-up WeChat login that finds no staff leads to /bindPhone', () => {
  it('spec 8 STAFF_WX_AUTH_FAIL: the code is read from the failed answer', () => {
    expect(failureCode({ response: { data: { code: 'STAFF_WX_AUTH_FAIL', msg: 'x' } } })).toBe('STAFF_WX_AUTH_FAIL');
    expect(failureCode({ response: { data: { detail: '未找到' } } })).toBeNull();
    expect(failureCode(new Error('network'))).toBeNull();
    expect(failureCode(null)).toBeNull();
  });

  it('issue 40: /bindPhone carries the openid with its proof (signed p, or the company of a demo openid login)', () => {
    expect(bindPhoneTarget({ openid: 'o1', p: 's1.c.x.y' })).toBe('/bindPhone?openid=o1&p=s1.c.x.y');
    expect(bindPhoneTarget({ openid: 'o 2', company_id: 'c1' })).toBe('/bindPhone?openid=o+2&company_id=c1');
  });
});

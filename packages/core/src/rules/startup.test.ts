import { describe, expect, it } from 'vitest';
import { backToLoginPlan, decideStartup, type StartupInput } from './startup.ts';

const NOW = 1_700_000_000_000;
const base: StartupInput = {
  path: '/applyCar',
  isPublic: false,
  query: {},
  storedToken: 'tok',
  storedAuth: '{"token":"tok"}',
  lnLoginType: null,
  now: NOW,
};

describe('decideStartup (spec 4 start-up and login)', () => {
  it('spec 4 step 1: a route in the no-login list continues, whatever the query', () => {
    expect(decideStartup({ ...base, path: '/login', isPublic: true, query: { openid: 'o' }, storedToken: null })).toEqual({
      kind: 'continue',
    });
  });

  it('spec 4 step 2: openid and p clear auth and token, store the openid and log in with {p, openid}', () => {
    expect(decideStartup({ ...base, query: { openid: 'o1', p: 'code', company_id: 'c1' } })).toEqual({
      kind: 'login-with-code',
      clearAuth: true,
      clearToken: true,
      storeOpenid: 'o1',
      payload: { p: 'code', openid: 'o1' },
    });
  });

  it('spec 4 step 3: openid and company_id clear the auth, store _URL_p and log in with {openid, company_id}', () => {
    expect(decideStartup({ ...base, query: { openid: 'o1', company_id: 'c1' }, search: '?openid=o1&company_id=c1' })).toEqual({
      kind: 'login-with-openid',
      clearAuth: true,
      storeUrlP: { openid: 'o1', company_id: 'c1', search: '?openid=o1&company_id=c1', time: NOW },
      payload: { openid: 'o1', company_id: 'c1' },
      privateCompanyMode: false,
    });
  });

  it('spec 4 step 3: a company_id starting with b sets private-company mode', () => {
    expect(decideStartup({ ...base, query: { openid: 'o1', company_id: 'b77' } })).toMatchObject({
      kind: 'login-with-openid',
      privateCompanyMode: true,
    });
  });

  it('spec 3 _URL_p: without a raw search string it is rebuilt from the query (undefined values left out)', () => {
    const decision = decideStartup({ ...base, query: { openid: 'o 1', company_id: 'c1', x: undefined } });
    expect(decision).toMatchObject({ storeUrlP: { search: '?openid=o+1&company_id=c1' } });
  });

  it('spec 4 step 4: openid alone clears the login state and goes back to login with 参数异常，请关闭后尝试重新进入!', () => {
    expect(decideStartup({ ...base, query: { openid: 'o1' } })).toEqual({
      kind: 'invalid-params',
      clearLogin: true,
      message: '参数异常，请关闭后尝试重新进入!',
      backToLogin: true,
    });
  });

  it('spec 5: an empty query value counts as absent (openid with empty p is openid alone)', () => {
    expect(decideStartup({ ...base, query: { openid: 'o1', p: '' } }).kind).toBe('invalid-params');
    expect(decideStartup({ ...base, query: { openid: '', p: 'x' } }).kind).toBe('authenticated');
  });

  it('spec 4 step 2 needs openid: p alone falls through to the stored token check', () => {
    expect(decideStartup({ ...base, query: { p: 'code', company_id: 'c1' } }).kind).toBe('authenticated');
  });

  it('spec 4 step 5: stored token and auth authenticate, attach the token and notify the host', () => {
    expect(decideStartup(base)).toEqual({ kind: 'authenticated', token: 'tok', notifyHost: true });
  });

  it('spec 4 step 5 / spec 8: a missing token shows 登录信息已失效! and goes back to login', () => {
    expect(decideStartup({ ...base, storedToken: null })).toEqual({
      kind: 'expired',
      clearLogin: true,
      message: '登录信息已失效!',
      backToLogin: true,
    });
  });

  it('spec 4 step 5: missing auth is expired too', () => {
    expect(decideStartup({ ...base, storedAuth: null }).kind).toBe('expired');
  });

  it('spec 5: empty stored token or auth count as missing', () => {
    expect(decideStartup({ ...base, storedToken: '' }).kind).toBe('expired');
    expect(decideStartup({ ...base, storedAuth: '' }).kind).toBe('expired');
  });

  it('spec 4 step 5: the login-expired message is not shown when lnLoginType is set', () => {
    expect(decideStartup({ ...base, storedToken: null, lnLoginType: '1' })).toMatchObject({ kind: 'expired', message: null });
  });

  it('spec 8: a token missing in private-company mode shows 参数异常，请关闭后尝试重新进入!', () => {
    expect(decideStartup({ ...base, storedToken: null, privateCompanyMode: true })).toEqual({
      kind: 'invalid-params',
      clearLogin: true,
      message: '参数异常，请关闭后尝试重新进入!',
      backToLogin: true,
    });
  });

  it('spec 8: private-company mode with token and auth is simply authenticated', () => {
    expect(decideStartup({ ...base, privateCompanyMode: true }).kind).toBe('authenticated');
  });
});

describe('decideStartup side rules (spec 4)', () => {
  it('spec 4: a token query parameter is stored directly and counts as the stored token', () => {
    expect(decideStartup({ ...base, storedToken: null, query: { token: 'qtok' } })).toEqual({
      storeToken: 'qtok',
      kind: 'authenticated',
      token: 'qtok',
      notifyHost: true,
    });
  });

  it('spec 4: a token query parameter wins over the stored token', () => {
    expect(decideStartup({ ...base, query: { token: 'new' } })).toMatchObject({ kind: 'authenticated', token: 'new' });
  });

  it('spec 4: a user_id query parameter loads that staff record, which counts as the stored auth', () => {
    expect(decideStartup({ ...base, storedAuth: null, query: { token: 't', user_id: 'u1' } })).toEqual({
      storeToken: 't',
      loadStaffId: 'u1',
      kind: 'authenticated',
      token: 't',
      notifyHost: true,
    });
  });

  it('spec 4: user_id without any token is still expired', () => {
    expect(decideStartup({ ...base, storedToken: null, storedAuth: null, query: { user_id: 'u1' } })).toMatchObject({
      loadStaffId: 'u1',
      kind: 'expired',
    });
  });

  it('spec 4: the side rules ride on every decision, public pages and login flows included', () => {
    expect(decideStartup({ ...base, isPublic: true, query: { token: 't', user_id: 'u' } })).toEqual({
      storeToken: 't',
      loadStaffId: 'u',
      kind: 'continue',
    });
    expect(decideStartup({ ...base, query: { openid: 'o', p: 'p', token: 't' } })).toMatchObject({
      storeToken: 't',
      kind: 'login-with-code',
    });
  });
});

describe('backToLoginPlan (spec 4 back to login)', () => {
  it('spec 4: inside the work-chat container the window is closed instead', () => {
    expect(backToLoginPlan({ inDingTalk: true, lnLoginType: null })).toEqual({ kind: 'close-window' });
    expect(backToLoginPlan({ inDingTalk: true, lnLoginType: '1' })).toEqual({ kind: 'close-window' });
  });

  it('spec 4 / spec 9: outside it, go to #/login after 1500 ms', () => {
    expect(backToLoginPlan({ inDingTalk: false, lnLoginType: null })).toEqual({ kind: 'navigate', path: '/login', delayMs: 1500 });
  });

  it('spec 4: outside it, stay when lnLoginType is set', () => {
    expect(backToLoginPlan({ inDingTalk: false, lnLoginType: '2' })).toEqual({ kind: 'stay' });
  });
});

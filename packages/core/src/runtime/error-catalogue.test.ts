import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStores, type Stores } from '../stores/root-store.tsx';
import { handleFailure, type ErrorCatalogueContext } from './error-catalogue.ts';

const showToast = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../feedback/feedback.ts', () => ({ showToast }));

let stores: Stores;
let delays: number[];
let navigated: string[];

function context(path = '/applyCar'): ErrorCatalogueContext {
  return {
    stores,
    currentPath: () => path,
    isPublicPath: (candidate) => candidate === '/login' || candidate === '/notFound',
    navigate: (to) => navigated.push(to),
    online: () => true,
    later: (run, ms) => {
      delays.push(ms);
      run();
    },
  };
}

function signedIn(companyId: string): void {
  localStorage.setItem('token', 't');
  localStorage.setItem('LXDZAuths', JSON.stringify({ token: 't', company_id: companyId, company: { type: 'sa' } }));
  stores.session.reload();
}

beforeEach(() => {
  localStorage.clear();
  showToast.mockClear();
  stores = createStores();
  delays = [];
  navigated = [];
});

describe('the error catalogue on screen (spec 8)', () => {
  it('spec 8 AUTH_FAIL: clears login, stores the path, shows msg after 1500 ms when permissions were loaded, goes to login', () => {
    signedIn('c-1');
    stores.permissions.setResolved(['applyCar'], []);
    handleFailure({ kind: 'auth-fail', code: 'AUTH_FAIL', msg: '登录信息已失效，请重新登录', status: 401 }, context(), false);
    expect(stores.session.isAuthenticated).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('pathname')).toBe('/applyCar');
    expect(stores.permissions.isAuthGetted).toBe(false);
    expect(delays).toEqual([1500]);
    expect(showToast).toHaveBeenCalledWith('登录信息已失效，请重新登录');
    expect(navigated).toEqual(['/login']);
  });

  it("spec 8 AUTH_FAIL: a company id starting with b shows 'ErrorCode：001，请关闭后重新进入!' and keeps no path", () => {
    signedIn('b0000000-0000-4000-8000-000000000000');
    handleFailure({ kind: 'auth-fail', code: 'AUTH_FAIL', msg: 'x', status: 401 }, context(), false);
    expect(showToast).toHaveBeenCalledWith('ErrorCode：001，请关闭后重新进入!');
    expect(localStorage.getItem('pathname')).toBeNull();
  });

  it('spec 8 AUTH_FAIL: on a public page the user stays', () => {
    signedIn('c-1');
    handleFailure({ kind: 'auth-fail', code: 'AUTH_FAIL', msg: 'x', status: 401 }, context('/notFound'), false);
    expect(navigated).toEqual([]);
  });

  it('spec 8 STAFF_WX_AUTH_FAIL: silent when permissions never loaded', () => {
    signedIn('c-1');
    handleFailure({ kind: 'staff-wx-auth-fail', code: 'STAFF_WX_AUTH_FAIL', msg: '微信认证失败', status: 401 }, context(), false);
    expect(showToast).not.toHaveBeenCalled();
    expect(stores.session.isAuthenticated).toBe(false);
  });

  it('spec 8, 9: other failures toast their message after the generic 100 ms; a silent call shows nothing', () => {
    handleFailure({ kind: 'message', text: '系统异常' }, context(), false);
    expect(delays).toEqual([100]);
    expect(showToast).toHaveBeenCalledWith('系统异常');
    showToast.mockClear();
    handleFailure({ kind: 'message', text: '请求失败' }, context(), true);
    expect(showToast).not.toHaveBeenCalled();
  });
});

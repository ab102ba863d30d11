import { beforeEach, describe, expect, it } from 'vitest';
import { localStore } from './local-store.ts';

beforeEach(() => localStorage.clear());

describe('local storage keys (spec 3)', () => {
  it('spec 3: LXDZAuths holds the whole login response', () => {
    localStore.setAuth({ token: 't', company_id: 'c' });
    expect(JSON.parse(localStorage.getItem('LXDZAuths') ?? '')).toEqual({ token: 't', company_id: 'c' });
    expect(localStore.getAuth()).toEqual({ token: 't', company_id: 'c' });
  });

  it('spec 3: _URL_p holds openid, company_id, search string and time in ms', () => {
    localStore.setUrlParams({ openid: 'o', company_id: 'c', search: '?openid=o', time: 1 });
    expect(localStore.getUrlParams()).toEqual({ openid: 'o', company_id: 'c', search: '?openid=o', time: 1 });
  });

  it('spec 3: stashed approval orders hold {id, type}', () => {
    localStore.stashOrder('_approvalRepairDetailData', { id: 7, type: 0 });
    expect(localStore.getStashedOrder('_approvalRepairDetailData')).toEqual({ id: 7, type: 0 });
  });

  it("remembers the login page's companies per tenant type, and ignores what is not a list", () => {
    const ln = [{ id: 'a', name: '岭南校园', type: 'ln' as const }];
    localStore.setCompanyOptions('ln', ln);
    expect(localStore.getCompanyOptions('ln')).toEqual(ln);
    expect(localStore.getCompanyOptions('sa')).toBeNull();
    expect(localStore.getCompanyOptions(null)).toBeNull();
    localStorage.setItem('_companies_all', '{"not":"a list"}');
    expect(localStore.getCompanyOptions(null)).toBeNull();
  });

  it('clearing the login removes token and auth only', () => {
    localStore.set('token', 't');
    localStore.setAuth({ token: 't' });
    localStore.set('lnLoginType', '1');
    localStore.clearLogin();
    expect(localStore.get('token')).toBeNull();
    expect(localStore.getAuthRaw()).toBeNull();
    expect(localStore.get('lnLoginType')).toBe('1');
  });

  it('a corrupt JSON value reads as absent instead of crashing', () => {
    localStorage.setItem('LXDZAuths', '{oops');
    expect(localStore.getAuth()).toBeNull();
  });
});

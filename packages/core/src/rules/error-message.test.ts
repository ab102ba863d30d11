import { describe, expect, it } from 'vitest';
import { chooseErrorMessage, classifyFailure } from './error-message.ts';

describe('chooseErrorMessage (spec 8 message choice order)', () => {
  it('spec 8 step 1: a string detail is shown', () => {
    expect(chooseErrorMessage({ detail: '未找到', msg: 'm', non_field_errors: ['n'] })).toBe('未找到');
  });

  it('spec 8 step 1: a detail that is not a string is skipped', () => {
    expect(chooseErrorMessage({ detail: { x: 1 }, msg: '消息' })).toBe('消息');
  });

  it('spec 8 step 1: an empty detail counts as absent', () => {
    expect(chooseErrorMessage({ detail: '', msg: '消息' })).toBe('消息');
  });

  it('spec 8 step 2: msg is shown when there is no string detail', () => {
    expect(chooseErrorMessage({ code: 'X', msg: '错误消息', non_field_errors: ['n'] })).toBe('错误消息');
  });

  it('spec 8 step 2: an empty msg counts as absent', () => {
    expect(chooseErrorMessage({ msg: '', non_field_errors: ['第一条'] })).toBe('第一条');
  });

  it('spec 8 step 3: the first non_field_errors entry is shown', () => {
    expect(chooseErrorMessage({ non_field_errors: ['第一条', '第二条'], phone: ['x'] })).toBe('第一条');
  });

  it('spec 8 step 3: an empty non_field_errors list is skipped', () => {
    expect(chooseErrorMessage({ non_field_errors: [], phone: ['格式错误'] })).toBe('phone: 格式错误');
  });

  it('spec 8 step 4: an array body is joined with commas', () => {
    expect(chooseErrorMessage(['甲', '乙', '丙'])).toBe('甲,乙,丙');
  });

  it('spec 8 step 4: an empty array body falls back to 请求错误', () => {
    expect(chooseErrorMessage([])).toBe('请求错误');
  });

  it("spec 8 step 5: the first field is shown as 'field: first message'", () => {
    expect(chooseErrorMessage({ phone: ['手机号格式错误', '另一条'], name: ['必填'] })).toBe('phone: 手机号格式错误');
  });

  it('spec 8 step 5: scalar and empty fields are not field errors; the first array field is used', () => {
    expect(chooseErrorMessage({ code: 'X', count: 3, empty: [], name: ['必填'] })).toBe('name: 必填');
  });

  it('spec 8 step 6: an object with nothing readable gives 请求错误', () => {
    expect(chooseErrorMessage({ code: 'X' })).toBe('请求错误');
  });

  it.each([[undefined], [null], ['<html>502</html>'], [42]])('spec 8 step 6: a body of %s gives 请求错误', (data) => {
    expect(chooseErrorMessage(data)).toBe('请求错误');
  });
});

describe('classifyFailure (spec 8)', () => {
  it('spec 8: code AUTH_FAIL on a 4xx is an auth failure carrying the server msg', () => {
    expect(classifyFailure({ status: 401, data: { code: 'AUTH_FAIL', msg: '登录已过期' }, online: true, hasResponse: true })).toEqual({
      kind: 'auth-fail',
      code: 'AUTH_FAIL',
      msg: '登录已过期',
      status: 401,
    });
  });

  it('spec 8: code STAFF_WX_AUTH_FAIL on a 4xx is the staff WeChat auth failure', () => {
    expect(classifyFailure({ status: 403, data: { code: 'STAFF_WX_AUTH_FAIL', msg: '未绑定' }, online: true, hasResponse: true })).toEqual({
      kind: 'staff-wx-auth-fail',
      code: 'STAFF_WX_AUTH_FAIL',
      msg: '未绑定',
      status: 403,
    });
  });

  it('spec 8: an auth failure without msg carries the chosen message', () => {
    expect(classifyFailure({ status: 401, data: { code: 'AUTH_FAIL' }, online: true, hasResponse: true })).toMatchObject({
      kind: 'auth-fail',
      msg: '请求错误',
    });
  });

  it('spec 8: another 4xx shows the chosen message', () => {
    expect(classifyFailure({ status: 400, data: { detail: '参数错误' }, online: true, hasResponse: true })).toEqual({
      kind: 'message',
      text: '参数错误',
    });
  });

  it('spec 8: a 4xx with another code shows its msg', () => {
    expect(classifyFailure({ status: 409, data: { code: 'CONFLICT', msg: '已被预订' }, online: true, hasResponse: true })).toEqual({
      kind: 'message',
      text: '已被预订',
    });
  });

  it('spec 8: a 4xx with an array body is not an auth failure', () => {
    expect(classifyFailure({ status: 400, data: ['a', 'b'], online: true, hasResponse: true })).toEqual({ kind: 'message', text: 'a,b' });
  });

  it.each([500, 502, 503])('spec 8: HTTP %i shows 系统异常', (status) => {
    expect(classifyFailure({ status, data: { code: 'AUTH_FAIL', msg: 'x' }, online: true, hasResponse: true })).toEqual({
      kind: 'message',
      text: '系统异常',
    });
  });

  it('spec 8: no response while online shows 请求失败', () => {
    expect(classifyFailure({ online: true, hasResponse: false })).toEqual({ kind: 'message', text: '请求失败' });
  });

  it('spec 8: no response while offline shows 网络连接异常', () => {
    expect(classifyFailure({ online: false, hasResponse: false })).toEqual({ kind: 'message', text: '网络连接异常' });
  });

  it('spec 8: an answer outside 4xx/5xx (or without a status) is read like a 4xx body but never as an auth failure', () => {
    expect(classifyFailure({ status: 302, data: { code: 'AUTH_FAIL', msg: '跳转' }, online: true, hasResponse: true })).toEqual({
      kind: 'message',
      text: '跳转',
    });
    expect(classifyFailure({ data: undefined, online: true, hasResponse: true })).toEqual({ kind: 'message', text: '请求错误' });
  });
});

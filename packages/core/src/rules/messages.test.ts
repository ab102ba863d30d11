import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';
import * as messages from './messages.ts';

describe('spec strings, letter for letter (spec 8, 9)', () => {
  it.each([
    ['MSG_REQUEST_ERROR', '请求错误'],
    ['MSG_SYSTEM_ERROR', '系统异常'],
    ['MSG_REQUEST_FAILED', '请求失败'],
    ['MSG_NETWORK_ABNORMAL', '网络连接异常'],
    ['MSG_AUTH_FAIL_B', 'ErrorCode：001，请关闭后重新进入!'],
    ['MSG_NET_DOWN', '网络连接断开'],
    ['MSG_NET_UP', '网络连接正常'],
    ['MSG_BAD_PARAMS', '参数异常，请关闭后尝试重新进入!'],
    ['MSG_LOGIN_EXPIRED', '登录信息已失效!'],
    ['MSG_LOADING', '加载中'],
    ['PUSH_DISMISS', '已阅'],
    ['PUSH_OPEN', '查看'],
    ['ALERT_OK', '知道了'],
    ['MSG_SCAN_EMPTY', '扫码获取信息失败'],
    ['MSG_DING_SCAN_FAIL', '无法调取钉钉扫码'],
    ['MSG_LOCATION_DENIED', '获取定位权限失败，请通过手机开启'],
  ] as const)('spec 8/9: %s is %s', (name, text) => {
    expect(messages[name]).toBe(text);
  });

  it('spec 8: the b-company auth message uses the full-width colon and comma', () => {
    expect(messages.MSG_AUTH_FAIL_B).toContain('\uFF1A');
    expect(messages.MSG_AUTH_FAIL_B).toContain('\uFF0C');
    expect(messages.MSG_AUTH_FAIL_B.endsWith('!')).toBe(true);
  });

  it("spec 8: pushError gives 'Push Error : {payload}'", () => {
    expect(messages.pushError('{"code":1}')).toBe('Push Error : {"code":1}');
  });
});

describe('business constants (spec 9)', () => {
  it.each([
    ['CHUNK_TIMEOUT_MS', 120_000],
    ['DESIGN_WIDTH', 375],
    ['DESIGN_REM', 10],
    ['FONT_RETRY_MS', 100],
    ['AUTH_FAIL_TOAST_DELAY_MS', 1500],
    ['PERMISSION_RETRY_MS', 350],
    ['TOAST_DELAY_MS', 100],
    ['STARTUP_TOAST_MS', 2000],
    ['BACK_TO_LOGIN_MS', 1500],
    ['FOCUS_SCROLL_MS', 520],
    ['NONCE_LENGTH', 16],
  ] as const)('spec 9: %s is %i', (name, value) => {
    expect(constants[name]).toBe(value);
  });

  it('spec 9: QR code defaults are 256x256, black on white, level H', () => {
    expect(constants.QR_DEFAULTS).toEqual({ size: 256, fgColor: '#000000', bgColor: '#ffffff', level: 'H' });
  });
});

describe('local storage keys (spec 3)', () => {
  it('spec 3: every key name is its own value, exactly as the spec spells it', () => {
    for (const [name, value] of Object.entries(constants.STORAGE_KEYS)) expect(value).toBe(name);
    expect(Object.keys(constants.STORAGE_KEYS)).toEqual([
      'token',
      'LXDZAuths',
      'LXDZAppId',
      'LXDZOpenid',
      'company_id',
      'pathname',
      'lnLoginType',
      '_skin_type',
      '_URL_p',
    ]);
  });
});

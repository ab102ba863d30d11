/**
 * Every user-facing string of the spec, written once (ARCHITECTURE.md, Conventions).
 * Copied letter for letter from spec sections 8 and 9; mind the full-width
 * punctuation (：，) where the spec has it.
 */

// Spec 8, error catalogue.
export const MSG_REQUEST_ERROR = '请求错误';
export const MSG_SYSTEM_ERROR = '系统异常';
export const MSG_REQUEST_FAILED = '请求失败';
export const MSG_NETWORK_ABNORMAL = '网络连接异常';
/** Auth failure of a company whose id starts with b (full-width colon and comma). */
export const MSG_AUTH_FAIL_B = 'ErrorCode：001，请关闭后重新进入!';

// Spec 8, start-up messages.
export const MSG_NET_DOWN = '网络连接断开';
export const MSG_NET_UP = '网络连接正常';
export const MSG_BAD_PARAMS = '参数异常，请关闭后尝试重新进入!';
export const MSG_LOGIN_EXPIRED = '登录信息已失效!';

// Spec 9.
export const MSG_LOADING = '加载中';
export const PUSH_DISMISS = '已阅';
export const PUSH_OPEN = '查看';
export const ALERT_OK = '知道了';

// Spec 8, scan and location.
export const MSG_SCAN_EMPTY = '扫码获取信息失败';
export const MSG_DING_SCAN_FAIL = '无法调取钉钉扫码';
export const MSG_LOCATION_DENIED = '获取定位权限失败，请通过手机开启';
/** Scan outside supported apps; the spec gives the meaning, not the words (our wording). */
export const MSG_SCAN_UNSUPPORTED = '请在钉钉、微信公众号或App内使用扫码功能';

/** Spec 8: alert for a push payload with a nonzero code. */
export function pushError(payload: string): string {
  return `Push Error : ${payload}`;
}

// Spec 6: the personal-centre entry appended to the main-page menu.
export const MENU_PERSONAL_CENTRE = '个人中心';

// Spec 3 display rule: an absent value shows as --.
export const DISPLAY_EMPTY = '--';

// Spec 3 code tables (the spec names them in English; these are the app's labels). Order status
// labels are not here: they come from the server's order types (GET order_types/).
export const LABEL_PERIOD_UNLIMITED = '不限';
export const LABEL_PERIOD_DAILY = '每天';
export const LABEL_PERIOD_WEEKLY = '每周';
export const LABEL_PERIOD_MONTHLY = '每月';
export const LABEL_PERIOD_HALF_YEAR = '每半年';
export const LABEL_PERIOD_YEARLY = '每年';
export const LABEL_PERIOD_QUARTERLY = '每季度';
export const LABEL_PERIOD_OTHER = '其他';
export const LABEL_TARGET_PERSONAL = '按人';
export const LABEL_TARGET_DEPARTMENT = '按部门';

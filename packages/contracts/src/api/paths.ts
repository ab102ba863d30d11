/**
 * Every hub API path (spec section 7: all calls go under /9077/api/...).
 * Django-REST style: trailing slashes everywhere. Client and server import these.
 */
export const API_PREFIX = '/9077/api';
export const DOCS_PREFIX = '/9077/docs';

export const apiPaths = {
  /** POST: login with {p, openid}, {openid, company_id} or {phone, password, company_id} (the spec's `{token}`). */
  login: `${API_PREFIX}/token/`,
  /** GET: load a staff record (the spec's `{token}{user_id}/`). */
  staffRecord: (userId: string) => `${API_PREFIX}/token/${encodeURIComponent(userId)}/`,
  staffRecordPattern: `${API_PREFIX}/token/:user_id/`,
  /** POST: revoke the caller's token (log out). */
  revokeToken: `${API_PREFIX}/token/revoke/`,
  /** POST: change the caller's password. */
  passwordChange: `${API_PREFIX}/password/change/`,
  /** POST: ask for a reset code (delivered to the staff, never in the answer). */
  passwordResetCode: `${API_PREFIX}/password/reset/code/`,
  /** POST: reset a forgotten password with the code. */
  passwordReset: `${API_PREFIX}/password/reset/`,
  /** GET: permission rules of the caller's company and role. */
  rules: `${API_PREFIX}/app_models/rules/`,
  /** POST: remote configuration for the WeChat JS-SDK signature. */
  wechatConfig: `${API_PREFIX}/wechat/config/`,
  /** GET: server time. */
  systemTime: `${API_PREFIX}/system/time/`,
  /** GET: liveness and database kind. */
  health: `${API_PREFIX}/health/`,
  /** GET: server-sent events; `?token=` because EventSource cannot set headers. */
  pushStream: `${API_PREFIX}/push/stream/`,
  /** POST: send a push to a staff of the caller's company (admin only; for QA). */
  pushSend: `${API_PREFIX}/push/send/`,
  /** GET: the caller's messages, paged. */
  messages: `${API_PREFIX}/messages/`,
  message: (id: string) => `${API_PREFIX}/messages/${encodeURIComponent(id)}/`,
  messagePattern: `${API_PREFIX}/messages/:id/`,
  messageRead: (id: string) => `${API_PREFIX}/messages/${encodeURIComponent(id)}/read/`,
  messageReadPattern: `${API_PREFIX}/messages/:id/read/`,
  messagesReadAll: `${API_PREFIX}/messages/read_all/`,
  messagesUnreadCount: `${API_PREFIX}/messages/unread_count/`,
} as const;

/** Authorization header scheme (`Bearer` is accepted too). */
export const AUTH_SCHEME = 'Token';
/** Name of the server-sent event that carries a push message. */
export const PUSH_EVENT = 'push';

import type { ErrorCode } from '@campus/contracts';
import { MSG_NETWORK_ABNORMAL, MSG_REQUEST_ERROR, MSG_REQUEST_FAILED, MSG_SYSTEM_ERROR } from './messages.ts';

/** The error codes of spec 8 that trigger the auth-failure handling. */
export const AUTH_FAIL: ErrorCode = 'AUTH_FAIL';
export const STAFF_WX_AUTH_FAIL: ErrorCode = 'STAFF_WX_AUTH_FAIL';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/**
 * The message of a 4xx body, in the order of spec 8:
 * 1 a string `detail`; 2 `msg`; 3 the first `non_field_errors` entry;
 * 4 an array body joined with ','; 5 the first field as 'field: first message';
 * 6 else '请求错误'.
 *
 * Empty strings and empty arrays count as absent (an empty toast says nothing).
 * Step 5 takes the first field whose value is a non-empty array (the
 * `{field: [messages]}` shape of the API); scalar fields such as `code` are
 * not field errors.
 */
export function chooseErrorMessage(data: unknown): string {
  if (Array.isArray(data)) {
    return data.length > 0 ? data.map(String).join(',') : MSG_REQUEST_ERROR;
  }
  if (!isRecord(data)) return MSG_REQUEST_ERROR;
  if (nonEmptyString(data.detail)) return data.detail;
  if (nonEmptyString(data.msg)) return data.msg;
  const nonField = data.non_field_errors;
  if (Array.isArray(nonField) && nonField.length > 0) return String(nonField[0]);
  for (const [field, messages] of Object.entries(data)) {
    if (Array.isArray(messages) && messages.length > 0) return `${field}: ${String(messages[0])}`;
  }
  return MSG_REQUEST_ERROR;
}

export interface FailureInput {
  /** HTTP status of the answer, when there is one. */
  status?: number;
  /** Body of the answer. */
  data?: unknown;
  /** navigator.onLine at the time of the failure. */
  online: boolean;
  /** False when the call got no answer at all (network down, time-out, CORS). */
  hasResponse: boolean;
}

export type ErrorAction =
  | { kind: 'auth-fail'; code: 'AUTH_FAIL'; msg: string; status: number }
  | { kind: 'staff-wx-auth-fail'; code: 'STAFF_WX_AUTH_FAIL'; msg: string; status: number }
  | { kind: 'message'; text: string };

/**
 * What a failed call means for the user (spec 8).
 * - No answer: '请求失败' online, '网络连接异常' offline.
 * - 5xx: '系统异常'.
 * - 4xx with code AUTH_FAIL / STAFF_WX_AUTH_FAIL: the auth-failure handling
 *   (see planAuthFailure), carrying the server's msg (or the chosen message).
 * - Other 4xx: chooseErrorMessage of the body.
 * - An answer with any other status (the spec names none; axios only rejects
 *   non-2xx, so this is e.g. a 3xx without a redirect): chooseErrorMessage too.
 */
export function classifyFailure(input: FailureInput): ErrorAction {
  if (!input.hasResponse) {
    return { kind: 'message', text: input.online ? MSG_REQUEST_FAILED : MSG_NETWORK_ABNORMAL };
  }
  const status = input.status ?? 0;
  if (status >= 500) return { kind: 'message', text: MSG_SYSTEM_ERROR };
  const text = chooseErrorMessage(input.data);
  if (status >= 400 && isRecord(input.data)) {
    if (input.data.code === AUTH_FAIL) return { kind: 'auth-fail', code: 'AUTH_FAIL', msg: text, status };
    if (input.data.code === STAFF_WX_AUTH_FAIL) {
      return { kind: 'staff-wx-auth-fail', code: 'STAFF_WX_AUTH_FAIL', msg: text, status };
    }
  }
  return { kind: 'message', text };
}

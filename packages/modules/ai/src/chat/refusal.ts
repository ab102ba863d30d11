import { classifyFailure, MSG_NETWORK_ABNORMAL, MSG_REQUEST_FAILED } from '@campus/core';
import { failedResponse, readServerErrors } from '@campus/ui';
import { StreamRefusedError } from '../stream/open-stream.ts';

export interface RefusalNotice {
  /** What the question box says (spec 8's message choice; a 400's field message without its field name). */
  text: string;
  /** 429: today's quota is used up or the guest asks too often; the box stays closed. */
  exhausted: boolean;
  /** AUTH_FAIL on a stream: the error catalogue must sign the user out. */
  authFailed: boolean;
}

/** Why an ask was refused, from a stream's refusal or an axios failure (whole-answer mode). */
export function refusalNotice(error: unknown): RefusalNotice {
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  const response = error instanceof StreamRefusedError ? { status: error.status, data: error.data } : failedResponse(error);
  if (response === null) return { text: online ? MSG_REQUEST_FAILED : MSG_NETWORK_ABNORMAL, exhausted: false, authFailed: false };
  const action = classifyFailure({ status: response.status, data: response.data, online, hasResponse: true });
  if (action.kind !== 'message') return { text: action.msg, exhausted: false, authFailed: error instanceof StreamRefusedError };
  if (response.status >= 400 && response.status < 500) {
    const { message, fields } = readServerErrors(response.data);
    return { text: message ?? fields[0]?.errors[0] ?? action.text, exhausted: response.status === 429, authFailed: false };
  }
  return { text: action.text, exhausted: false, authFailed: false };
}

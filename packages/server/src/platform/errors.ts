import { apiErrorMessages as M } from '@campus/contracts';

/** An error that answers with a given status and body (the shapes of spec section 8). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : typeof body.msg === 'string' ? body.msg : 'HTTP error');
    this.name = 'HttpError';
  }
}

/** 401 {code: 'AUTH_FAIL', msg}: missing, expired or revoked token. */
export const authFail = (): HttpError => new HttpError(401, { code: 'AUTH_FAIL', msg: M.authFail });
/** 403 {code: 'STAFF_WX_AUTH_FAIL', msg}: no staff for the WeChat identity. */
export const staffWxAuthFail = (): HttpError => new HttpError(403, { code: 'STAFF_WX_AUTH_FAIL', msg: M.staffWxAuthFail });
/** 404 {detail: '未找到'}: also for another company's object (never reveal that it exists). */
export const notFound = (): HttpError => new HttpError(404, { detail: M.notFound });
/** 403 {detail: '没有权限'} */
export const forbidden = (): HttpError => new HttpError(403, { detail: M.forbidden });
/** 400 {non_field_errors: [...]} */
export const badRequest = (message: string): HttpError => new HttpError(400, { non_field_errors: [message] });
/** 400 {field: [message]} */
export const fieldError = (field: string, message: string): HttpError => new HttpError(400, { [field]: [message] });

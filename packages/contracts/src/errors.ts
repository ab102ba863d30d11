/** Error bodies the client's error catalogue reads (spec section 8). */
export type ErrorCode = 'AUTH_FAIL' | 'STAFF_WX_AUTH_FAIL';
export interface CodedError {
  code: ErrorCode | string;
  msg: string;
}
export interface DetailError {
  detail: string;
}
export interface NonFieldErrors {
  non_field_errors: string[];
}
export type FieldErrors = Record<string, string[]>;
export type ApiErrorBody = CodedError | DetailError | NonFieldErrors | FieldErrors | string[];

export interface LoginFormErrors {
  phone?: string;
  password?: string;
  form?: string;
}

export const PHONE_REQUIRED = '请输入手机号';
export const PHONE_INVALID = '请输入11位手机号';
export const PASSWORD_REQUIRED = '请输入密码';
export const COMPANY_REQUIRED = '请先选择单位';

/** Checks the sign-in form before it is sent; the server checks again. */
export function validateLoginForm(phone: string, password: string): LoginFormErrors {
  const errors: LoginFormErrors = {};
  if (phone === '') errors.phone = PHONE_REQUIRED;
  else if (!/^1\d{10}$/.test(phone)) errors.phone = PHONE_INVALID;
  if (password === '') errors.password = PASSWORD_REQUIRED;
  return errors;
}

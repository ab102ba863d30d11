import { z } from 'zod';

/** Error bodies of spec section 8 as schemas (documentation and client-side parsing). */
export const codedErrorSchema = z.object({ code: z.string(), msg: z.string() });
export const detailErrorSchema = z.object({ detail: z.string() });
export const nonFieldErrorsSchema = z.object({ non_field_errors: z.array(z.string()) });
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

/** Messages the server uses for the error bodies (Chinese, as the client shows them). */
export const apiErrorMessages = {
  authFail: '登录信息已失效，请重新登录',
  staffWxAuthFail: '微信授权失败，未找到对应的员工账号',
  notFound: '未找到',
  forbidden: '没有权限',
  serverError: '系统异常',
  tooManyLogins: '登录尝试过于频繁，请稍后再试',
  tooManyRequests: '请求过于频繁，请稍后再试',
  badCredentials: '手机号或密码错误',
  badLoginCode: '登录参数无效',
  required: '该字段是必填项。',
  invalid: '请输入有效的值。',
  badJson: '请求数据格式错误',
} as const;

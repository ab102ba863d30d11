import { z } from 'zod';
import { authDataSchema } from '../auth.ts';
import { defineEndpoint } from './endpoint.ts';
import { detailErrorSchema } from './errors.ts';

/**
 * Special logins (issue 40): binding a WeChat openid to an account with a phone and a one-time code
 * (/bindPhone), WeChat's authorisation link (/wxAuthGuide), and the native shell's device bound to an
 * account (/login/bindHardware), which a company may require.
 */
export const specialLoginMessages = {
  phoneRequired: '请输入手机号',
  phoneInvalid: '请输入11位手机号',
  codeRequired: '请输入验证码',
  codeInvalid: '请输入6位验证码',
  codeWrong: '验证码错误或已过期',
  openidRequired: '缺少微信身份，请从微信重新进入',
  wechatProofInvalid: '微信授权已过期，请从微信重新进入',
  companyRequired: '请选择单位',
  codeSent: '如果该手机号已注册，验证码已发送',
  accountHasWechat: '该账号已绑定其他微信',
  wechatHasAccount: '该微信已绑定其他账号',
  deviceRequired: '请在App中打开以绑定本机',
  deviceIdInvalid: '设备标识无效',
  deviceNameTooLong: '设备名称不能超过64个字',
  /** The account has a bound device and this login comes from another one (or from no app at all). */
  otherDevice: '该账号已绑定其他设备，请在已绑定的设备上登录；如已更换手机，请联系管理员解绑',
  /** The company requires a bound device and this login comes from outside the app. */
  appRequired: '本单位要求使用App登录并绑定设备',
  accountHasDevice: '该账号已绑定其他设备，请先解绑',
  noDevice: '该账号未绑定设备',
} as const;

const M = specialLoginMessages;

const phone = z
  .string({ error: M.phoneRequired })
  .trim()
  .min(1, M.phoneRequired)
  .regex(/^1\d{10}$/, M.phoneInvalid);
const code = z
  .string({ error: M.codeRequired })
  .trim()
  .min(1, M.codeRequired)
  .regex(/^\d{6}$/, M.codeInvalid);

/**
 * Who the WeChat user is: the openid with the `p` the server signed after WeChat's authorisation
 * (which names the company), or, in demo mode only, a bare openid with its company.
 */
const wechatIdentity = {
  openid: z.string({ error: M.openidRequired }).min(1, M.openidRequired).max(128),
  p: z.string().max(256).optional(),
  company_id: z.string().max(64).optional(),
};

export const wechatBindCodeRequestSchema = z.object({ ...wechatIdentity, phone });
export type WechatBindCodeRequest = z.input<typeof wechatBindCodeRequestSchema>;

export const wechatBindRequestSchema = z.object({ ...wechatIdentity, phone, code });
export type WechatBindRequest = z.input<typeof wechatBindRequestSchema>;

export const wechatAuthorizeQuerySchema = z.object({
  company_id: z.string({ error: M.companyRequired }).min(1, M.companyRequired).max(64),
});
/** `url`: WeChat's authorise address leading back to this hub's OAuth step; null where the company has no WeChat app. */
export const wechatAuthorizeSchema = z.object({ url: z.string().nullable(), appid: z.string().nullable() });
export type WechatAuthorize = z.infer<typeof wechatAuthorizeSchema>;

/** A device id as the native shell gives it (docs/native-shell.md `deviceInfo`). */
export const deviceIdSchema = z
  .string({ error: M.deviceIdInvalid })
  .trim()
  .regex(/^[\w.:-]{8,128}$/, M.deviceIdInvalid);

export const bindDeviceRequestSchema = z.object({
  device_id: deviceIdSchema,
  device_name: z.string().trim().max(64, M.deviceNameTooLong).optional(),
});
export type BindDeviceRequest = z.input<typeof bindDeviceRequestSchema>;

export const boundDeviceSchema = z.object({ device_id: z.string(), device_name: z.string(), bound_at: z.string() });
export type BoundDevice = z.infer<typeof boundDeviceSchema>;

/** The caller's bound device, and whether the company requires one. */
export const loginDeviceStateSchema = z.object({ device: boundDeviceSchema.nullable(), required: z.boolean() });
export type LoginDeviceState = z.infer<typeof loginDeviceStateSchema>;

/** An admin frees a staff's device (a lost phone): `staff_id`; without it the caller's own. */
export const unbindDeviceRequestSchema = z.object({ staff_id: z.string().max(64).optional() });

export const devicePolicySchema = z.object({ require_bound_device: z.boolean({ error: '请选择是否要求绑定设备' }) });
export type DevicePolicy = z.infer<typeof devicePolicySchema>;

const detailResponse = z.object({ detail: z.string() });

export const specialLoginEndpoints = {
  sendWechatBindCode: defineEndpoint({
    method: 'POST',
    path: '/wechat/bind/code/',
    operationId: 'wechat.sendBindCode',
    tags: ['wechat'],
    summary: '微信绑定账号：发送验证码',
    description:
      'A WeChat user with no account (the login answered STAFF_WX_AUTH_FAIL) asks for a one-time code to the phone of the account to bind. Needs the signed `p` of the OAuth step (or, in demo mode, a bare openid with company_id). The answer is the same whether the phone has an account or not; rate limited.',
    auth: 'none',
    body: wechatBindCodeRequestSchema,
    response: { 200: detailResponse, 429: detailErrorSchema },
  }),
  bindWechat: defineEndpoint({
    method: 'POST',
    path: '/wechat/bind/',
    operationId: 'wechat.bind',
    tags: ['wechat'],
    summary: '微信绑定账号并登录',
    description:
      'Binds the openid to the account of the phone with the code, then signs in (AuthData with a new token). An openid binds one account of a company and an account one openid (400 {openid} / {phone}); of binds racing, one wins. Rate limited.',
    auth: 'none',
    body: wechatBindRequestSchema,
    response: { 200: authDataSchema, 429: detailErrorSchema },
  }),
  wechatAuthorizeUrl: defineEndpoint({
    method: 'GET',
    path: '/wechat/authorize/',
    operationId: 'wechat.authorizeUrl',
    tags: ['wechat'],
    summary: '微信网页授权地址',
    description:
      "WeChat's snsapi_base authorise address for the company, redirecting to GET /wechat/oauth/ on this hub; `url` null when the company has no WeChat app (WECHAT_APPS).",
    auth: 'none',
    query: wechatAuthorizeQuerySchema,
    response: { 200: wechatAuthorizeSchema },
  }),
  loginDevice: defineEndpoint({
    method: 'GET',
    path: '/login/device/',
    operationId: 'auth.loginDevice',
    tags: ['auth'],
    summary: '我的绑定设备',
    description: "The caller's bound device (null when none) and whether the company requires a bound device to sign in.",
    auth: 'required',
    response: { 200: loginDeviceStateSchema },
  }),
  bindDevice: defineEndpoint({
    method: 'POST',
    path: '/login/device/',
    operationId: 'auth.bindDevice',
    tags: ['auth'],
    summary: '绑定本机',
    description:
      'Binds the native shell device to the caller; from then on the account signs in only on it. One device per account: binding another one while bound is 400 {device_id}; of two devices binding at once, one wins.',
    auth: 'required',
    body: bindDeviceRequestSchema,
    response: { 200: loginDeviceStateSchema },
  }),
  unbindDevice: defineEndpoint({
    method: 'POST',
    path: '/login/device/unbind/',
    operationId: 'auth.unbindDevice',
    tags: ['auth'],
    summary: '解绑设备',
    description:
      "Frees the caller's bound device; an admin may free a staff's of the same company with `staff_id` (404 for another company's).",
    auth: 'required',
    body: unbindDeviceRequestSchema,
    response: { 200: detailResponse },
  }),
  devicePolicy: defineEndpoint({
    method: 'GET',
    path: '/login/device/policy/',
    operationId: 'auth.devicePolicy',
    tags: ['auth'],
    summary: '单位设备绑定要求',
    description: 'Whether the caller’s company requires every account to sign in on its bound device.',
    auth: 'required',
    response: { 200: devicePolicySchema },
  }),
  setDevicePolicy: defineEndpoint({
    method: 'PUT',
    path: '/login/device/policy/',
    operationId: 'auth.setDevicePolicy',
    tags: ['auth'],
    summary: '设置单位设备绑定要求',
    description: 'Admins: require (or stop requiring) a bound device for every sign-in by password of the company.',
    auth: 'required',
    body: devicePolicySchema,
    response: { 200: devicePolicySchema },
  }),
} as const;

import { specialLoginEndpoints as E, type AuthData, type LoginDeviceState, type WechatAuthorize } from '@campus/contracts';
import { apiCall } from '@campus/core';

/** The WeChat identity a start-up login could not sign in (spec 4: the openid with its signed p, or a demo openid's company). */
export interface WechatIdentity {
  openid: string;
  p?: string;
  company_id?: string;
}

/** Asks for a bind code to the phone's account (the answer never says whether it exists). Failures are the caller's to show. */
export async function requestBindCode(identity: WechatIdentity, phone: string): Promise<string> {
  const { detail } = await apiCall(E.sendWechatBindCode, { body: { ...identity, phone }, silent: true });
  return detail;
}

/** Binds the openid to the phone's account and answers its login (AuthData). */
export function bindWechat(identity: WechatIdentity, phone: string, code: string): Promise<AuthData> {
  return apiCall(E.bindWechat, { body: { ...identity, phone, code }, silent: true });
}

export function wechatAuthorizeUrl(companyId: string): Promise<WechatAuthorize> {
  return apiCall(E.wechatAuthorizeUrl, { query: { company_id: companyId }, silent: true });
}

export function loadLoginDevice(): Promise<LoginDeviceState> {
  return apiCall(E.loginDevice);
}

export function bindThisDevice(device: { id: string; name: string }): Promise<LoginDeviceState> {
  return apiCall(E.bindDevice, {
    body: { device_id: device.id, ...(device.name === '' ? {} : { device_name: device.name }) },
    silent: true,
  });
}

export async function unbindDevice(): Promise<string> {
  const { detail } = await apiCall(E.unbindDevice, { body: {}, silent: true });
  return detail;
}

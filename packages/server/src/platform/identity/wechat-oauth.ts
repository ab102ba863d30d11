import type { WechatCredentials } from './wechat.ts';

/** WeChat answered that the code is not valid (expired, used, or for another app). */
export class WechatCodeRejected extends Error {
  constructor(readonly errcode: number) {
    super(`WeChat rejected the OAuth code (errcode ${String(errcode)})`);
    this.name = 'WechatCodeRejected';
  }
}

/**
 * The one outgoing call of the OAuth step: an snsapi_base `code` -> the user's openid
 * (`sns/oauth2/access_token`). Behind an interface so tests use a fake; nothing here is reached
 * without WECHAT_APPS credentials.
 */
export interface WechatOAuthClient {
  openidForCode(credentials: WechatCredentials, code: string): Promise<string>;
}

export function httpWechatOAuthClient(options: { fetch?: typeof fetch; apiBase?: string; timeoutMs?: number } = {}): WechatOAuthClient {
  const doFetch = options.fetch ?? fetch;
  const base = options.apiBase ?? 'https://api.weixin.qq.com';
  return {
    async openidForCode(creds, code) {
      const url =
        `${base}/sns/oauth2/access_token?appid=${encodeURIComponent(creds.appid)}&secret=${encodeURIComponent(creds.secret)}` +
        `&code=${encodeURIComponent(code)}&grant_type=authorization_code`;
      const res = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5000) });
      const body = (await res.json()) as { openid?: string; errcode?: number };
      if (typeof body.openid === 'string' && body.openid.length > 0) return body.openid;
      // 40029 invalid code, 40163 code used, 40013 wrong appid: the user's code is at fault.
      throw new WechatCodeRejected(body.errcode ?? -1);
    },
  };
}

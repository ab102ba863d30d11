import { z } from 'zod';

/** POST /9077/api/wechat/config/: remote configuration for the JS-SDK signature (spec section 7). */
export const wechatConfigRequestSchema = z.object({
  url: z.string().url('请输入有效的网址'),
  company_id: z.string().min(1),
});
export type WechatConfigRequest = z.infer<typeof wechatConfigRequestSchema>;

/** `ticket` and `appid` (also as `app_id`); `local` is true for a locally issued ticket. */
export const wechatConfigResponseSchema = z.object({
  ticket: z.string(),
  appid: z.string(),
  app_id: z.string(),
  expires_in: z.number().int(),
  local: z.boolean(),
});
export type WechatConfigResponse = z.infer<typeof wechatConfigResponseSchema>;

/**
 * GET /9077/api/wechat/oauth/?code=&company_id=: the snsapi_base OAuth step. WeChat sends the user
 * here with `code`; the server exchanges it for the openid with the company's app secret and
 * answers a short-lived signed login code `p` for the spec's {p, openid} login: by default a 302 to
 * the company's bundle `/<type>/?openid=&p=` (start-up step 2), with `format=json` as JSON.
 */
export const wechatOAuthQuerySchema = z.object({
  code: z.string().min(1).max(512),
  company_id: z.string().min(1),
  format: z.enum(['redirect', 'json']).default('redirect'),
});
export type WechatOAuthQuery = z.input<typeof wechatOAuthQuerySchema>;

export const wechatOAuthResponseSchema = z.object({
  openid: z.string(),
  p: z.string(),
  expires_in: z.number().int(),
});
export type WechatOAuthResponse = z.infer<typeof wechatOAuthResponseSchema>;

import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { detailErrorSchema } from './errors.ts';

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

/** The wechat operations (OpenAPI tag `wechat`): the server routes, the client calls and the document read these. */
export const wechatEndpoints = {
  jsConfig: defineEndpoint({
    method: 'POST',
    path: '/wechat/config/',
    operationId: 'wechat.jsConfig',
    tags: ['wechat'],
    summary: '微信 JS-SDK 配置：{url, company_id} -> {ticket, appid}',
    description:
      "The WeChat JS-SDK signature for a page URL of a company. With a token, only the caller's company; 404 for an unknown company.",
    auth: 'optional',
    body: wechatConfigRequestSchema,
    response: { 200: wechatConfigResponseSchema, 404: detailErrorSchema },
  }),
  oauth: defineEndpoint({
    method: 'GET',
    path: '/wechat/oauth/',
    operationId: 'wechat.oauth',
    tags: ['wechat'],
    summary: '微信网页授权（snsapi_base）：code -> openid 与短期签名登录码 p',
    description:
      'WeChat redirects here with ?code=. The openid comes from WeChat with the company app secret (WECHAT_APPS); the answer is a 302 to /<type>/?openid=&p= (spec start-up, {p, openid} login) or, with format=json, {openid, p, expires_in}. p is valid 5 minutes.',
    auth: 'none',
    query: wechatOAuthQuerySchema,
    response: {
      200: wechatOAuthResponseSchema,
      302: detailErrorSchema.describe('重定向到公司页面'),
      404: detailErrorSchema,
      502: detailErrorSchema,
    },
  }),
} as const;

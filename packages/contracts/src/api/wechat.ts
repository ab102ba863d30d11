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

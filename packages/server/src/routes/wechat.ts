import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiPaths, detailErrorSchema, wechatConfigRequestSchema, wechatConfigResponseSchema } from '@campus/contracts';
import type { AppContext } from '../context.ts';
import { defineRoute } from '../http/route.ts';
import { notFound } from '../errors.ts';
import { companies } from '../db/schema.ts';
import { isGuid } from '../services/crypto.ts';

/**
 * Remote configuration (spec section 7): {url, company_id} -> {ticket, appid}. Callable before
 * login (WeChat pages sign on landing); with a token, company_id must be the caller's company.
 */
export function wechatRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'POST',
    url: apiPaths.wechatConfig,
    tags: ['wechat'],
    summary: '微信 JS-SDK 配置：{url, company_id} -> {ticket, appid}',
    auth: 'optional',
    body: wechatConfigRequestSchema,
    response: { 200: wechatConfigResponseSchema, 404: detailErrorSchema },
    async handler({ auth, body }) {
      if (auth && auth.companyId !== body.company_id) throw notFound();
      if (!isGuid(body.company_id)) throw notFound();
      const [company] = await ctx.handle.db
        .select({ id: companies.companyId })
        .from(companies)
        .where(eq(companies.companyId, body.company_id))
        .limit(1);
      if (!company) throw notFound();
      return ctx.wechat.config(company.id);
    },
  });
}

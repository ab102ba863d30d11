import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { wechatEndpoints } from '@campus/contracts';
import type { AppContext } from '../../context.ts';
import { defineRoute } from '../../http/route.ts';
import { HttpError, fieldError, notFound } from '../../errors.ts';
import { WechatCodeRejected } from '../wechat-oauth.ts';
import { companies } from '../../db/schema.ts';
import { isGuid } from '../../crypto.ts';

/**
 * Remote configuration (spec section 7): {url, company_id} -> {ticket, appid}. Callable before
 * login (WeChat pages sign on landing); with a token, company_id must be the caller's company.
 */
export function wechatRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    endpoint: wechatEndpoints.jsConfig,
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

  defineRoute(app, ctx, {
    endpoint: wechatEndpoints.oauth,
    async handler({ query, reply }) {
      if (!isGuid(query.company_id)) throw notFound();
      const [company] = await ctx.handle.db
        .select({ id: companies.companyId, type: companies.type })
        .from(companies)
        .where(eq(companies.companyId, query.company_id))
        .limit(1);
      if (!company) throw notFound();
      let openid: string | undefined;
      try {
        openid = await ctx.wechat.openidForCode(company.id, query.code);
      } catch (err) {
        if (err instanceof WechatCodeRejected) throw fieldError('code', '微信授权码无效或已过期，请重新进入');
        ctx.log.warn({ err }, 'WeChat OAuth exchange failed');
        throw new HttpError(502, { detail: '微信服务暂时不可用，请稍后重试' });
      }
      if (openid === undefined) throw fieldError('company_id', '该公司未配置微信公众号（WECHAT_APPS）');
      const signed = ctx.loginSigner.sign(company.id, openid);
      if (query.format === 'json') return { openid, p: signed.p, expires_in: signed.expiresIn };
      const search = new URLSearchParams({ openid, p: signed.p });
      return reply.redirect(`/${company.type}/?${search.toString()}`, 302);
    },
  });
}

import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpointUrl, specialLoginEndpoints, specialLoginMessages as M, wechatEndpoints } from '@campus/contracts';
import type { AppContext } from '../../context.ts';
import { defineRoute } from '../../http/route.ts';
import { forbidden, notFound } from '../../errors.ts';
import { companies } from '../../db/schema.ts';
import { isGuid } from '../../crypto.ts';
import { phoneAccount, type LoginLimits } from '../../http/rate-limit.ts';
import { authData, findStaffById } from '../staff.ts';
import { issueToken } from '../tokens.ts';
import { bindWechat, provenCompany, sendBindCode } from '../wechat-bind.ts';
import { bindDevice, boundDevice, requiresBoundDevice, setRequiresBoundDevice, unbindDevice } from '../login-devices.ts';

/** The hub's own address as the browser reached it (behind TRUST_PROXY, the forwarded one). */
const originOf = (req: FastifyRequest): string => `${req.protocol}://${req.host}`;

/** WeChat's snsapi_base authorise address leading back to this hub's OAuth step (docs/server.md "WeChat OAuth"). */
export function wechatAuthorizeUrl(appid: string, origin: string, companyId: string): string {
  const back = `${origin}${endpointUrl(wechatEndpoints.oauth)}?company_id=${companyId}`;
  const query = new URLSearchParams({ appid, redirect_uri: back, response_type: 'code', scope: 'snsapi_base' });
  return `https://open.weixin.qq.com/connect/oauth2/authorize?${query.toString()}#wechat_redirect`;
}

/** Special logins (issue 40): binding a WeChat openid by phone, WeChat's authorise link, the bound device. */
export function specialLoginRoutes(app: FastifyInstance, ctx: AppContext, options: { limits: LoginLimits }): void {
  const policy = () => ({ demoMode: ctx.demoMode, signer: ctx.loginSigner });

  defineRoute(app, ctx, {
    endpoint: specialLoginEndpoints.sendWechatBindCode,
    options: { preValidation: options.limits.hook('wechat-bind-code', phoneAccount) },
    async handler({ body }) {
      const companyId = provenCompany(body, policy());
      await sendBindCode(ctx.handle.db, ctx.codeSender, companyId, body.phone, ctx.now());
      return { detail: M.codeSent };
    },
  });

  defineRoute(app, ctx, {
    endpoint: specialLoginEndpoints.bindWechat,
    options: { preValidation: options.limits.hook('wechat-bind', phoneAccount) },
    async handler({ body }) {
      const companyId = provenCompany(body, policy());
      const now = ctx.now();
      const row = await bindWechat(ctx.handle.db, companyId, body, now);
      const token = await issueToken(ctx.handle.db, companyId, row.staff.id, ctx.tokenTtlMs, now);
      return authData(row, ctx.tenants, token);
    },
  });

  defineRoute(app, ctx, {
    endpoint: specialLoginEndpoints.wechatAuthorizeUrl,
    async handler({ query, req }) {
      if (!isGuid(query.company_id)) throw notFound();
      const [company] = await ctx.handle.db
        .select({ id: companies.companyId })
        .from(companies)
        .where(eq(companies.companyId, query.company_id))
        .limit(1);
      if (!company) throw notFound();
      const creds = ctx.wechat.credentialsFor(company.id);
      if (!creds) return { url: null, appid: null };
      return { url: wechatAuthorizeUrl(creds.appid, originOf(req), company.id), appid: creds.appid };
    },
  });

  defineRoute(app, ctx, {
    endpoint: specialLoginEndpoints.loginDevice,
    async handler({ auth }) {
      const [device, required] = await Promise.all([
        boundDevice(ctx.handle.db, auth.companyId, auth.staffId),
        requiresBoundDevice(ctx.handle.db, auth.companyId),
      ]);
      return { device, required };
    },
  });

  defineRoute(app, ctx, {
    endpoint: specialLoginEndpoints.bindDevice,
    async handler({ auth, body }) {
      const device = await bindDevice(ctx.handle.db, auth, { id: body.device_id, name: body.device_name ?? '' }, ctx.now());
      return { device, required: await requiresBoundDevice(ctx.handle.db, auth.companyId) };
    },
  });

  defineRoute(app, ctx, {
    endpoint: specialLoginEndpoints.unbindDevice,
    async handler({ auth, body }) {
      let staffId = auth.staffId;
      if (body.staff_id !== undefined && body.staff_id !== auth.staffId) {
        // Another company's staff, or an unknown or malformed id: the same 404 (existence never revealed).
        const other = isGuid(body.staff_id) ? await findStaffById(ctx.handle.db, auth.companyId, body.staff_id) : undefined;
        if (!other) throw notFound();
        if (auth.staff.role !== 'admin') throw forbidden();
        staffId = other.staff.id;
      }
      await unbindDevice(ctx.handle.db, auth.companyId, staffId);
      return { detail: '已解绑' };
    },
  });

  defineRoute(app, ctx, {
    endpoint: specialLoginEndpoints.devicePolicy,
    async handler({ auth }) {
      return { require_bound_device: await requiresBoundDevice(ctx.handle.db, auth.companyId) };
    },
  });

  defineRoute(app, ctx, {
    endpoint: specialLoginEndpoints.setDevicePolicy,
    async handler({ auth, body }) {
      if (auth.staff.role !== 'admin') throw forbidden();
      await setRequiresBoundDevice(ctx.handle.db, auth.companyId, body.require_bound_device, ctx.now());
      return { require_bound_device: body.require_bound_device };
    },
  });
}

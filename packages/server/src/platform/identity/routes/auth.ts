import type { FastifyInstance } from 'fastify';
import { authEndpoints } from '@campus/contracts';
import type { AppContext } from '../../context.ts';
import { defineRoute } from '../../http/route.ts';
import { forbidden, notFound } from '../../errors.ts';
import { checkLogin, loginSchemaFor } from '../login.ts';
import { authData, findStaffById, staffRecord } from '../staff.ts';
import { issueToken, revokeToken } from '../tokens.ts';
import { isGuid } from '../../crypto.ts';
import { loginAccount, type LoginLimits } from '../../http/rate-limit.ts';
import { checkSignInDevice } from '../login-devices.ts';
import { specialLoginRoutes } from './special-logins.ts';

export interface AuthRoutesOptions {
  limits: LoginLimits;
}

/** Login (spec section 4 start-up: {p, openid}, {openid, company_id}; login screen: phone + password), staff record, revoke, and the special logins. */
export function authRoutes(app: FastifyInstance, ctx: AppContext, options: AuthRoutesOptions): void {
  defineRoute(app, ctx, {
    endpoint: authEndpoints.login,
    bodyFor: loginSchemaFor,
    options: { preValidation: options.limits.hook('login', loginAccount) },
    async handler({ body }) {
      const row = await checkLogin(ctx.handle.db, body, { demoMode: ctx.demoMode, signer: ctx.loginSigner });
      const now = ctx.now();
      // issue 40: a password sign-in on the account's bound device only (and binding it where the company requires one)
      const deviceBound =
        'password' in body &&
        (await checkSignInDevice(
          ctx.handle.db,
          { companyId: row.staff.companyId, staffId: row.staff.id, isAdmin: row.staff.role === 'admin' },
          { id: body.device_id, name: body.device_name },
          now,
        ));
      const token = await issueToken(ctx.handle.db, row.staff.companyId, row.staff.id, ctx.tokenTtlMs, now);
      return deviceBound ? { ...authData(row, ctx.tenants, token), device_bound: true } : authData(row, ctx.tenants, token);
    },
  });

  // issue 40: WeChat binding by phone, WeChat's authorise link, the bound device
  specialLoginRoutes(app, ctx, options);

  defineRoute(app, ctx, {
    endpoint: authEndpoints.revokeToken,
    async handler({ auth }) {
      await revokeToken(ctx.handle.db, auth.companyId, auth.tokenHash, ctx.now());
      // At once here; the database trigger tells the other servers.
      ctx.caches.invalidator.invalidate({ kind: 'token', companyId: auth.companyId, tokenHash: auth.tokenHash });
      // The token's open push streams end with it.
      await ctx.hub.closeStreams({ companyId: auth.companyId, staffId: auth.staffId }, { tokenHash: auth.tokenHash });
      return { detail: '已退出登录' };
    },
  });

  defineRoute(app, ctx, {
    endpoint: authEndpoints.staffRecord,
    async handler({ auth, params }) {
      if (params.user_id === auth.staffId) return staffRecord(auth, ctx.tenants);
      // Another company's id, a malformed id and an unknown id all answer the same 404.
      const row = isGuid(params.user_id) ? await findStaffById(ctx.handle.db, auth.companyId, params.user_id) : undefined;
      if (!row) throw notFound();
      if (auth.staff.role !== 'admin') throw forbidden();
      return staffRecord(row, ctx.tenants);
    },
  });
}

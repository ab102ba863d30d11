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

export interface AuthRoutesOptions {
  limits: LoginLimits;
}

/** Login (spec section 4 start-up: {p, openid}, {openid, company_id}; login screen: phone + password), staff record, revoke. */
export function authRoutes(app: FastifyInstance, ctx: AppContext, options: AuthRoutesOptions): void {
  defineRoute(app, ctx, {
    endpoint: authEndpoints.login,
    bodyFor: loginSchemaFor,
    options: { preValidation: options.limits.hook('login', loginAccount) },
    async handler({ body }) {
      const row = await checkLogin(ctx.handle.db, body, { demoMode: ctx.demoMode, signer: ctx.loginSigner });
      const token = await issueToken(ctx.handle.db, row.staff.companyId, row.staff.id, ctx.tokenTtlMs, ctx.now());
      return authData(row, ctx.tenants, token);
    },
  });

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

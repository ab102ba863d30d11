import type { FastifyInstance } from 'fastify';
import { apiPaths, rulesQuerySchema, rulesResponseSchema } from '@campus/contracts';
import type { AppContext } from '../../context.ts';
import { defineRoute } from '../../http/route.ts';
import { notFound } from '../../errors.ts';

/** Permission rules (spec section 3 and 6) of the caller's company, filtered by the caller's role. */
export function rulesRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    operationId: 'permissions.rules',
    url: apiPaths.rules,
    tags: ['permissions'],
    summary: '权限规则：[{name, keyword, is_active, child: [{name, keyword, ico, isShow}]}]',
    description: "The permission rules of the caller's role: menus with their child entries and whether each is shown.",
    auth: 'required',
    query: rulesQuerySchema,
    response: { 200: rulesResponseSchema },
    async handler({ auth, query }) {
      if (query.company_id !== undefined && query.company_id !== auth.companyId) throw notFound();
      // Every client start-up calls this: served from the (company, role) cache (cache/rules-cache.ts).
      return ctx.caches.rules.list(auth.companyId, auth.staff.role, ctx.now());
    },
  });
}

import type { FastifyInstance } from 'fastify';
import { permissionEndpoints } from '@campus/contracts';
import type { AppContext } from '../../context.ts';
import { defineRoute } from '../../http/route.ts';
import { notFound } from '../../errors.ts';

/** Permission rules (spec section 3 and 6) of the caller's company, filtered by the caller's role. */
export function rulesRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    endpoint: permissionEndpoints.rules,
    async handler({ auth, query }) {
      if (query.company_id !== undefined && query.company_id !== auth.companyId) throw notFound();
      // Every client start-up calls this: served from the (company, role) cache (cache/rules-cache.ts).
      return ctx.caches.rules.list(auth.companyId, auth.staff.role, ctx.now());
    },
  });
}

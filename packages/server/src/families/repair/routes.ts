/** The repair lists and one order: saRepairRecord (mine), saRepairApprove (admin), a repairman's work. */
import type { FastifyInstance } from 'fastify';
import { repairEndpoints } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { requireRepairAdmin } from './common.ts';
import { repairInfo, repairPage } from './views.ts';

export function repairListRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    endpoint: repairEndpoints.list,
    async handler({ auth, query }) {
      if (query.scope === 'admin') await requireRepairAdmin(ctx.handle.db, auth);
      return repairPage(ctx, auth, { scope: query.scope, status: query.status, page: query.page, pageSize: query.page_size });
    },
  });

  defineRoute(app, ctx, {
    endpoint: repairEndpoints.get,
    async handler({ auth, params }) {
      return repairInfo(ctx, auth, params.id);
    },
  });
}

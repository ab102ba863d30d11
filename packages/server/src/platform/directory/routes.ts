import type { FastifyInstance } from 'fastify';
import { directoryEndpoints } from '@campus/contracts';
import type { AppContext } from '../context.ts';
import { defineRoute } from '../http/route.ts';
import { isGuid } from '../crypto.ts';
import { toPage } from '../http/paging.ts';
import { staffPage } from './staff-list.ts';

/** The pickers of the approval and flow screens: staff (search) and departments (with heads), of the caller's company. */
export function directoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    endpoint: directoryEndpoints.listStaffs,
    async handler({ auth, query }) {
      if (query.department_id !== undefined && !isGuid(query.department_id)) return toPage(0, query.page, query.page_size, []);
      const { count, rows } = await staffPage(ctx.handle.db, {
        companyId: auth.companyId,
        departmentId: query.department_id,
        search: query.search || undefined,
        page: query.page,
        pageSize: query.page_size,
      });
      return toPage(count, query.page, query.page_size, rows);
    },
  });

  defineRoute(app, ctx, {
    endpoint: directoryEndpoints.listDepartments,
    // Read, serialized and compressed once per change of the company's directory (platform/cache).
    handler: async ({ auth }) => ctx.caches.departments.list(auth.companyId, ctx.now()),
  });
}

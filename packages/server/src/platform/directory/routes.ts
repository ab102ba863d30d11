import type { FastifyInstance } from 'fastify';
import { directoryEndpoints } from '@campus/contracts';
import type { AppContext } from '../context.ts';
import { defineRoute } from '../http/route.ts';
import { isGuid } from '../crypto.ts';
import { toKeysetPage } from '../http/paging.ts';
import { staffPage } from './staff-list.ts';

/** The pickers of the approval and flow screens: staff (search) and departments (with heads), of the caller's company. */
export function directoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    endpoint: directoryEndpoints.listStaffs,
    async handler({ auth, query }) {
      const request = { page: query.page, pageSize: query.page_size, after: query.after };
      if (query.department_id !== undefined && !isGuid(query.department_id)) return toKeysetPage(0, request, [], undefined);
      const search = query.search || undefined;
      const { count, rows } = await staffPage(ctx.handle.db, {
        companyId: auth.companyId,
        departmentId: query.department_id,
        search,
        ...request,
      });
      // a search pages by offset (its order is the name's, not the picker's walk)
      return toKeysetPage(count, request, rows, search === undefined ? rows.at(-1)?.id : undefined);
    },
  });

  defineRoute(app, ctx, {
    endpoint: directoryEndpoints.listDepartments,
    // Read, serialized and compressed once per change of the company's directory (platform/cache).
    handler: async ({ auth }) => ctx.caches.departments.list(auth.companyId, ctx.now()),
  });
}

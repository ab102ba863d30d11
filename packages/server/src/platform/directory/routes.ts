import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { directoryEndpoints } from '@campus/contracts';
import type { AppContext } from '../context.ts';
import { defineRoute } from '../http/route.ts';
import { departments } from '../db/schema.ts';
import { isGuid } from '../crypto.ts';
import { toPage } from '../http/paging.ts';
import { inCompany } from '../db/scoped.ts';
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
    async handler({ auth }) {
      // The head's name by primary key per department; the head count is the department's own column.
      const head = sql<
        string | null
      >`(SELECT s.name FROM staff s WHERE s.company_id = "departments"."company_id" AND s.id = "departments"."head_staff_id")`;
      const rows = await ctx.handle.db
        .select({
          id: departments.id,
          name: departments.name,
          headId: departments.headStaffId,
          headName: head,
          staffCount: departments.staffCount,
        })
        .from(departments)
        .where(inCompany(departments, auth.companyId))
        .orderBy(asc(departments.sort), asc(departments.name), asc(departments.id));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        head: r.headId && r.headName ? { id: r.headId, name: r.headName } : null,
        staff_count: r.staffCount,
      }));
    },
  });
}

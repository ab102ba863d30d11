import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { directoryEndpoints } from '@campus/contracts';
import type { AppContext } from '../context.ts';
import { defineRoute } from '../http/route.ts';
import { departments, staff } from '../db/schema.ts';
import { isGuid } from '../crypto.ts';
import { offsetOf, toPage } from '../http/paging.ts';
import { inCompany } from '../db/scoped.ts';

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeEscape = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The pickers of the approval and flow screens: staff (search) and departments (with heads), of the caller's company. */
export function directoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    endpoint: directoryEndpoints.listStaffs,
    async handler({ auth, query }) {
      const db = ctx.handle.db;
      if (query.department_id !== undefined && !isGuid(query.department_id)) return toPage(0, query.page, query.page_size, []);
      const pattern = query.search ? `%${likeEscape(query.search)}%` : null;
      const where = and(
        inCompany(staff, auth.companyId),
        eq(staff.isActive, true),
        query.department_id ? eq(staff.departmentId, query.department_id) : undefined,
        pattern ? or(ilike(staff.name, pattern), ilike(staff.phone, pattern)) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(staff).where(where);
      const rows = await db
        .select({ id: staff.id, name: staff.name, phone: staff.phone, department: departments.name, department_id: staff.departmentId })
        .from(staff)
        .leftJoin(departments, and(eq(departments.companyId, staff.companyId), eq(departments.id, staff.departmentId)))
        .where(where)
        .orderBy(asc(departments.sort), asc(staff.name), asc(staff.id))
        .limit(query.page_size)
        .offset(offsetOf(query.page, query.page_size));
      return toPage(
        Number(total?.n ?? 0),
        query.page,
        query.page_size,
        rows.map((r) => ({ ...r, department: r.department ?? null })),
      );
    },
  });

  defineRoute(app, ctx, {
    endpoint: directoryEndpoints.listDepartments,
    async handler({ auth }) {
      const db = ctx.handle.db;
      const head = sql<
        string | null
      >`(SELECT s.name FROM staff s WHERE s.company_id = "departments"."company_id" AND s.id = "departments"."head_staff_id")`;
      const members = sql<number>`(SELECT count(*) FROM staff s WHERE s.company_id = "departments"."company_id" AND s.department_id = "departments"."id" AND s.is_active)`;
      const rows = await db
        .select({ id: departments.id, name: departments.name, headId: departments.headStaffId, headName: head, staffCount: members })
        .from(departments)
        .where(inCompany(departments, auth.companyId))
        .orderBy(asc(departments.sort), asc(departments.name));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        head: r.headId && r.headName ? { id: r.headId, name: r.headName } : null,
        staff_count: Number(r.staffCount),
      }));
    },
  });
}

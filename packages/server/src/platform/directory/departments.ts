import { asc, sql } from 'drizzle-orm';
import type { DirectoryDepartment } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { departments } from '../db/schema.ts';
import { inCompany } from '../db/scoped.ts';

/** The company's departments in their order, each with its head (by primary key) and its kept staff count. */
export async function listDepartments(db: Database, companyId: string): Promise<DirectoryDepartment[]> {
  const head = sql<
    string | null
  >`(SELECT s.name FROM staff s WHERE s.company_id = "departments"."company_id" AND s.id = "departments"."head_staff_id")`;
  const rows = await db
    .select({
      id: departments.id,
      name: departments.name,
      headId: departments.headStaffId,
      headName: head,
      staffCount: departments.staffCount,
    })
    .from(departments)
    .where(inCompany(departments, companyId))
    .orderBy(asc(departments.sort), asc(departments.name), asc(departments.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    head: r.headId && r.headName ? { id: r.headId, name: r.headName } : null,
    staff_count: r.staffCount,
  }));
}

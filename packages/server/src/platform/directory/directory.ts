import { and, eq, sql } from 'drizzle-orm';
import type { StaffBrief } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { departments, staff } from '../db/schema.ts';
import { inCompany } from '../db/scoped.ts';
import { anyOfPlaceholder, builtOnce } from '../db/built-once.ts';

/** Id, name and department name of the given staff of one company (inactive ones too: history keeps their name). */
export async function staffBriefs(db: Database, companyId: string, ids: Iterable<string>): Promise<Map<string, StaffBrief>> {
  const wanted = [...new Set(ids)];
  const out = new Map<string, StaffBrief>();
  if (wanted.length === 0) return out;
  const rows = await briefsOf(db).execute({ companyId, ids: wanted });
  for (const r of rows) out.set(r.id, { id: r.id, name: r.name, department: r.department ?? null });
  return out;
}

/** Staff names by id; ids that are not the company's staff, and absent ones, are left out. */
export async function staffNames(db: Database, companyId: string, ids: Iterable<string | null | undefined>): Promise<Map<string, string>> {
  const briefs = await staffBriefs(
    db,
    companyId,
    [...ids].filter((id): id is string => typeof id === 'string'),
  );
  return new Map([...briefs].map(([id, brief]) => [id, brief.name]));
}

/** Every list names people: its statement is built once (built-once.ts). */
const briefsOf = builtOnce((db) =>
  db
    .select({ id: staff.id, name: staff.name, department: departments.name })
    .from(staff)
    .leftJoin(departments, and(eq(departments.companyId, staff.companyId), eq(departments.id, staff.departmentId)))
    .where(and(eq(staff.companyId, sql.placeholder('companyId')), anyOfPlaceholder(staff.id, 'ids')))
    .prepare('staff_briefs'),
);

/** A brief for an id that is not (or no longer) found: keeps the answer's shape. */
export const unknownStaff = (id: string): StaffBrief => ({ id, name: '未知人员', department: null });

/** The active staff of a company with this id, if any. */
export async function activeStaff(db: Database, companyId: string, id: string): Promise<{ id: string; name: string } | undefined> {
  const rows = await db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(inCompany(staff, companyId, eq(staff.id, id), eq(staff.isActive, true)))
    .limit(1);
  return rows[0];
}

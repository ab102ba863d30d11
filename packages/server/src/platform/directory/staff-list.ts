/**
 * The staff picker's list: the company's active staff, departments in their order (sort, name) and
 * each department's staff by name, then the staff without a department. Read through indexes at any
 * size: a page walks departments_sort_idx and, inside each department, staff_department_name_idx,
 * and stops once it is full, instead of sorting the whole company.
 */
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DirectoryStaff } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { departments, staff } from '../db/schema.ts';
import { inCompany } from '../db/scoped.ts';
import { boundedCount } from '../db/bounded-count.ts';
import { offsetOf } from '../http/paging.ts';

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeEscape = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The condition of a staff search. One or two characters match the start of a name ("王" finds the
 * 王s, a Chinese surname; not everyone with 王 anywhere). Three or more match any part of a name or a
 * phone (a phone's first digits are shared by everyone, so shorter ones would match the whole
 * company). The trigram indexes on name and phone serve both (pg_trgm: a pattern's start gives a
 * trigram from its first character; a substring needs three).
 */
export function staffSearch(search: string): SQL | undefined {
  const text = likeEscape(search);
  if ([...search].length < 3) return ilike(staff.name, `${text}%`);
  return or(ilike(staff.name, `%${text}%`), ilike(staff.phone, `%${text}%`));
}

export interface StaffListQuery {
  companyId: string;
  departmentId?: string | undefined;
  search?: string | undefined;
  page: number;
  pageSize: number;
}

interface Row {
  id: string;
  name: string;
  phone: string | null;
  department: string | null;
  department_id: string | null;
}

/** One page of the picker's staff and its count. */
export async function staffPage(db: Database, q: StaffListQuery): Promise<{ count: number; rows: DirectoryStaff[] }> {
  const where = and(
    inCompany(staff, q.companyId),
    eq(staff.isActive, true),
    q.departmentId ? eq(staff.departmentId, q.departmentId) : undefined,
    q.search ? staffSearch(q.search) : undefined,
  );
  const [count, rows] = await Promise.all([
    q.search ? boundedCount(db, staff, where, q.page, q.pageSize) : activeStaffCount(db, q.companyId, q.departmentId),
    q.search ? searchPage(db, where, q) : walkPage(db, q),
  ]);
  return { count, rows: rows.map((r) => ({ ...r, department: r.department ?? null })) };
}

/**
 * The active staff of a department, or of the company: read from the departments' staff_count (kept
 * by a trigger, migration 0011) plus the few without a department, so the count is exact and costs
 * the departments' rows at any size instead of a walk through the staff.
 */
async function activeStaffCount(db: Database, companyId: string, departmentId: string | undefined): Promise<number> {
  const [row] = await rowsOf<{ n: string | number }>(
    db,
    departmentId
      ? sql`SELECT coalesce((SELECT staff_count FROM ${departments} WHERE company_id = ${companyId} AND id = ${departmentId}), 0) AS n`
      : sql`SELECT (SELECT coalesce(sum(staff_count), 0) FROM ${departments} WHERE company_id = ${companyId})
               + (SELECT count(*) FROM ${staff} WHERE company_id = ${companyId} AND is_active AND department_id IS NULL) AS n`,
  );
  return Number(row?.n ?? 0);
}

/** A search's matches are few (the trigram indexes find them); they are ordered as the list is. */
function searchPage(db: Database, where: SQL | undefined, q: StaffListQuery): Promise<Row[]> {
  return db
    .select({ id: staff.id, name: staff.name, phone: staff.phone, department: departments.name, department_id: staff.departmentId })
    .from(staff)
    .leftJoin(departments, and(eq(departments.companyId, staff.companyId), eq(departments.id, staff.departmentId)))
    .where(where)
    .orderBy(asc(departments.sort), asc(departments.name), asc(departments.id), asc(staff.name), asc(staff.id))
    .limit(q.pageSize)
    .offset(offsetOf(q.page, q.pageSize));
}

/** Without a search: departments in order, each one's staff by name; then those without a department. */
async function walkPage(db: Database, q: StaffListQuery): Promise<Row[]> {
  const offset = offsetOf(q.page, q.pageSize);
  const inDepartments = await rowsOf(
    db,
    sql`SELECT s.id, s.name, s.phone, d.name AS department, d.id AS department_id
        FROM ${departments} d
        CROSS JOIN LATERAL (
          SELECT s.id, s.name, s.phone FROM ${staff} s
          WHERE s.company_id = d.company_id AND s.department_id = d.id AND s.is_active
          ORDER BY s.name, s.id
        ) s
        WHERE d.company_id = ${q.companyId} ${q.departmentId ? sql`AND d.id = ${q.departmentId}` : sql``}
        ORDER BY d.sort, d.name, d.id, s.name, s.id
        LIMIT ${q.pageSize} OFFSET ${offset}`,
  );
  if (inDepartments.length === q.pageSize || q.departmentId) return inDepartments;
  // The page reaches past the last department: how many staff the departments hold tells where
  // the staff without one start.
  const held =
    inDepartments.length > 0
      ? offset + inDepartments.length
      : Number(
          (
            await rowsOf<{ n: string }>(
              db,
              sql`SELECT count(*) AS n FROM (SELECT 1 FROM ${staff} s
                  WHERE s.company_id = ${q.companyId} AND s.is_active AND s.department_id IS NOT NULL LIMIT ${offset}) c`,
            )
          )[0]?.n ?? 0,
        );
  const rest = await rowsOf(
    db,
    sql`SELECT s.id, s.name, s.phone, NULL AS department, NULL AS department_id FROM ${staff} s
        WHERE s.company_id = ${q.companyId} AND s.is_active AND s.department_id IS NULL
        ORDER BY s.name, s.id
        LIMIT ${q.pageSize - inDepartments.length} OFFSET ${Math.max(0, offset - held)}`,
  );
  return [...inDepartments, ...rest];
}

async function rowsOf<T = Row>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

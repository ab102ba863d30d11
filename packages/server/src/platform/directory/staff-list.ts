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
 * 王s, a Chinese surname; not everyone with 王 anywhere), as a range of staff_name_prefix_idx. Three or
 * more match any part of a name or a phone (a phone's first digits are shared by everyone, so shorter
 * ones would match the whole company), through the trigram indexes (a substring needs three).
 */
export function staffSearch(search: string): SQL | undefined {
  if (isPrefixSearch(search)) {
    // one range of staff_name_prefix_idx: every key that starts with the text sorts from it to it + U+FFFF
    const start = search.toLowerCase();
    return and(sql`${NAME_KEY} >= ${start}`, sql`${NAME_KEY} < ${`${start}\uffff`}`);
  }
  const text = likeEscape(search);
  return or(ilike(staff.name, `%${text}%`), ilike(staff.phone, `%${text}%`));
}

/** One or two characters: the start of a name. */
const isPrefixSearch = (search: string): boolean => [...search].length < 3;

/** A name as staff_name_prefix_idx keys it (the expression must match the index's exactly). */
const NAME_KEY = sql`lower(${staff.name}) COLLATE "C"`;

export interface StaffListQuery {
  companyId: string;
  departmentId?: string | undefined;
  search?: string | undefined;
  page: number;
  pageSize: number;
  /** Without a search: the staff the page before ended on (the page starts after him). */
  after?: string | undefined;
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
    q.search
      ? boundedCount(db, staff, where, q.page, q.pageSize, isPrefixSearch(q.search) ? [asc(NAME_KEY), asc(staff.id)] : [])
      : activeStaffCount(db, q.companyId, q.departmentId),
    q.search ? searchPage(db, where, q) : walkFrom(db, q),
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

/**
 * A search's matches by name. The start of a name reads staff_name_prefix_idx in order and stops at
 * the page (a surname matches thousands at a large employer); a part of a name or phone is found
 * through the trigram indexes and its few matches sorted. The page is chosen on staff alone, then
 * joined to the departments.
 */
async function searchPage(db: Database, where: SQL | undefined, q: StaffListQuery): Promise<Row[]> {
  const order = [asc(NAME_KEY), asc(staff.id)];
  const page = db
    .select({
      id: staff.id,
      name: staff.name,
      phone: staff.phone,
      departmentId: staff.departmentId,
      key: sql<string>`${NAME_KEY}`.as('key'),
    })
    .from(staff)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(offsetOf(q.page, q.pageSize))
    .as('page');
  return db
    .select({ id: page.id, name: page.name, phone: page.phone, department: departments.name, department_id: page.departmentId })
    .from(page)
    .leftJoin(departments, and(eq(departments.companyId, q.companyId), eq(departments.id, page.departmentId)))
    .orderBy(asc(page.key), asc(page.id));
}

/** Without a search: after the anchor staff when given and his, else by offset. */
async function walkFrom(db: Database, q: StaffListQuery): Promise<Row[]> {
  return (q.after === undefined ? null : await walkAfter(db, q, q.after)) ?? walkPage(db, q);
}

/**
 * The walk after the staff the page before ended on: the rest of his department, the departments
 * after it, then the staff without one; each read from the anchor through the walk's indexes, so a
 * deep page costs what page 1 does. Null when the anchor is not the company's or not in the list.
 */
async function walkAfter(db: Database, q: StaffListQuery, after: string): Promise<Row[] | null> {
  const [anchor] = await rowsOf<Anchor>(
    db,
    sql`SELECT s.id, s.name, s.department_id, d.sort, d.name AS department FROM ${staff} s
        LEFT JOIN ${departments} d ON d.company_id = s.company_id AND d.id = s.department_id
        WHERE s.company_id = ${q.companyId} AND s.id = ${after}`,
  );
  if (!anchor || (q.departmentId && anchor.department_id !== q.departmentId)) return null;
  const inDepartments = anchor.department_id === null ? [] : await departmentsWalk(db, q, 0, anchor);
  if (inDepartments.length === q.pageSize || q.departmentId) return inDepartments;
  return [...inDepartments, ...(await withoutDepartment(db, q, q.pageSize - inDepartments.length, 0, anchor))];
}

/** The staff a page after a key starts after: his place in the walk. */
interface Anchor {
  id: string;
  name: string;
  department_id: string | null;
  sort: number | null;
  department: string | null;
}

/**
 * The walk's staff in departments (departments in order, each one's staff by name), `offset` rows
 * skipped, or after the anchor: the rest of his department, then the departments after it.
 */
function departmentsWalk(db: Database, q: StaffListQuery, offset: number, anchor?: Anchor): Promise<Row[]> {
  const afterInDepartment = anchor ? sql`AND (d.id <> ${anchor.department_id} OR (s.name, s.id) > (${anchor.name}, ${anchor.id}))` : sql``;
  const fromDepartment = anchor
    ? sql`AND (d.sort, d.name, d.id) >= (${anchor.sort}, ${anchor.department}, ${anchor.department_id})`
    : sql``;
  return rowsOf(
    db,
    sql`SELECT s.id, s.name, s.phone, d.name AS department, d.id AS department_id
        FROM ${departments} d
        CROSS JOIN LATERAL (
          SELECT s.id, s.name, s.phone FROM ${staff} s
          WHERE s.company_id = d.company_id AND s.department_id = d.id AND s.is_active ${afterInDepartment}
          ORDER BY s.name, s.id
        ) s
        WHERE d.company_id = ${q.companyId} ${q.departmentId ? sql`AND d.id = ${q.departmentId}` : sql``} ${fromDepartment}
        ORDER BY d.sort, d.name, d.id, s.name, s.id
        LIMIT ${q.pageSize} OFFSET ${offset}`,
  );
}

/** The staff without a department by name, `offset` skipped, or after the anchor when he is one of them. */
function withoutDepartment(db: Database, q: StaffListQuery, limit: number, offset: number, anchor?: Anchor): Promise<Row[]> {
  const afterAnchor = anchor?.department_id === null ? sql`AND (s.name, s.id) > (${anchor.name}, ${anchor.id})` : sql``;
  return rowsOf(
    db,
    sql`SELECT s.id, s.name, s.phone, NULL AS department, NULL AS department_id FROM ${staff} s
        WHERE s.company_id = ${q.companyId} AND s.is_active AND s.department_id IS NULL ${afterAnchor}
        ORDER BY s.name, s.id
        LIMIT ${limit} OFFSET ${offset}`,
  );
}

/** Without a search: departments in order, each one's staff by name; then those without a department. */
async function walkPage(db: Database, q: StaffListQuery): Promise<Row[]> {
  const offset = offsetOf(q.page, q.pageSize);
  const inDepartments = await departmentsWalk(db, q, offset);
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
  return [...inDepartments, ...(await withoutDepartment(db, q, q.pageSize - inDepartments.length, Math.max(0, offset - held)))];
}

async function rowsOf<T = Row>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

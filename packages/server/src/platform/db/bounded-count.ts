import { count, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './types.ts';

/**
 * How far past a page a list's count reads. A count that read every row would cost the whole
 * history (an approver's 94,000 approvals) on every page; this one reads at most the page's offset,
 * the page and this window through the list's index. Exact for every list shorter than that (every
 * list of the seeded companies, and any page near the end of a list); beyond, it is a lower bound
 * that still tells the client a next page exists. No screen shows a list's total (the badges have
 * their own counts, BADGE_LIMIT), so a hundred is enough: a thousand was a tenth of a large list's time.
 */
export const COUNT_WINDOW = 100;

/**
 * How far an unread badge counts: it shows 99+ from 100 on, so a count of 100 means "100 or more"
 * (the unread_count endpoints; an approver with 12,000 unread messages costs 100 index entries).
 */
export const BADGE_LIMIT = 100;

/** The most rows the count of page `page` reads. */
export const countLimit = (page: number, pageSize: number, window = COUNT_WINDOW): number => page * pageSize + window;

/**
 * The count of a page: rows of `table` matching `where`, read through the same index as the page and
 * stopped at countLimit. `where` must not need a join (use EXISTS for a filter on another table).
 * `order`: the page's order. With it the count walks the page's own index and stops at the limit;
 * without, the planner picks (and may bet on a sequential scan stopping early when a filter's
 * estimate is loose, as a per-row probe's or a partial index's often is). `window`: a smaller
 * one where each row costs a probe.
 */
export async function boundedCount(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  page: number,
  pageSize: number,
  order: SQL[] = [],
  window = COUNT_WINDOW,
): Promise<number> {
  const [total] = await boundedCountStatement(db, table, where, order).execute({ countLimit: countLimit(page, pageSize, window) });
  return total?.n ?? 0;
}

/**
 * boundedCount as a statement to prepare (platform/db/built-once.ts): its limit is the placeholder
 * `countLimit`, given countLimit(page, pageSize) on each run.
 */
export function boundedCountStatement(db: Database, table: PgTable, where: SQL | undefined, order: SQL[]) {
  return db.select({ n: count() }).from(countedRows(db, table, where, order));
}

/** The rows a bounded count reads: the list's index walked in its order up to the placeholder `countLimit`. */
export const countedRows = (db: Database, table: PgTable, where: SQL | undefined, order: SQL[]) =>
  db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('countLimit'))
    .as('counted');

/**
 * A page's ids and its bounded count from one walk of the list's index: the walk stops at
 * countLimit, the page is its rows after the offset, in the walk's order. It reads only the index
 * when the filter's columns are in it, where a page of whole rows read every skipped row too (my
 * orders' page 200: 2,000 rows with their payloads), and it walks once where boundedCount beside the
 * page walked twice (the unread notices build the reader's receipts' hash once). Fetch the page's
 * rows by key after. `order` must be the index's order, ties broken by id; `id` is the column returned.
 * Where the filter costs little per walk, pageIdsWithCount is cheaper: the window function and the
 * walk's materialized rows cost more than a second walk of the index.
 */
export async function pageIdsAndCount(
  db: Database,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  order: SQL[],
  page: number,
  pageSize: number,
): Promise<{ ids: string[]; total: number }> {
  return pageOfWalk(await pageIdsAndCountStatement(db, table, id, where, order).execute(walkValues(page, pageSize)));
}

/**
 * pageIdsAndCount as a statement to prepare (platform/db/built-once.ts): run it with
 * walkValues(page, pageSize) beside its own placeholders, and read its answer with pageOfWalk.
 */
export function pageIdsAndCountStatement(db: Database, table: PgTable, id: PgColumn, where: SQL | undefined, order: SQL[]) {
  const walked = db
    .select({ id })
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('countLimit'))
    .as('walked');
  const offset = sql`${sql.placeholder('offset')}::int`;
  // The walk's ids gathered in its order (the outer level has no join to reorder them, as
  // PostgreSQL's aggregate docs require) and the page sliced out: a third less than numbering the walk
  // with row_number() and reading it back from a materialized CTE (the unread notices' page 200).
  return db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      ids: sql<string[] | null>`to_json((array_agg(${walked.id}))[${offset} + 1 : ${offset} + ${sql.placeholder('pageSize')}::int])`,
    })
    .from(walked);
}

/** The values of a pageIdsAndCountStatement's page. */
export const walkValues = (page: number, pageSize: number) => ({
  countLimit: countLimit(page, pageSize),
  offset: (page - 1) * pageSize,
  pageSize,
});

/** A pageIdsAndCountStatement's answer as the page's ids and its count. */
export function pageOfWalk(rows: { total: number; ids: string[] | null }[]): { ids: string[]; total: number } {
  const [row] = rows;
  // json_agg: both drivers answer it parsed; null when the page is past the end
  return { ids: row?.ids ?? [], total: row?.total ?? 0 };
}

/**
 * A page's ids with its bounded count beside each row, in one statement: the count is an InitPlan
 * walking the list's index to countLimit, the page an index-only walk to its offset. Where the filter
 * costs little per walk this is a third of pageIdsAndCount's single walk (my orders' page 200: 1.0
 * against 3.3 ms of SQL; the window function and the materialized walk cost more than walking the
 * index twice). A page past the end has no row to carry the count: `count` is asked then. Prepare
 * both (platform/db/built-once.ts) and run them with pageIdsWithCount.
 */
export function pageIdsWithCountStatements(db: Database, table: PgTable, id: PgColumn, where: SQL | undefined, order: SQL[]) {
  return {
    page: db
      .select({ id, total: sql<number>`(SELECT count(*) FROM ${countedRows(db, table, where, order)})`.mapWith(Number) })
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder('pageSize'))
      .offset(sql.placeholder('offset')),
    count: boundedCountStatement(db, table, where, order),
  };
}

/** What pageIdsWithCountStatements' two statements answer, prepared. */
export interface PageIdsWithCount {
  page: { execute(values: Record<string, unknown>): Promise<{ id: unknown; total: number }[]> };
  count: { execute(values: Record<string, unknown>): Promise<{ n: number }[]> };
}

/** pageIdsWithCountStatements prepared, named `${name}_page` and `${name}_count`. */
export function preparePageIdsWithCount(statements: ReturnType<typeof pageIdsWithCountStatements>, name: string): PageIdsWithCount {
  return { page: statements.page.prepare(`${name}_page`), count: statements.count.prepare(`${name}_count`) };
}

/** A page's ids and its bounded count through pageIdsWithCountStatements; `values` fill the filter's placeholders. */
export async function pageIdsWithCount(
  statements: PageIdsWithCount,
  values: Record<string, unknown>,
  page: number,
  pageSize: number,
): Promise<{ ids: string[]; total: number }> {
  const walk = { ...values, ...walkValues(page, pageSize) };
  const rows = await statements.page.execute(walk);
  if (rows[0] !== undefined) return { ids: rows.map((r) => String(r.id)), total: rows[0].total };
  const [counted] = await statements.count.execute(walk);
  return { ids: [], total: counted?.n ?? 0 };
}

/** A list's page statement (placeholders `limit`, `offset`) and its bounded count (`countLimit`), prepared with the same filter placeholders. */
export interface PageAndCount<T> {
  page: { execute(values: Record<string, unknown>): Promise<T[]> };
  count: { execute(values: Record<string, unknown>): Promise<{ n: number }[]> };
}

/** A page's rows and its bounded count, sent together; `values` fill the filter's placeholders. */
export async function pageWithCount<T>(
  statements: PageAndCount<T>,
  values: Record<string, unknown>,
  page: number,
  pageSize: number,
): Promise<{ rows: T[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    statements.page.execute({ ...values, limit: pageSize, offset: (page - 1) * pageSize }),
    statements.count.execute({ ...values, countLimit: countLimit(page, pageSize) }),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

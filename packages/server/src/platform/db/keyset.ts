/**
 * Lists that continue by key (issue 33: "the 200th page as fast as the first"). A page answers
 * `next_after`, the id of its last row; the client sends it back as `?after=` with the next page,
 * and the page starts right after that row in the list's order, through the same index as page 1.
 * An offset page walks every row before it (page 200: 1,990 index entries, and its count as many
 * more); a page after a key walks its own rows and the count's window. Rows that arrive or leave
 * above it (an approval acted on while scrolling) no longer shift it either.
 */
import { and, count, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { offsetOf, type KeysetPageRequest } from '../http/paging.ts';
import { countedRows, countLimit, pageIdsAndCountStatement, pageIdsWithCountStatements, pageOfWalk } from './bounded-count.ts';
import type { Database } from './types.ts';

/** A list newest first by `keys` (every one descending, the last one unique: ties broken by id). */
export interface KeysetOrder {
  table: PgTable;
  /** The company column: an anchor is looked up in the caller's company only. */
  company: PgColumn;
  /** The column `after` names (the id the page answers as `next_after`). */
  id: PgColumn;
  keys: PgColumn[];
}

const anchorColumn = (column: PgColumn): SQL => sql.raw(`anchor."${column.name}"`);

/** The anchor row: `after` in the company (values or placeholders). */
function anchorWhere(order: KeysetOrder, company: unknown, after: unknown): SQL {
  return sql`${anchorColumn(order.company)} = ${company} AND ${anchorColumn(order.id)} = ${after}`;
}

const anchorTable = (order: KeysetOrder): SQL => sql`${sql.identifier(getTableConfig(order.table).name)} AS anchor`;

/**
 * Rows after the anchor in the list's order: `(keys) < (the anchor's keys)`, a range of the list's
 * index. No row when the anchor is not the company's (the comparison is null): see anchorExists.
 */
export function afterAnchor(order: KeysetOrder, company: unknown, after: unknown): SQL {
  const keys = sql.join(order.keys, sql`, `);
  const anchorKeys = sql.join(order.keys.map(anchorColumn), sql`, `);
  return sql`(${keys}) < (SELECT ${anchorKeys} FROM ${anchorTable(order)} WHERE ${anchorWhere(order, company, after)})`;
}

/** Whether the anchor is a row of the company (a page after an unknown one is asked by offset instead). */
export function anchorExists(order: KeysetOrder, company: unknown, after: unknown): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${anchorTable(order)} WHERE ${anchorWhere(order, company, after)})`;
}

/** What a page after an anchor reads: its ids, the rows after the anchor to the window, and (asked only when there are none) whether the anchor is the company's. */
export interface AfterKey {
  run(values: Record<string, unknown>): Promise<{ ids: string[]; total: number; anchored: boolean }>;
}

/**
 * The page after the anchor as pageIdsWithCount reads a page (its ids, each row with the count as an
 * InitPlan; the count alone, with `anchored`, when the page is empty), prepared with the name's
 * suffixes. Placeholders `companyId` and `after` beside the filter's own.
 */
export function pageAfterKey(db: Database, order: KeysetOrder, where: SQL | undefined, orderBy: SQL[], name: string): AfterKey {
  const company = sql.placeholder('companyId');
  const after = sql.placeholder('after');
  const afterIt = and(where, afterAnchor(order, company, after));
  const page = pageIdsWithCountStatements(db, order.table, order.id, afterIt, orderBy).page.prepare(`${name}_after_page`);
  const counted = db
    .select({ n: count(), anchored: anchorExists(order, company, after) })
    .from(countedRows(db, order.table, afterIt, orderBy))
    .prepare(`${name}_after_count`);
  return {
    async run(values) {
      const rows = await page.execute(values);
      if (rows[0] !== undefined) return { ids: rows.map((r) => String(r.id)), total: rows[0].total, anchored: true };
      const [row] = await counted.execute(values);
      return { ids: [], total: row?.n ?? 0, anchored: row?.anchored === true };
    },
  };
}

/**
 * The page after the anchor as pageIdsAndCount reads a page: one walk of the index to the window,
 * the page sliced from it. For a filter that costs per statement (the unread notices hash the
 * reader's receipts once per statement), where pageAfterKey would pay it twice.
 */
export function walkAfterKey(db: Database, order: KeysetOrder, where: SQL | undefined, orderBy: SQL[], name: string): AfterKey {
  const company = sql.placeholder('companyId');
  const after = sql.placeholder('after');
  const walk = pageIdsAndCountStatement(db, order.table, order.id, and(where, afterAnchor(order, company, after)), orderBy).prepare(
    `${name}_after_walk`,
  );
  const anchored = db
    .select({ found: anchorExists(order, company, after) })
    .from(sql`(SELECT 1) AS one`)
    .prepare(`${name}_after_anchored`);
  return {
    async run(values) {
      const { ids, total } = pageOfWalk(await walk.execute(values));
      if (ids.length > 0) return { ids, total, anchored: true };
      const [row] = await anchored.execute(values);
      return { ids, total, anchored: row?.found === true };
    },
  };
}

/**
 * A page's ids and its count: after `request.after` when given (the count is the rows before the
 * page plus those after the anchor, to the window), else, or when the anchor is not the company's,
 * `byOffset`. `values` fill the filter's placeholders and hold `companyId`.
 */
export async function keysetPageIds(
  afterKey: AfterKey,
  values: Record<string, unknown>,
  request: KeysetPageRequest,
  byOffset: () => Promise<{ ids: string[]; total: number }>,
): Promise<{ ids: string[]; total: number }> {
  const { page, pageSize, after } = request;
  if (after === undefined) return byOffset();
  const { ids, total, anchored } = await afterKey.run({ ...values, after, pageSize, offset: 0, countLimit: countLimit(1, pageSize) });
  if (!anchored) return byOffset();
  return { ids, total: offsetOf(page, pageSize) + total };
}

/**
 * A person's orders of a few order types, newest first (a family's "my applications": four dorm
 * types, three goods types), or a company's (the car dispatch desk). One `order_type IN (...)` cannot be read in time order from
 * orders_applicant_type_idx (company, applicant, type, created_at, id): the planner gathers every
 * order of those types and sorts them, which at a large employer is thousands of rows per page. Here
 * each type is its own range of the index, walked newest first and stopped at the page's end, and the
 * ranges are merged: at most types × (offset + page) index entries, and no sort of the history. Each
 * range's `order_type = $n` stays an index condition in PostgreSQL's generic plan of a prepared
 * statement too, where the IN list became a filter over every order of the person (4.9 ms against
 * 0.8 ms for the admin's car orders at the large employer).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/types.ts';
import { rowsOf } from '../db/rows.ts';
import { rowsInOrder, rowsWithAnyOf } from '../db/built-once.ts';
import { COUNT_WINDOW } from '../db/bounded-count.ts';
import { orders } from './schema.ts';
import type { OrderRow } from './order-types.ts';

export interface ApplicantTypesQuery {
  companyId: string;
  /** The applicant's orders (orders_applicant_type_idx); without one, the company's (the car dispatch desk). */
  applicantId?: string | undefined;
  types: readonly string[];
  /** One status: the company's through orders_type_status_idx, the applicant's as a filter of his range. */
  status?: number | undefined;
  /** A further condition on each order (the car list's day). */
  where?: SQL | undefined;
  page: number;
  pageSize: number;
}

/**
 * Each type's newest `limit` orders, as one UNION ALL (ids and order keys only): a range of
 * orders_applicant_type_idx for an applicant, of orders_type_status_idx for the company's of one
 * status, else of orders_type_created_idx.
 */
function ranges(q: ApplicantTypesQuery, limit: number) {
  const conditions = [
    q.applicantId === undefined ? sql`` : sql` AND applicant_id = ${q.applicantId}`,
    q.status === undefined ? sql`` : sql` AND status = ${q.status}`,
    q.where === undefined ? sql`` : sql` AND ${q.where}`,
  ];
  return sql.join(
    q.types.map(
      (type) =>
        sql`(SELECT id, created_at FROM ${orders} WHERE company_id = ${q.companyId}${sql.join(conditions)} AND order_type = ${type} ORDER BY created_at DESC, id DESC LIMIT ${limit})`,
    ),
    sql` UNION ALL `,
  );
}

/** The page's order ids, newest first, and the list's count (exact up to the page and COUNT_WINDOW past it, as boundedCount's). */
export async function applicantTypesIds(db: Database, q: ApplicantTypesQuery): Promise<{ count: number; ids: string[] }> {
  if (q.types.length === 0) return { count: 0, ids: [] };
  const offset = (q.page - 1) * q.pageSize;
  const countLimit = offset + q.pageSize + COUNT_WINDOW;
  const [picked, counted] = await Promise.all([
    db.execute(
      sql`SELECT id FROM (${ranges(q, offset + q.pageSize)}) AS mine ORDER BY created_at DESC, id DESC LIMIT ${q.pageSize} OFFSET ${offset}`,
    ),
    db.execute(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM (${ranges(q, countLimit)}) AS mine LIMIT ${countLimit}) AS counted`),
  ]);
  return { count: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0), ids: rowsOf<{ id: string }>(picked).map((r) => r.id) };
}

/** The page's orders and the list's count. */
export async function applicantTypesPage(db: Database, q: ApplicantTypesQuery): Promise<{ count: number; rows: OrderRow[] }> {
  const { count, ids } = await applicantTypesIds(db, q);
  return { count, rows: await ordersInOrder(db, q.companyId, ids) };
}

const ordersByIds = rowsWithAnyOf(orders, orders.id, 'orders_by_ids');

/** The orders of a page's ids, by key, in the ids' order (the statement built once: built-once.ts). */
export async function ordersInOrder(db: Database, companyId: string, ids: readonly string[]): Promise<OrderRow[]> {
  return rowsInOrder(ordersByIds(db), companyId, ids);
}

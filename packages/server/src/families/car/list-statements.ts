/**
 * The statements of the car orders list, built once per database (platform/db/built-once.ts), one
 * pair (page, bounded count) per filter shape, where they were built on every request. A driver's
 * trips are chosen in car_trips_driver_idx, in time order; the caller's orders (orders_applicant_idx)
 * and the dispatch desk's (orders_type_status_idx) in orders, newest first. Each filter reads the one
 * table that holds it (every car order has its trip row and every trip row its order); the page's
 * rows are joined after its ids are chosen.
 */
import { and, asc, desc, eq, exists, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CAR_ORDER_SCOPES } from '@campus/contracts';
import { builtPerShape } from '../../platform/db/built-once.ts';
import { boundedCountStatement } from '../../platform/db/bounded-count.ts';
import type { Database } from '../../platform/db/types.ts';
import { orders } from '../../platform/orders/schema.ts';
import { carTrips } from './schema.ts';

type Scope = (typeof CAR_ORDER_SCOPES)[number];

const company = sql.placeholder('companyId');

/**
 * What a list filters on. `named`: how many kinds (a driver's trips) or order types (the others) it
 * names, each a placeholder kind0, kind1… or type0, type1…; null: a driver's trips of every kind.
 * `status` ({status}) and `day` ({dayStart, dayEnd}): whether set.
 */
export interface OrdersFilter {
  scope: Scope;
  named: number | null;
  status: boolean;
  day: boolean;
}

/** The filter as a statement's key and name: scope_named_s_d. */
export const ordersShape = (f: OrdersFilter): string =>
  [f.scope, f.named === null ? 'all' : String(f.named), f.status ? 's' : '', f.day ? 'd' : ''].join('_');

function filterOf(shape: string): OrdersFilter {
  const [scope, named, status, day] = shape.split('_');
  return { scope: scope as Scope, named: named === 'all' ? null : Number(named), status: status === 's', day: day === 'd' };
}

/**
 * `column IN ($name0, …)` for a list of `n` values (false when none), as inArray writes it: one
 * placeholder per value rather than `= any($array)`, so the planner still sees how many there are.
 */
const inPlaceholders = (column: PgColumn, name: string, n: number): SQL =>
  inArray(
    column,
    Array.from({ length: n }, (_, i) => sql.placeholder(`${name}${String(i)}`)),
  );

/** The values of inPlaceholders' placeholders. */
export const namedValues = (name: 'kind' | 'type', values: readonly string[]): Record<string, string> =>
  Object.fromEntries(values.map((v, i) => [`${name}${String(i)}`, v]));

/** A trip's period touches the day [dayStart, dayEnd). */
const onDay = (): SQL[] => [lt(carTrips.startAt, sql.placeholder('dayEnd')), gte(carTrips.endAt, sql.placeholder('dayStart'))];

/** A driver's trips ({companyId, staffId} and the filter's). */
const driverWhere = (db: Database, f: OrdersFilter): SQL | undefined =>
  and(
    eq(carTrips.companyId, company),
    eq(carTrips.driverId, sql.placeholder('staffId')),
    f.named === null ? undefined : inPlaceholders(carTrips.kind, 'kind', f.named),
    ...(f.day ? onDay() : []),
    f.status
      ? exists(
          db
            .select({ one: sql`1` })
            .from(orders)
            .where(
              and(eq(orders.companyId, carTrips.companyId), eq(orders.id, carTrips.orderId), eq(orders.status, sql.placeholder('status'))),
            ),
        )
      : undefined,
  );

/** The caller's orders, or the company's on the dispatch desk ({companyId, staffId when mine} and the filter's). */
const ordersWhere = (db: Database, f: OrdersFilter): SQL | undefined =>
  and(
    eq(orders.companyId, company),
    f.scope === 'mine' ? eq(orders.applicantId, sql.placeholder('staffId')) : undefined,
    inPlaceholders(orders.orderType, 'type', f.named ?? 0),
    f.status ? eq(orders.status, sql.placeholder('status')) : undefined,
    f.day
      ? exists(
          db
            .select({ one: sql`1` })
            .from(carTrips)
            .where(and(eq(carTrips.companyId, orders.companyId), eq(carTrips.orderId, orders.id), ...onDay())),
        )
      : undefined,
  );

/** A driver's day reads in time order; the other lists newest first. */
const driverOrder = (): SQL[] => [asc(carTrips.startAt), asc(carTrips.orderId)];
const newestFirst = (): SQL[] => [desc(orders.createdAt), desc(orders.id)];

/** Where the list's ids are chosen: the table, its id column, the filter and the index's order. */
function listOf(db: Database, shape: string) {
  const f = filterOf(shape);
  return f.scope === 'driver'
    ? { table: carTrips, id: carTrips.orderId, where: driverWhere(db, f), order: driverOrder() }
    : { table: orders, id: orders.id, where: ordersWhere(db, f), order: newestFirst() };
}

/** A page of car orders with their trips ({companyId, limit, offset} and the shape's filters). */
export const ordersPage = builtPerShape((db, shape) => {
  const list = listOf(db, shape);
  const ids = db
    .select({ id: list.id })
    .from(list.table)
    .where(list.where)
    .orderBy(...list.order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({ order: orders, trip: carTrips })
    .from(orders)
    .innerJoin(carTrips, and(eq(carTrips.companyId, orders.companyId), eq(carTrips.orderId, orders.id)))
    .innerJoin(ids, eq(ids.id, orders.id))
    .where(eq(orders.companyId, company))
    .orderBy(...list.order)
    .prepare(`car_orders_page_${shape}`);
});

/** The page's bounded count, walking the page's own index ({companyId, countLimit} and the shape's filters). */
export const ordersCount = builtPerShape((db, shape) => {
  const list = listOf(db, shape);
  return boundedCountStatement(db, list.table, list.where, list.order).prepare(`car_orders_count_${shape}`);
});

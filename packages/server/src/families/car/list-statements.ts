/**
 * The statements of a driver's trips (scope=driver of the car orders list), built once per database
 * (platform/db/built-once.ts), one pair (page, bounded count) per filter shape: chosen in
 * car_trips_driver_idx, in time order, the page's orders joined after its ids are chosen. The
 * caller's orders and the dispatch desk's are ranges of orders per type (lists.ts).
 */
import { and, asc, eq, exists, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { builtPerShape } from '../../platform/db/built-once.ts';
import { boundedCountStatement } from '../../platform/db/bounded-count.ts';
import type { Database } from '../../platform/db/types.ts';
import { orders } from '../../platform/orders/schema.ts';
import { carTrips } from './schema.ts';

const company = sql.placeholder('companyId');

/**
 * What a driver's trips filter on. `named`: how many kinds it names, each a placeholder kind0,
 * kind1…; null: every kind. `status` ({status}) and `day` ({dayStart, dayEnd}): whether set.
 */
export interface TripsFilter {
  named: number | null;
  status: boolean;
  day: boolean;
}

/** The filter as a statement's key and name: named_s_d. */
export const tripsShape = (f: TripsFilter): string =>
  [f.named === null ? 'all' : String(f.named), f.status ? 's' : '', f.day ? 'd' : ''].join('_');

function filterOf(shape: string): TripsFilter {
  const [named, status, day] = shape.split('_');
  return { named: named === 'all' ? null : Number(named), status: status === 's', day: day === 'd' };
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

/** The values of inPlaceholders' placeholders for the kinds. */
export const namedKinds = (values: readonly string[]): Record<string, string> =>
  Object.fromEntries(values.map((v, i) => [`kind${String(i)}`, v]));

/** A trip's period touches the day [dayStart, dayEnd). */
const onDay = (): SQL[] => [lt(carTrips.startAt, sql.placeholder('dayEnd')), gte(carTrips.endAt, sql.placeholder('dayStart'))];

/** A driver's trips ({companyId, staffId} and the filter's). */
const driverWhere = (db: Database, f: TripsFilter): SQL | undefined =>
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

/** A driver's day reads in time order. */
const driverOrder = (): SQL[] => [asc(carTrips.startAt), asc(carTrips.orderId)];

/** A page of a driver's trips with their orders ({companyId, staffId, limit, offset} and the shape's filters). */
export const driverTripsPage = builtPerShape((db, shape) => {
  const ids = db
    .select({ id: carTrips.orderId })
    .from(carTrips)
    .where(driverWhere(db, filterOf(shape)))
    .orderBy(...driverOrder())
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({ order: orders, trip: carTrips })
    .from(orders)
    .innerJoin(carTrips, and(eq(carTrips.companyId, orders.companyId), eq(carTrips.orderId, orders.id)))
    .innerJoin(ids, eq(ids.id, orders.id))
    .where(eq(orders.companyId, company))
    .orderBy(...driverOrder())
    .prepare(`car_driver_trips_page_${shape}`);
});

/** The page's bounded count, walking car_trips_driver_idx as the page does ({companyId, staffId, countLimit} and the shape's filters). */
export const driverTripsCount = builtPerShape((db, shape) =>
  boundedCountStatement(db, carTrips, driverWhere(db, filterOf(shape)), driverOrder()).prepare(`car_driver_trips_count_${shape}`),
);

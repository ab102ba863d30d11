/**
 * Car statistics (carV3Statistics, carV3DrivingStatistics): finished orders, distance and fees by
 * month, department and vehicle over the last months, on the hub clock. Car administrators see the
 * company; everyone else their own orders.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CarKind, CarStatistics, CarStatRow, carStatisticsQuerySchema } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { departments } from '../../platform/db/schema.ts';
import { localDateTime } from '../../platform/time.ts';
import { carFees, carStatsMonths, carTrips, carVehicles } from './schema.ts';
import type { Caller } from './views.ts';

type StatisticsQuery = z.output<typeof carStatisticsQuerySchema>;

const KINDS: Record<StatisticsQuery['scope'], CarKind[]> = { dispatch: ['trip', 'daily'], driving: ['driving'] };

/** 'YYYY-MM' of the month `back` months before the one of `now` (hub clock). */
function monthBefore(now: Date, back: number): string {
  const [y, m] = localDateTime(now).slice(0, 7).split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  return `${String(Math.floor(index / 12))}-${String((index % 12) + 1).padStart(2, '0')}`;
}

interface Acc {
  label: string;
  orders: number;
  distance_km: number;
  fee_fen: number;
}
const add = (map: Map<string, Acc>, key: string, label: string, orders: number, distance: number, fee: number) => {
  const acc = map.get(key) ?? { label, orders: 0, distance_km: 0, fee_fen: 0 };
  acc.orders += orders;
  acc.distance_km += distance;
  acc.fee_fen += fee;
  map.set(key, acc);
};
const rowsOf = (map: Map<string, Acc>): CarStatRow[] => [...map].map(([key, a]) => ({ key, ...a }));
const byOrders = (a: CarStatRow, b: CarStatRow) => b.orders - a.orders || b.distance_km - a.distance_km || a.label.localeCompare(b.label);

/** A department's or a vehicle's finished trips (month null), or a month's (axis department, key null). */
type Tally = {
  axis: 'department' | 'vehicle';
  key: string | null;
  month: string | null;
  /** The department's name or the vehicle's plate; null when there is none or it is gone. */
  label: string | null;
  orders: number;
  distance_km: number | string;
  fee_fen: number | string;
};

/**
 * Finished trips as rollup rows (axis, key, month, orders, distance_km, fee_fen). The company's come
 * from car_stats_months, which migration 0036's triggers keep: a few rows per department, vehicle
 * and month, where adding up the trips and their fees read 20,000 trips per request at a large
 * employer. A person's own are few: his trips (car_trips_applicant_idx), each with its fees.
 */
function finishedRows(caller: Caller, query: StatisticsQuery, fromMonth: string): SQL {
  const kinds = sql.join(
    KINDS[query.scope].map((k) => sql`${k}`),
    sql`, `,
  );
  if (caller.isAdmin) {
    return sql`SELECT axis, key, month, orders, distance_km, fee_fen FROM ${carStatsMonths}
      WHERE company_id = ${caller.companyId} AND month >= ${fromMonth} AND kind IN (${kinds})`;
  }
  return sql`SELECT a.axis, CASE a.axis WHEN 'department' THEN t.department_id ELSE t.vehicle_id END AS key,
      campus_hub_month(t.finished_at) AS month, 1 AS orders, coalesce(t.distance_km, 0) AS distance_km, coalesce(f.total, 0) AS fee_fen
    FROM ${carTrips} t
    LEFT JOIN LATERAL (SELECT sum(amount_fen) AS total FROM ${carFees} f WHERE f.company_id = t.company_id AND f.order_id = t.order_id) f ON true
    CROSS JOIN (VALUES ('department'), ('vehicle')) a(axis)
    WHERE t.company_id = ${caller.companyId} AND t.applicant_id = ${caller.staffId} AND t.kind IN (${kinds})
      AND t.finished_at IS NOT NULL AND campus_hub_month(t.finished_at) >= ${fromMonth}`;
}

/** Totals per department and per vehicle, and per month (counted once, on the department axis), named. */
async function tallies(db: Database, caller: Caller, query: StatisticsQuery, fromMonth: string): Promise<Tally[]> {
  const result = await db.execute<Tally>(sql`
    SELECT g.axis, g.key, g.month, coalesce(d.name, v.plate) AS label, g.orders, g.distance_km, g.fee_fen
    FROM (
      SELECT s.axis, s.key, s.month, sum(s.orders)::int AS orders, sum(s.distance_km) AS distance_km, sum(s.fee_fen) AS fee_fen
      FROM (${finishedRows(caller, query, fromMonth)}) s
      GROUP BY GROUPING SETS ((s.axis, s.key), (s.axis, s.month))
      HAVING sum(s.orders) <> 0 AND (GROUPING(s.month) = 1 OR s.axis = 'department')
    ) g
    LEFT JOIN ${departments} d ON g.month IS NULL AND g.axis = 'department' AND d.company_id = ${caller.companyId} AND d.id = g.key
    LEFT JOIN ${carVehicles} v ON g.month IS NULL AND g.axis = 'vehicle' AND v.company_id = ${caller.companyId} AND v.id = g.key`);
  return (result as unknown as { rows: Tally[] }).rows;
}

export async function statistics(db: Database, caller: Caller, query: StatisticsQuery, now: Date): Promise<CarStatistics> {
  const fromMonth = monthBefore(now, query.months - 1);
  const toMonth = monthBefore(now, 0);
  const rows = await tallies(db, caller, query, fromMonth);
  const months = new Map<string, Acc>();
  for (let back = query.months - 1; back >= 0; back--) {
    const key = monthBefore(now, back);
    months.set(key, { label: `${String(Number(key.slice(5)))}月`, orders: 0, distance_km: 0, fee_fen: 0 });
  }
  const depts = new Map<string, Acc>();
  const vehicles = new Map<string, Acc>();
  const totals = { orders: 0, distance_km: 0, fee_fen: 0 };
  for (const t of rows) {
    const orders = Number(t.orders);
    const distance = Number(t.distance_km);
    const fee = Number(t.fee_fen);
    if (t.month !== null) {
      if (months.has(t.month)) add(months, t.month, months.get(t.month)?.label ?? t.month, orders, distance, fee);
    } else if (t.axis === 'vehicle') {
      add(vehicles, t.key ?? 'none', t.label ?? '未派车', orders, distance, fee);
    } else {
      // every trip is in one department row and in one vehicle row: the totals count the former
      add(depts, t.key ?? 'none', t.label ?? '未知部门', orders, distance, fee);
      totals.orders += orders;
      totals.distance_km += distance;
      totals.fee_fen += fee;
    }
  }
  return {
    scope: query.scope,
    mine: !caller.isAdmin,
    from_month: fromMonth,
    to_month: toMonth,
    by_month: rowsOf(months),
    by_department: rowsOf(depts).sort(byOrders),
    by_vehicle: rowsOf(vehicles).sort(byOrders),
    totals,
  };
}

/**
 * Car statistics (carV3Statistics, carV3DrivingStatistics): finished orders, distance and fees by
 * month, department and vehicle over the last months, on the hub clock. Car administrators see the
 * company; everyone else their own orders.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CarKind, CarStatistics, CarStatRow, carStatisticsQuerySchema } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { departments } from '../../platform/db/schema.ts';
import { localDateTime } from '../../platform/time.ts';
import { carFees, carTrips, carVehicles } from './schema.ts';
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

/**
 * The finished trips since `since`, grouped by hub-clock month, department and vehicle, with their
 * distance and fees: read from car_trips_finished_idx (the administrator) or car_trips_applicant_idx
 * (his own), each trip's fees summed through car_fees_order_idx. Fetching every trip and every fee of
 * the company and adding them up here read the whole history at a large employer.
 */
async function finishedGroups(db: Database, caller: Caller, query: StatisticsQuery, since: Date): Promise<Group[]> {
  const kinds = sql.join(
    KINDS[query.scope].map((k) => sql`${k}`),
    sql`, `,
  );
  const result = await db.execute<Group>(sql`
    SELECT g.month, g.department_id, d.name AS department, g.vehicle_id, v.plate, g.orders, g.distance_km, g.fee_fen
    FROM (
      SELECT to_char((t.finished_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM') AS month, t.department_id, t.vehicle_id,
        count(*)::int AS orders, coalesce(sum(t.distance_km), 0)::int AS distance_km, coalesce(sum(f.total), 0)::bigint AS fee_fen
      FROM ${carTrips} t
      LEFT JOIN LATERAL (SELECT sum(amount_fen) AS total FROM ${carFees} f WHERE f.company_id = t.company_id AND f.order_id = t.order_id) f ON true
      WHERE t.company_id = ${caller.companyId} AND t.finished_at IS NOT NULL AND t.finished_at >= ${since} AND t.kind IN (${kinds})
        ${caller.isAdmin ? sql`` : sql`AND t.applicant_id = ${caller.staffId}`}
      GROUP BY 1, 2, 3
    ) g
    LEFT JOIN ${departments} d ON d.company_id = ${caller.companyId} AND d.id = g.department_id
    LEFT JOIN ${carVehicles} v ON v.company_id = ${caller.companyId} AND v.id = g.vehicle_id`);
  return (result as unknown as { rows: Group[] }).rows;
}

type Group = {
  month: string;
  department_id: string | null;
  department: string | null;
  vehicle_id: string | null;
  plate: string | null;
  orders: number;
  distance_km: number;
  fee_fen: string | number;
};

export async function statistics(db: Database, caller: Caller, query: StatisticsQuery, now: Date): Promise<CarStatistics> {
  const fromMonth = monthBefore(now, query.months - 1);
  const toMonth = monthBefore(now, 0);
  const since = new Date(`${fromMonth}-01T00:00:00+08:00`);
  const groups = await finishedGroups(db, caller, query, since);
  const months = new Map<string, Acc>();
  for (let back = query.months - 1; back >= 0; back--) {
    const key = monthBefore(now, back);
    months.set(key, { label: `${String(Number(key.slice(5)))}月`, orders: 0, distance_km: 0, fee_fen: 0 });
  }
  const depts = new Map<string, Acc>();
  const vehicles = new Map<string, Acc>();
  const totals = { orders: 0, distance_km: 0, fee_fen: 0 };
  for (const g of groups) {
    const orders = Number(g.orders);
    const distance = Number(g.distance_km);
    const fee = Number(g.fee_fen);
    if (months.has(g.month)) add(months, g.month, months.get(g.month)?.label ?? g.month, orders, distance, fee);
    add(depts, g.department_id ?? 'none', g.department ?? '未知部门', orders, distance, fee);
    add(vehicles, g.vehicle_id ?? 'none', g.plate ?? '未派车', orders, distance, fee);
    totals.orders += orders;
    totals.distance_km += distance;
    totals.fee_fen += fee;
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

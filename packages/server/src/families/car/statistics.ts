/**
 * Car statistics (carV3Statistics, carV3DrivingStatistics): finished orders, distance and fees by
 * month, department and vehicle over the last months, on the hub clock. Car administrators see the
 * company; everyone else their own orders.
 */
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CarKind, CarStatistics, CarStatRow, carStatisticsQuerySchema } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
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
const add = (map: Map<string, Acc>, key: string, label: string, distance: number, fee: number) => {
  const acc = map.get(key) ?? { label, orders: 0, distance_km: 0, fee_fen: 0 };
  acc.orders += 1;
  acc.distance_km += distance;
  acc.fee_fen += fee;
  map.set(key, acc);
};
const rowsOf = (map: Map<string, Acc>): CarStatRow[] => [...map].map(([key, a]) => ({ key, ...a }));
const byOrders = (a: CarStatRow, b: CarStatRow) => b.orders - a.orders || b.distance_km - a.distance_km || a.label.localeCompare(b.label);

export async function statistics(db: Database, caller: Caller, query: StatisticsQuery, now: Date): Promise<CarStatistics> {
  const fromMonth = monthBefore(now, query.months - 1);
  const toMonth = monthBefore(now, 0);
  const since = new Date(`${fromMonth}-01T00:00:00+08:00`);
  const fees = db
    .select({ orderId: carFees.orderId, total: sql<string>`sum(${carFees.amountFen})`.as('total') })
    .from(carFees)
    .where(inCompany(carFees, caller.companyId))
    .groupBy(carFees.orderId)
    .as('fees');
  const rows = await db
    .select({
      finishedAt: carTrips.finishedAt,
      distance: carTrips.distanceKm,
      fee: fees.total,
      departmentId: carTrips.departmentId,
      department: departments.name,
      vehicleId: carTrips.vehicleId,
      plate: carVehicles.plate,
    })
    .from(carTrips)
    .leftJoin(fees, eq(fees.orderId, carTrips.orderId))
    .leftJoin(departments, and(eq(departments.companyId, carTrips.companyId), eq(departments.id, carTrips.departmentId)))
    .leftJoin(carVehicles, and(eq(carVehicles.companyId, carTrips.companyId), eq(carVehicles.id, carTrips.vehicleId)))
    .where(
      inCompany(
        carTrips,
        caller.companyId,
        inArray(carTrips.kind, KINDS[query.scope]),
        isNotNull(carTrips.finishedAt),
        gte(carTrips.finishedAt, since),
        caller.isAdmin ? undefined : eq(carTrips.applicantId, caller.staffId),
      ),
    );
  const months = new Map<string, Acc>();
  for (let back = query.months - 1; back >= 0; back--) {
    const key = monthBefore(now, back);
    months.set(key, { label: `${String(Number(key.slice(5)))}月`, orders: 0, distance_km: 0, fee_fen: 0 });
  }
  const depts = new Map<string, Acc>();
  const vehicles = new Map<string, Acc>();
  const totals = { orders: 0, distance_km: 0, fee_fen: 0 };
  for (const r of rows) {
    const distance = r.distance ?? 0;
    const fee = Number(r.fee ?? 0);
    const month = (localDateTime(r.finishedAt) ?? '').slice(0, 7);
    if (months.has(month)) add(months, month, months.get(month)?.label ?? month, distance, fee);
    add(depts, r.departmentId ?? 'none', r.department ?? '未知部门', distance, fee);
    add(vehicles, r.vehicleId ?? 'none', r.plate ?? '未派车', distance, fee);
    totals.orders += 1;
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

/** The home screen's summary and the monthly statistics (pCarStatistics). */
import { and, count, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { privateCarEndpoints, type PcarStatRow, type PcarStatistics } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { forbidden } from '../../platform/errors.ts';
import { orders } from '../../platform/orders/schema.ts';
import { callerOf, hubMonth, hubToday, monthRange, monthsBefore, type Caller } from './access.ts';
import { currentAuth } from './auths.ts';
import { PCAR_APPROVED, PCAR_SUBSIDY } from './order-types.ts';
import { pcarCertifications, pcarFees, pcarSubsidies, pcarTrips, pcarVehicles } from './schema.ts';
import { certStateOf } from './vehicles.ts';

/** Per-month figures from `first` to `last` ('YYYY-MM', inclusive); `staffId` null: the whole company. */
export async function monthlyFigures(
  db: Database,
  companyId: string,
  staffId: string | null,
  first: string,
  last: string,
): Promise<PcarStatRow[]> {
  const start = monthRange(first)[0];
  const end = monthRange(last)[1];
  const month = sql<string>`to_char(${pcarTrips.tripDate}, 'YYYY-MM')`;
  const tripWhere = inCompany(
    pcarTrips,
    companyId,
    staffId === null ? undefined : eq(pcarTrips.staffId, staffId),
    isNull(pcarTrips.removedAt),
    gte(pcarTrips.tripDate, start),
    lt(pcarTrips.tripDate, end),
  );
  const trips = await db
    .select({ month, n: count(), m: sql<number>`coalesce(sum(${pcarTrips.distanceM}), 0)`.mapWith(Number) })
    .from(pcarTrips)
    .where(tripWhere)
    .groupBy(month);
  const fees = await db
    .select({ month, fen: sql<number>`coalesce(sum(${pcarFees.amountFen}), 0)`.mapWith(Number) })
    .from(pcarFees)
    .innerJoin(pcarTrips, and(eq(pcarTrips.companyId, pcarFees.companyId), eq(pcarTrips.id, pcarFees.tripId)))
    .where(tripWhere)
    .groupBy(month);
  const subsidies = await db
    .select({ month: pcarSubsidies.period, fen: sql<number>`coalesce(sum(${pcarSubsidies.totalFen}), 0)`.mapWith(Number) })
    .from(pcarSubsidies)
    .innerJoin(orders, and(eq(orders.companyId, pcarSubsidies.companyId), eq(orders.id, pcarSubsidies.id)))
    .where(
      inCompany(
        pcarSubsidies,
        companyId,
        staffId === null ? undefined : eq(pcarSubsidies.staffId, staffId),
        inArray(orders.status, [...PCAR_APPROVED.subsidy]),
        gte(pcarSubsidies.period, first),
        lte(pcarSubsidies.period, last),
      ),
    )
    .groupBy(pcarSubsidies.period);
  const rows: PcarStatRow[] = [];
  for (let m = first; m <= last; m = monthsBefore(m, -1)) {
    const t = trips.find((r) => r.month === m);
    rows.push({
      month: m,
      trip_count: Number(t?.n ?? 0),
      distance_m: t?.m ?? 0,
      fees_fen: fees.find((r) => r.month === m)?.fen ?? 0,
      subsidy_fen: subsidies.find((r) => r.month === m)?.fen ?? 0,
    });
  }
  return rows;
}

const sumRows = (rows: readonly PcarStatRow[]): Omit<PcarStatRow, 'month'> => ({
  trip_count: rows.reduce((s, r) => s + r.trip_count, 0),
  distance_m: rows.reduce((s, r) => s + r.distance_m, 0),
  fees_fen: rows.reduce((s, r) => s + r.fees_fen, 0),
  subsidy_fen: rows.reduce((s, r) => s + r.subsidy_fen, 0),
});

async function statistics(db: Database, caller: Caller, now: Date, months: number, scope: 'mine' | 'company'): Promise<PcarStatistics> {
  if (scope === 'company' && !caller.isAdmin) throw forbidden();
  const last = hubMonth(now);
  const rows = await monthlyFigures(db, caller.companyId, scope === 'mine' ? caller.staffId : null, monthsBefore(last, months - 1), last);
  return { scope, rows, totals: sumRows(rows), can_company: caller.isAdmin };
}

export function statisticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.statistics,
    handler: async ({ auth, query }) => statistics(db(), callerOf(auth), ctx.now(), query.months, query.scope),
  });

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.summary,
    async handler({ auth }) {
      const caller = callerOf(auth);
      const today = hubToday(ctx.now());
      const period = hubMonth(ctx.now());
      const auth_ = await currentAuth(db(), caller, today);
      const cars = await db()
        .select({ id: pcarVehicles.id })
        .from(pcarVehicles)
        .where(inCompany(pcarVehicles, caller.companyId, eq(pcarVehicles.ownerId, caller.staffId), isNull(pcarVehicles.removedAt)));
      const states = await certStateOf(
        db(),
        caller.companyId,
        cars.map((c) => c.id),
        today,
      );
      const [month] = await monthlyFigures(db(), caller.companyId, caller.staffId, period, period);
      const [certs] = await db()
        .select({ n: count() })
        .from(pcarCertifications)
        .where(
          inCompany(
            pcarCertifications,
            caller.companyId,
            eq(pcarCertifications.staffId, caller.staffId),
            eq(pcarCertifications.inReview, true),
          ),
        );
      const [claims] = await db()
        .select({ n: count() })
        .from(pcarSubsidies)
        .innerJoin(orders, and(eq(orders.companyId, pcarSubsidies.companyId), eq(orders.id, pcarSubsidies.id)))
        .where(
          inCompany(pcarSubsidies, caller.companyId, eq(pcarSubsidies.staffId, caller.staffId), eq(orders.status, PCAR_SUBSIDY.inApproval)),
        );
      return {
        auth: auth_,
        authorised: auth_?.active ?? false,
        vehicle_count: cars.length,
        usable_vehicle_count: [...states.values()].filter((s) => s === 'approved').length,
        month: { period, trip_count: month?.trip_count ?? 0, distance_m: month?.distance_m ?? 0, fees_fen: month?.fees_fen ?? 0 },
        pending_certifications: Number(certs?.n ?? 0),
        pending_subsidies: Number(claims?.n ?? 0),
      };
    },
  });
}

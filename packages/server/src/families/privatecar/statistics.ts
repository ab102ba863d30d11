/** The home screen's summary and the monthly statistics (pCarStatistics). */
import type { FastifyInstance } from 'fastify';
import { privateCarEndpoints, type PcarStatRow, type PcarStatistics } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { forbidden } from '../../platform/errors.ts';
import { callerOf, hubMonth, hubToday, monthRange, monthsBefore, type Caller } from './access.ts';
import { currentAuth } from './auths.ts';
import {
  certsInReview,
  claimsInApproval,
  feesPerMonth,
  ownCarIds,
  subsidiesPerMonth,
  tripsPerMonth,
  type FiguresScope,
} from './summary-statements.ts';
import { certStateOf } from './vehicles.ts';

/** Per-month figures from `first` to `last` ('YYYY-MM', inclusive); `staffId` null: the whole company. */
export async function monthlyFigures(
  db: Database,
  companyId: string,
  staffId: string | null,
  first: string,
  last: string,
): Promise<PcarStatRow[]> {
  const scope: FiguresScope = staffId === null ? 'company' : 'mine';
  const values = { companyId, staffId, start: monthRange(first)[0], end: monthRange(last)[1], first, last };
  const [trips, fees, subsidies] = await Promise.all([
    tripsPerMonth(db, scope).execute(values),
    feesPerMonth(db, scope).execute(values),
    subsidiesPerMonth(db, scope).execute(values),
  ]);
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
      const who = { companyId: caller.companyId, staffId: caller.staffId };
      const [auth_, [cars, states], [month], [certs], [claims]] = await Promise.all([
        currentAuth(db(), caller, today),
        ownCarIds(db())
          .execute(who)
          .then(
            async (rows) =>
              [
                rows,
                await certStateOf(
                  db(),
                  caller.companyId,
                  rows.map((c) => c.id),
                  today,
                ),
              ] as const,
          ),
        monthlyFigures(db(), caller.companyId, caller.staffId, period, period),
        certsInReview(db()).execute(who),
        claimsInApproval(db()).execute(who),
      ]);
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

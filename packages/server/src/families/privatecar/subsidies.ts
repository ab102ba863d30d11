/**
 * Subsidy claims for a month (pCarSubsidy / pCarSubsidyDetail): the server computes the totals in
 * integer fen — rate × the month's total km, rounded half up to the fen (pcarMileageFen), plus the
 * fees — and submits the claim on the workflow; the order type's hook claims the trips under lock.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  PCAR_ORDER_TYPES,
  PCAR_RULES,
  fenToYuan,
  pcarKm,
  pcarMileageFen,
  privateCarEndpoints,
  type PcarSubsidy,
  type PcarSubsidyListItem,
  type PcarSubsidyPreview,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { orders } from '../../platform/orders/schema.ts';
import { staffBriefs, unknownStaff } from '../../platform/directory/directory.ts';
import { callerOf, hubMonth, requireVisibleOrder, type Caller } from './access.ts';
import { claimableTrips } from './claims.ts';
import { companyConfig } from './config.ts';
import { pcarMessages as M } from './messages.ts';
import { pcarSubsidies, pcarTrips } from './schema.ts';
import { feesOfTrips, findTrips, orderState, tripBriefs } from './views.ts';

type SubsidyRow = typeof pcarSubsidies.$inferSelect;

/** What a claim of `period` holds now, priced at the company's current rate. */
async function preview(db: Database, caller: Caller, period: string): Promise<PcarSubsidyPreview> {
  const claimable = await claimableTrips(db, caller.companyId, caller.staffId, period, { lock: false });
  const { rateFenPerKm } = await companyConfig(db, caller.companyId);
  const rows = claimable.trips.length
    ? await findTrips(
        db,
        caller.companyId,
        inArray(
          pcarTrips.id,
          claimable.trips.map((t) => t.id),
        ),
      )
    : [];
  const mileage = pcarMileageFen(rateFenPerKm, claimable.totals.distance_m);
  return {
    period,
    trip_count: claimable.trips.length,
    distance_m: claimable.totals.distance_m,
    rate_fen_per_km: rateFenPerKm,
    mileage_fen: mileage,
    fees_fen: claimable.totals.fees_fen,
    total_fen: mileage + claimable.totals.fees_fen,
    rule: PCAR_RULES.subsidy,
    trips: await tripBriefs(db, caller.companyId, rows),
  };
}

const subsidyQuery = (db: Database) =>
  db
    .select({ claim: pcarSubsidies, order: orders })
    .from(pcarSubsidies)
    .innerJoin(orders, and(eq(orders.companyId, pcarSubsidies.companyId), eq(orders.id, pcarSubsidies.id)));

function listItem(claim: SubsidyRow, order: typeof orders.$inferSelect): PcarSubsidyListItem {
  return {
    ...orderState(order),
    period: claim.period,
    trip_count: claim.tripCount,
    distance_m: claim.distanceM,
    rate_fen_per_km: claim.rateFenPerKm,
    mileage_fen: claim.mileageFen,
    fees_fen: claim.feesFen,
    total_fen: claim.totalFen,
    rule: PCAR_RULES.subsidy,
  };
}

/** One claim with the trips it took (by its snapshot of ids) and their fees. */
export async function subsidyDetail(db: Database, companyId: string, id: string): Promise<PcarSubsidy> {
  const [row] = await subsidyQuery(db).where(inCompany(pcarSubsidies, companyId, eq(pcarSubsidies.id, id)));
  if (!row) throw notFound(); // an order of another type
  const { claim, order } = row;
  const trips = claim.tripIds.length ? await findTrips(db, companyId, inArray(pcarTrips.id, claim.tripIds)) : [];
  const briefs = await tripBriefs(db, companyId, trips);
  const fees = await feesOfTrips(
    db,
    companyId,
    briefs.map((t) => t.id),
    () => false,
  );
  const people = await staffBriefs(db, companyId, [claim.staffId]);
  return {
    ...listItem(claim, order),
    applicant: { id: claim.staffId, name: (people.get(claim.staffId) ?? unknownStaff(claim.staffId)).name },
    trips: briefs.map((t) => ({ ...t, fees: fees.get(t.id) ?? [] })),
  };
}

export function subsidyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;
  const checkMonth = (month: string) => {
    if (month > hubMonth(ctx.now())) throw fieldError('month', M.monthInFuture);
  };

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.previewSubsidy,
    async handler({ auth, query }) {
      checkMonth(query.month);
      return preview(db(), callerOf(auth), query.month);
    },
  });

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.listSubsidies,
    async handler({ auth, query }) {
      const where = inCompany(pcarSubsidies, auth.companyId, eq(pcarSubsidies.staffId, auth.staffId));
      const order = [desc(pcarSubsidies.createdAt), desc(pcarSubsidies.id)];
      // The page's ids first, on pcar_subsidies_staff_idx; then the orders of those rows.
      const ids = db()
        .select({ id: pcarSubsidies.id })
        .from(pcarSubsidies)
        .where(where)
        .orderBy(...order)
        .limit(query.page_size)
        .offset(offsetOf(query.page, query.page_size))
        .as('page');
      // The count walks the page's index up to the page and a window (issue 33), not the whole history.
      const [total, rows] = await Promise.all([
        boundedCount(db(), pcarSubsidies, where, query.page, query.page_size, order),
        subsidyQuery(db())
          .innerJoin(ids, eq(ids.id, pcarSubsidies.id))
          .where(inCompany(pcarSubsidies, auth.companyId))
          .orderBy(...order),
      ]);
      return toPage(
        total,
        query.page,
        query.page_size,
        rows.map((r) => listItem(r.claim, r.order)),
      );
    },
  });

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.createSubsidy,
    async handler({ auth, body, reply }) {
      const caller = callerOf(auth);
      checkMonth(body.month);
      const p = await preview(db(), caller, body.month);
      if (p.trip_count === 0) throw fieldError('month', M.nothingToClaim);
      const id = await ctx.orders.submit(caller, {
        orderType: PCAR_ORDER_TYPES.subsidy,
        title: `私车补贴 ${p.period} ¥${fenToYuan(p.total_fen)}`,
        fields: [
          { label: '补贴月份', value: p.period },
          { label: '出车次数', value: `${String(p.trip_count)}次` },
          { label: '合计里程', value: `${pcarKm(p.distance_m)}公里` },
          { label: '补贴标准', value: `${fenToYuan(p.rate_fen_per_km)}元/公里` },
          { label: '里程补贴', value: `¥${fenToYuan(p.mileage_fen)}` },
          { label: '票据费用', value: `¥${fenToYuan(p.fees_fen)}` },
          { label: '合计金额', value: `¥${fenToYuan(p.total_fen)}` },
        ],
        data: {
          period: p.period,
          trip_ids: p.trips.map((t) => t.id),
          rate_fen_per_km: p.rate_fen_per_km,
          distance_m: p.distance_m,
          mileage_fen: p.mileage_fen,
          fees_fen: p.fees_fen,
          total_fen: p.total_fen,
        },
        viaModule: true,
      });
      reply.code(201);
      return subsidyDetail(db(), caller.companyId, id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.getSubsidy,
    async handler({ auth, params }) {
      await requireVisibleOrder(db(), callerOf(auth), params.id);
      return subsidyDetail(db(), auth.companyId, params.id);
    },
  });
}

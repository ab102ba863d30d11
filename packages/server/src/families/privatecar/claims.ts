/** The trips a subsidy claim of one month takes: the staff's trips of that month in no claim, and their sums. */
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { monthRange } from './access.ts';
import { pcarFees, pcarTrips } from './schema.ts';

export interface ClaimableTrips {
  trips: { id: string; distanceM: number }[];
  totals: { distance_m: number; fees_fen: number };
}

/** Fee sums per trip (fen). */
export async function feeSums(db: Database, companyId: string, tripIds: readonly string[]): Promise<Map<string, number>> {
  if (tripIds.length === 0) return new Map();
  const rows = await db
    .select({ tripId: pcarFees.tripId, fen: sql<number>`coalesce(sum(${pcarFees.amountFen}), 0)`.mapWith(Number) })
    .from(pcarFees)
    .where(inCompany(pcarFees, companyId, inArray(pcarFees.tripId, [...tripIds])))
    .groupBy(pcarFees.tripId);
  return new Map(rows.map((r) => [r.tripId, r.fen]));
}

/**
 * The staff's unclaimed, not removed trips of `period` ('YYYY-MM') with the distance and fee sums.
 * `lock`: the trip rows are locked FOR UPDATE (the claim's transaction), so a concurrent claim, fee or
 * removal of the same trips waits and then sees them claimed.
 */
export async function claimableTrips(
  db: Database,
  companyId: string,
  staffId: string,
  period: string,
  { lock }: { lock: boolean },
): Promise<ClaimableTrips> {
  const [start, end] = monthRange(period);
  const query = db
    .select({ id: pcarTrips.id, distanceM: pcarTrips.distanceM })
    .from(pcarTrips)
    .where(
      inCompany(
        pcarTrips,
        companyId,
        and(eq(pcarTrips.staffId, staffId), isNull(pcarTrips.subsidyId), isNull(pcarTrips.removedAt)),
        gte(pcarTrips.tripDate, start),
        lt(pcarTrips.tripDate, end),
      ),
    )
    .orderBy(pcarTrips.tripDate, pcarTrips.createdAt, pcarTrips.id);
  const trips = lock ? await query.for('update') : await query;
  const fees = await feeSums(
    db,
    companyId,
    trips.map((t) => t.id),
  );
  return {
    trips,
    totals: {
      distance_m: trips.reduce((sum, t) => sum + t.distanceM, 0),
      fees_fen: [...fees.values()].reduce((sum, fen) => sum + fen, 0),
    },
  };
}

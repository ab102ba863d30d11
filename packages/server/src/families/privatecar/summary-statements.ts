/**
 * The statements of the home screen's summary and the monthly statistics, built once per database
 * (platform/db/built-once.ts): the summary sent eight statements built on every request, and building
 * them was most of its CPU (issue 33).
 */
import { and, count, desc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { anyOfPlaceholder, builtOnce, builtPerShape } from '../../platform/db/built-once.ts';
import { orders } from '../../platform/orders/schema.ts';
import { PCAR_APPROVED, PCAR_SUBSIDY } from './order-types.ts';
import { pcarAuths, pcarCertifications, pcarFees, pcarSubsidies, pcarTrips, pcarVehicles } from './schema.ts';

const company = sql.placeholder('companyId');
const staffId = sql.placeholder('staffId');

/** A staff's latest authorisations with their orders, newest first ({companyId, staffId}). */
export const latestAuths = builtOnce((db) =>
  db
    .select({ auth: pcarAuths, order: orders })
    .from(pcarAuths)
    .innerJoin(orders, and(eq(orders.companyId, pcarAuths.companyId), eq(orders.id, pcarAuths.id)))
    .where(and(eq(pcarAuths.companyId, company), eq(pcarAuths.staffId, staffId)))
    .orderBy(desc(pcarAuths.createdAt), desc(pcarAuths.id))
    .limit(20)
    .prepare('pcar_latest_auths'),
);

/** The cars a staff owns and has not removed ({companyId, staffId}). */
export const ownCarIds = builtOnce((db) =>
  db
    .select({ id: pcarVehicles.id })
    .from(pcarVehicles)
    .where(and(eq(pcarVehicles.companyId, company), eq(pcarVehicles.ownerId, staffId), isNull(pcarVehicles.removedAt)))
    .prepare('pcar_own_car_ids'),
);

/** The certifications of cars with their orders, newest first ({companyId, ids}). */
export const certsOfCars = builtOnce((db) =>
  db
    .select({ cert: pcarCertifications, order: orders })
    .from(pcarCertifications)
    .innerJoin(orders, and(eq(orders.companyId, pcarCertifications.companyId), eq(orders.id, pcarCertifications.id)))
    .where(and(eq(pcarCertifications.companyId, company), anyOfPlaceholder(pcarCertifications.vehicleId, 'ids')))
    .orderBy(desc(pcarCertifications.createdAt))
    .prepare('pcar_certs_of_cars'),
);

/** How many of a staff's certifications are in review ({companyId, staffId}). */
export const certsInReview = builtOnce((db) =>
  db
    .select({ n: count() })
    .from(pcarCertifications)
    .where(and(eq(pcarCertifications.companyId, company), eq(pcarCertifications.staffId, staffId), eq(pcarCertifications.inReview, true)))
    .prepare('pcar_certs_in_review'),
);

/** How many of a staff's subsidy claims are in approval ({companyId, staffId}). */
export const claimsInApproval = builtOnce((db) =>
  db
    .select({ n: count() })
    .from(pcarSubsidies)
    .innerJoin(orders, and(eq(orders.companyId, pcarSubsidies.companyId), eq(orders.id, pcarSubsidies.id)))
    .where(and(eq(pcarSubsidies.companyId, company), eq(pcarSubsidies.staffId, staffId), eq(orders.status, PCAR_SUBSIDY.inApproval)))
    .prepare('pcar_claims_in_approval'),
);

/** The shape of the monthly figures: one staff's ('mine') or the whole company's. */
export type FiguresScope = 'mine' | 'company';

const month = sql<string>`to_char(${pcarTrips.tripDate}, 'YYYY-MM')`;

/** Trips kept between the dates `start` (inclusive) and `end` (exclusive), of `staffId` for 'mine'. */
const tripsIn = (scope: FiguresScope): SQL | undefined =>
  and(
    eq(pcarTrips.companyId, company),
    scope === 'mine' ? eq(pcarTrips.staffId, staffId) : undefined,
    isNull(pcarTrips.removedAt),
    gte(pcarTrips.tripDate, sql.placeholder('start')),
    lt(pcarTrips.tripDate, sql.placeholder('end')),
  );

/** Trips and their distance per month ({companyId, start, end; staffId for 'mine'}). */
export const tripsPerMonth = builtPerShape((db, scope) =>
  db
    .select({ month, n: count(), m: sql<number>`coalesce(sum(${pcarTrips.distanceM}), 0)`.mapWith(Number) })
    .from(pcarTrips)
    .where(tripsIn(scope as FiguresScope))
    .groupBy(month)
    .prepare(`pcar_trips_per_month_${scope}`),
);

/** The trips' fees per month ({companyId, start, end; staffId for 'mine'}). */
export const feesPerMonth = builtPerShape((db, scope) =>
  db
    .select({ month, fen: sql<number>`coalesce(sum(${pcarFees.amountFen}), 0)`.mapWith(Number) })
    .from(pcarFees)
    .innerJoin(pcarTrips, and(eq(pcarTrips.companyId, pcarFees.companyId), eq(pcarTrips.id, pcarFees.tripId)))
    .where(tripsIn(scope as FiguresScope))
    .groupBy(month)
    .prepare(`pcar_fees_per_month_${scope}`),
);

/** Approved subsidies per period, 'YYYY-MM' from `first` to `last` ({companyId, first, last; staffId for 'mine'}). */
export const subsidiesPerMonth = builtPerShape((db, scope) =>
  db
    .select({ month: pcarSubsidies.period, fen: sql<number>`coalesce(sum(${pcarSubsidies.totalFen}), 0)`.mapWith(Number) })
    .from(pcarSubsidies)
    .innerJoin(orders, and(eq(orders.companyId, pcarSubsidies.companyId), eq(orders.id, pcarSubsidies.id)))
    .where(
      and(
        eq(pcarSubsidies.companyId, company),
        scope === 'mine' ? eq(pcarSubsidies.staffId, staffId) : undefined,
        inArray(orders.status, [...PCAR_APPROVED.subsidy]),
        gte(pcarSubsidies.period, sql.placeholder('first')),
        lte(pcarSubsidies.period, sql.placeholder('last')),
      ),
    )
    .groupBy(pcarSubsidies.period)
    .prepare(`pcar_subsidies_per_month_${scope}`),
);

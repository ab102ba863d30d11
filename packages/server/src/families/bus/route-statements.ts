/**
 * The statements of the routes list, built once per database (platform/db/built-once.ts): the routes
 * of a kind (or of every kind), their stops, the caller's favourites among them, each one's next trip
 * and the last position reported on each plant line.
 */
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { anyOfPlaceholder, builtOnce } from '../../platform/db/built-once.ts';
import type { Database } from '../../platform/db/types.ts';
import { staff } from '../../platform/db/schema.ts';
import { busFavourites, busPositions, busRoutes, busStops, busTrips } from './schema.ts';

const company = sql.placeholder('companyId');

const activeRoutes = (db: Database, ofKind: boolean) =>
  db
    .select()
    .from(busRoutes)
    .where(
      and(eq(busRoutes.companyId, company), eq(busRoutes.active, true), ofKind ? eq(busRoutes.kind, sql.placeholder('kind')) : undefined),
    )
    .orderBy(asc(busRoutes.seq), asc(busRoutes.name));

/** The company's active routes in their order ({companyId}). */
export const allActiveRoutes = builtOnce((db) => activeRoutes(db, false).prepare('bus_active_routes'));

/** The company's active routes of one kind in their order ({companyId, kind}). */
export const activeRoutesOfKind = builtOnce((db) => activeRoutes(db, true).prepare('bus_active_routes_of_kind'));

/** Stops of routes in their order ({companyId, ids}). */
export const stopsOfRoutes = builtOnce((db) =>
  db
    .select()
    .from(busStops)
    .where(and(eq(busStops.companyId, company), anyOfPlaceholder(busStops.routeId, 'ids')))
    .orderBy(asc(busStops.seq))
    .prepare('bus_stops_of_routes'),
);

/** Which of the routes the staff keeps as favourites ({companyId, staffId, ids}). */
export const favouritesAmong = builtOnce((db) =>
  db
    .select({ routeId: busFavourites.routeId })
    .from(busFavourites)
    .where(
      and(
        eq(busFavourites.companyId, company),
        eq(busFavourites.staffId, sql.placeholder('staffId')),
        anyOfPlaceholder(busFavourites.routeId, 'ids'),
      ),
    )
    .prepare('bus_favourites_among'),
);

/** Each route's next trip in (now, until): one LATERAL probe of the trips' index per route ({companyId, ids, now, until}). */
export const nextTripOfRoutes = builtOnce((db) => {
  const next = db
    .select({
      companyId: busTrips.companyId,
      id: busTrips.id,
      routeId: busTrips.routeId,
      departAt: busTrips.departAt,
      seats: busTrips.seats,
      seatsTaken: busTrips.seatsTaken,
      createdAt: busTrips.createdAt,
    })
    .from(busTrips)
    .where(
      and(
        eq(busTrips.companyId, busRoutes.companyId),
        eq(busTrips.routeId, busRoutes.id),
        gt(busTrips.departAt, sql.placeholder('now')),
        lt(busTrips.departAt, sql.placeholder('until')),
      ),
    )
    .orderBy(asc(busTrips.departAt))
    .limit(1)
    .as('next');
  return db
    .select({
      trip: {
        companyId: next.companyId,
        id: next.id,
        routeId: next.routeId,
        departAt: next.departAt,
        seats: next.seats,
        seatsTaken: next.seatsTaken,
        createdAt: next.createdAt,
      },
    })
    .from(busRoutes)
    .innerJoinLateral(next, sql`true`)
    .where(and(eq(busRoutes.companyId, company), anyOfPlaceholder(busRoutes.id, 'ids')))
    .prepare('bus_next_trip_of_routes');
});

/**
 * Each route's latest position with its reporter: one bus_positions_route_idx probe per route
 * (LATERAL ... LIMIT 1) ({companyId, ids}).
 */
export const lastPositionOfRoutes = builtOnce((db) => {
  const latest = db
    .select()
    .from(busPositions)
    .where(and(eq(busPositions.companyId, busRoutes.companyId), eq(busPositions.routeId, busRoutes.id)))
    .orderBy(desc(busPositions.reportedAt), desc(busPositions.id))
    .limit(1)
    .as('latest');
  return db
    .select({
      p: {
        companyId: latest.companyId,
        id: latest.id,
        routeId: latest.routeId,
        latitude: latest.latitude,
        longitude: latest.longitude,
        speedKmh: latest.speedKmh,
        reporterId: latest.reporterId,
        reportedAt: latest.reportedAt,
      },
      reporterName: staff.name,
    })
    .from(busRoutes)
    .innerJoinLateral(latest, sql`true`)
    .leftJoin(staff, and(eq(staff.companyId, latest.companyId), eq(staff.id, latest.reporterId)))
    .where(and(eq(busRoutes.companyId, company), anyOfPlaceholder(busRoutes.id, 'ids')))
    .prepare('bus_last_position_of_routes');
});

/**
 * The statements of the driver's trip list, built once per database (platform/db/built-once.ts): the
 * active routes, their trips in a window, and each trip's tickets sold and rides checked.
 */
import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { anyOfPlaceholder, builtOnce } from '../../platform/db/built-once.ts';
import { busRides, busRoutes, busTickets, busTrips } from './schema.ts';

const company = sql.placeholder('companyId');

/** The company's active routes in the driver's order ({companyId}). */
export const routesToCheck = builtOnce((db) =>
  db
    .select({ id: busRoutes.id, name: busRoutes.name, kind: busRoutes.kind })
    .from(busRoutes)
    .where(and(eq(busRoutes.companyId, company), eq(busRoutes.active, true)))
    .orderBy(asc(busRoutes.kind), asc(busRoutes.seq), asc(busRoutes.name))
    .prepare('bus_routes_to_check'),
);

/** The trips of routes leaving in [from, until), soonest first ({companyId, ids, from, until}). */
export const tripsToCheck = builtOnce((db) =>
  db
    .select({ id: busTrips.id, routeId: busTrips.routeId, departAt: busTrips.departAt })
    .from(busTrips)
    .where(
      and(
        eq(busTrips.companyId, company),
        anyOfPlaceholder(busTrips.routeId, 'ids'),
        gte(busTrips.departAt, sql.placeholder('from')),
        lt(busTrips.departAt, sql.placeholder('until')),
      ),
    )
    .orderBy(asc(busTrips.departAt), asc(busTrips.routeId))
    .prepare('bus_trips_to_check'),
);

/** Tickets sold and used per trip ({companyId, ids}). */
export const ticketsPerTrip = builtOnce((db) =>
  db
    .select({
      tripId: busTickets.tripId,
      sold: count(),
      used: sql<number>`count(*) filter (where ${busTickets.status} = 'used')`.mapWith(Number),
    })
    .from(busTickets)
    .where(
      and(eq(busTickets.companyId, company), anyOfPlaceholder(busTickets.tripId, 'ids'), inArray(busTickets.status, ['valid', 'used'])),
    )
    .groupBy(busTickets.tripId)
    .prepare('bus_tickets_per_trip'),
);

/** Passes' rides checked per trip ({companyId, ids}). */
export const ridesPerTrip = builtOnce((db) =>
  db
    .select({ tripId: busRides.tripId, rides: count() })
    .from(busRides)
    .where(and(eq(busRides.companyId, company), anyOfPlaceholder(busRides.tripId, 'ids')))
    .groupBy(busRides.tripId)
    .prepare('bus_rides_per_trip'),
);

/**
 * Routes (线路) as passengers see them: the list with the next trip and the bus's last position,
 * one route with stops, timetable, trips and rating; favourites; comments; positions (a driver
 * reports them, the plant bus screens show the latest).
 */
import { randomUUID } from 'node:crypto';
import { asc, avg, count, desc, eq, inArray } from 'drizzle-orm';
import type { BusComment, BusPosition, BusRouteDetail, BusRouteSummary, BusRouteKind } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import type { Page } from '@campus/contracts';
import { busComments, busFavourites, busPositions, busRoutes, busStops, busTickets, busTimetable } from './schema.ts';
import type { BusCaller } from './access.ts';
import { busMessages as M } from './messages.ts';
import { daysLabel, ensureTrips, nextTrips, upcomingTrips, weekdaysOf } from './trips.ts';
import { commentView, positionView, tripView } from './views.ts';
import { commentQuery, positionQuery } from './queries.ts';
import { activeRoutesOfKind, allActiveRoutes, favouritesAmong, lastPositionOfRoutes, stopsOfRoutes } from './route-statements.ts';

type RouteRow = typeof busRoutes.$inferSelect;

/** The latest position of each route, by route. */
async function lastPositions(db: Database, companyId: string, routeIds: string[]): Promise<Map<string, BusPosition>> {
  if (routeIds.length === 0) return new Map();
  const rows = await lastPositionOfRoutes(db).execute({ companyId, ids: routeIds });
  return new Map(rows.map((r) => [r.p.routeId, positionView(r)]));
}

async function summaries(db: Database, caller: BusCaller, routes: RouteRow[], now: Date): Promise<BusRouteSummary[]> {
  const ids = routes.map((r) => r.id);
  if (ids.length === 0) return [];
  // four reads of their own, side by side
  const [stops, favourites, trips, positions] = await Promise.all([
    stopsOfRoutes(db).execute({ companyId: caller.companyId, ids }),
    favouritesAmong(db)
      .execute({ companyId: caller.companyId, staffId: caller.staffId, ids })
      .then((rows) => new Set(rows.map((f) => f.routeId))),
    nextTrips(db, caller.companyId, ids, now),
    lastPositions(
      db,
      caller.companyId,
      routes.filter((r) => r.kind === 'plant').map((r) => r.id),
    ),
  ]);
  return routes.map((r) => {
    const own = stops.filter((s) => s.routeId === r.id);
    const next = trips.get(r.id);
    return {
      id: r.id,
      kind: r.kind,
      name: r.name,
      from: own[0]?.name ?? '',
      to: own[own.length - 1]?.name ?? '',
      price_fen: r.priceFen,
      month_price_fen: r.monthPriceFen,
      stop_count: own.length,
      vehicle: r.vehicle,
      favourite: favourites.has(r.id),
      next_trip: next ? tripView(next, now) : null,
      pass_quota: r.passQuota,
      pass_left: Math.max(0, r.passQuota - r.passTaken),
      last_position: positions.get(r.id) ?? null,
    };
  });
}

async function routeRow(db: Database, caller: BusCaller, id: string): Promise<RouteRow> {
  if (!isGuid(id)) throw notFound();
  const [r] = await db
    .select()
    .from(busRoutes)
    .where(inCompany(busRoutes, caller.companyId, eq(busRoutes.id, id), eq(busRoutes.active, true)));
  if (!r) throw notFound();
  return r;
}

/** The company's active routes of a kind, favourites first, then in their order. */
export async function listRoutes(db: Database, caller: BusCaller, kind: BusRouteKind | undefined, now: Date) {
  await ensureTrips(db, caller.companyId, now);
  const routes = kind
    ? await activeRoutesOfKind(db).execute({ companyId: caller.companyId, kind })
    : await allActiveRoutes(db).execute({ companyId: caller.companyId });
  const list = await summaries(db, caller, routes, now);
  list.sort((a, b) => Number(b.favourite) - Number(a.favourite));
  return { results: list, can_check: caller.isDriver };
}

export async function routeSummary(db: Database, caller: BusCaller, id: string, now: Date): Promise<BusRouteSummary> {
  const [s] = await summaries(db, caller, [await routeRow(db, caller, id)], now);
  if (!s) throw notFound();
  return s;
}

export async function routeDetail(db: Database, caller: BusCaller, id: string, now: Date): Promise<BusRouteDetail> {
  await ensureTrips(db, caller.companyId, now);
  const route = await routeRow(db, caller, id);
  const [summary] = await summaries(db, caller, [route], now);
  if (!summary) throw notFound();
  const stops = await db
    .select()
    .from(busStops)
    .where(inCompany(busStops, caller.companyId, eq(busStops.routeId, id)))
    .orderBy(asc(busStops.seq));
  const timetable = await db
    .select()
    .from(busTimetable)
    .where(inCompany(busTimetable, caller.companyId, eq(busTimetable.routeId, id)))
    .orderBy(asc(busTimetable.departTime));
  const trips = await upcomingTrips(db, caller.companyId, [id], now);
  const mine = trips.length
    ? await db
        .select({ id: busTickets.id, tripId: busTickets.tripId })
        .from(busTickets)
        .where(
          inCompany(
            busTickets,
            caller.companyId,
            eq(busTickets.staffId, caller.staffId),
            inArray(
              busTickets.tripId,
              trips.map((t) => t.id),
            ),
            inArray(busTickets.status, ['pending', 'valid', 'used']),
          ),
        )
    : [];
  const myTicket = new Map(mine.map((t) => [t.tripId, t.id]));
  const [rating] = await db
    .select({ average: avg(busComments.rating), n: count() })
    .from(busComments)
    .where(inCompany(busComments, caller.companyId, eq(busComments.routeId, id)));
  const n = Number(rating?.n ?? 0);
  return {
    ...summary,
    description: route.description,
    stops: stops.map((s) => ({ id: s.id, seq: s.seq, name: s.name, minutes: s.minutes, latitude: s.latitude, longitude: s.longitude })),
    timetable: timetable.map((e) => {
      const weekdays = weekdaysOf(e.weekdays);
      return { time: e.departTime, weekdays, days_label: daysLabel(weekdays), seats: e.seats ?? route.seats };
    }),
    trips: trips.map((t) => tripView(t, now, myTicket.get(t.id) ?? null)),
    rating: { average: n > 0 ? Math.round(Number(rating?.average ?? 0) * 10) / 10 : null, count: n },
    can_check: caller.isDriver,
  };
}

export async function setFavourite(db: Database, caller: BusCaller, id: string, on: boolean, now: Date): Promise<BusRouteSummary> {
  await routeRow(db, caller, id);
  if (on)
    await db
      .insert(busFavourites)
      .values({ companyId: caller.companyId, staffId: caller.staffId, routeId: id, createdAt: now })
      .onConflictDoNothing();
  else
    await db
      .delete(busFavourites)
      .where(inCompany(busFavourites, caller.companyId, eq(busFavourites.staffId, caller.staffId), eq(busFavourites.routeId, id)));
  return routeSummary(db, caller, id, now);
}

export async function listComments(
  db: Database,
  caller: BusCaller,
  id: string,
  q: { page: number; page_size: number },
): Promise<Page<BusComment>> {
  await routeRow(db, caller, id);
  const where = inCompany(busComments, caller.companyId, eq(busComments.routeId, id));
  const order = [desc(busComments.createdAt), desc(busComments.id)];
  // The page's ids first, on bus_comments_route_idx; then the names and trips of those rows.
  const ids = db
    .select({ id: busComments.id })
    .from(busComments)
    .where(where)
    .orderBy(...order)
    .limit(q.page_size)
    .offset(offsetOf(q.page, q.page_size))
    .as('page');
  // The count walks the same index up to the page and a window (issue 33), not the route's whole history.
  const [total, rows] = await Promise.all([
    boundedCount(db, busComments, where, q.page, q.page_size, order),
    commentQuery(db)
      .innerJoin(ids, eq(ids.id, busComments.id))
      .where(inCompany(busComments, caller.companyId))
      .orderBy(...order),
  ]);
  return toPage(total, q.page, q.page_size, rows.map(commentView));
}

const RECENT_POSITIONS = 20;

export async function listPositions(db: Database, caller: BusCaller, id: string): Promise<{ results: BusPosition[] }> {
  await routeRow(db, caller, id);
  const rows = await positionQuery(db)
    .where(inCompany(busPositions, caller.companyId, eq(busPositions.routeId, id)))
    .orderBy(desc(busPositions.reportedAt), desc(busPositions.id))
    .limit(RECENT_POSITIONS);
  return { results: rows.map(positionView) };
}

export async function reportPosition(
  db: Database,
  caller: BusCaller,
  id: string,
  input: { latitude: number; longitude: number; speed_kmh?: number | undefined },
  now: Date,
): Promise<BusPosition> {
  if (!caller.isDriver) throw new HttpError(403, { detail: M.notReporter });
  await routeRow(db, caller, id);
  const positionId = randomUUID();
  await db.insert(busPositions).values({
    companyId: caller.companyId,
    id: positionId,
    routeId: id,
    latitude: input.latitude,
    longitude: input.longitude,
    speedKmh: input.speed_kmh ?? null,
    reporterId: caller.staffId,
    reportedAt: now,
  });
  const [row] = await positionQuery(db).where(inCompany(busPositions, caller.companyId, eq(busPositions.id, positionId)));
  if (!row) throw notFound();
  return positionView(row);
}

/** BUS_MAP_TILE_URL: an https `{z}/{x}/{y}` tile URL template (the pages' CSP loads images over https); anything else is ignored. */
export function mapConfig(env: NodeJS.ProcessEnv): { map_tile_url: string | null; map_attribution: string | null } {
  const url = env.BUS_MAP_TILE_URL?.trim() ?? '';
  const ok = /^https:\/\/[^\s]+$/.test(url) && url.includes('{z}') && url.includes('{x}') && url.includes('{y}');
  return { map_tile_url: ok ? url : null, map_attribution: ok ? env.BUS_MAP_ATTRIBUTION?.trim() || null : null };
}

/**
 * The driver's check (busSoftCheck): the scanned code of a ticket, monthly ticket or pass, checked
 * on the trip the driver runs. A single ticket is used once: `valid -> used` is one conditional
 * update, so of fifty scans at once one succeeds. A pass (monthly ticket, approved application)
 * counts one ride per trip: a unique ride row. Every refusal says why.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { BUS_DAYS_AHEAD, type BusCheckResult, type BusCheckTrips } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { staff } from '../../platform/db/schema.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { localDateTime } from '../../platform/time.ts';
import { busMonthTickets, busPasses, busRides, busRoutes, busStops, busTickets, busTrips } from './schema.ts';
import type { BusCaller } from './access.ts';
import { busMessages as M } from './messages.ts';
import { routesToCheck, ridesPerTrip, ticketsPerTrip, tripsToCheck } from './check-statements.ts';
import { addDays, dayLabel, ensureTrips, hubDate, hubInstant, hubMonth, hubTime } from './trips.ts';

const refuse = (message: string) => badRequest(message);

type Trip = { id: string; routeId: string; departAt: Date; routeName: string; routeKind: 'shuttle' | 'plant' };

const when = (d: Date) => `${hubDate(d).slice(5)} ${hubTime(d)}`;

async function passengerName(db: Database, companyId: string, staffId: string): Promise<string> {
  const [s] = await db
    .select({ name: staff.name })
    .from(staff)
    .where(inCompany(staff, companyId, eq(staff.id, staffId)));
  return s?.name ?? '';
}

/** Checks one scanned code on a trip; 400 with the reason when it may not ride. */
export async function checkCode(
  db: Database,
  caller: BusCaller,
  input: { tripId: string; code: string },
  now: Date,
): Promise<BusCheckResult> {
  if (!caller.isDriver) throw new HttpError(403, { detail: M.notDriver });
  if (!isGuid(input.tripId)) throw notFound();
  const [trip]: Trip[] = await db
    .select({
      id: busTrips.id,
      routeId: busTrips.routeId,
      departAt: busTrips.departAt,
      routeName: busRoutes.name,
      routeKind: busRoutes.kind,
    })
    .from(busTrips)
    .innerJoin(busRoutes, and(eq(busRoutes.companyId, busTrips.companyId), eq(busRoutes.id, busTrips.routeId)))
    .where(inCompany(busTrips, caller.companyId, eq(busTrips.id, input.tripId)));
  if (!trip) throw notFound();
  const code = input.code.trim().toUpperCase();
  const answer = async (kind: 'ticket' | 'month' | 'pass', staffId: string, stop: string | null): Promise<BusCheckResult> => ({
    kind,
    kind_label: M.kinds[kind],
    passenger: { id: staffId, name: await passengerName(db, caller.companyId, staffId) },
    route: { id: trip.routeId, name: trip.routeName, kind: trip.routeKind },
    trip: { id: trip.id, date: hubDate(trip.departAt), time: hubTime(trip.departAt) },
    stop,
    checked_time: localDateTime(now),
    message: M.checkOk,
  });

  if (code.startsWith('BT')) {
    const [t] = await db
      .select({ t: busTickets, departAt: busTrips.departAt, routeName: busRoutes.name, stopName: busStops.name })
      .from(busTickets)
      .innerJoin(busTrips, and(eq(busTrips.companyId, busTickets.companyId), eq(busTrips.id, busTickets.tripId)))
      .innerJoin(busRoutes, and(eq(busRoutes.companyId, busTickets.companyId), eq(busRoutes.id, busTickets.routeId)))
      .innerJoin(busStops, and(eq(busStops.companyId, busTickets.companyId), eq(busStops.id, busTickets.stopId)))
      .where(inCompany(busTickets, caller.companyId, eq(busTickets.code, code)));
    if (!t) throw refuse(M.foreignCode);
    if (t.t.tripId !== trip.id) throw refuse(`${M.wrongTrip}（车票班次：${when(t.departAt)} ${t.routeName}）`);
    const refusal = (status: string, usedAt: Date | null) =>
      status === 'pending'
        ? M.ticketUnpaid
        : status === 'cancelled'
          ? M.ticketCancelled
          : status === 'refunded'
            ? M.ticketRefunded
            : `${M.ticketUsed}（检票时间 ${usedAt ? when(usedAt) : '--'}）`;
    if (t.t.status !== 'valid') throw refuse(refusal(t.t.status, t.t.usedAt));
    const [used] = await db
      .update(busTickets)
      .set({ status: 'used', usedAt: now, checkedBy: caller.staffId })
      .where(inCompany(busTickets, caller.companyId, eq(busTickets.id, t.t.id), eq(busTickets.status, 'valid')))
      .returning({ id: busTickets.id });
    if (!used) {
      // Another scan (or a refund) won meanwhile: say what the ticket is now.
      const [now2] = await db
        .select()
        .from(busTickets)
        .where(inCompany(busTickets, caller.companyId, eq(busTickets.id, t.t.id)));
      throw refuse(refusal(now2?.status ?? 'used', now2?.usedAt ?? null));
    }
    return answer('ticket', t.t.staffId, t.stopName);
  }

  const ride = async (passKind: 'month' | 'pass', passId: string, staffId: string) => {
    const inserted = await db
      .insert(busRides)
      .values({
        companyId: caller.companyId,
        id: randomUUID(),
        passKind,
        passId,
        tripId: trip.id,
        staffId,
        checkedBy: caller.staffId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: busRides.id });
    if (inserted.length === 0) throw refuse(M.rideTwice);
  };

  if (code.startsWith('BM')) {
    const [m] = await db
      .select()
      .from(busMonthTickets)
      .where(inCompany(busMonthTickets, caller.companyId, eq(busMonthTickets.code, code)));
    if (!m) throw refuse(M.foreignCode);
    if (m.routeId !== trip.routeId) throw refuse(M.wrongRoute);
    if (m.status !== 'valid') throw refuse(M.monthNotValid);
    if (m.month !== hubMonth(trip.departAt)) throw refuse(`${M.monthWrongMonth}（${m.month}）`);
    await ride('month', m.id, m.staffId);
    return answer('month', m.staffId, null);
  }

  if (code.startsWith('BP')) {
    const [p] = await db
      .select({ p: busPasses, stopName: busStops.name })
      .from(busPasses)
      .innerJoin(busStops, and(eq(busStops.companyId, busPasses.companyId), eq(busStops.id, busPasses.stopId)))
      .where(inCompany(busPasses, caller.companyId, eq(busPasses.code, code)));
    if (!p) throw refuse(M.foreignCode);
    if (p.p.routeId !== trip.routeId) throw refuse(M.wrongRoute);
    if (p.p.status !== 'active') throw refuse(M.passNotActive);
    const day = hubDate(trip.departAt);
    if (day < p.p.startDate || day > p.p.endDate) throw refuse(`${M.passOutOfDates}（${p.p.startDate} 至 ${p.p.endDate}）`);
    await ride('pass', p.p.id, p.p.staffId);
    return answer('pass', p.p.staffId, p.stopName);
  }

  throw refuse(M.unknownCode);
}

/** The trips a driver may check (today and the next days), per route, with seats sold and checked. */
export async function checkTrips(db: Database, caller: BusCaller, now: Date): Promise<BusCheckTrips> {
  if (!caller.isDriver) throw new HttpError(403, { detail: M.notDriver });
  await ensureTrips(db, caller.companyId, now);
  const { companyId } = caller;
  const today = hubDate(now);
  const routes = await routesToCheck(db).execute({ companyId });
  const trips =
    routes.length === 0
      ? []
      : await tripsToCheck(db).execute({
          companyId,
          ids: routes.map((r) => r.id),
          from: hubInstant(today),
          until: hubInstant(addDays(today, BUS_DAYS_AHEAD)),
        });
  const ids = trips.map((t) => t.id);
  // Sold and checked per trip in two grouped statements (a week of trips is a hundred ids or more).
  const [ticketCounts, rideCounts] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([ticketsPerTrip(db).execute({ companyId, ids }), ridesPerTrip(db).execute({ companyId, ids })]);
  const tickets = new Map(ticketCounts.map((r) => [r.tripId, r]));
  const rides = new Map(rideCounts.map((r) => [r.tripId, r.rides]));
  // A week has seven dates: each one's label once, not once per trip.
  const labels = new Map<string, string>();
  const byRoute = new Map<string, BusCheckTrips['routes'][number]['trips']>(routes.map((r) => [r.id, []]));
  for (const t of trips) {
    const date = hubDate(t.departAt);
    let label = labels.get(date);
    if (label === undefined) {
      label = dayLabel(date, today);
      labels.set(date, label);
    }
    const counted = tickets.get(t.id);
    byRoute.get(t.routeId)?.push({
      id: t.id,
      date,
      time: hubTime(t.departAt),
      day_label: label,
      sold: counted?.sold ?? 0,
      checked: (counted?.used ?? 0) + (rides.get(t.id) ?? 0),
    });
  }
  // The trip a driver usually checks: the next to leave, or one that left less than an hour ago.
  const recent = trips.filter((t) => t.departAt.getTime() > now.getTime() - 3_600_000);
  const suggested =
    recent.length > 0
      ? recent.reduce((a, b) => (Math.abs(a.departAt.getTime() - now.getTime()) <= Math.abs(b.departAt.getTime() - now.getTime()) ? a : b))
      : null;
  return {
    routes: routes.map((r) => ({ id: r.id, name: r.name, kind: r.kind, trips: byRoute.get(r.id) ?? [] })),
    suggested_trip_id: suggested?.id ?? null,
  };
}

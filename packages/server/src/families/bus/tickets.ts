/**
 * Single tickets (shuttle buses, paid) and bookings (plant buses, free). Buying takes a seat in one
 * transaction and holds it while the ticket waits for payment; the pay family's hooks turn the
 * payment into a valid ticket (or, when the ticket can no longer be given, a refund), its close
 * into a released seat. A passenger returns a paid ticket before departure (refund, seat released).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  BUS_TICKET_PURPOSE,
  PAY_UNPAID_CLOSE_MINUTES,
  type BusTicket,
  type BusTicketPage,
  type BusTicketStatus,
  type BusRouteKind,
} from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { badRequest, fieldError, notFound } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { toPage } from '../../platform/http/paging.ts';
import { withFreshCode } from '../../platform/numbers/codes.ts';
import { registerPayable, refundOrder } from '../../platform/pay/index.ts';
import type { PayDeps } from '../../platform/pay/services.ts';
import { busComments, busRoutes, busStops, busTickets, busTrips } from './schema.ts';
import { newCode, tx$, type BusCaller } from './access.ts';
import { busMessages as M } from './messages.ts';
import { releaseSeat, takeSeat } from './seats.ts';
import { owe } from './refunds.ts';
import { ensureTrips, hubDate, hubTime } from './trips.ts';
import { ticketRowViews, ticketViews } from './views.ts';
import { routeIdsOfKind, ticketCount, ticketPage, ticketsShape } from './ticket-statements.ts';
import { pageWithCount } from '../../platform/db/bounded-count.ts';
import { pgCode } from '../../platform/db/pg-code.ts';

export interface BusDeps {
  db: Database;
  now: () => Date;
  pay: PayDeps;
}

/** A seat waits this long for its payment; a started payment keeps it until the pay order closes. */
const HOLD_MS = PAY_UNPAID_CLOSE_MINUTES * 60_000;
const PAY_CLOSE_MARGIN_MS = 60_000;

/** One ticket as the caller may see it (its passenger, or an admin), else 404. */
export async function getTicket(deps: BusDeps, caller: BusCaller, id: string): Promise<BusTicket> {
  if (!isGuid(id)) throw notFound();
  const [view] = await ticketViews(
    deps.db,
    caller.companyId,
    inCompany(busTickets, caller.companyId, eq(busTickets.id, id)),
    caller.staffId,
    deps.now(),
  );
  if (!view || (!caller.isAdmin && view.passenger.id !== caller.staffId)) throw notFound();
  return view;
}

export async function listTickets(
  deps: BusDeps,
  caller: BusCaller,
  q: { page: number; page_size: number; kind?: BusRouteKind | undefined; status?: BusTicketStatus | undefined },
): Promise<BusTicketPage> {
  const db = deps.db;
  const now = deps.now();
  // The routes of a kind are a handful: named in the filter, so the count and the page read bus_tickets alone.
  const routeIds = q.kind ? (await routeIdsOfKind(db).execute({ companyId: caller.companyId, kind: q.kind })).map((r) => r.id) : undefined;
  const filters = { companyId: caller.companyId, staffId: caller.staffId, routeIds, status: q.status };
  const shape = ticketsShape(filters);
  // in the page's order: the count walks bus_tickets_staff_idx as the page does and stops at its limit
  const { rows, total } = await pageWithCount({ page: ticketPage(db, shape), count: ticketCount(db, shape) }, filters, q.page, q.page_size);
  const results = await ticketRowViews(db, caller.companyId, rows, caller.staffId, now);
  return toPage(total, q.page, q.page_size, results);
}

/**
 * Takes a seat on a trip for the caller: a shuttle ticket waits for payment (its seat held), a plant
 * bus booking (or a free ticket) is valid at once. Of fifty buyers of the last seat one gets it; the
 * others are told the trip is full before anything is charged. The caller's pending ticket of the
 * trip is answered again (created: false).
 */
export async function createTicket(
  deps: BusDeps,
  caller: BusCaller,
  input: { tripId: string; stopId: string },
): Promise<{ ticket: BusTicket; created: boolean }> {
  const db = deps.db;
  const now = deps.now();
  if (!isGuid(input.tripId)) throw fieldError('trip_id', M.tripNotFound);
  await ensureTrips(db, caller.companyId, now);
  const [trip] = await db
    .select({ t: busTrips, route: busRoutes })
    .from(busTrips)
    .innerJoin(busRoutes, and(eq(busRoutes.companyId, busTrips.companyId), eq(busRoutes.id, busTrips.routeId)))
    .where(inCompany(busTrips, caller.companyId, eq(busTrips.id, input.tripId), eq(busRoutes.active, true)));
  if (!trip) throw fieldError('trip_id', M.tripNotFound);
  const stop = isGuid(input.stopId)
    ? (
        await db
          .select()
          .from(busStops)
          .where(inCompany(busStops, caller.companyId, eq(busStops.id, input.stopId), eq(busStops.routeId, trip.route.id)))
      )[0]
    : undefined;
  if (!stop) throw fieldError('stop_id', M.stopNotOnRoute);

  const existing = async (): Promise<{ ticket: BusTicket; created: boolean } | null> => {
    const [open] = await db
      .select({ id: busTickets.id, status: busTickets.status })
      .from(busTickets)
      .where(
        inCompany(
          busTickets,
          caller.companyId,
          eq(busTickets.tripId, trip.t.id),
          eq(busTickets.staffId, caller.staffId),
          inArray(busTickets.status, ['pending', 'valid', 'used']),
        ),
      );
    if (!open) return null;
    if (open.status !== 'pending') throw badRequest(trip.route.kind === 'plant' ? M.alreadyBooked : M.alreadyBought);
    return { ticket: await getTicket(deps, caller, open.id), created: false };
  };
  const already = await existing();
  if (already) return already;
  if (trip.t.departAt.getTime() <= now.getTime()) throw badRequest(M.departed);

  const free = trip.route.priceFen === 0;
  const id = randomUUID();
  try {
    await db.transaction(async (t) => {
      const tx = tx$(t);
      if (!(await takeSeat(tx, caller.companyId, trip.t.id, now))) throw badRequest(M.soldOut);
      // A drawn code another ticket holds is drawn again. Another open ticket of this passenger on
      // the trip (a second tap a moment earlier) fails the insert on bus_tickets_open_uq: the
      // transaction gives the seat back, and the catch answers that ticket.
      await withFreshCode(
        () => newCode('BT'),
        async (code) =>
          (
            await tx
              .insert(busTickets)
              .values({
                companyId: caller.companyId,
                id,
                code,
                staffId: caller.staffId,
                routeId: trip.route.id,
                tripId: trip.t.id,
                stopId: stop.id,
                priceFen: trip.route.priceFen,
                status: free ? 'valid' : 'pending',
                holdUntil: free ? null : new Date(Math.min(now.getTime() + HOLD_MS, trip.t.departAt.getTime())),
                createdAt: now,
              })
              .onConflictDoNothing({ target: [busTickets.companyId, busTickets.code] })
              .returning({ id: busTickets.id })
          )[0],
      );
    });
  } catch (err) {
    if (pgCode(err) !== '23505') throw err;
    const again = await existing();
    if (again) return again;
    throw err;
  }
  return { ticket: await getTicket(deps, caller, id), created: true };
}

/** The passenger cancels an unpaid ticket, or a plant bus booking before its bus leaves: the seat is released. */
export async function cancelTicket(deps: BusDeps, caller: BusCaller, id: string): Promise<BusTicket> {
  const before = await getTicket(deps, caller, id);
  if (before.passenger.id !== caller.staffId || !before.cancellable) throw badRequest(M.notCancellable);
  const now = deps.now();
  await deps.db.transaction(async (t) => {
    const tx = tx$(t);
    const [cancelled] = await tx
      .update(busTickets)
      .set({ status: 'cancelled', cancelledAt: now, holdUntil: null })
      .where(
        inCompany(
          busTickets,
          caller.companyId,
          eq(busTickets.id, id),
          eq(busTickets.staffId, caller.staffId),
          // a paid shuttle ticket is returned through a refund, never cancelled
          before.kind === 'plant' ? inArray(busTickets.status, ['pending', 'valid']) : eq(busTickets.status, 'pending'),
        ),
      )
      .returning({ id: busTickets.id });
    if (!cancelled) throw badRequest(M.notCancellable);
    await releaseSeat(tx, caller.companyId, id);
  });
  return getTicket(deps, caller, id);
}

/**
 * The passenger returns a paid, unused ticket before departure. The ticket leaves `valid` first (so
 * a driver's scan at the same moment cannot use it too), then the pay family refunds the payment;
 * its hook releases the seat. A refund the provider refuses puts the ticket back.
 */
export async function refundTicket(deps: BusDeps, caller: BusCaller, id: string): Promise<BusTicket> {
  const before = await getTicket(deps, caller, id);
  if (!before.refundable || before.pay_order_id === null) throw badRequest(M.notRefundable);
  const now = deps.now();
  const [taken] = await deps.db
    .update(busTickets)
    .set({ status: 'refunded', refundedAt: now })
    .where(
      inCompany(
        busTickets,
        caller.companyId,
        eq(busTickets.id, id),
        eq(busTickets.staffId, caller.staffId),
        eq(busTickets.status, 'valid'),
        sql`${busTickets.tripId} IN (SELECT ${busTrips.id} FROM ${busTrips} WHERE ${busTrips.companyId} = ${caller.companyId} AND ${busTrips.departAt} > ${now})`,
      ),
    )
    .returning({ id: busTickets.id });
  if (!taken) throw badRequest(M.notRefundable);
  try {
    await refundOrder(deps.pay, {
      companyId: caller.companyId,
      orderId: before.pay_order_id,
      amountFen: before.price_fen,
      reason: M.refundReason,
      clientKey: `bus-ticket-refund:${id}`,
      actor: { kind: 'family', family: 'bus' },
    });
  } catch (err) {
    await deps.db
      .update(busTickets)
      .set({ status: 'valid', refundedAt: null })
      .where(inCompany(busTickets, caller.companyId, eq(busTickets.id, id), eq(busTickets.status, 'refunded')));
    throw err;
  }
  return getTicket(deps, caller, id);
}

/** The passenger rates the trip of a used ticket (or one whose bus has left), once. */
export async function commentTicket(
  deps: BusDeps,
  caller: BusCaller,
  id: string,
  input: { rating: number; content: string },
): Promise<BusTicket> {
  const ticket = await getTicket(deps, caller, id);
  if (ticket.passenger.id !== caller.staffId) throw notFound();
  if (ticket.comment) throw badRequest(M.commentTwice);
  if (!ticket.can_comment) throw badRequest(M.commentNotYet);
  const inserted = await deps.db
    .insert(busComments)
    .values({
      companyId: caller.companyId,
      id: randomUUID(),
      routeId: ticket.route.id,
      tripId: ticket.trip.id,
      ticketId: id,
      staffId: caller.staffId,
      rating: input.rating,
      content: input.content,
      createdAt: deps.now(),
    })
    .onConflictDoNothing()
    .returning({ id: busComments.id });
  if (inserted.length === 0) throw badRequest(M.commentTwice);
  return getTicket(deps, caller, id);
}

// ---------------------------------------------------------------------------------------------
// The payable: what a bus ticket costs, and what its payment, refund and close do.

async function lockTicket(tx: Database, companyId: string, id: string | null) {
  if (!id || !isGuid(id)) return undefined;
  const [row] = await tx
    .select({ t: busTickets, departAt: busTrips.departAt, routeName: busRoutes.name })
    .from(busTickets)
    .innerJoin(busTrips, and(eq(busTrips.companyId, busTickets.companyId), eq(busTrips.id, busTickets.tripId)))
    .innerJoin(busRoutes, and(eq(busRoutes.companyId, busTickets.companyId), eq(busRoutes.id, busTickets.routeId)))
    .where(inCompany(busTickets, companyId, eq(busTickets.id, id)))
    .for('update', { of: busTickets });
  return row;
}

registerPayable({
  purpose: BUS_TICKET_PURPOSE,
  family: 'bus',
  name: '班车车票',
  async quote({ tx, companyId, payerId, refId }) {
    const now = new Date();
    const row = await lockTicket(tx, companyId, refId);
    if (!row || row.t.staffId !== payerId) throw fieldError('ref_id', M.tripNotFound);
    if (row.t.status !== 'pending') throw fieldError('ref_id', M.ticketNotPending);
    if ((row.t.holdUntil?.getTime() ?? 0) <= now.getTime() || row.departAt.getTime() <= now.getTime())
      throw fieldError('ref_id', M.ticketHoldExpired);
    // The seat waits for this payment until the pay order closes (it closes first and releases it).
    const holdUntil = new Date(Math.min(now.getTime() + HOLD_MS + PAY_CLOSE_MARGIN_MS, row.departAt.getTime()));
    await tx
      .update(busTickets)
      .set({ holdUntil })
      .where(
        inCompany(
          busTickets,
          companyId,
          eq(busTickets.id, row.t.id),
          eq(busTickets.status, 'pending'),
          lt(busTickets.holdUntil, holdUntil),
        ),
      );
    return { amountFen: row.t.priceFen, subject: `班车票 ${row.routeName} ${hubDate(row.departAt)} ${hubTime(row.departAt)}` };
  },
  async onPaid({ tx, order }) {
    const now = new Date();
    const row = await lockTicket(tx, order.companyId, order.refId);
    if (row?.t.status === 'pending' && row.t.staffId === order.payerId && row.departAt.getTime() > now.getTime()) {
      await tx
        .update(busTickets)
        .set({ status: 'valid', payOrderId: order.id, paidAt: now, holdUntil: null })
        .where(inCompany(busTickets, order.companyId, eq(busTickets.id, row.t.id)));
      return;
    }
    // Too late (the bus has left) or a second payment: the money goes back, the ticket is not given twice.
    if (row?.t.status === 'pending') {
      await tx
        .update(busTickets)
        .set({ status: 'cancelled', cancelledAt: now, holdUntil: null })
        .where(inCompany(busTickets, order.companyId, eq(busTickets.id, row.t.id)));
      await releaseSeat(tx, order.companyId, row.t.id);
      await owe(tx, order, M.refundDeparted);
      return;
    }
    await owe(tx, order, M.refundSuperfluous);
  },
  async onRefunded({ tx, order }) {
    if (order.refundedFen < order.amountFen) return;
    const row = await lockTicket(tx, order.companyId, order.refId);
    if (!row || row.t.payOrderId !== order.id) return; // a payment given back without being the ticket's
    if (row.t.status === 'valid') {
      await tx
        .update(busTickets)
        .set({ status: 'refunded', refundedAt: new Date() })
        .where(inCompany(busTickets, order.companyId, eq(busTickets.id, row.t.id)));
    }
    if (row.t.status === 'valid' || row.t.status === 'refunded') await releaseSeat(tx, order.companyId, row.t.id);
  },
  async onClosed({ tx, order }) {
    const row = await lockTicket(tx, order.companyId, order.refId);
    if (row?.t.status !== 'pending') return;
    await tx
      .update(busTickets)
      .set({ status: 'cancelled', cancelledAt: new Date(), holdUntil: null })
      .where(inCompany(busTickets, order.companyId, eq(busTickets.id, row.t.id)));
    await releaseSeat(tx, order.companyId, row.t.id);
  },
});

/** Cancels the pending tickets whose seat hold ran out (every company), each in its own transaction; answers how many. */
export async function expireTicketHolds(db: Database, now: Date, limit = 100): Promise<number> {
  const stale = await db
    .select({ companyId: busTickets.companyId, id: busTickets.id })
    .from(busTickets)
    .where(and(eq(busTickets.status, 'pending'), lt(busTickets.holdUntil, now)))
    .limit(limit);
  let n = 0;
  for (const s of stale) {
    await db.transaction(async (t) => {
      const tx = tx$(t);
      const [gone] = await tx
        .update(busTickets)
        .set({ status: 'cancelled', cancelledAt: now, holdUntil: null })
        .where(inCompany(busTickets, s.companyId, eq(busTickets.id, s.id), eq(busTickets.status, 'pending'), lt(busTickets.holdUntil, now)))
        .returning({ id: busTickets.id });
      if (!gone) return;
      await releaseSeat(tx, s.companyId, s.id);
      n++;
    });
  }
  return n;
}

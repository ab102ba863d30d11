/**
 * Monthly tickets: a route's pass for this month or the next, paid through the pay family (purpose
 * bus_month). A driver counts one ride per trip with it (check.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { BUS_MONTH_PURPOSE, PAY_UNPAID_CLOSE_MINUTES, type BusMonthTicket, type BusMonthTicketPage } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { badRequest, fieldError, notFound } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { toPage } from '../../platform/http/paging.ts';
import { withFreshCode } from '../../platform/numbers/codes.ts';
import { registerPayable } from '../../platform/pay/index.ts';
import { busMonthTickets, busRoutes } from './schema.ts';
import { newCode, type BusCaller } from './access.ts';
import { busMessages as M } from './messages.ts';
import { owe } from './refunds.ts';
import { hubMonth, nextMonth } from './trips.ts';
import { monthRowViews, monthViews } from './views.ts';
import { monthCount, monthPage } from './month-statements.ts';
import { pageWithCount } from '../../platform/db/bounded-count.ts';
import type { BusDeps } from './tickets.ts';
import { pgCode } from '../../platform/db/pg-code.ts';

const HOLD_MS = PAY_UNPAID_CLOSE_MINUTES * 60_000;
const PAY_CLOSE_MARGIN_MS = 60_000;

export async function getMonthTicket(deps: BusDeps, caller: BusCaller, id: string): Promise<BusMonthTicket> {
  if (!isGuid(id)) throw notFound();
  const where = inCompany(busMonthTickets, caller.companyId, eq(busMonthTickets.id, id));
  const [row] = await deps.db.select({ staffId: busMonthTickets.staffId }).from(busMonthTickets).where(where);
  if (!row || (!caller.isAdmin && row.staffId !== caller.staffId)) throw notFound();
  const [view] = await monthViews(deps.db, caller.companyId, where, caller.staffId, deps.now());
  if (!view) throw notFound();
  return view;
}

export async function listMonthTickets(
  deps: BusDeps,
  caller: BusCaller,
  q: { page: number; page_size: number },
): Promise<BusMonthTicketPage> {
  const now = deps.now();
  const passenger = { companyId: caller.companyId, staffId: caller.staffId };
  // the page's index up to the page and a window (issue 33)
  const { rows, total } = await pageWithCount({ page: monthPage(deps.db), count: monthCount(deps.db) }, passenger, q.page, q.page_size);
  const results = await monthRowViews(deps.db, caller.companyId, rows, caller.staffId, now);
  return toPage(total, q.page, q.page_size, results);
}

/** A pending monthly ticket of a route for this month or the next (the caller's pending one is answered again). */
export async function createMonthTicket(
  deps: BusDeps,
  caller: BusCaller,
  input: { routeId: string; month: string },
): Promise<{ ticket: BusMonthTicket; created: boolean }> {
  const db = deps.db;
  const now = deps.now();
  const route = isGuid(input.routeId)
    ? (
        await db
          .select()
          .from(busRoutes)
          .where(inCompany(busRoutes, caller.companyId, eq(busRoutes.id, input.routeId), eq(busRoutes.active, true)))
      )[0]
    : undefined;
  if (!route) throw fieldError('route_id', M.routeNotFound);
  const priceFen = route.monthPriceFen;
  if (route.kind !== 'shuttle' || priceFen === null) throw fieldError('route_id', M.noMonthTicket);
  const thisMonth = hubMonth(now);
  if (input.month !== thisMonth && input.month !== nextMonth(thisMonth)) throw fieldError('month', M.monthOutOfRange);

  const existing = async () => {
    const [open] = await db
      .select({ id: busMonthTickets.id, status: busMonthTickets.status })
      .from(busMonthTickets)
      .where(
        inCompany(
          busMonthTickets,
          caller.companyId,
          eq(busMonthTickets.staffId, caller.staffId),
          eq(busMonthTickets.routeId, route.id),
          eq(busMonthTickets.month, input.month),
          inArray(busMonthTickets.status, ['pending', 'valid']),
        ),
      );
    if (!open) return null;
    if (open.status !== 'pending') throw badRequest(M.alreadyMonth);
    return { ticket: await getMonthTicket(deps, caller, open.id), created: false };
  };
  const already = await existing();
  if (already) return already;
  const id = randomUUID();
  try {
    // A drawn code another ticket holds is drawn again; another open ticket of the passenger for the
    // route and month (a second tap) fails the insert on bus_month_tickets_open_uq: answered below.
    await withFreshCode(
      () => newCode('BM'),
      async (code) =>
        (
          await db
            .insert(busMonthTickets)
            .values({
              companyId: caller.companyId,
              id,
              code,
              staffId: caller.staffId,
              routeId: route.id,
              month: input.month,
              priceFen,
              status: 'pending',
              holdUntil: new Date(now.getTime() + HOLD_MS),
              createdAt: now,
            })
            .onConflictDoNothing({ target: [busMonthTickets.companyId, busMonthTickets.code] })
            .returning({ id: busMonthTickets.id })
        )[0],
    );
  } catch (err) {
    if (pgCode(err) !== '23505') throw err;
    const again = await existing();
    if (again) return again;
    throw err;
  }
  return { ticket: await getMonthTicket(deps, caller, id), created: true };
}

export async function cancelMonthTicket(deps: BusDeps, caller: BusCaller, id: string): Promise<BusMonthTicket> {
  await getMonthTicket(deps, caller, id);
  const [done] = await deps.db
    .update(busMonthTickets)
    .set({ status: 'cancelled', cancelledAt: deps.now(), holdUntil: null })
    .where(
      inCompany(
        busMonthTickets,
        caller.companyId,
        eq(busMonthTickets.id, id),
        eq(busMonthTickets.staffId, caller.staffId),
        eq(busMonthTickets.status, 'pending'),
      ),
    )
    .returning({ id: busMonthTickets.id });
  if (!done) throw badRequest(M.monthNotCancellable);
  return getMonthTicket(deps, caller, id);
}

async function lockMonth(tx: Database, companyId: string, id: string | null) {
  if (!id || !isGuid(id)) return undefined;
  const [row] = await tx
    .select({ m: busMonthTickets, routeName: busRoutes.name })
    .from(busMonthTickets)
    .innerJoin(busRoutes, and(eq(busRoutes.companyId, busMonthTickets.companyId), eq(busRoutes.id, busMonthTickets.routeId)))
    .where(inCompany(busMonthTickets, companyId, eq(busMonthTickets.id, id)))
    .for('update', { of: busMonthTickets });
  return row;
}

registerPayable({
  purpose: BUS_MONTH_PURPOSE,
  family: 'bus',
  name: '班车月票',
  async quote({ tx, companyId, payerId, refId }) {
    const now = new Date();
    const row = await lockMonth(tx, companyId, refId);
    if (!row || row.m.staffId !== payerId) throw fieldError('ref_id', M.routeNotFound);
    if (row.m.status !== 'pending') throw fieldError('ref_id', M.monthNotPending);
    if ((row.m.holdUntil?.getTime() ?? 0) <= now.getTime() || row.m.month < hubMonth(now)) throw fieldError('ref_id', M.ticketHoldExpired);
    const holdUntil = new Date(now.getTime() + HOLD_MS + PAY_CLOSE_MARGIN_MS);
    await tx
      .update(busMonthTickets)
      .set({ holdUntil })
      .where(
        inCompany(
          busMonthTickets,
          companyId,
          eq(busMonthTickets.id, row.m.id),
          eq(busMonthTickets.status, 'pending'),
          lt(busMonthTickets.holdUntil, holdUntil),
        ),
      );
    return { amountFen: row.m.priceFen, subject: `班车月票 ${row.routeName} ${row.m.month}` };
  },
  async onPaid({ tx, order }) {
    const now = new Date();
    const row = await lockMonth(tx, order.companyId, order.refId);
    if (row?.m.status === 'pending' && row.m.staffId === order.payerId && row.m.month >= hubMonth(now)) {
      await tx
        .update(busMonthTickets)
        .set({ status: 'valid', payOrderId: order.id, paidAt: now, holdUntil: null })
        .where(inCompany(busMonthTickets, order.companyId, eq(busMonthTickets.id, row.m.id)));
      return;
    }
    await owe(tx, order, M.refundSuperfluous);
  },
  async onRefunded({ tx, order }) {
    if (order.refundedFen < order.amountFen) return;
    const row = await lockMonth(tx, order.companyId, order.refId);
    if (row?.m.payOrderId !== order.id || row.m.status !== 'valid') return;
    await tx
      .update(busMonthTickets)
      .set({ status: 'refunded' })
      .where(inCompany(busMonthTickets, order.companyId, eq(busMonthTickets.id, row.m.id)));
  },
  async onClosed({ tx, order }) {
    const row = await lockMonth(tx, order.companyId, order.refId);
    if (row?.m.status !== 'pending') return;
    await tx
      .update(busMonthTickets)
      .set({ status: 'cancelled', cancelledAt: new Date(), holdUntil: null })
      .where(inCompany(busMonthTickets, order.companyId, eq(busMonthTickets.id, row.m.id)));
  },
});

/** Cancels the pending monthly tickets whose hold ran out (every company); answers how many. */
export async function expireMonthHolds(db: Database, now: Date): Promise<number> {
  const gone = await db
    .update(busMonthTickets)
    .set({ status: 'cancelled', cancelledAt: now, holdUntil: null })
    .where(and(eq(busMonthTickets.status, 'pending'), lt(busMonthTickets.holdUntil, now)))
    .returning({ id: busMonthTickets.id });
  return gone.length;
}

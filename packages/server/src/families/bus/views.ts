/**
 * The bus family's answers: tickets and monthly tickets as their passenger (or an admin) sees them,
 * trips with their seats left, comments, positions. Reads only.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BusComment, BusMonthTicket, BusPosition, BusTicket, BusTicketStatus, BusTrip } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { staff } from '../../platform/db/schema.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { builtOnce } from '../../platform/db/built-once.ts';
import { iso, localDateTime } from '../../platform/time.ts';
import { busComments, busMonthTickets, busPositions, busRides, busRoutes, busStops, busTickets, busTrips } from './schema.ts';
import { dayLabel, hubDate, hubMonth, hubTime } from './trips.ts';

const TICKET_LABELS: Record<BusTicketStatus, string> = {
  pending: '待支付',
  valid: '待乘车',
  used: '已使用',
  cancelled: '已取消',
  refunded: '已退款',
};
export const MONTH_LABELS = { pending: '待支付', valid: '有效', cancelled: '已取消', refunded: '已退款' } as const;

/** A plant bus booking that can be used reads 已预约; every other status the same for both kinds. */
export const ticketStatusLabel = (kind: 'shuttle' | 'plant', status: BusTicketStatus): string =>
  kind === 'plant' && status === 'valid' ? '已预约' : TICKET_LABELS[status];

/** 'HH:mm' a stop is reached on a trip. */
export const stopTime = (departAt: Date, minutes: number): string => hubTime(new Date(departAt.getTime() + minutes * 60_000));

type TripRow = typeof busTrips.$inferSelect;

export function tripView(t: TripRow, now: Date, myTicketId: string | null = null): BusTrip {
  const date = hubDate(t.departAt);
  return {
    id: t.id,
    route_id: t.routeId,
    depart_at: t.departAt.toISOString(),
    date,
    time: hubTime(t.departAt),
    day_label: dayLabel(date, hubDate(now)),
    seats: t.seats,
    seats_left: Math.max(0, t.seats - t.seatsTaken),
    departed: t.departAt.getTime() <= now.getTime(),
    my_ticket_id: myTicketId,
  };
}

type CommentRow = { c: typeof busComments.$inferSelect; authorName: string; departAt: Date | null };
export const commentView = ({ c, authorName, departAt }: CommentRow): BusComment => ({
  id: c.id,
  author: { id: c.staffId, name: authorName },
  rating: c.rating,
  content: c.content,
  trip_time: departAt ? `${hubDate(departAt)} ${hubTime(departAt)}` : null,
  created_at: c.createdAt.toISOString(),
  created_time: localDateTime(c.createdAt),
});

export const commentQuery = (db: Database) =>
  db
    .select({ c: busComments, authorName: staff.name, departAt: busTrips.departAt })
    .from(busComments)
    .innerJoin(staff, and(eq(staff.companyId, busComments.companyId), eq(staff.id, busComments.staffId)))
    .leftJoin(busTrips, and(eq(busTrips.companyId, busComments.companyId), eq(busTrips.id, busComments.tripId)));

type PositionRow = { p: typeof busPositions.$inferSelect; reporterName: string | null };
export const positionView = ({ p, reporterName }: PositionRow): BusPosition => ({
  latitude: p.latitude,
  longitude: p.longitude,
  speed_kmh: p.speedKmh,
  reported_at: p.reportedAt.toISOString(),
  reported_time: localDateTime(p.reportedAt),
  reporter: p.reporterId ? { id: p.reporterId, name: reporterName ?? '' } : null,
});

export const positionQuery = (db: Database) =>
  db
    .select({ p: busPositions, reporterName: staff.name })
    .from(busPositions)
    .leftJoin(staff, and(eq(staff.companyId, busPositions.companyId), eq(staff.id, busPositions.reporterId)));

// ---------------------------------------------------------------------------------------------
// Tickets.

const checker = alias(staff, 'checker');

const ticketQuery = (db: Database) =>
  db
    .select({
      t: busTickets,
      route: { id: busRoutes.id, name: busRoutes.name, kind: busRoutes.kind },
      departAt: busTrips.departAt,
      stop: { id: busStops.id, name: busStops.name, minutes: busStops.minutes },
      passengerName: staff.name,
      checkerName: checker.name,
    })
    .from(busTickets)
    .innerJoin(busRoutes, and(eq(busRoutes.companyId, busTickets.companyId), eq(busRoutes.id, busTickets.routeId)))
    .innerJoin(busTrips, and(eq(busTrips.companyId, busTickets.companyId), eq(busTrips.id, busTickets.tripId)))
    .innerJoin(busStops, and(eq(busStops.companyId, busTickets.companyId), eq(busStops.id, busTickets.stopId)))
    .innerJoin(staff, and(eq(staff.companyId, busTickets.companyId), eq(staff.id, busTickets.staffId)))
    .leftJoin(checker, and(eq(checker.companyId, busTickets.companyId), eq(checker.id, busTickets.checkedBy)));
type TicketRow = Awaited<ReturnType<typeof ticketQuery>>[number];

function ticketView(r: TicketRow, comment: BusComment | null, viewerId: string, now: Date): BusTicket {
  const { t } = r;
  const mine = t.staffId === viewerId;
  const departed = r.departAt.getTime() <= now.getTime();
  const date = hubDate(r.departAt);
  return {
    id: t.id,
    kind: r.route.kind,
    status: t.status,
    status_label: ticketStatusLabel(r.route.kind, t.status),
    route: r.route,
    trip: { id: t.tripId, depart_at: r.departAt.toISOString(), date, time: hubTime(r.departAt), day_label: dayLabel(date, hubDate(now)) },
    stop: { id: r.stop.id, name: r.stop.name, time: stopTime(r.departAt, r.stop.minutes) },
    price_fen: t.priceFen,
    passenger: { id: t.staffId, name: r.passengerName },
    code: mine && t.status === 'valid' ? t.code : null,
    hold_until: t.status === 'pending' ? iso(t.holdUntil) : null,
    pay_order_id: t.payOrderId,
    paid_time: localDateTime(t.paidAt),
    used_time: localDateTime(t.usedAt),
    checked_by: t.checkedBy ? { id: t.checkedBy, name: r.checkerName ?? '' } : null,
    created_time: localDateTime(t.createdAt),
    payable: mine && t.status === 'pending' && !departed && (t.holdUntil?.getTime() ?? 0) > now.getTime(),
    cancellable: mine && (t.status === 'pending' || (r.route.kind === 'plant' && t.status === 'valid' && !departed)),
    refundable: mine && t.status === 'valid' && t.payOrderId !== null && t.priceFen > 0 && !departed,
    can_comment: mine && comment === null && (t.status === 'used' || (t.status === 'valid' && departed)),
    comment,
  };
}

/** Newest first: bus_tickets_staff_idx's order. */
export const TICKET_ORDER = [desc(busTickets.createdAt), desc(busTickets.id)];

/** The tickets matching `where` (already company-scoped), as `viewerId` sees them, newest first. */
export async function ticketViews(
  db: Database,
  companyId: string,
  where: SQL,
  viewerId: string,
  now: Date,
  page?: { limit: number; offset: number },
): Promise<BusTicket[]> {
  const order = TICKET_ORDER;
  let rows: TicketRow[];
  if (page) {
    // The page's ids first, on bus_tickets alone (bus_tickets_staff_idx); then its rows are joined to what they show.
    const ids = db
      .select({ id: busTickets.id })
      .from(busTickets)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset)
      .as('page');
    rows = await ticketQuery(db)
      .innerJoin(ids, eq(ids.id, busTickets.id))
      .where(inCompany(busTickets, companyId))
      .orderBy(...order);
  } else
    rows = await ticketQuery(db)
      .where(where)
      .orderBy(...order);
  return viewsOf(db, companyId, rows, viewerId, now);
}

/**
 * A page of a passenger's tickets without a filter (the 我的车票 tab), as he sees them. Its statement,
 * a page of ids joined to five tables, is built once per database: building it and its text was
 * 250–300 µs of the server's CPU on every request.
 */
export async function passengerTicketPage(
  db: Database,
  passenger: { companyId: string; staffId: string },
  now: Date,
  page: { limit: number; offset: number },
): Promise<BusTicket[]> {
  const rows = await passengerPage(db).execute({ ...passenger, ...page });
  return viewsOf(db, passenger.companyId, rows, passenger.staffId, now);
}

const passengerPage = builtOnce((db) => {
  const companyId = sql.placeholder('companyId');
  const ids = db
    .select({ id: busTickets.id })
    .from(busTickets)
    .where(and(eq(busTickets.companyId, companyId), eq(busTickets.staffId, sql.placeholder('staffId'))))
    .orderBy(...TICKET_ORDER)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return ticketQuery(db)
    .innerJoin(ids, eq(ids.id, busTickets.id))
    .where(eq(busTickets.companyId, companyId))
    .orderBy(...TICKET_ORDER)
    .prepare('bus_passenger_ticket_page');
});

/** The rows' tickets with their comments (one grouped read), as `viewerId` sees them. */
async function viewsOf(db: Database, companyId: string, rows: TicketRow[], viewerId: string, now: Date): Promise<BusTicket[]> {
  const ids = rows.map((r) => r.t.id);
  const comments =
    ids.length === 0 ? [] : await commentQuery(db).where(inCompany(busComments, companyId, inArray(busComments.ticketId, ids)));
  const byTicket = new Map(comments.map((c) => [c.c.ticketId, commentView(c)]));
  return rows.map((r) => ticketView(r, byTicket.get(r.t.id) ?? null, viewerId, now));
}

// ---------------------------------------------------------------------------------------------
// Monthly tickets.

const monthQuery = (db: Database) =>
  db
    .select({
      m: busMonthTickets,
      route: { id: busRoutes.id, name: busRoutes.name, kind: busRoutes.kind },
    })
    .from(busMonthTickets)
    .innerJoin(busRoutes, and(eq(busRoutes.companyId, busMonthTickets.companyId), eq(busRoutes.id, busMonthTickets.routeId)));

/** The monthly tickets' order (bus_month_tickets_staff_idx's), shared by the page and its count. */
const monthOrder = (): SQL[] => [desc(busMonthTickets.month), desc(busMonthTickets.createdAt), desc(busMonthTickets.id)];

export async function monthViews(
  db: Database,
  companyId: string,
  where: SQL,
  viewerId: string,
  now: Date,
  page?: { limit: number; offset: number },
): Promise<BusMonthTicket[]> {
  const order = monthOrder();
  let rows: Awaited<ReturnType<typeof monthQuery>>;
  if (page) {
    // The page's ids first, on bus_month_tickets alone (bus_month_tickets_staff_idx); then the routes of those rows.
    const ids = db
      .select({ id: busMonthTickets.id })
      .from(busMonthTickets)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset)
      .as('page');
    rows = await monthQuery(db)
      .innerJoin(ids, eq(ids.id, busMonthTickets.id))
      .where(inCompany(busMonthTickets, companyId))
      .orderBy(...order);
  } else
    rows = await monthQuery(db)
      .where(where)
      .orderBy(...order);
  const ids = rows.map((r) => r.m.id);
  const rides =
    ids.length === 0
      ? []
      : await db
          .select({ passId: busRides.passId, n: count() })
          .from(busRides)
          .where(inCompany(busRides, companyId, eq(busRides.passKind, 'month'), inArray(busRides.passId, ids)))
          .groupBy(busRides.passId);
  const rideCount = new Map(rides.map((r) => [r.passId, Number(r.n)]));
  const thisMonth = hubMonth(now);
  return rows.map(({ m, route }) => {
    const mine = m.staffId === viewerId;
    const expired = m.month < thisMonth;
    return {
      id: m.id,
      status: m.status,
      status_label: m.status === 'valid' && expired ? '已过期' : MONTH_LABELS[m.status],
      route,
      month: m.month,
      price_fen: m.priceFen,
      code: mine && m.status === 'valid' && !expired ? m.code : null,
      expired,
      rides: rideCount.get(m.id) ?? 0,
      pay_order_id: m.payOrderId,
      created_time: localDateTime(m.createdAt),
      paid_time: localDateTime(m.paidAt),
      payable: mine && m.status === 'pending' && !expired && (m.holdUntil?.getTime() ?? 0) > now.getTime(),
      cancellable: mine && m.status === 'pending',
    };
  });
}

/** The count of a page of monthly tickets: the page's index up to the page and a window (issue 33). */
export function countMonths(db: Database, where: SQL, page: number, pageSize: number): Promise<number> {
  return boundedCount(db, busMonthTickets, where, page, pageSize, monthOrder());
}

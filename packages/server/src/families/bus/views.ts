/**
 * The bus family's answers: tickets and monthly tickets as their passenger (or an admin) sees them,
 * trips with their seats left, comments, positions. Reads only.
 */
import type { SQL } from 'drizzle-orm';
import type { BusComment, BusMonthTicket, BusPosition, BusTicket, BusTicketStatus, BusTrip } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { iso, localDateTime } from '../../platform/time.ts';
import type { busComments, busPositions, busTrips } from './schema.ts';
import { dayLabel, hubDate, hubMonth, hubTime } from './trips.ts';
import { monthOrder, monthQuery, TICKET_ORDER, ticketQuery, type MonthRow, type TicketRow } from './queries.ts';
import { commentsOfTickets } from './ticket-statements.ts';
import { ridesOfMonthTickets } from './month-statements.ts';

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

type PositionRow = { p: typeof busPositions.$inferSelect; reporterName: string | null };
export const positionView = ({ p, reporterName }: PositionRow): BusPosition => ({
  latitude: p.latitude,
  longitude: p.longitude,
  speed_kmh: p.speedKmh,
  reported_at: p.reportedAt.toISOString(),
  reported_time: localDateTime(p.reportedAt),
  reporter: p.reporterId ? { id: p.reporterId, name: reporterName ?? '' } : null,
});

// ---------------------------------------------------------------------------------------------
// Tickets.

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

/** The tickets matching `where` (already company-scoped: one ticket by id), as `viewerId` sees them. */
export async function ticketViews(db: Database, companyId: string, where: SQL, viewerId: string, now: Date): Promise<BusTicket[]> {
  const rows = await ticketQuery(db)
    .where(where)
    .orderBy(...TICKET_ORDER);
  return ticketRowViews(db, companyId, rows, viewerId, now);
}

/** The rows' tickets with their comments (one grouped read), as `viewerId` sees them. */
export async function ticketRowViews(
  db: Database,
  companyId: string,
  rows: TicketRow[],
  viewerId: string,
  now: Date,
): Promise<BusTicket[]> {
  const ids = rows.map((r) => r.t.id);
  const comments = ids.length === 0 ? [] : await commentsOfTickets(db).execute({ companyId, ids });
  const byTicket = new Map(comments.map((c) => [c.c.ticketId, commentView(c)]));
  return rows.map((r) => ticketView(r, byTicket.get(r.t.id) ?? null, viewerId, now));
}

// ---------------------------------------------------------------------------------------------
// Monthly tickets.

/** The monthly tickets matching `where` (already company-scoped: one by id), as `viewerId` sees them. */
export async function monthViews(db: Database, companyId: string, where: SQL, viewerId: string, now: Date): Promise<BusMonthTicket[]> {
  const rows = await monthQuery(db)
    .where(where)
    .orderBy(...monthOrder());
  return monthRowViews(db, companyId, rows, viewerId, now);
}

/** The rows' monthly tickets with their rides (one grouped read), as `viewerId` sees them. */
export async function monthRowViews(
  db: Database,
  companyId: string,
  rows: MonthRow[],
  viewerId: string,
  now: Date,
): Promise<BusMonthTicket[]> {
  const ids = rows.map((r) => r.m.id);
  const rides = ids.length === 0 ? [] : await ridesOfMonthTickets(db).execute({ companyId, ids });
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

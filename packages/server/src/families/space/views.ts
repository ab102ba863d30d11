/** Bookings as the screens show them: list rows (a page joined after it is chosen) and the whole booking. */
import { asc, eq, ne } from 'drizzle-orm';
import { SPACE_STATUS as S, type Booking, type BookingListItem } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { notFound } from '../../platform/errors.ts';
import { localDateTime } from '../../platform/time.ts';
import { isGuid } from '../../platform/crypto.ts';
import { loadOrder, type Actor } from '../../platform/orders/workflow.ts';
import { staffBriefs, unknownStaff } from '../../platform/directory/directory.ts';
import { settingsOf, slotView, statusView, wallTime } from './common.ts';
import { loadResources, type Resource } from './resources.ts';
import { spaceBookings, spaceSquareEntries } from './schema.ts';

export type BookingRow = typeof spaceBookings.$inferSelect;
export const SPACE_BOOKING_PURPOSE = 'space_booking';

/**
 * The spaces and seats a page of bookings names, in two queries at most, sent together. Never given a
 * transaction's handle (its callers read outside one).
 */
export async function resourcesOf(db: Database, companyId: string, rows: BookingRow[]): Promise<Map<string, Resource>> {
  const idsOf = (kind: BookingRow['kind']) => rows.filter((r) => r.kind === kind).map((r) => r.resourceId);
  const [spaces, seats] = await Promise.all([
    loadResources(db, companyId, 'space', idsOf('space')),
    loadResources(db, companyId, 'seat', idsOf('seat')),
  ]);
  return new Map([...spaces, ...seats]);
}

export function listItem(row: BookingRow, resource: Resource | undefined): BookingListItem {
  return {
    id: row.id,
    kind: row.kind,
    resource: { id: resource?.areaId ?? row.resourceId, name: resource?.name ?? '已删除', place: resource?.place ?? '' },
    seat_number: resource?.seatNumber ?? null,
    slot: slotView(row.date, row.startAt, row.endAt),
    purpose: row.purpose,
    status: statusView(row.kind, row.status),
    price_fen: row.priceFen,
    paid: row.paidAt !== null,
    created_time: localDateTime(row.createdAt),
  };
}

export async function listItems(db: Database, companyId: string, rows: BookingRow[]): Promise<BookingListItem[]> {
  const resources = await resourcesOf(db, companyId, rows);
  return rows.map((r) => listItem(r, resources.get(r.resourceId)));
}

export async function bookingRow(db: Database, companyId: string, id: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(spaceBookings)
    .where(inCompany(spaceBookings, companyId, eq(spaceBookings.id, id)))
    .limit(1);
  return row;
}

/** The booking for its booker, its approvers and administrators (the order's readers); 404 for anyone else. */
export async function bookingDetail(ctx: AppContext, actor: Actor, id: string): Promise<Booking> {
  const db = ctx.handle.db;
  const { order } = await loadOrder(db, actor, id);
  const row = await bookingRow(db, actor.companyId, id);
  if (!row) throw notFound();
  const settings = await settingsOf(db, actor.companyId);
  const resources = await resourcesOf(db, actor.companyId, [row]);
  const series = row.seriesId
    ? await db
        .select({ id: spaceBookings.id, date: spaceBookings.date, status: spaceBookings.status })
        .from(spaceBookings)
        .where(inCompany(spaceBookings, actor.companyId, eq(spaceBookings.seriesId, row.seriesId), ne(spaceBookings.id, row.id)))
        .orderBy(asc(spaceBookings.date))
    : [];
  const [square] = await db
    .select({ id: spaceSquareEntries.id })
    .from(spaceSquareEntries)
    .where(inCompany(spaceSquareEntries, actor.companyId, eq(spaceSquareEntries.bookingId, row.id)))
    .limit(1);
  const booker = (await staffBriefs(db, actor.companyId, [row.bookerId])).get(row.bookerId) ?? unknownStaff(row.bookerId);
  const now = ctx.now();
  const mine = row.bookerId === actor.staffId;
  const ahead = now.getTime() < row.startAt.getTime();
  const notOver = now.getTime() < row.endAt.getTime();
  const live = row.holding && notOver;
  return {
    ...listItem(row, resources.get(row.resourceId)),
    resource_id: row.resourceId,
    booker: { id: booker.id, name: booker.name },
    attendees: row.attendees,
    reject_reason: order.rejectReason,
    checkin: {
      opens_time: wallTime(new Date(row.startAt.getTime() - settings.checkinBeforeMinutes * 60_000)),
      closes_time: wallTime(new Date(row.startAt.getTime() + settings.graceMinutes * 60_000)),
    },
    checked_in_time: row.checkedInAt ? localDateTime(row.checkedInAt) : null,
    ended_time: row.endedAt ? localDateTime(row.endedAt) : null,
    series: series.map((s) => ({ id: s.id, date: s.date, status: statusView(row.kind, s.status) })),
    skipped: row.skipped,
    needs_approval: row.needsApproval,
    pay_purpose: row.priceFen > 0 ? SPACE_BOOKING_PURPOSE : null,
    square_id: square?.id ?? null,
    can: {
      cancel: mine && (row.status === S.inApproval || (row.status === S.approved && ahead)),
      check_out: mine && row.status === S.inUse && notOver,
      share: mine && live && !square,
      pay: mine && row.priceFen > 0 && row.paidAt === null && (row.status === S.inApproval || row.status === S.approved) && ahead,
    },
  };
}

/** A booking of the caller's company by id, whoever asks (the family decided who may act). */
export async function requireBooking(db: Database, companyId: string, id: string, staffId: string): Promise<BookingRow> {
  if (!isGuid(id)) throw notFound();
  const row = await bookingRow(db, companyId, id);
  if (!row || row.bookerId !== staffId) throw notFound();
  return row;
}

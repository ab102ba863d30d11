/**
 * The space family's tables (issue 38): spaces, seat areas and seats (each with its booking rules and
 * check-in code), bookings (the family's part of a `space` or `seat` order: its id is the order's),
 * the people's booking state (a lock anchor and the no-show block), waits for taken slots, and the
 * order square (entries, members, comments). Every "only one may win" rule is decided in the
 * database: a booking is inserted only under a row lock of its space or seat (and of its booker for a
 * seat) after checking the overlap, a join is a conditional UPDATE of the entry's count, a release or
 * a check-in is a conditional move of the order.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OpeningHours, SpecialDay } from '@campus/contracts';
import { createdAt, ts } from '../../platform/db/columns.ts';
import { companies, staff } from '../../platform/db/schema.ts';
import { orders } from '../../platform/orders/schema.ts';

const company = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.companyId);
const at = (name: string) => ts(name).notNull();

/** Per-company settings; a company without a row has the defaults (settings.ts). */
export const spaceSettings = pgTable('space_settings', {
  companyId: company().primaryKey(),
  checkinBeforeMinutes: integer('checkin_before_minutes').notNull(),
  graceMinutes: integer('grace_minutes').notNull(),
  reminderMinutes: integer('reminder_minutes').notNull(),
  noShowLimit: integer('no_show_limit').notNull(),
  noShowDays: integer('no_show_days').notNull(),
  blockDays: integer('block_days').notNull(),
  seatNeedsApproval: boolean('seat_needs_approval').notNull(),
  cancelCutoffMinutes: integer('cancel_cutoff_minutes').notNull(),
  holidays: jsonb('holidays').$type<SpecialDay[]>().notNull(),
  workdays: jsonb('workdays').$type<SpecialDay[]>().notNull(),
  updatedAt: at('updated_at'),
});

/** How a space or an area is booked (the same columns on both). */
const ruleColumns = () => ({
  openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull(),
  slotMinutes: integer('slot_minutes').notNull(),
  minMinutes: integer('min_minutes').notNull(),
  maxMinutes: integer('max_minutes').notNull(),
  advanceDays: integer('advance_days').notNull(),
  needsApproval: boolean('needs_approval').notNull(),
  pricePerHourFen: integer('price_per_hour_fen').notNull().default(0),
});

export const spaceSpaces = pgTable(
  'space_spaces',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<'meeting' | 'court' | 'hall' | 'other'>().notNull(),
    place: text('place').notNull(),
    capacity: integer('capacity').notNull(),
    description: text('description').notNull().default(''),
    photoFileIds: jsonb('photo_file_ids').$type<string[]>().notNull(),
    facilities: jsonb('facilities').$type<string[]>().notNull(),
    ...ruleColumns(),
    checkinCode: text('checkin_code').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('space_spaces_code_uq').on(t.companyId, t.checkinCode),
    index('space_spaces_sort_idx').on(t.companyId, t.sort, t.id),
    index('space_spaces_kind_idx').on(t.companyId, t.kind, t.sort, t.id),
    check('space_spaces_price_ck', sql`${t.pricePerHourFen} >= 0`),
    check('space_spaces_rules_ck', sql`${t.slotMinutes} > 0 AND ${t.minMinutes} > 0 AND ${t.maxMinutes} >= ${t.minMinutes}`),
  ],
);

export const spaceAreas = pgTable(
  'space_areas',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    place: text('place').notNull(),
    description: text('description').notNull().default(''),
    planWidth: integer('plan_width').notNull(),
    planHeight: integer('plan_height').notNull(),
    ...ruleColumns(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('space_areas_sort_idx').on(t.companyId, t.sort, t.id),
    check('space_areas_price_ck', sql`${t.pricePerHourFen} >= 0`),
  ],
);

export const spaceSeats = pgTable(
  'space_seats',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    areaId: uuid('area_id').notNull(),
    number: text('number').notNull(),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    features: jsonb('features').$type<string[]>().notNull(),
    checkinCode: text('checkin_code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.areaId], foreignColumns: [spaceAreas.companyId, spaceAreas.id] }),
    uniqueIndex('space_seats_number_uq').on(t.companyId, t.areaId, t.number),
    uniqueIndex('space_seats_code_uq').on(t.companyId, t.checkinCode),
  ],
);

/**
 * A booking: [start_at, end_at) of one hub day of a space or a seat (`resource_id`). `holding`: it
 * keeps the slot (in approval, approved, in use); `hold_end_at` is where the hold ends (end_at, or the
 * moment of an early check-out). `status` is a copy of its order's, kept by the order types' hooks.
 */
export const spaceBookings = pgTable(
  'space_bookings',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    kind: text('kind').$type<'space' | 'seat'>().notNull(),
    resourceId: uuid('resource_id').notNull(),
    areaId: uuid('area_id'),
    bookerId: uuid('booker_id').notNull(),
    date: text('date').notNull(),
    startAt: at('start_at'),
    endAt: at('end_at'),
    holdEndAt: at('hold_end_at'),
    holding: boolean('holding').notNull(),
    status: integer('status').notNull(),
    purpose: text('purpose').notNull(),
    attendees: integer('attendees').notNull(),
    needsApproval: boolean('needs_approval').notNull(),
    seriesId: uuid('series_id'),
    /** The series' dates that clashed when it was booked (kept on each of its bookings). */
    skipped: jsonb('skipped').$type<{ date: string; ok: boolean; reason: string | null }[]>().notNull(),
    priceFen: integer('price_fen').notNull().default(0),
    payOrderId: uuid('pay_order_id'),
    paidAt: ts('paid_at'),
    refundedAt: ts('refunded_at'),
    clientKey: text('client_key').notNull(),
    checkedInAt: ts('checked_in_at'),
    endedAt: ts('ended_at'),
    remindedAt: ts('reminded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.id], foreignColumns: [orders.companyId, orders.id] }),
    foreignKey({ columns: [t.companyId, t.bookerId], foreignColumns: [staff.companyId, staff.id] }),
    // one request (client key) books each of its dates once
    uniqueIndex('space_bookings_key_uq').on(t.companyId, t.bookerId, t.clientKey, t.date),
    // the overlap check under the resource's lock, and a day's timeline
    index('space_bookings_resource_idx').on(t.companyId, t.resourceId, t.startAt),
    // one person, one seat at a time (the check under the booker's lock)
    index('space_bookings_booker_seat_idx')
      .on(t.companyId, t.bookerId, t.startAt)
      .where(sql`holding AND kind = 'seat'`),
    // the booker's lists: upcoming (end_at > now, ascending) and past (descending)
    index('space_bookings_booker_idx').on(t.companyId, t.bookerId, t.endAt, t.id),
    // the job: reminders and no-shows of approved bookings, and bookings in use that ended
    index('space_bookings_approved_idx')
      .on(t.startAt)
      .where(sql`status = 20`),
    index('space_bookings_in_use_idx')
      .on(t.endAt)
      .where(sql`status = 30`),
    index('space_bookings_series_idx').on(t.companyId, t.seriesId),
    check('space_bookings_slot_ck', sql`${t.endAt} > ${t.startAt} AND ${t.holdEndAt} <= ${t.endAt}`),
    check('space_bookings_price_ck', sql`${t.priceFen} >= 0`),
  ],
);

/** A person's booking state: the row the seat booking locks (one seat at a time) and the no-show block. */
export const spaceBookers = pgTable(
  'space_bookers',
  {
    companyId: company(),
    staffId: uuid('staff_id').notNull(),
    blockedUntil: ts('blocked_until'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.staffId] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
  ],
);

/** Waiting for a taken slot: the first waiter is offered it when it frees. */
export const spaceWaits = pgTable(
  'space_waits',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    staffId: uuid('staff_id').notNull(),
    kind: text('kind').$type<'space' | 'seat'>().notNull(),
    resourceId: uuid('resource_id').notNull(),
    date: text('date').notNull(),
    startAt: at('start_at'),
    endAt: at('end_at'),
    state: text('state').$type<'waiting' | 'offered' | 'closed'>().notNull(),
    offeredAt: ts('offered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    index('space_waits_resource_idx')
      .on(t.companyId, t.resourceId, t.createdAt)
      .where(sql`state = 'waiting'`),
    uniqueIndex('space_waits_once_uq')
      .on(t.companyId, t.staffId, t.resourceId, t.startAt, t.endAt)
      .where(sql`state = 'waiting'`),
    index('space_waits_staff_idx').on(t.companyId, t.staffId, t.createdAt, t.id),
  ],
);

/** A booking shared to the company's square: places for others, counted by a conditional UPDATE. */
export const spaceSquareEntries = pgTable(
  'space_square_entries',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    bookingId: uuid('booking_id').notNull(),
    kind: text('kind').$type<'space' | 'seat'>().notNull(),
    ownerId: uuid('owner_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    places: integer('places').notNull(),
    joinedCount: integer('joined_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    startAt: at('start_at'),
    endAt: at('end_at'),
    /** False once its booking is cancelled, released or ended early. */
    open: boolean('open').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.bookingId], foreignColumns: [spaceBookings.companyId, spaceBookings.id] }),
    uniqueIndex('space_square_booking_uq').on(t.companyId, t.bookingId),
    index('space_square_start_idx').on(t.companyId, t.startAt, t.id),
    index('space_square_kind_idx').on(t.companyId, t.kind, t.startAt, t.id),
    check('space_square_places_ck', sql`${t.joinedCount} >= 0 AND ${t.joinedCount} <= ${t.places}`),
  ],
);

export const spaceSquareMembers = pgTable(
  'space_square_members',
  {
    companyId: company(),
    entryId: uuid('entry_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    joinedAt: at('joined_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.entryId, t.staffId] }),
    foreignKey({ columns: [t.companyId, t.entryId], foreignColumns: [spaceSquareEntries.companyId, spaceSquareEntries.id] }),
    index('space_square_members_joined_idx').on(t.companyId, t.entryId, t.joinedAt),
  ],
);

export const spaceSquareComments = pgTable(
  'space_square_comments',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    entryId: uuid('entry_id').notNull(),
    authorId: uuid('author_id').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.entryId], foreignColumns: [spaceSquareEntries.companyId, spaceSquareEntries.id] }),
    index('space_square_comments_entry_idx').on(t.companyId, t.entryId, t.createdAt, t.id),
  ],
);

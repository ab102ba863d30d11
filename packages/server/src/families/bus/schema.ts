/**
 * The bus family's tables: routes (shuttle and plant), their stops and timetable, the dated trips
 * with their seat counters, tickets, monthly tickets, passes of approved route applications, the
 * rides counted on passes, favourites, comments, reported positions, and the refunds owed for
 * payments that arrived for a ticket that could no longer be given.
 * A list's index ends in the list's ORDER BY, id last; `.desc().nullsFirst()`, because ORDER BY x DESC
 * puts nulls first and an index DESC NULLS LAST (what `.desc()` alone makes) cannot serve it.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BusMonthStatus, BusPassStatus, BusRouteKind, BusTicketStatus } from '@campus/contracts';
import { createdAt, ts } from '../../platform/db/columns.ts';
import { companies, staff } from '../../platform/db/schema.ts';

export const busRoutes = pgTable(
  'bus_routes',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
    id: uuid('id').notNull(),
    kind: text('kind').$type<BusRouteKind>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** A single ticket (0: a free plant bus booking). */
    priceFen: integer('price_fen').notNull().default(0),
    /** A monthly ticket; null: the route sells none. */
    monthPriceFen: integer('month_price_fen'),
    /** Seats of a trip when its timetable entry names none. */
    seats: integer('seats').notNull(),
    /** Seats held by approved route applications (passes), and how many are taken. */
    passQuota: integer('pass_quota').notNull().default(0),
    passTaken: integer('pass_taken').notNull().default(0),
    /** The plate of a plant bus line's vehicle. */
    vehicle: text('vehicle'),
    seq: integer('seq').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    check('bus_routes_kind_ck', sql`${t.kind} IN ('shuttle', 'plant')`),
    check('bus_routes_price_ck', sql`${t.priceFen} >= 0 AND (${t.monthPriceFen} IS NULL OR ${t.monthPriceFen} > 0)`),
    check('bus_routes_seats_ck', sql`${t.seats} > 0`),
    check('bus_routes_pass_ck', sql`${t.passTaken} >= 0 AND ${t.passTaken} <= ${t.passQuota}`),
  ],
);

export const busStops = pgTable(
  'bus_stops',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    routeId: uuid('route_id').notNull(),
    seq: integer('seq').notNull(),
    name: text('name').notNull(),
    /** Minutes after the departure from the first stop. */
    minutes: integer('minutes').notNull().default(0),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.routeId], foreignColumns: [busRoutes.companyId, busRoutes.id] }).onDelete('cascade'),
    index('bus_stops_route_idx').on(t.companyId, t.routeId, t.seq),
  ],
);

/** A departure time of a route and the weekdays it runs; trips are made from it for the coming days. */
export const busTimetable = pgTable(
  'bus_timetable',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    routeId: uuid('route_id').notNull(),
    /** 'HH:mm' on the hub clock. */
    departTime: text('depart_time').notNull(),
    /** ISO weekdays as digits, '12345' = Monday to Friday. */
    weekdays: text('weekdays').notNull(),
    seats: integer('seats'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.routeId], foreignColumns: [busRoutes.companyId, busRoutes.id] }).onDelete('cascade'),
    check('bus_timetable_time_ck', sql`${t.departTime} ~ '^[0-2][0-9]:[0-5][0-9]$'`),
  ],
);

/** A dated departure: `seats_taken` counts the seats held (pending, valid and used tickets); never above `seats`. */
export const busTrips = pgTable(
  'bus_trips',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    routeId: uuid('route_id').notNull(),
    departAt: ts('depart_at').notNull(),
    seats: integer('seats').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.routeId], foreignColumns: [busRoutes.companyId, busRoutes.id] }).onDelete('cascade'),
    uniqueIndex('bus_trips_route_time_uq').on(t.companyId, t.routeId, t.departAt),
    index('bus_trips_time_idx').on(t.companyId, t.departAt),
    check('bus_trips_seats_ck', sql`${t.seatsTaken} >= 0 AND ${t.seatsTaken} <= ${t.seats}`),
  ],
);

/** A single ticket (shuttle, paid) or a booking (plant bus, free): pending -> valid -> used, or cancelled / refunded. */
export const busTickets = pgTable(
  'bus_tickets',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    /** The QR code's content (BT...): random, unique in the company. */
    code: text('code').notNull(),
    staffId: uuid('staff_id').notNull(),
    routeId: uuid('route_id').notNull(),
    tripId: uuid('trip_id').notNull(),
    stopId: uuid('stop_id').notNull(),
    priceFen: integer('price_fen').notNull(),
    status: text('status').$type<BusTicketStatus>().notNull(),
    /** The ticket counts in its trip's seats_taken (released once: cancelled, refunded). */
    seatHeld: boolean('seat_held').notNull().default(true),
    /** A pending ticket's seat is held until then. */
    holdUntil: ts('hold_until'),
    payOrderId: uuid('pay_order_id'),
    paidAt: ts('paid_at'),
    usedAt: ts('used_at'),
    checkedBy: uuid('checked_by'),
    cancelledAt: ts('cancelled_at'),
    refundedAt: ts('refunded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    foreignKey({ columns: [t.companyId, t.tripId], foreignColumns: [busTrips.companyId, busTrips.id] }),
    uniqueIndex('bus_tickets_code_uq').on(t.companyId, t.code),
    /** One open ticket per passenger and trip. */
    uniqueIndex('bus_tickets_open_uq')
      .on(t.companyId, t.tripId, t.staffId)
      .where(sql`status IN ('pending', 'valid', 'used')`),
    index('bus_tickets_staff_idx').on(t.companyId, t.staffId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('bus_tickets_pending_idx')
      .on(t.holdUntil)
      .where(sql`status = 'pending'`),
    check('bus_tickets_status_ck', sql`${t.status} IN ('pending', 'valid', 'used', 'cancelled', 'refunded')`),
  ],
);

/** A monthly ticket of a route: pending -> valid, or cancelled / refunded. */
export const busMonthTickets = pgTable(
  'bus_month_tickets',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    staffId: uuid('staff_id').notNull(),
    routeId: uuid('route_id').notNull(),
    /** 'YYYY-MM'. */
    month: text('month').notNull(),
    priceFen: integer('price_fen').notNull(),
    status: text('status').$type<BusMonthStatus>().notNull(),
    holdUntil: ts('hold_until'),
    payOrderId: uuid('pay_order_id'),
    paidAt: ts('paid_at'),
    cancelledAt: ts('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    foreignKey({ columns: [t.companyId, t.routeId], foreignColumns: [busRoutes.companyId, busRoutes.id] }),
    uniqueIndex('bus_month_tickets_code_uq').on(t.companyId, t.code),
    uniqueIndex('bus_month_tickets_open_uq')
      .on(t.companyId, t.staffId, t.routeId, t.month)
      .where(sql`status IN ('pending', 'valid')`),
    index('bus_month_tickets_staff_idx').on(
      t.companyId,
      t.staffId,
      t.month.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('bus_month_tickets_status_ck', sql`${t.status} IN ('pending', 'valid', 'cancelled', 'refunded')`),
  ],
);

/**
 * The pass of a route application (an order of type bus, same id): applying while in approval,
 * active once approved (a seat of the route's pass quota), ended when given up, void when
 * rejected or cancelled. One open application per passenger and route.
 */
export const busPasses = pgTable(
  'bus_passes',
  {
    companyId: uuid('company_id').notNull(),
    /** The order's id. */
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    staffId: uuid('staff_id').notNull(),
    routeId: uuid('route_id').notNull(),
    stopId: uuid('stop_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status').$type<BusPassStatus>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    foreignKey({ columns: [t.companyId, t.routeId], foreignColumns: [busRoutes.companyId, busRoutes.id] }),
    uniqueIndex('bus_passes_code_uq').on(t.companyId, t.code),
    uniqueIndex('bus_passes_open_uq')
      .on(t.companyId, t.staffId, t.routeId)
      .where(sql`status IN ('applying', 'active')`),
    check('bus_passes_status_ck', sql`${t.status} IN ('applying', 'active', 'ended', 'void')`),
    check('bus_passes_dates_ck', sql`${t.startDate} <= ${t.endDate}`),
  ],
);

/** One checked ride of a pass (monthly ticket or application pass) on a trip: at most one per trip. */
export const busRides = pgTable(
  'bus_rides',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    passKind: text('pass_kind').$type<'month' | 'pass'>().notNull(),
    passId: uuid('pass_id').notNull(),
    tripId: uuid('trip_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    checkedBy: uuid('checked_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.tripId], foreignColumns: [busTrips.companyId, busTrips.id] }),
    uniqueIndex('bus_rides_once_uq').on(t.companyId, t.passKind, t.passId, t.tripId),
    index('bus_rides_trip_idx').on(t.companyId, t.tripId),
  ],
);

export const busFavourites = pgTable(
  'bus_favourites',
  {
    companyId: uuid('company_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    routeId: uuid('route_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.staffId, t.routeId] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.routeId], foreignColumns: [busRoutes.companyId, busRoutes.id] }).onDelete('cascade'),
  ],
);

/** A passenger's rating of a trip (one per ticket). */
export const busComments = pgTable(
  'bus_comments',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    routeId: uuid('route_id').notNull(),
    tripId: uuid('trip_id'),
    ticketId: uuid('ticket_id'),
    staffId: uuid('staff_id').notNull(),
    rating: integer('rating').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.routeId], foreignColumns: [busRoutes.companyId, busRoutes.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    uniqueIndex('bus_comments_ticket_uq').on(t.companyId, t.ticketId),
    index('bus_comments_route_idx').on(t.companyId, t.routeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('bus_comments_rating_ck', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/** Positions reported for a route's bus (plant buses): the latest is where it is now. */
export const busPositions = pgTable(
  'bus_positions',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    routeId: uuid('route_id').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    speedKmh: doublePrecision('speed_kmh'),
    reporterId: uuid('reporter_id'),
    reportedAt: ts('reported_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.routeId], foreignColumns: [busRoutes.companyId, busRoutes.id] }).onDelete('cascade'),
    index('bus_positions_route_idx').on(t.companyId, t.routeId, t.reportedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * A payment the bus family must give back (it arrived for a ticket already paid, cancelled or
 * departed): written in the payment's transaction, refunded through the pay family after it.
 */
export const busRefunds = pgTable(
  'bus_refunds',
  {
    companyId: uuid('company_id').notNull(),
    payOrderId: uuid('pay_order_id').notNull(),
    amountFen: integer('amount_fen').notNull(),
    reason: text('reason').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: ts('done_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.payOrderId] }),
    index('bus_refunds_open_idx')
      .on(t.createdAt)
      .where(sql`done_at IS NULL`),
  ],
);

/**
 * The car family's tables. A car order is an order of the shared workflow (orders, steps, events);
 * `car_trips` holds what a car order adds (places, period, vehicle, driver, odometer, comment).
 * Fees are integer fen, distances whole km. Every key starts with company_id.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CarFeeKind, CarKind, CarTripSnapshot } from '@campus/contracts';
import { createdAt, ts } from '../../platform/db/columns.ts';
import { companies, staff } from '../../platform/db/schema.ts';
import { orders } from '../../platform/orders/schema.ts';

/** The company's saved places (selectLocation's list). */
export const carPlaces = pgTable(
  'car_places',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

/** A vehicle. Dispatch locks its row (SELECT ... FOR UPDATE) before checking it is free. */
export const carVehicles = pgTable(
  'car_vehicles',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
    id: uuid('id').notNull(),
    plate: text('plate').notNull(),
    model: text('model').notNull(),
    seats: integer('seats').notNull(),
    color: text('color').notNull().default(''),
    /** The kinds it serves (v2, trip, daily, driving). */
    kinds: text('kinds').array().$type<CarKind[]>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** An approved repair of it is open: out of service. */
    inRepair: boolean('in_repair').notNull().default(false),
    odometerKm: integer('odometer_km').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), uniqueIndex('car_vehicles_plate_uq').on(t.companyId, t.plate)],
);

/** A driver: a staff with is_off3driver, and his licence. Dispatch locks the row as it locks the vehicle. */
export const carDrivers = pgTable(
  'car_drivers',
  {
    companyId: uuid('company_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    licenseNo: text('license_no').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.staffId] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
  ],
);

/** What a car order adds to the workflow's order: one row per order of the kinds v2, trip, daily, driving. */
export const carTrips = pgTable(
  'car_trips',
  {
    companyId: uuid('company_id').notNull(),
    orderId: uuid('order_id').notNull(),
    kind: text('kind').$type<CarKind>().notNull(),
    applicantId: uuid('applicant_id').notNull(),
    /** The applicant's department when he applied (statistics by department). */
    departmentId: uuid('department_id'),
    fromName: text('from_name').notNull(),
    fromAddress: text('from_address').notNull().default(''),
    toName: text('to_name'),
    toAddress: text('to_address'),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    passengers: integer('passengers').notNull(),
    passengerNames: text('passenger_names').notNull().default(''),
    purpose: text('purpose').notNull(),
    remark: text('remark').notNull().default(''),
    vehicleId: uuid('vehicle_id'),
    driverId: uuid('driver_id'),
    /** Vehicle and driver are held for [start_at, end_at): dispatched (self-driving: approved) and not finished or cancelled. */
    holds: boolean('holds').notNull().default(false),
    dispatchedAt: ts('dispatched_at'),
    dispatchedBy: uuid('dispatched_by'),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    odometerStartKm: integer('odometer_start_km'),
    odometerEndKm: integer('odometer_end_km'),
    distanceKm: integer('distance_km'),
    commentStars: integer('comment_stars'),
    commentTags: text('comment_tags').array().$type<string[]>(),
    commentText: text('comment_text'),
    commentedAt: ts('commented_at'),
    commentVia: text('comment_via').$type<'app' | 'share'>(),
    /** The secret of the public page (/orderDetailCar3?token=); null until the applicant shares. */
    shareToken: text('share_token'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.orderId] }),
    foreignKey({ columns: [t.companyId, t.orderId], foreignColumns: [orders.companyId, orders.id] }).onDelete('cascade'),
    index('car_trips_vehicle_idx').on(t.companyId, t.vehicleId, t.startAt),
    /** A driver's trips in time order (his day's list). */
    index('car_trips_driver_idx').on(t.companyId, t.driverId, t.startAt, t.orderId),
    /** The applicant's trips (his list's count, by kind). */
    index('car_trips_applicant_idx').on(t.companyId, t.applicantId, t.kind),
    /** The statistics' months: the trips finished since a date. */
    index('car_trips_finished_idx')
      .on(t.companyId, t.finishedAt)
      .where(sql`finished_at IS NOT NULL`),
    /** The public page names no company: the one lookup across companies. */
    uniqueIndex('car_trips_share_uq').on(t.shareToken),
    check('car_trips_period_ck', sql`${t.endAt} > ${t.startAt}`),
    check('car_trips_stars_ck', sql`${t.commentStars} IS NULL OR ${t.commentStars} BETWEEN 1 AND 5`),
    check('car_trips_holds_ck', sql`NOT ${t.holds} OR ${t.vehicleId} IS NOT NULL`),
  ],
);

/** A fee of a trip (fuel, toll, parking, other), in fen, with its receipts (file ids). */
export const carFees = pgTable(
  'car_fees',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    orderId: uuid('order_id').notNull(),
    kind: text('kind').$type<CarFeeKind>().notNull(),
    amountFen: integer('amount_fen').notNull(),
    remark: text('remark').notNull().default(''),
    attachments: jsonb('attachments').$type<string[]>().notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.orderId], foreignColumns: [carTrips.companyId, carTrips.orderId] }).onDelete('cascade'),
    index('car_fees_order_idx').on(t.companyId, t.orderId, t.createdAt, t.id),
    check('car_fees_amount_ck', sql`${t.amountFen} > 0`),
  ],
);

/**
 * The statistics' rollup: finished trips by hub-clock month ('YYYY-MM') and kind, once by the
 * applicant's department and once by vehicle (`axis`), with their distance and fees. Kept by the
 * triggers of migration 0036 on car_trips and car_fees, so every writer (a route, a seed, the scale
 * bench, psql) counts; the statistics read a few hundred rows instead of a year of trips.
 */
export const carStatsMonths = pgTable(
  'car_stats_months',
  {
    companyId: uuid('company_id').notNull(),
    axis: text('axis').$type<'department' | 'vehicle'>().notNull(),
    /** The department or vehicle; null: none (未知部门, 未派车). */
    key: uuid('key'),
    month: text('month').notNull(),
    kind: text('kind').$type<CarKind>().notNull(),
    orders: integer('orders').notNull(),
    distanceKm: bigint('distance_km', { mode: 'number' }).notNull(),
    feeFen: bigint('fee_fen', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('car_stats_months_uq').on(t.companyId, t.month, t.axis, t.kind, t.key).nullsNotDistinct(),
    check('car_stats_months_axis_ck', sql`${t.axis} IN ('department', 'vehicle')`),
  ],
);

/** A change request of a trip (an order of type car3_change) and, once approved, the history of the change. */
export const carTripChanges = pgTable(
  'car_trip_changes',
  {
    companyId: uuid('company_id').notNull(),
    changeOrderId: uuid('change_order_id').notNull(),
    tripOrderId: uuid('trip_order_id').notNull(),
    reason: text('reason').notNull(),
    before: jsonb('before').$type<CarTripSnapshot>().notNull(),
    after: jsonb('after').$type<CarTripSnapshot>().notNull(),
    appliedAt: ts('applied_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.changeOrderId] }),
    foreignKey({ columns: [t.companyId, t.changeOrderId], foreignColumns: [orders.companyId, orders.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.tripOrderId], foreignColumns: [carTrips.companyId, carTrips.orderId] }).onDelete('cascade'),
    index('car_trip_changes_trip_idx').on(t.companyId, t.tripOrderId),
  ],
);

/** The car rules of a company, one per kind: who may apply, how far ahead, how long. */
export const carRules = pgTable(
  'car_rules',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
    kind: text('kind').$type<CarKind>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    description: text('description').notNull().default(''),
    /** Departments whose staff may apply; empty: everyone. */
    departmentIds: uuid('department_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    minLeadMinutes: integer('min_lead_minutes').notNull(),
    maxAheadDays: integer('max_ahead_days').notNull(),
    maxHours: integer('max_hours').notNull(),
    updatedAt: ts('updated_at'),
    updatedBy: uuid('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind] })],
);

/** The tags a comment may carry. */
export const carCommentTags = pgTable(
  'car_comment_tags',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
    id: uuid('id').notNull(),
    label: text('label').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

/** A vehicle repair (an order of type car_repair). */
export const carRepairs = pgTable(
  'car_repairs',
  {
    companyId: uuid('company_id').notNull(),
    orderId: uuid('order_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    description: text('description').notNull(),
    estimateFen: integer('estimate_fen'),
    costFen: integer('cost_fen'),
    attachments: jsonb('attachments').$type<string[]>().notNull(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.orderId] }),
    foreignKey({ columns: [t.companyId, t.orderId], foreignColumns: [orders.companyId, orders.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.vehicleId], foreignColumns: [carVehicles.companyId, carVehicles.id] }),
    check('car_repairs_cost_ck', sql`${t.costFen} IS NULL OR ${t.costFen} >= 0`),
  ],
);

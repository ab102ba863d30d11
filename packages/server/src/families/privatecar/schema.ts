/**
 * The private car family's tables. Authorisations, certifications and subsidy claims are orders of
 * the one workflow: their rows here share the order's id and hold what the order is about (no
 * foreign key to `orders`: the row is written in the order type's beforeSubmit hook, inside the
 * same transaction, just before the engine inserts the order). `in_review` mirrors "in approval" so
 * a partial unique index can say "one at a time". Money is integer fen, distances integer metres.
 * A list's index ends in the list's ORDER BY, id last; `.desc().nullsFirst()`, because ORDER BY x DESC
 * puts nulls first and an index DESC NULLS LAST (what `.desc()` alone makes) cannot serve it.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../../platform/db/columns.ts';
import { companies, staff } from '../../platform/db/schema.ts';

/** Per-company settings; a company without a row uses the defaults (PCAR_DEFAULT_RATE_FEN_PER_KM, no tiles). */
export const pcarConfig = pgTable(
  'pcar_config',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
    rateFenPerKm: integer('rate_fen_per_km').notNull(),
    tileUrl: text('tile_url'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.companyId] }), check('pcar_config_rate_ck', sql`${t.rateFenPerKm} BETWEEN 1 AND 1000`)],
);

/** The company's saved places (WGS-84 coordinates): trips between two of them get a computed distance. */
export const pcarPlaces = pgTable(
  'pcar_places',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), index('pcar_places_sort_idx').on(t.companyId, t.sort)],
);

/** A staff's own car. A plate is registered once per company among cars not removed. */
export const pcarVehicles = pgTable(
  'pcar_vehicles',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    ownerId: uuid('owner_id').notNull(),
    plate: text('plate').notNull(),
    brandModel: text('brand_model').notNull(),
    color: text('color').notNull().default(''),
    createdAt: createdAt(),
    removedAt: ts('removed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.ownerId], foreignColumns: [staff.companyId, staff.id] }),
    uniqueIndex('pcar_vehicles_plate_uq')
      .on(t.companyId, t.plate)
      .where(sql`${t.removedAt} IS NULL`),
    index('pcar_vehicles_owner_idx').on(t.companyId, t.ownerId),
  ],
);

/** An authorisation order's content: one in review per staff at a time. */
export const pcarAuths = pgTable(
  'pcar_auths',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    staffId: uuid('staff_id').notNull(),
    reason: text('reason').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    agreementVersion: text('agreement_version').notNull(),
    inReview: boolean('in_review').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    uniqueIndex('pcar_auths_review_uq')
      .on(t.companyId, t.staffId)
      .where(sql`${t.inReview}`),
    index('pcar_auths_staff_idx').on(t.companyId, t.staffId, t.validTo),
    /** The staff's list, newest first. */
    index('pcar_auths_created_idx').on(t.companyId, t.staffId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('pcar_auths_period_ck', sql`${t.validTo} >= ${t.validFrom}`),
  ],
);

/** A certification order's content (licence and insurance photos: file ids): one in review per car at a time. */
export const pcarCertifications = pgTable(
  'pcar_certifications',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    licenceIds: jsonb('licence_ids').$type<string[]>().notNull(),
    insuranceIds: jsonb('insurance_ids').$type<string[]>().notNull(),
    insuranceExpires: date('insurance_expires', { mode: 'string' }).notNull(),
    inReview: boolean('in_review').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.vehicleId], foreignColumns: [pcarVehicles.companyId, pcarVehicles.id] }),
    uniqueIndex('pcar_certifications_review_uq')
      .on(t.companyId, t.vehicleId)
      .where(sql`${t.inReview}`),
    index('pcar_certifications_vehicle_idx').on(t.companyId, t.vehicleId, t.createdAt.desc()),
    index('pcar_certifications_staff_idx').on(t.companyId, t.staffId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** A subsidy claim's content: the period, the rate it was submitted with, the totals and the trips it claimed. */
export const pcarSubsidies = pgTable(
  'pcar_subsidies',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    staffId: uuid('staff_id').notNull(),
    /** 'YYYY-MM'. */
    period: text('period').notNull(),
    rateFenPerKm: integer('rate_fen_per_km').notNull(),
    tripCount: integer('trip_count').notNull(),
    distanceM: bigint('distance_m', { mode: 'number' }).notNull(),
    mileageFen: bigint('mileage_fen', { mode: 'number' }).notNull(),
    feesFen: bigint('fees_fen', { mode: 'number' }).notNull(),
    totalFen: bigint('total_fen', { mode: 'number' }).notNull(),
    /** The trips it claimed (kept when a rejected claim lets them go). */
    tripIds: jsonb('trip_ids').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    index('pcar_subsidies_staff_idx').on(t.companyId, t.staffId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('pcar_subsidies_period_idx').on(t.companyId, t.period),
    check('pcar_subsidies_total_ck', sql`${t.totalFen} = ${t.mileageFen} + ${t.feesFen}`),
  ],
);

/**
 * A business trip (the family's "order" in spec 7): its points (a saved place or a typed name),
 * the distance (computed from two saved places, or typed) and the claim it is in.
 */
export const pcarTrips = pgTable(
  'pcar_trips',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    staffId: uuid('staff_id').notNull(),
    vehicleId: uuid('vehicle_id').notNull(),
    tripDate: date('trip_date', { mode: 'string' }).notNull(),
    fromPlaceId: uuid('from_place_id'),
    fromName: text('from_name').notNull(),
    fromLat: doublePrecision('from_lat'),
    fromLng: doublePrecision('from_lng'),
    toPlaceId: uuid('to_place_id'),
    toName: text('to_name').notNull(),
    toLat: doublePrecision('to_lat'),
    toLng: doublePrecision('to_lng'),
    distanceM: integer('distance_m').notNull(),
    distanceSource: text('distance_source').$type<'computed' | 'typed'>().notNull(),
    computedM: integer('computed_m'),
    purpose: text('purpose').notNull(),
    subsidyId: uuid('subsidy_id'),
    createdAt: createdAt(),
    removedAt: ts('removed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    foreignKey({ columns: [t.companyId, t.vehicleId], foreignColumns: [pcarVehicles.companyId, pcarVehicles.id] }),
    foreignKey({ columns: [t.companyId, t.subsidyId], foreignColumns: [pcarSubsidies.companyId, pcarSubsidies.id] }),
    index('pcar_trips_staff_idx').on(
      t.companyId,
      t.staffId,
      t.tripDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('pcar_trips_subsidy_idx').on(t.companyId, t.subsidyId),
    index('pcar_trips_date_idx').on(t.companyId, t.tripDate),
    check('pcar_trips_distance_ck', sql`${t.distanceM} > 0 AND ${t.distanceM} % 100 = 0`),
    check('pcar_trips_source_ck', sql`${t.distanceSource} IN ('computed', 'typed')`),
  ],
);

/** A cost of a trip (parking, tolls ...) with its vouchers (file ids). */
export const pcarFees = pgTable(
  'pcar_fees',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    tripId: uuid('trip_id').notNull(),
    feeType: text('fee_type').notNull(),
    amountFen: integer('amount_fen').notNull(),
    remark: text('remark').notNull().default(''),
    voucherIds: jsonb('voucher_ids').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.tripId], foreignColumns: [pcarTrips.companyId, pcarTrips.id] }).onDelete('cascade'),
    index('pcar_fees_trip_idx').on(t.companyId, t.tripId, t.createdAt),
    check('pcar_fees_amount_ck', sql`${t.amountFen} > 0`),
  ],
);

/**
 * The dorm family's tables: the housing model (areas -> buildings -> rooms (with their floor) -> beds,
 * room assets), stays (who holds which bed from when to when), the resident's profile, utility bills
 * and monthly charges (integer fen), and the services (cleaning, repairs, notices, inspections, feedback).
 * Dates are 'YYYY-MM-DD' text in hub time; a stay holds its bed on [start_date, end_date).
 * A list's index ends in the list's ORDER BY, id last; `.desc().nullsFirst()`, because ORDER BY x DESC
 * puts nulls first and an index DESC NULLS LAST (what `.desc()` alone makes) cannot serve it.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../../platform/db/columns.ts';
import { companies, staff } from '../../platform/db/schema.ts';

const company = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.companyId);

export const dormAreas = pgTable(
  'dorm_areas',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] })],
);

export const dormBuildings = pgTable(
  'dorm_buildings',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    areaId: uuid('area_id').notNull(),
    name: text('name').notNull(),
    floors: integer('floors').notNull(),
    manager: text('manager'),
    sort: integer('sort').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.areaId], foreignColumns: [dormAreas.companyId, dormAreas.id] }),
  ],
);

export const dormRooms = pgTable(
  'dorm_rooms',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    buildingId: uuid('building_id').notNull(),
    floor: integer('floor').notNull(),
    number: text('number').notNull(),
    model: text('model').notNull(),
    /** male | female | any */
    gender: text('gender').notNull(),
    /** Rent of one bed for one month. */
    priceFen: integer('price_fen').notNull(),
    facilities: jsonb('facilities').$type<string[]>().notNull(),
    suite: boolean('suite').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.buildingId], foreignColumns: [dormBuildings.companyId, dormBuildings.id] }),
    uniqueIndex('dorm_rooms_number_uq').on(t.companyId, t.buildingId, t.number),
    // The rooms list's order (building, floor, number: unique within a building), so a page is read in index order.
    index('dorm_rooms_place_idx').on(t.companyId, t.buildingId, t.floor, t.number),
    check('dorm_rooms_gender_ck', sql`${t.gender} IN ('male', 'female', 'any')`),
    check('dorm_rooms_price_ck', sql`${t.priceFen} >= 0`),
  ],
);

/** A bed: the row every assignment locks (SELECT ... FOR UPDATE), so one bed never gets two residents at once. */
export const dormBeds = pgTable(
  'dorm_beds',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    roomId: uuid('room_id').notNull(),
    label: text('label').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.roomId], foreignColumns: [dormRooms.companyId, dormRooms.id] }),
  ],
);

export const dormAssets = pgTable(
  'dorm_assets',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    roomId: uuid('room_id').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<'furniture' | 'appliance'>().notNull(),
    condition: text('condition').$type<'good' | 'worn' | 'broken'>().notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.roomId], foreignColumns: [dormRooms.companyId, dormRooms.id] }),
    check('dorm_assets_condition_ck', sql`${t.condition} IN ('good', 'worn', 'broken')`),
  ],
);

/** Who holds a bed on [start_date, end_date) (end null: open). Written only under the bed's row lock. */
export const dormStays = pgTable(
  'dorm_stays',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    bedId: uuid('bed_id').notNull(),
    roomId: uuid('room_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    orderId: uuid('order_id').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date'),
    checkedIn: boolean('checked_in').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.bedId], foreignColumns: [dormBeds.companyId, dormBeds.id] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    index('dorm_stays_bed_idx').on(t.companyId, t.bedId, t.startDate),
    index('dorm_stays_staff_idx').on(t.companyId, t.staffId, t.startDate),
    index('dorm_stays_room_idx').on(t.companyId, t.roomId, t.startDate),
    check('dorm_stays_range_ck', sql`${t.endDate} IS NULL OR ${t.endDate} > ${t.startDate}`),
  ],
);

export const dormProfiles = pgTable(
  'dorm_profiles',
  {
    companyId: company(),
    staffId: uuid('staff_id').notNull(),
    gender: text('gender').$type<'male' | 'female'>(),
    idNumber: text('id_number'),
    idCard: jsonb('id_card').$type<string[]>().notNull().default([]),
    archives: jsonb('archives').$type<string[]>().notNull().default([]),
    emergencyContact: text('emergency_contact'),
    emergencyPhone: text('emergency_phone'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.staffId] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
  ],
);

/** A room's water and electricity for one month (once per room and month). */
export const dormUtilityBills = pgTable(
  'dorm_utility_bills',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    roomId: uuid('room_id').notNull(),
    month: text('month').notNull(),
    waterFen: integer('water_fen').notNull(),
    electricityFen: integer('electricity_fen').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.roomId], foreignColumns: [dormRooms.companyId, dormRooms.id] }),
    uniqueIndex('dorm_utility_bills_month_uq').on(t.companyId, t.roomId, t.month),
    /** The administrator's list: every room's bills, latest month first. */
    index('dorm_utility_bills_month_idx').on(
      t.companyId,
      t.month.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('dorm_utility_bills_amount_ck', sql`${t.waterFen} >= 0 AND ${t.electricityFen} >= 0`),
  ],
);

/** One resident's month in one room: rent for the days held plus the share of the room's utilities. */
export const dormCharges = pgTable(
  'dorm_charges',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    billId: uuid('bill_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    roomId: uuid('room_id').notNull(),
    bedLabel: text('bed_label').notNull(),
    month: text('month').notNull(),
    days: integer('days').notNull(),
    rentFen: integer('rent_fen').notNull(),
    utilityFen: integer('utility_fen').notNull(),
    status: text('status').$type<'unpaid' | 'paid'>().notNull().default('unpaid'),
    payOrderId: uuid('pay_order_id'),
    paidAt: ts('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.billId], foreignColumns: [dormUtilityBills.companyId, dormUtilityBills.id] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    uniqueIndex('dorm_charges_uq').on(t.companyId, t.billId, t.staffId),
    index('dorm_charges_staff_idx').on(
      t.companyId,
      t.staffId,
      t.month.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('dorm_charges_amount_ck', sql`${t.rentFen} >= 0 AND ${t.utilityFen} >= 0 AND ${t.days} >= 0`),
    check('dorm_charges_status_ck', sql`${t.status} IN ('unpaid', 'paid')`),
  ],
);

export const dormCleanings = pgTable(
  'dorm_cleanings',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    staffId: uuid('staff_id').notNull(),
    roomId: uuid('room_id').notNull(),
    kind: text('kind').$type<'daily' | 'deep'>().notNull(),
    date: text('date').notNull(),
    slot: text('slot').notNull(),
    remark: text('remark'),
    priceFen: integer('price_fen').notNull(),
    status: text('status').$type<'unpaid' | 'pending' | 'done' | 'rated' | 'cancelled'>().notNull(),
    score: integer('score'),
    comment: text('comment'),
    payOrderId: uuid('pay_order_id'),
    createdAt: createdAt(),
    doneAt: ts('done_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    index('dorm_cleanings_staff_idx').on(t.companyId, t.staffId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('dorm_cleanings_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('dorm_cleanings_status_ck', sql`${t.status} IN ('unpaid', 'pending', 'done', 'rated', 'cancelled')`),
    check('dorm_cleanings_score_ck', sql`${t.score} IS NULL OR (${t.score} BETWEEN 1 AND 5)`),
  ],
);

export const dormRepairs = pgTable(
  'dorm_repairs',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    staffId: uuid('staff_id').notNull(),
    roomId: uuid('room_id').notNull(),
    content: text('content').notNull(),
    attachments: jsonb('attachments').$type<string[]>().notNull(),
    status: text('status').$type<'pending' | 'done'>().notNull(),
    reply: text('reply'),
    createdAt: createdAt(),
    doneAt: ts('done_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    index('dorm_repairs_staff_idx').on(t.companyId, t.staffId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('dorm_repairs_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const dormNotices = pgTable(
  'dorm_notices',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('dorm_notices_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const dormChecks = pgTable(
  'dorm_checks',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    roomId: uuid('room_id').notNull(),
    date: text('date').notNull(),
    score: integer('score').notNull(),
    result: text('result').notNull(),
    remark: text('remark'),
    inspectorId: uuid('inspector_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.roomId], foreignColumns: [dormRooms.companyId, dormRooms.id] }),
    index('dorm_checks_room_idx').on(
      t.companyId,
      t.roomId,
      t.date.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('dorm_checks_date_idx').on(t.companyId, t.date.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const dormFeedback = pgTable(
  'dorm_feedback',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    staffId: uuid('staff_id').notNull(),
    content: text('content').notNull(),
    reply: text('reply'),
    repliedAt: ts('replied_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    index('dorm_feedback_staff_idx').on(t.companyId, t.staffId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('dorm_feedback_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

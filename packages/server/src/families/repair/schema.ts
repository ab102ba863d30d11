/**
 * The repair family's tables (issue 39): places and who lives where (the report form pre-fills the
 * reporter's room), repair types and fault items with their usual charge in fen, repair
 * administrators, repairmen per type and area, one row per `repair` order (its place, fault,
 * photos, dispatch, work, charge and payment; `status` mirrors the order's for the lists), the
 * repairmen an order was dispatched to, and anonymous appraisals (no order, no rater, no time).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../../platform/db/columns.ts';
import { companies, staff } from '../../platform/db/schema.ts';
import { orders } from '../../platform/orders/schema.ts';

const company = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.companyId);

export const repairPlaces = pgTable(
  'repair_places',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    area: text('area').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), index('repair_places_sort_idx').on(t.companyId, t.sort, t.id)],
);

/** A staff's own room (one per staff): the report form starts with it. */
export const repairResidents = pgTable(
  'repair_residents',
  {
    companyId: company(),
    staffId: uuid('staff_id').notNull(),
    placeId: uuid('place_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.staffId] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    foreignKey({ columns: [t.companyId, t.placeId], foreignColumns: [repairPlaces.companyId, repairPlaces.id] }),
  ],
);

export const repairTypes = pgTable(
  'repair_types',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), index('repair_types_sort_idx').on(t.companyId, t.sort, t.id)],
);

export const repairFaultItems = pgTable(
  'repair_fault_items',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    typeId: uuid('type_id').notNull(),
    name: text('name').notNull(),
    /** The usual charge in fen; above 0 the report goes through the company's chain, if it has one. */
    chargeFen: integer('charge_fen').notNull().default(0),
    sort: integer('sort').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.typeId], foreignColumns: [repairTypes.companyId, repairTypes.id] }),
    index('repair_fault_items_type_idx').on(t.companyId, t.typeId, t.sort, t.id),
    // one name per type: two administrators adding the same item at once make one
    uniqueIndex('repair_fault_items_name_uq').on(t.companyId, t.typeId, t.name),
    check('repair_fault_items_charge_ck', sql`${t.chargeFen} >= 0`),
  ],
);

/** Repair administrators: they dispatch (saRepairApprove). Admins of the company may too. */
export const repairAdmins = pgTable(
  'repair_admins',
  {
    companyId: company(),
    staffId: uuid('staff_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.staffId] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
  ],
);

/** Which repairman covers which type, and in which area (null: every area). */
export const repairStaff = pgTable(
  'repair_staff',
  {
    companyId: company(),
    staffId: uuid('staff_id').notNull(),
    typeId: uuid('type_id').notNull(),
    area: text('area'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.staffId, t.typeId] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    foreignKey({ columns: [t.companyId, t.typeId], foreignColumns: [repairTypes.companyId, repairTypes.id] }),
  ],
);

export const repairOrders = pgTable(
  'repair_orders',
  {
    companyId: company(),
    orderId: uuid('order_id').notNull(),
    orderNo: text('order_no').notNull(),
    reporterId: uuid('reporter_id').notNull(),
    clientKey: text('client_key').notNull(),
    /** The order's status, kept in the same transaction as every move (the lists filter on it). */
    status: integer('status').notNull(),
    placeId: uuid('place_id').notNull(),
    placeLabel: text('place_label').notNull(),
    area: text('area').notNull(),
    placeDetail: text('place_detail'),
    typeId: uuid('type_id').notNull(),
    typeName: text('type_name').notNull(),
    faultItemId: uuid('fault_item_id').notNull(),
    faultItemName: text('fault_item_name').notNull(),
    itemChargeFen: integer('item_charge_fen').notNull(),
    description: text('description').notNull(),
    photos: jsonb('photos').$type<string[]>().notNull(),
    expectedTime: text('expected_time').notNull(),
    contactPhone: text('contact_phone'),
    dispatchedBy: uuid('dispatched_by'),
    dispatchedAt: ts('dispatched_at'),
    repairmanId: uuid('repairman_id'),
    takenAt: ts('taken_at'),
    finishedAt: ts('finished_at'),
    finishRemark: text('finish_remark'),
    finishPhotos: jsonb('finish_photos').$type<string[]>().notNull().default([]),
    feeFen: integer('fee_fen'),
    payOrderId: uuid('pay_order_id'),
    paidAt: ts('paid_at'),
    confirmedAt: ts('confirmed_at'),
    sentBackCount: integer('sent_back_count').notNull().default(0),
    /** Rated once; the appraisal itself is stored apart, with nothing that names this order. */
    appraised: boolean('appraised').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.orderId] }),
    foreignKey({ columns: [t.companyId, t.orderId], foreignColumns: [orders.companyId, orders.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.reporterId], foreignColumns: [staff.companyId, staff.id] }),
    uniqueIndex('repair_orders_client_key_uq').on(t.companyId, t.reporterId, t.clientKey),
    uniqueIndex('repair_orders_no_uq').on(t.companyId, t.orderNo),
    // saRepairRecord: my reports, newest first (walked backwards)
    index('repair_orders_reporter_idx').on(t.companyId, t.reporterId, t.createdAt, t.orderId),
    // the administrators' list, all or of one status
    index('repair_orders_company_idx').on(t.companyId, t.createdAt, t.orderId),
    index('repair_orders_status_idx').on(t.companyId, t.status, t.createdAt, t.orderId),
    check('repair_orders_fee_ck', sql`${t.feeFen} IS NULL OR ${t.feeFen} >= 0`),
  ],
);

/** The repairmen an order was dispatched to: any of them may take it (one wins). */
export const repairCandidates = pgTable(
  'repair_candidates',
  {
    companyId: company(),
    orderId: uuid('order_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.orderId, t.staffId] }),
    foreignKey({ columns: [t.companyId, t.orderId], foreignColumns: [repairOrders.companyId, repairOrders.orderId] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    // a repairman's work list, newest first
    index('repair_candidates_staff_idx').on(t.companyId, t.staffId, t.createdAt, t.orderId),
  ],
);

/**
 * Anonymous appraisals: the repairman rated, stars, tags, text and the month, nothing else. The
 * order only records that it was rated (repair_orders.appraised), so no row or answer ties the two.
 */
export const repairAppraisals = pgTable(
  'repair_appraisals',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    repairmanId: uuid('repairman_id').notNull(),
    stars: integer('stars').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    text: text('text').notNull(),
    month: text('month').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.repairmanId], foreignColumns: [staff.companyId, staff.id] }),
    // random ids: a page in id order tells nothing about when or by whom
    index('repair_appraisals_repairman_idx').on(t.companyId, t.repairmanId, t.id),
    check('repair_appraisals_stars_ck', sql`${t.stars} BETWEEN 1 AND 5`),
  ],
);

/** Each repairman's running totals of his appraisals (the average and tag counts without reading them all). */
export const repairScores = pgTable(
  'repair_scores',
  {
    companyId: company(),
    repairmanId: uuid('repairman_id').notNull(),
    count: integer('count').notNull(),
    starSum: integer('star_sum').notNull(),
    tagCounts: jsonb('tag_counts').$type<Record<string, number>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.repairmanId] }),
    foreignKey({ columns: [t.companyId, t.repairmanId], foreignColumns: [staff.companyId, staff.id] }),
  ],
);

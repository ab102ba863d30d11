/**
 * The canteen family's tables: canteens (with their meal periods), dishes, the daily menus with
 * stock per dish and period, meal orders, counter bills and payments that arrived for something no
 * longer payable (refunded by the sweep). Amounts are integer fen; meal dates are hub dates.
 * A list's index ends in the list's ORDER BY, id last; `.desc().nullsFirst()`, because ORDER BY x DESC
 * puts nulls first and an index DESC NULLS LAST (what `.desc()` alone makes) cannot serve it.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MealKind, MealPeriod } from '@campus/contracts';
import { createdAt, ts } from '../../platform/db/columns.ts';
import { companies, staff } from '../../platform/db/schema.ts';

/** A meal period of a canteen (breakfast, lunch, dinner): serving window and cut-off. */
export interface PeriodConfig {
  code: MealPeriod;
  serveStart: string;
  serveEnd: string;
  /** Orders close this many minutes before serving starts. */
  cutoffMinutes: number;
}

export const canteens = pgTable(
  'canteens',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    location: text('location').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Fee of a sent meal; null: this canteen does not deliver. */
    deliveryFeeFen: integer('delivery_fee_fen'),
    periods: jsonb('periods').$type<PeriodConfig[]>().notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    check('canteens_fee_ck', sql`${t.deliveryFeeFen} IS NULL OR ${t.deliveryFeeFen} >= 0`),
  ],
);

export const canteenDishes = pgTable(
  'canteen_dishes',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    canteenId: uuid('canteen_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceFen: integer('price_fen').notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.canteenId], foreignColumns: [canteens.companyId, canteens.id] }),
    check('canteen_dishes_price_ck', sql`${t.priceFen} > 0`),
  ],
);

/**
 * A dish on the menu of one date and period, with its stock: `sold` counts the portions of unpaid
 * (held) and paid orders, and can never pass `stock` (CHECK, and the conditional UPDATE that takes them).
 */
export const canteenMenuItems = pgTable(
  'canteen_menu_items',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    canteenId: uuid('canteen_id').notNull(),
    dishId: uuid('dish_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    period: text('period').$type<MealPeriod>().notNull(),
    priceFen: integer('price_fen').notNull(),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.canteenId], foreignColumns: [canteens.companyId, canteens.id] }),
    foreignKey({ columns: [t.companyId, t.dishId], foreignColumns: [canteenDishes.companyId, canteenDishes.id] }),
    uniqueIndex('canteen_menu_items_uq').on(t.companyId, t.canteenId, t.date, t.period, t.dishId),
    check('canteen_menu_items_stock_ck', sql`${t.sold} >= 0 AND ${t.stock} >= 0 AND ${t.sold} <= ${t.stock}`),
    check('canteen_menu_items_price_ck', sql`${t.priceFen} > 0`),
  ],
);

/** One line of a meal order, as ordered (name and price kept). */
export interface OrderLine {
  menuItemId: string;
  name: string;
  priceFen: number;
  quantity: number;
}

/**
 * A meal order: unpaid (0, holding its portions) -> paid (10) -> collected (20); cancelled (-10,
 * portions back, refunded when paid) or closed (-20, unpaid too long or past the cut-off).
 */
export const canteenOrders = pgTable(
  'canteen_orders',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    kind: text('kind').$type<MealKind>().notNull(),
    staffId: uuid('staff_id').notNull(),
    canteenId: uuid('canteen_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    period: text('period').$type<MealPeriod>().notNull(),
    items: jsonb('items').$type<OrderLine[]>().notNull(),
    itemsFen: integer('items_fen').notNull(),
    deliveryFeeFen: integer('delivery_fee_fen').notNull().default(0),
    totalFen: integer('total_fen').notNull(),
    refundedFen: integer('refunded_fen').notNull().default(0),
    status: integer('status').notNull(),
    refundState: text('refund_state').$type<'none' | 'due' | 'done'>().notNull().default('none'),
    address: text('address'),
    contactPhone: text('contact_phone'),
    remark: text('remark'),
    payOrderId: uuid('pay_order_id'),
    collectCode: text('collect_code').notNull(),
    cutoffAt: ts('cutoff_at').notNull(),
    /** An unpaid order is closed at this time (30 minutes, or the cut-off when sooner). */
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
    paidAt: ts('paid_at'),
    collectedAt: ts('collected_at'),
    collectedBy: uuid('collected_by'),
    cancelledAt: ts('cancelled_at'),
    closedAt: ts('closed_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    foreignKey({ columns: [t.companyId, t.canteenId], foreignColumns: [canteens.companyId, canteens.id] }),
    uniqueIndex('canteen_orders_code_uq').on(t.companyId, t.collectCode),
    /** The orderer's list (newest first). */
    index('canteen_orders_staff_idx').on(t.companyId, t.staffId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    /** A canteen's day: the staff's list (newest first; period, kind and status filtered on the way) and the day's summary. */
    index('canteen_orders_day_idx').on(t.companyId, t.canteenId, t.date, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('canteen_orders_unpaid_idx').on(t.status, t.expiresAt),
    /** The refund retry's queue: cancelled orders whose refund is still due (a handful; the sweep read every order). */
    index('canteen_orders_refund_due_idx')
      .on(t.createdAt)
      .where(sql`refund_state = 'due'`),
    check('canteen_orders_total_ck', sql`${t.totalFen} > 0 AND ${t.totalFen} = ${t.itemsFen} + ${t.deliveryFeeFen}`),
    check('canteen_orders_refunded_ck', sql`${t.refundedFen} >= 0 AND ${t.refundedFen} <= ${t.totalFen}`),
    check('canteen_orders_status_ck', sql`${t.status} IN (-20, -10, 0, 10, 20)`),
    check('canteen_orders_kind_ck', sql`${t.kind} IN ('dine', 'delivery')`),
  ],
);

/** A counter bill (/payMeal): canteen staff make it, anyone of the company pays it once from its link. */
export const canteenBills = pgTable(
  'canteen_bills',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    /** The secret of the public link; unique across companies (the link names no company). */
    code: text('code').notNull(),
    canteenId: uuid('canteen_id').notNull(),
    amountFen: integer('amount_fen').notNull(),
    note: text('note').notNull().default(''),
    status: integer('status').notNull().default(0),
    createdBy: uuid('created_by').notNull(),
    payOrderId: uuid('pay_order_id'),
    paidBy: uuid('paid_by'),
    paidAt: ts('paid_at'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.canteenId], foreignColumns: [canteens.companyId, canteens.id] }),
    uniqueIndex('canteen_bills_code_uq').on(t.code),
    check('canteen_bills_amount_ck', sql`${t.amountFen} > 0`),
    check('canteen_bills_status_ck', sql`${t.status} IN (-10, 0, 10)`),
  ],
);

/** A payment for a meal order or bill that was no longer payable (closed, cancelled, paid twice): refunded by the sweep. */
export const canteenStrayPayments = pgTable(
  'canteen_stray_payments',
  {
    companyId: uuid('company_id').notNull(),
    payOrderId: uuid('pay_order_id').notNull(),
    amountFen: integer('amount_fen').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.payOrderId] }), index('canteen_stray_open_idx').on(t.resolvedAt)],
);

/**
 * The shop family's tables (issue 14): shops, categories, goods and their stock moves, suppliers,
 * coupons and their uses, orders and their lines, members, banners, adverts, activities and their
 * sign-ups. Every amount is an integer number of fen; every key starts with company_id.
 * A list's index ends in the list's ORDER BY, id last; `.desc().nullsFirst()`, because ORDER BY x DESC
 * puts nulls first and an index DESC NULLS LAST (what `.desc()` alone makes) cannot serve it.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GoodsScene, RepairDetails, ShopKind, ShopOrderStatus, StockMoveKind } from '@campus/contracts';
import { createdAt, ts } from '../../platform/db/columns.ts';
import { companies, staff } from '../../platform/db/schema.ts';

/** A shop: run by a merchant (owner) opened through an approved application, or by the company (no owner). */
export const shopShops = pgTable(
  'shop_shops',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<ShopKind>().notNull(),
    intro: text('intro').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    logoFileId: uuid('logo_file_id'),
    ownerId: uuid('owner_id'),
    /** The workflow order that opened it (one shop per approved application). */
    applicationId: uuid('application_id'),
    isOpen: boolean('is_open').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.ownerId], foreignColumns: [staff.companyId, staff.id] }),
    uniqueIndex('shop_shops_application_uq').on(t.companyId, t.applicationId),
    index('shop_shops_owner_idx').on(t.companyId, t.ownerId),
    check('shop_shops_kind_ck', sql`${t.kind} IN ('retail', 'takeaway', 'property')`),
  ],
);

export const shopCategories = pgTable(
  'shop_categories',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    shopId: uuid('shop_id').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.shopId], foreignColumns: [shopShops.companyId, shopShops.id] }),
    uniqueIndex('shop_categories_name_uq').on(t.companyId, t.shopId, t.name),
  ],
);

/** A goods item; `stock` never goes below zero (CHECK, and conditional updates). */
export const shopGoods = pgTable(
  'shop_goods',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    shopId: uuid('shop_id').notNull(),
    categoryId: uuid('category_id'),
    name: text('name').notNull(),
    scene: text('scene').$type<GoodsScene>().notNull(),
    priceFen: integer('price_fen').notNull(),
    memberPriceFen: integer('member_price_fen'),
    unit: text('unit').notNull(),
    description: text('description').notNull().default(''),
    /** File ids (the files family), in display order. */
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    stock: integer('stock').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    onSale: boolean('on_sale').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.shopId], foreignColumns: [shopShops.companyId, shopShops.id] }),
    foreignKey({ columns: [t.companyId, t.categoryId], foreignColumns: [shopCategories.companyId, shopCategories.id] }),
    index('shop_goods_shop_idx').on(t.companyId, t.shopId, t.categoryId),
    /** The buyers' lists (on sale, best sellers first): of a shop, of a scene. */
    index('shop_goods_shop_sold_idx')
      .on(t.companyId, t.shopId, t.soldCount.desc().nullsFirst(), t.name, t.id)
      .where(sql`on_sale`),
    index('shop_goods_scene_idx').on(t.companyId, t.scene),
    index('shop_goods_scene_sold_idx')
      .on(t.companyId, t.scene, t.soldCount.desc().nullsFirst(), t.name, t.id)
      .where(sql`on_sale`),
    /** The merchant's list of a shop's goods, lowest stock first. */
    index('shop_goods_shop_stock_idx').on(t.companyId, t.shopId, t.stock, t.name, t.id),
    check('shop_goods_stock_ck', sql`${t.stock} >= 0`),
    check('shop_goods_price_ck', sql`${t.priceFen} > 0 AND (${t.memberPriceFen} IS NULL OR ${t.memberPriceFen} > 0)`),
    check('shop_goods_scene_ck', sql`${t.scene} IN ('shop', 'takeaway', 'repair', 'renovation')`),
  ],
);

export const shopSuppliers = pgTable(
  'shop_suppliers',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    /** Null: a supplier of the whole company (admins). */
    shopId: uuid('shop_id'),
    name: text('name').notNull(),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.shopId], foreignColumns: [shopShops.companyId, shopShops.id] }),
  ],
);

/** Every change of a goods item's stock, with the stock after it. */
export const shopStockMoves = pgTable(
  'shop_stock_moves',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    goodsId: uuid('goods_id').notNull(),
    kind: text('kind').$type<StockMoveKind>().notNull(),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    supplierId: uuid('supplier_id'),
    actorId: uuid('actor_id'),
    orderId: uuid('order_id'),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.goodsId], foreignColumns: [shopGoods.companyId, shopGoods.id] }),
    index('shop_stock_moves_goods_idx').on(t.companyId, t.goodsId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** A coupon of the company (no shop) or of a shop. */
export const shopCoupons = pgTable(
  'shop_coupons',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    shopId: uuid('shop_id'),
    name: text('name').notNull(),
    amountOffFen: integer('amount_off_fen').notNull(),
    minSpendFen: integer('min_spend_fen').notNull().default(0),
    /** Spec 3: `personal` per person, anything else per department. */
    target: text('target').notNull().default('personal'),
    /** Spec 3 period code. */
    period: integer('period').notNull(),
    periodDays: integer('period_days'),
    usesPerPeriod: integer('uses_per_period').notNull().default(1),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    totalQuantity: integer('total_quantity'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Who may use it (department ids); empty: everyone. */
    departmentIds: jsonb('department_ids').$type<string[]>().notNull().default([]),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.shopId], foreignColumns: [shopShops.companyId, shopShops.id] }),
    /** The managers' list (all of the company's, newest first). */
    index('shop_coupons_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    /** A merchant's list (his shop's, newest first). */
    index('shop_coupons_shop_idx').on(t.companyId, t.shopId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    /** The coupons a buyer may see: active and not expired, soonest expiry first (the expired history is never read). */
    index('shop_coupons_live_idx')
      .on(t.companyId, t.validTo, t.id)
      .where(sql`active`),
    check('shop_coupons_amount_ck', sql`${t.amountOffFen} > 0 AND ${t.minSpendFen} >= 0`),
    check('shop_coupons_period_ck', sql`${t.period} IN (0, 10, 20, 30, 40, 50, 60, 70)`),
    check('shop_coupons_used_ck', sql`${t.usedCount} >= 0 AND (${t.totalQuantity} IS NULL OR ${t.usedCount} <= ${t.totalQuantity})`),
  ],
);

/**
 * One use of a coupon by a holder (a staff, or a department) in a period. The unique key makes the
 * limit hold even if two transactions slipped past the coupon's row lock: slot n of a period exists once.
 */
export const shopCouponUses = pgTable(
  'shop_coupon_uses',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    couponId: uuid('coupon_id').notNull(),
    holderKey: text('holder_key').notNull(),
    periodKey: text('period_key').notNull(),
    slot: integer('slot').notNull(),
    orderId: uuid('order_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.couponId], foreignColumns: [shopCoupons.companyId, shopCoupons.id] }),
    uniqueIndex('shop_coupon_uses_slot_uq').on(t.companyId, t.couponId, t.holderKey, t.periodKey, t.slot),
    uniqueIndex('shop_coupon_uses_order_uq').on(t.companyId, t.orderId),
  ],
);

export const shopOrders = pgTable(
  'shop_orders',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    orderNo: text('order_no').notNull(),
    clientKey: text('client_key').notNull(),
    buyerId: uuid('buyer_id').notNull(),
    shopId: uuid('shop_id').notNull(),
    scene: text('scene').$type<GoodsScene>().notNull(),
    status: text('status').$type<ShopOrderStatus>().notNull().default('created'),
    subtotalFen: integer('subtotal_fen').notNull(),
    discountFen: integer('discount_fen').notNull().default(0),
    totalFen: integer('total_fen').notNull(),
    couponId: uuid('coupon_id'),
    remark: text('remark').notNull().default(''),
    address: text('address').notNull().default(''),
    repair: jsonb('repair').$type<RepairDetails | null>(),
    pickupCode: text('pickup_code').notNull(),
    /** The unguessable part of the /pmcOrder link. */
    shareCode: text('share_code').notNull(),
    /** The paid payment order (pay family), for the refund. */
    payOrderId: uuid('pay_order_id'),
    createdAt: createdAt(),
    paidAt: ts('paid_at'),
    completedAt: ts('completed_at'),
    closedAt: ts('closed_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.buyerId], foreignColumns: [staff.companyId, staff.id] }),
    foreignKey({ columns: [t.companyId, t.shopId], foreignColumns: [shopShops.companyId, shopShops.id] }),
    uniqueIndex('shop_orders_client_key_uq').on(t.companyId, t.buyerId, t.clientKey),
    uniqueIndex('shop_orders_no_uq').on(t.companyId, t.orderNo),
    /** A pickup code names one open order at the counter (issue 34); a finished order's code may come again. */
    uniqueIndex('shop_orders_pickup_open_uq')
      .on(t.companyId, t.pickupCode)
      .where(sql`status IN ('created', 'paid')`),
    index('shop_orders_buyer_idx').on(t.companyId, t.buyerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('shop_orders_shop_idx').on(t.companyId, t.shopId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    /** An admin's list of every shop's orders, and the same of one status (the merchant panel's 待处理: paid). */
    index('shop_orders_created_idx').on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('shop_orders_status_idx').on(t.companyId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('shop_orders_open_idx').on(t.status, t.createdAt),
    /** /pmcOrder names no company: the one lookup by id alone (the share code decides). */
    index('shop_orders_id_idx').on(t.id),
    check(
      'shop_orders_money_ck',
      sql`${t.subtotalFen} > 0 AND ${t.discountFen} >= 0 AND ${t.totalFen} = ${t.subtotalFen} - ${t.discountFen}`,
    ),
    check('shop_orders_status_ck', sql`${t.status} IN ('created', 'paid', 'completed', 'cancelled', 'refunded')`),
  ],
);

export const shopOrderLines = pgTable(
  'shop_order_lines',
  {
    companyId: uuid('company_id').notNull(),
    orderId: uuid('order_id').notNull(),
    seq: integer('seq').notNull(),
    goodsId: uuid('goods_id').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    unitPriceFen: integer('unit_price_fen').notNull(),
    quantity: integer('quantity').notNull(),
    amountFen: integer('amount_fen').notNull(),
    pictureFileId: uuid('picture_file_id'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.orderId, t.seq] }),
    foreignKey({ columns: [t.companyId, t.orderId], foreignColumns: [shopOrders.companyId, shopOrders.id] }),
    check('shop_order_lines_ck', sql`${t.quantity} > 0 AND ${t.amountFen} = ${t.unitPriceFen} * ${t.quantity}`),
  ],
);

/** One member card per staff. */
export const shopMembers = pgTable(
  'shop_members',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    staffId: uuid('staff_id').notNull(),
    memberNo: text('member_no').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    birthday: date('birthday', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    uniqueIndex('shop_members_staff_uq').on(t.companyId, t.staffId),
    uniqueIndex('shop_members_no_uq').on(t.companyId, t.memberNo),
  ],
);

export const shopBanners = pgTable(
  'shop_banners',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    shopId: uuid('shop_id'),
    title: text('title').notNull(),
    imageFileId: uuid('image_file_id').notNull(),
    link: text('link'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.shopId], foreignColumns: [shopShops.companyId, shopShops.id] }),
    index('shop_banners_home_idx').on(t.companyId, t.active, t.sort),
  ],
);

export const shopAdverts = pgTable(
  'shop_adverts',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    shopId: uuid('shop_id'),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    imageFileId: uuid('image_file_id'),
    link: text('link'),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.shopId], foreignColumns: [shopShops.companyId, shopShops.id] }),
  ],
);

/** An event with a number of places; `signed_count` never passes `capacity`. */
export const shopActivities = pgTable(
  'shop_activities',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull(),
    shopId: uuid('shop_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    place: text('place').notNull(),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    capacity: integer('capacity').notNull(),
    signedCount: integer('signed_count').notNull().default(0),
    coverFileId: uuid('cover_file_id'),
    organiserId: uuid('organiser_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.organiserId], foreignColumns: [staff.companyId, staff.id] }),
    foreignKey({ columns: [t.companyId, t.shopId], foreignColumns: [shopShops.companyId, shopShops.id] }),
    /** The list: the ones still to come (end_at ahead; few), then the past ones, latest start first. */
    index('shop_activities_end_idx').on(t.companyId, t.endAt),
    index('shop_activities_start_idx').on(t.companyId, t.startAt.desc().nullsFirst(), t.id),
    check('shop_activities_places_ck', sql`${t.signedCount} >= 0 AND ${t.signedCount} <= ${t.capacity}`),
  ],
);

export const shopActivitySignups = pgTable(
  'shop_activity_signups',
  {
    companyId: uuid('company_id').notNull(),
    activityId: uuid('activity_id').notNull(),
    staffId: uuid('staff_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.activityId, t.staffId] }),
    foreignKey({ columns: [t.companyId, t.activityId], foreignColumns: [shopActivities.companyId, shopActivities.id] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
  ],
);

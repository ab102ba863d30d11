/**
 * The goods family's tables (issue 36): warehouses and their store keepers, goods types and goods,
 * stock per warehouse changed only through the movement ledger (goods_moves, each row tied to its
 * order), quotas and their uses per holder and period, projects, pick types, kits, asset items (one
 * row per item) with their history, and one header per order of the five order types (goods_orders)
 * with its lines, borrow reservations and transfer lines. Amounts are integer fen.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from '../../platform/db/columns.ts';
import { companies, staff } from '../../platform/db/schema.ts';
import { orders } from '../../platform/orders/schema.ts';

const company = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.companyId);

export const goodsWarehouses = pgTable(
  'goods_warehouses',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    place: text('place').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), index('goods_warehouses_sort_idx').on(t.companyId, t.sort, t.id)],
);

/** Store keepers: who scans slips and hands goods over at a warehouse (admins may too). */
export const goodsKeepers = pgTable(
  'goods_keepers',
  {
    companyId: company(),
    warehouseId: uuid('warehouse_id').notNull(),
    staffId: uuid('staff_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.warehouseId, t.staffId] }),
    foreignKey({ columns: [t.companyId, t.warehouseId], foreignColumns: [goodsWarehouses.companyId, goodsWarehouses.id] }),
    foreignKey({ columns: [t.companyId, t.staffId], foreignColumns: [staff.companyId, staff.id] }),
    index('goods_keepers_staff_idx').on(t.companyId, t.staffId),
  ],
);

export const goodsTypes = pgTable(
  'goods_types',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<'material' | 'consumable' | 'asset'>().notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('goods_types_sort_idx').on(t.companyId, t.sort, t.id),
    check('goods_types_kind_ck', sql`${t.kind} IN ('material', 'consumable', 'asset')`),
  ],
);

export const goodsItems = pgTable(
  'goods_items',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    typeId: uuid('type_id').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<'material' | 'consumable' | 'asset'>().notNull(),
    unit: text('unit').notNull(),
    spec: text('spec'),
    barcode: text('barcode'),
    photoFileId: uuid('photo_file_id'),
    valueFen: integer('value_fen').notNull(),
    sort: integer('sort').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.typeId], foreignColumns: [goodsTypes.companyId, goodsTypes.id] }),
    uniqueIndex('goods_items_barcode_uq').on(t.companyId, t.barcode),
    index('goods_items_sort_idx').on(t.companyId, t.sort, t.id),
    index('goods_items_type_idx').on(t.companyId, t.typeId, t.sort, t.id),
    check('goods_items_kind_ck', sql`${t.kind} IN ('material', 'consumable', 'asset')`),
    check('goods_items_value_ck', sql`${t.valueFen} >= 0`),
  ],
);

/** What a warehouse holds of a material or consumable: changed only with a goods_moves row in the same transaction. */
export const goodsStock = pgTable(
  'goods_stock',
  {
    companyId: company(),
    warehouseId: uuid('warehouse_id').notNull(),
    goodsId: uuid('goods_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.warehouseId, t.goodsId] }),
    foreignKey({ columns: [t.companyId, t.warehouseId], foreignColumns: [goodsWarehouses.companyId, goodsWarehouses.id] }),
    foreignKey({ columns: [t.companyId, t.goodsId], foreignColumns: [goodsItems.companyId, goodsItems.id] }),
    index('goods_stock_goods_idx').on(t.companyId, t.goodsId),
    check('goods_stock_quantity_ck', sql`${t.quantity} >= 0`),
  ],
);

/** The stock ledger: the stock of (warehouse, goods) is the sum of its rows' delta. */
export const goodsMoves = pgTable(
  'goods_moves',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    goodsId: uuid('goods_id').notNull(),
    kind: text('kind').$type<'initial' | 'stock_in' | 'collect' | 'return'>().notNull(),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    orderId: uuid('order_id'),
    actorId: uuid('actor_id').notNull(),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.warehouseId, t.goodsId],
      foreignColumns: [goodsStock.companyId, goodsStock.warehouseId, goodsStock.goodsId],
    }),
    index('goods_moves_created_idx').on(t.companyId, t.createdAt, t.id),
    index('goods_moves_goods_idx').on(t.companyId, t.goodsId, t.createdAt, t.id),
    index('goods_moves_warehouse_idx').on(t.companyId, t.warehouseId, t.createdAt, t.id),
    index('goods_moves_order_idx').on(t.companyId, t.orderId),
    check('goods_moves_kind_ck', sql`${t.kind} IN ('initial', 'stock_in', 'collect', 'return')`),
    check('goods_moves_delta_ck', sql`${t.delta} <> 0 AND ${t.balanceAfter} >= 0`),
    // collections and returns belong to an order; stock-in and the opening balance to none
    check('goods_moves_order_ck', sql`(${t.kind} IN ('collect', 'return')) = (${t.orderId} IS NOT NULL)`),
  ],
);

export const goodsProjects = pgTable(
  'goods_projects',
  { companyId: company(), id: uuid('id').notNull(), name: text('name').notNull(), sort: integer('sort').notNull() },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), index('goods_projects_sort_idx').on(t.companyId, t.sort, t.id)],
);

export const goodsPickTypes = pgTable(
  'goods_pick_types',
  { companyId: company(), id: uuid('id').notNull(), name: text('name').notNull(), sort: integer('sort').notNull() },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), index('goods_pick_types_sort_idx').on(t.companyId, t.sort, t.id)],
);

/** A quota on one goods row or on every goods of a type (spec 3 period codes and target). */
export const goodsQuotas = pgTable(
  'goods_quotas',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    goodsId: uuid('goods_id'),
    typeId: uuid('type_id'),
    period: integer('period').notNull(),
    /** Period 70 (其他): windows of this many days from valid_from. */
    periodDays: integer('period_days'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    target: text('target').notNull(),
    limitQuantity: integer('limit_quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('goods_quotas_goods_uq').on(t.companyId, t.goodsId),
    uniqueIndex('goods_quotas_type_uq').on(t.companyId, t.typeId),
    check('goods_quotas_subject_ck', sql`(${t.goodsId} IS NULL) <> (${t.typeId} IS NULL)`),
    check('goods_quotas_period_ck', sql`${t.period} IN (0, 10, 20, 30, 40, 50, 60, 70)`),
    check('goods_quotas_limit_ck', sql`${t.limitQuantity} >= 0`),
  ],
);

/** How much of a quota a holder (`s:<staff>` or `d:<department>`) has taken in a period: never above the limit. */
export const goodsQuotaUses = pgTable(
  'goods_quota_uses',
  {
    companyId: company(),
    quotaId: uuid('quota_id').notNull(),
    holderKey: text('holder_key').notNull(),
    periodKey: text('period_key').notNull(),
    used: integer('used').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.quotaId, t.holderKey, t.periodKey] }),
    foreignKey({ columns: [t.companyId, t.quotaId], foreignColumns: [goodsQuotas.companyId, goodsQuotas.id] }),
    check('goods_quota_uses_used_ck', sql`${t.used} >= 0`),
  ],
);

export const goodsKits = pgTable(
  'goods_kits',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), index('goods_kits_sort_idx').on(t.companyId, t.sort, t.id)],
);

export const goodsKitItems = pgTable(
  'goods_kit_items',
  {
    companyId: company(),
    kitId: uuid('kit_id').notNull(),
    goodsId: uuid('goods_id').notNull(),
    quantity: integer('quantity').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.kitId, t.goodsId] }),
    foreignKey({ columns: [t.companyId, t.kitId], foreignColumns: [goodsKits.companyId, goodsKits.id] }),
    foreignKey({ columns: [t.companyId, t.goodsId], foreignColumns: [goodsItems.companyId, goodsItems.id] }),
    check('goods_kit_items_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/** One asset item: free ones have no holder; held (in_use) and borrowed ones have exactly one. */
export const goodsAssets = pgTable(
  'goods_assets',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    tag: text('tag').notNull(),
    serial: text('serial'),
    modelId: uuid('model_id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    status: text('status').$type<'free' | 'in_use' | 'borrowed' | 'retired'>().notNull(),
    holderId: uuid('holder_id'),
    place: text('place'),
    /** The borrow order it is lent by, and its end date. */
    borrowOrderId: uuid('borrow_order_id'),
    dueDate: date('due_date', { mode: 'string' }),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.modelId], foreignColumns: [goodsItems.companyId, goodsItems.id] }),
    foreignKey({ columns: [t.companyId, t.warehouseId], foreignColumns: [goodsWarehouses.companyId, goodsWarehouses.id] }),
    foreignKey({ columns: [t.companyId, t.holderId], foreignColumns: [staff.companyId, staff.id] }),
    uniqueIndex('goods_assets_tag_uq').on(t.companyId, t.tag),
    index('goods_assets_status_idx').on(t.companyId, t.status, t.tag),
    index('goods_assets_holder_idx').on(t.companyId, t.holderId, t.tag),
    index('goods_assets_model_idx').on(t.companyId, t.modelId, t.status, t.tag),
    check('goods_assets_status_ck', sql`${t.status} IN ('free', 'in_use', 'borrowed', 'retired')`),
    check('goods_assets_holder_ck', sql`(${t.status} IN ('in_use', 'borrowed')) = (${t.holderId} IS NOT NULL)`),
    check('goods_assets_borrow_ck', sql`(${t.status} = 'borrowed') = (${t.borrowOrderId} IS NOT NULL)`),
  ],
);

/** An asset's history: every hand-over, return, borrow and transfer. */
export const goodsAssetEvents = pgTable(
  'goods_asset_events',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    assetId: uuid('asset_id').notNull(),
    action: text('action').notNull(),
    fromId: uuid('from_id'),
    toId: uuid('to_id'),
    orderId: uuid('order_id'),
    actorId: uuid('actor_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.assetId], foreignColumns: [goodsAssets.companyId, goodsAssets.id] }),
    index('goods_asset_events_asset_idx').on(t.companyId, t.assetId, t.createdAt, t.id),
    index('goods_asset_events_order_idx').on(t.companyId, t.orderId),
  ],
);

/**
 * The family's part of an order of any of its five types (the workflow's `orders` row holds the
 * status): who, the client key (one order per key and person), and the columns of its type.
 */
export const goodsOrders = pgTable(
  'goods_orders',
  {
    companyId: company(),
    orderId: uuid('order_id').notNull(),
    orderType: text('order_type').notNull(),
    applicantId: uuid('applicant_id').notNull(),
    departmentId: uuid('department_id'),
    clientKey: text('client_key').notNull(),
    reason: text('reason').notNull(),
    // goods, consume, goodsSuite
    warehouseId: uuid('warehouse_id'),
    projectId: uuid('project_id'),
    pickTypeId: uuid('pick_type_id'),
    kitId: uuid('kit_id'),
    suiteStaffIds: jsonb('suite_staff_ids').$type<string[]>(),
    slipCode: text('slip_code'),
    totalFen: integer('total_fen').notNull().default(0),
    /** The quota uses this order holds (given back when it is rejected or cancelled). */
    quotaUses: jsonb('quota_uses').$type<{ quotaId: string; holderKey: string; periodKey: string; quantity: number }[]>(),
    collectedAt: ts('collected_at'),
    collectedBy: uuid('collected_by'),
    // pBorrow
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    handedOverAt: ts('handed_over_at'),
    returnedAt: ts('returned_at'),
    returnedBy: uuid('returned_by'),
    remindedOn: date('reminded_on', { mode: 'string' }),
    // assetTransfer
    fromId: uuid('from_id'),
    toId: uuid('to_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.orderId] }),
    foreignKey({ columns: [t.companyId, t.orderId], foreignColumns: [orders.companyId, orders.id] }).onDelete('cascade'),
    uniqueIndex('goods_orders_client_key_uq').on(t.companyId, t.applicantId, t.clientKey),
    uniqueIndex('goods_orders_slip_uq').on(t.companyId, t.slipCode),
    // a store keeper's list of one type, newest first (walked backwards)
    index('goods_orders_type_idx').on(t.companyId, t.orderType, t.createdAt, t.orderId),
    // the receiver's transfers
    index('goods_orders_to_idx')
      .on(t.companyId, t.toId, t.createdAt, t.orderId)
      .where(sql`to_id IS NOT NULL`),
    // a department's collections of a month
    index('goods_orders_collected_idx')
      .on(t.companyId, t.collectedAt)
      .where(sql`collected_at IS NOT NULL`),
    // the overdue sweep: borrows handed over and not returned
    index('goods_orders_borrowed_idx')
      .on(t.endDate)
      .where(sql`handed_over_at IS NOT NULL AND returned_at IS NULL`),
  ],
);

export const goodsOrderLines = pgTable(
  'goods_order_lines',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    orderId: uuid('order_id').notNull(),
    seq: integer('seq').notNull(),
    goodsId: uuid('goods_id').notNull(),
    quantity: integer('quantity').notNull(),
    returned: integer('returned').notNull().default(0),
    unitValueFen: integer('unit_value_fen').notNull(),
    amountFen: integer('amount_fen').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.orderId], foreignColumns: [goodsOrders.companyId, goodsOrders.orderId] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.goodsId], foreignColumns: [goodsItems.companyId, goodsItems.id] }),
    index('goods_order_lines_order_idx').on(t.companyId, t.orderId, t.seq),
    check('goods_order_lines_ck', sql`${t.quantity} > 0 AND ${t.amountFen} = ${t.unitValueFen} * ${t.quantity}`),
    check('goods_order_lines_returned_ck', sql`${t.returned} >= 0 AND ${t.returned} <= ${t.quantity}`),
  ],
);

/** The assets of a borrow order and their period; `reserved` from the last approval until the return. */
export const goodsBorrowAssets = pgTable(
  'goods_borrow_assets',
  {
    companyId: company(),
    orderId: uuid('order_id').notNull(),
    assetId: uuid('asset_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reserved: boolean('reserved').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.orderId, t.assetId] }),
    foreignKey({ columns: [t.companyId, t.orderId], foreignColumns: [goodsOrders.companyId, goodsOrders.orderId] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.assetId], foreignColumns: [goodsAssets.companyId, goodsAssets.id] }),
    index('goods_borrow_assets_reserved_idx')
      .on(t.companyId, t.assetId, t.startDate)
      .where(sql`reserved`),
  ],
);

export const goodsTransferLines = pgTable(
  'goods_transfer_lines',
  {
    companyId: company(),
    id: uuid('id').notNull(),
    orderId: uuid('order_id').notNull(),
    seq: integer('seq').notNull(),
    assetId: uuid('asset_id').notNull(),
    state: text('state').$type<'pending' | 'accepted' | 'declined'>().notNull(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({ columns: [t.companyId, t.orderId], foreignColumns: [goodsOrders.companyId, goodsOrders.orderId] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.assetId], foreignColumns: [goodsAssets.companyId, goodsAssets.id] }),
    index('goods_transfer_lines_order_idx').on(t.companyId, t.orderId, t.seq),
    check('goods_transfer_lines_state_ck', sql`${t.state} IN ('pending', 'accepted', 'declined')`),
  ],
);

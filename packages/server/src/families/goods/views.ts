/**
 * What the goods screens read: an order of the family as its screen shows it (the workflow's detail
 * beside the family's rows), asset items as rows, and the lists (a page of orders chosen through an
 * index first, then what the page shows fetched by key).
 */
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  ASSET_STATUS_LABELS,
  GOODS_KINDS,
  GOODS_ORDER_TYPES,
  GOODS_SLIP_QR,
  GOODS_SLIP_QR_PREFIX,
  hubDate,
  type AssetSummary,
  type GoodsOrderInfo,
  type OrderDetail,
  type OrderSummary,
  type Page,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { notFound } from '../../platform/errors.ts';
import { staffBriefs } from '../../platform/directory/directory.ts';
import { departments } from '../../platform/db/schema.ts';
import { localDateTime } from '../../platform/time.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { orders } from '../../platform/orders/schema.ts';
import type { OrderRow } from '../../platform/orders/order-types.ts';
import { actorOf, asCompanyAdmin, isKeeper, isUuid } from './common.ts';
import {
  goodsAssetEvents,
  goodsAssets,
  goodsItems,
  goodsKits,
  goodsOrderLines,
  goodsOrders,
  goodsPickTypes,
  goodsProjects,
  goodsStock,
  goodsWarehouses,
} from './schema.ts';

export type HeaderRow = typeof goodsOrders.$inferSelect;
export type AssetRow = typeof goodsAssets.$inferSelect;

/** The family's part of an order of one of `types` in the caller's company; 404 otherwise. */
export async function headerOf(db: Database, companyId: string, orderId: string, types: readonly string[]): Promise<HeaderRow> {
  if (!isUuid(orderId)) throw notFound();
  const [row] = await db
    .select()
    .from(goodsOrders)
    .where(and(inCompany(goodsOrders, companyId), eq(goodsOrders.orderId, orderId), inArray(goodsOrders.orderType, [...types])));
  if (!row) throw notFound();
  return row;
}

/**
 * The workflow's detail of the order. The workflow lets its applicant, approvers and admins read it;
 * `alsoMay` are the family's other readers (store keepers, a transfer's giver and receiver).
 */
export async function orderDetailFor(ctx: AppContext, auth: AuthContext, orderId: string, alsoMay: boolean): Promise<OrderDetail> {
  const elevated = alsoMay && auth.staff.role !== 'admin';
  const detail = await ctx.orders.detail(elevated ? asCompanyAdmin(actorOf(auth)) : actorOf(auth), orderId);
  // read as an admin, but the generic transition/ call would refuse them: they act through the family's endpoints
  return elevated ? { ...detail, can: { ...detail.can, transitions: [] } } : detail;
}

const nameMap = async (
  db: Database,
  table: typeof goodsProjects | typeof goodsPickTypes | typeof goodsWarehouses | typeof goodsKits,
  companyId: string,
  ids: (string | null)[],
) => {
  const wanted = [...new Set(ids.filter((x): x is string => x !== null))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.companyId, companyId), inArray(table.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.name]));
};

export async function goodsOrderInfo(ctx: AppContext, auth: AuthContext, orderId: string): Promise<GoodsOrderInfo> {
  const db = ctx.handle.db;
  const header = await headerOf(db, auth.companyId, orderId, [GOODS_ORDER_TYPES.goods, GOODS_ORDER_TYPES.consume, GOODS_ORDER_TYPES.suite]);
  const keeper = await isKeeper(db, auth.companyId, auth.staffId, auth.staff.role);
  const order = await orderDetailFor(ctx, auth, orderId, keeper);
  const warehouseId = header.warehouseId ?? '';
  const lines = await db
    .select({ line: goodsOrderLines, goods: goodsItems })
    .from(goodsOrderLines)
    .innerJoin(goodsItems, and(eq(goodsItems.companyId, goodsOrderLines.companyId), eq(goodsItems.id, goodsOrderLines.goodsId)))
    .where(and(inCompany(goodsOrderLines, auth.companyId), eq(goodsOrderLines.orderId, orderId)))
    .orderBy(asc(goodsOrderLines.seq));
  const goodsIds = lines.map((l) => l.goods.id);
  const stock =
    goodsIds.length === 0
      ? []
      : await db
          .select()
          .from(goodsStock)
          .where(
            and(inCompany(goodsStock, auth.companyId), eq(goodsStock.warehouseId, warehouseId), inArray(goodsStock.goodsId, goodsIds)),
          );
  const freeAssets =
    goodsIds.length === 0
      ? []
      : await db
          .select({ modelId: goodsAssets.modelId })
          .from(goodsAssets)
          .where(
            and(
              inCompany(goodsAssets, auth.companyId),
              inArray(goodsAssets.modelId, goodsIds),
              eq(goodsAssets.warehouseId, warehouseId),
              eq(goodsAssets.status, 'free'),
            ),
          );
  const handed = await db
    .select({ assetId: goodsAssetEvents.assetId, tag: goodsAssets.tag, modelId: goodsAssets.modelId })
    .from(goodsAssetEvents)
    .innerJoin(goodsAssets, and(eq(goodsAssets.companyId, goodsAssetEvents.companyId), eq(goodsAssets.id, goodsAssetEvents.assetId)))
    .where(and(inCompany(goodsAssetEvents, auth.companyId), eq(goodsAssetEvents.orderId, orderId), eq(goodsAssetEvents.action, 'collect')));
  const [warehouses, projects, pickTypes, kits] = await Promise.all([
    nameMap(db, goodsWarehouses, auth.companyId, [header.warehouseId]),
    nameMap(db, goodsProjects, auth.companyId, [header.projectId]),
    nameMap(db, goodsPickTypes, auth.companyId, [header.pickTypeId]),
    nameMap(db, goodsKits, auth.companyId, [header.kitId]),
  ]);
  const people = await staffBriefs(db, auth.companyId, [
    ...(header.suiteStaffIds ?? []),
    ...(header.collectedBy ? [header.collectedBy] : []),
  ]);
  const [dept] = header.departmentId
    ? await db
        .select({ id: departments.id, name: departments.name })
        .from(departments)
        .where(and(eq(departments.companyId, auth.companyId), eq(departments.id, header.departmentId)))
    : [];
  const mine = header.applicantId === auth.staffId;
  const status = order.status;
  const ref = (id: string | null, names: Map<string, string>) => (id ? { id, name: names.get(id) ?? '' } : null);
  return {
    order,
    order_type: header.orderType as GoodsOrderInfo['order_type'],
    warehouse: { id: warehouseId, name: warehouses.get(warehouseId) ?? '' },
    project: ref(header.projectId, projects),
    pick_type: ref(header.pickTypeId, pickTypes),
    reason: header.reason,
    department: dept ?? null,
    lines: lines.map(({ line, goods }) => ({
      id: line.id,
      goods: { id: goods.id, name: goods.name },
      kind: goods.kind,
      unit: goods.unit,
      barcode: goods.barcode,
      quantity: line.quantity,
      returned: line.returned,
      unit_value_fen: line.unitValueFen,
      amount_fen: line.amountFen,
      stock_left:
        goods.kind === 'asset'
          ? freeAssets.filter((a) => a.modelId === goods.id).length
          : (stock.find((s) => s.goodsId === goods.id)?.quantity ?? 0),
      assets: handed.filter((h) => h.modelId === goods.id).map((h) => ({ id: h.assetId, tag: h.tag })),
    })),
    suite: header.kitId
      ? {
          kit: { id: header.kitId, name: kits.get(header.kitId) ?? '' },
          staff: (header.suiteStaffIds ?? []).map((id) => ({ id, name: people.get(id)?.name ?? '' })),
        }
      : null,
    total_fen: header.totalFen,
    slip:
      status === 8 && header.slipCode && (mine || keeper)
        ? {
            code: header.slipCode,
            qr_content: `${GOODS_SLIP_QR_PREFIX}${header.slipCode}`,
            qr_size: GOODS_SLIP_QR.size,
            qr_level: GOODS_SLIP_QR.level,
          }
        : null,
    collected_by: header.collectedBy ? { id: header.collectedBy, name: people.get(header.collectedBy)?.name ?? '' } : null,
    collected_time: localDateTime(header.collectedAt),
    can_cancel: order.can.can_cancel,
    can_collect: keeper && status === 8,
    can_return:
      header.orderType === GOODS_ORDER_TYPES.consume &&
      status === 20 &&
      (mine || keeper) &&
      lines.some((l) => l.line.returned < l.line.quantity),
  };
}

/** Asset items as rows, with their model, warehouse and holder names. */
export async function assetSummaries(db: Database, companyId: string, rows: AssetRow[], now: Date): Promise<AssetSummary[]> {
  if (rows.length === 0) return [];
  const models = await db
    .select({ id: goodsItems.id, name: goodsItems.name, valueFen: goodsItems.valueFen })
    .from(goodsItems)
    .where(and(inCompany(goodsItems, companyId), inArray(goodsItems.id, [...new Set(rows.map((r) => r.modelId))])));
  const warehouses = await nameMap(
    db,
    goodsWarehouses,
    companyId,
    rows.map((r) => r.warehouseId),
  );
  const people = await staffBriefs(
    db,
    companyId,
    rows.flatMap((r) => (r.holderId ? [r.holderId] : [])),
  );
  const today = hubDate(now);
  return rows.map((r) => {
    const model = models.find((m) => m.id === r.modelId);
    return {
      id: r.id,
      tag: r.tag,
      serial: r.serial,
      model: { id: r.modelId, name: model?.name ?? '' },
      status: r.status,
      status_label: ASSET_STATUS_LABELS[r.status],
      holder: r.holderId ? { id: r.holderId, name: people.get(r.holderId)?.name ?? '' } : null,
      place: r.place,
      warehouse: { id: r.warehouseId, name: warehouses.get(r.warehouseId) ?? '' },
      value_fen: model?.valueFen ?? 0,
      borrow_order_id: r.borrowOrderId,
      due_date: r.dueDate,
      overdue: r.status === 'borrowed' && r.dueDate !== null && r.dueDate < today,
    };
  });
}

export const kindLabel = (kind: keyof typeof GOODS_KINDS): string => GOODS_KINDS[kind];

export interface ListFilter {
  orderType: string;
  scope: 'mine' | 'keeper' | 'receiving';
  status?: number | undefined;
  page: number;
  pageSize: number;
}

/**
 * A page of the family's orders of one type, newest first: the caller's (orders_applicant_type_idx),
 * the company's of a status (orders_type_status_idx), the company's (goods_orders_type_idx) or the
 * ones to the caller (goods_orders_to_idx); then the page's orders and headers by key.
 */
export async function orderPage(
  ctx: AppContext,
  auth: AuthContext,
  filter: ListFilter,
): Promise<{ page: Page<OrderSummary>; headers: Map<string, HeaderRow> }> {
  const db = ctx.handle.db;
  const c = auth.companyId;
  let total: number;
  let ids: string[];
  if (filter.scope === 'mine' || (filter.scope === 'keeper' && filter.status !== undefined)) {
    const where = and(
      inCompany(orders, c),
      filter.scope === 'mine' ? eq(orders.applicantId, auth.staffId) : undefined,
      eq(orders.orderType, filter.orderType),
      filter.status === undefined ? undefined : eq(orders.status, filter.status),
    );
    const order = [desc(orders.createdAt), desc(orders.id)];
    [total, ids] = await Promise.all([
      boundedCount(db, orders, where, filter.page, filter.pageSize, order),
      db
        .select({ id: orders.id })
        .from(orders)
        .where(where)
        .orderBy(...order)
        .limit(filter.pageSize)
        .offset(offsetOf(filter.page, filter.pageSize))
        .then((rows) => rows.map((r) => r.id)),
    ]);
  } else {
    const where: SQL | undefined = and(
      inCompany(goodsOrders, c),
      filter.scope === 'receiving' ? eq(goodsOrders.toId, auth.staffId) : eq(goodsOrders.orderType, filter.orderType),
    );
    const order = [desc(goodsOrders.createdAt), desc(goodsOrders.orderId)];
    [total, ids] = await Promise.all([
      boundedCount(db, goodsOrders, where, filter.page, filter.pageSize, order),
      db
        .select({ id: goodsOrders.orderId })
        .from(goodsOrders)
        .where(where)
        .orderBy(...order)
        .limit(filter.pageSize)
        .offset(offsetOf(filter.page, filter.pageSize))
        .then((rows) => rows.map((r) => r.id)),
    ]);
  }
  if (ids.length === 0) return { page: toPage(total, filter.page, filter.pageSize, []), headers: new Map() };
  const rows: OrderRow[] = await db
    .select()
    .from(orders)
    .where(inCompany(orders, c, inArray(orders.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const sorted = ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [r] : [];
  });
  const headerRows = await db
    .select()
    .from(goodsOrders)
    .where(inCompany(goodsOrders, c, inArray(goodsOrders.orderId, ids)));
  const summaries = await ctx.orders.summaries(c, sorted);
  return { page: toPage(total, filter.page, filter.pageSize, summaries), headers: new Map(headerRows.map((h) => [h.orderId, h])) };
}

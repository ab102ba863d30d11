/** Shop orders as the API answers them (to the buyer, the shop's merchant, an admin, or the public link). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  GOODS_SCENE_LABELS,
  SHOP_ORDER_PAYABLE_MINUTES,
  SHOP_ORDER_STATUS_LABELS,
  maskName,
  type PublicShopOrder,
  type ShopOrder,
} from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { localDateTime } from '../../platform/time.ts';
import type { Managed } from './access.ts';
import { filesById } from './views.ts';
import { staffNames } from '../../platform/directory/directory.ts';
import { shopCoupons, shopOrderLines, shopOrders, shopShops } from './schema.ts';

export type ShopOrderRow = typeof shopOrders.$inferSelect;

/** May the buyer still start a payment (unpaid, younger than SHOP_ORDER_PAYABLE_MINUTES)? */
export const payable = (o: ShopOrderRow, now: Date): boolean =>
  o.status === 'created' && now.getTime() - o.createdAt.getTime() < SHOP_ORDER_PAYABLE_MINUTES * 60_000;

export async function orderViews(
  db: Database,
  companyId: string,
  rows: ShopOrderRow[],
  viewer: { staffId: string; managed: Managed },
  now: Date,
): Promise<ShopOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await db
    .select()
    .from(shopOrderLines)
    .where(inCompany(shopOrderLines, companyId, inArray(shopOrderLines.orderId, ids)))
    .orderBy(asc(shopOrderLines.seq));
  const shops = await db
    .select()
    .from(shopShops)
    .where(inCompany(shopShops, companyId, inArray(shopShops.id, [...new Set(rows.map((r) => r.shopId))])));
  const couponIds = [...new Set(rows.flatMap((r) => (r.couponId ? [r.couponId] : [])))];
  const coupons = couponIds.length
    ? await db
        .select({ id: shopCoupons.id, name: shopCoupons.name })
        .from(shopCoupons)
        .where(and(inCompany(shopCoupons, companyId, inArray(shopCoupons.id, couponIds))))
    : [];
  const files = await filesById(
    db,
    companyId,
    lines.map((l) => l.pictureFileId),
  );
  const names = await staffNames(
    db,
    companyId,
    rows.map((r) => r.buyerId),
  );
  const shopById = new Map(shops.map((s) => [s.id, s]));
  const couponName = new Map(coupons.map((c) => [c.id, c.name]));
  return rows.map((o) => {
    const shop = shopById.get(o.shopId);
    const isBuyer = o.buyerId === viewer.staffId;
    const manages = viewer.managed.canManage(o.shopId);
    return {
      id: o.id,
      order_no: o.orderNo,
      shop: { id: o.shopId, name: shop?.name ?? '', kind: shop?.kind ?? 'retail', phone: shop?.phone ?? '', address: shop?.address ?? '' },
      scene: o.scene,
      scene_label: GOODS_SCENE_LABELS[o.scene],
      buyer: { id: o.buyerId, name: names.get(o.buyerId) ?? '' },
      status: o.status,
      status_label: SHOP_ORDER_STATUS_LABELS[o.status],
      lines: lines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({
          goods_id: l.goodsId,
          name: l.name,
          unit: l.unit,
          unit_price_fen: l.unitPriceFen,
          quantity: l.quantity,
          amount_fen: l.amountFen,
          picture: (l.pictureFileId && files.get(l.pictureFileId)) || null,
        })),
      subtotal_fen: o.subtotalFen,
      discount_fen: o.discountFen,
      total_fen: o.totalFen,
      coupon: o.couponId ? { id: o.couponId, name: couponName.get(o.couponId) ?? '' } : null,
      remark: o.remark,
      address: o.address,
      repair: o.repair ?? null,
      pickup_code: isBuyer || manages ? o.pickupCode : '',
      share_code: isBuyer || manages ? o.shareCode : null,
      created_time: localDateTime(o.createdAt),
      paid_time: localDateTime(o.paidAt),
      completed_time: localDateTime(o.completedAt),
      can: {
        pay: isBuyer && payable(o, now),
        cancel: isBuyer && o.status === 'created',
        complete: manages && o.status === 'paid',
        refund: manages && o.status === 'paid',
      },
    };
  });
}

export async function orderView(
  db: Database,
  companyId: string,
  row: ShopOrderRow,
  viewer: { staffId: string; managed: Managed },
  now: Date,
): Promise<ShopOrder> {
  const [view] = await orderViews(db, companyId, [row], viewer, now);
  if (!view) throw new Error('order view');
  return view;
}

/** The /pmcOrder view: no phone, no codes, the buyer's name masked. */
export async function publicOrderView(
  db: Database,
  row: ShopOrderRow,
  companyName: string,
  viewerManaged: Managed,
): Promise<PublicShopOrder> {
  const full = await orderView(db, row.companyId, row, { staffId: '', managed: viewerManaged }, new Date(0));
  return {
    id: full.id,
    order_no: full.order_no,
    shop: { id: full.shop.id, name: full.shop.name, phone: full.shop.phone, address: full.shop.address },
    company_name: companyName,
    scene: full.scene,
    scene_label: full.scene_label,
    buyer_name: maskName(full.buyer.name),
    status: full.status,
    status_label: full.status_label,
    lines: full.lines.map(({ picture: _picture, ...line }) => line),
    total_fen: full.total_fen,
    repair: full.repair,
    address: full.address,
    created_time: full.created_time,
    paid_time: full.paid_time,
  };
}

export const shopOrderById = (companyId: string, id: string) => inCompany(shopOrders, companyId, eq(shopOrders.id, id));

/**
 * Pricing a cart in one shop, on the server only: the goods must be the shop's and on sale, members pay
 * member prices, and the coupons of the caller are ranked by what they take off (best first).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { shopMessages, type QuoteLine, type ShopQuote } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { isGuid } from '../../platform/crypto.ts';
import { badRequest, fieldError } from '../../platform/errors.ts';
import type { ShopCaller } from './access.ts';
import { rankCoupons } from './coupons.ts';
import { shopField } from './lookups.ts';
import { filesById, type GoodsRow, type ShopRow } from './views.ts';
import { shopGoods, shopMembers } from './schema.ts';

export interface PricedLine {
  goods: GoodsRow;
  quantity: number;
  unitPriceFen: number;
  amountFen: number;
}

export interface PricedCart {
  shop: ShopRow;
  lines: PricedLine[];
  isMember: boolean;
  memberSavingFen: number;
  subtotalFen: number;
}

export async function isMember(db: Database, caller: ShopCaller): Promise<boolean> {
  const [row] = await db
    .select({ id: shopMembers.id })
    .from(shopMembers)
    .where(inCompany(shopMembers, caller.companyId, eq(shopMembers.staffId, caller.staffId)));
  return row !== undefined;
}

/** Prices the cart (400 for a closed shop, goods of another shop or off sale). Stock is not checked here. */
export async function priceCart(
  db: Database,
  caller: ShopCaller,
  shopId: string,
  items: readonly { goods_id: string; quantity: number }[],
): Promise<PricedCart> {
  const shop = await shopField(db, caller.companyId, shopId);
  if (!shop.isOpen) throw badRequest(shopMessages.shopClosed);
  const ids = items.map((i) => i.goods_id);
  if (!ids.every(isGuid)) throw fieldError('items', '商品不存在');
  const rows = await db
    .select()
    .from(shopGoods)
    .where(and(inCompany(shopGoods, caller.companyId, inArray(shopGoods.id, ids))));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const member = await isMember(db, caller);
  const lines: PricedLine[] = items.map((item) => {
    const goods = byId.get(item.goods_id);
    if (goods?.shopId !== shop.id) throw fieldError('items', '商品不存在');
    if (!goods.onSale) throw fieldError('items', `「${goods.name}」已下架`);
    const unitPriceFen = member && goods.memberPriceFen !== null ? goods.memberPriceFen : goods.priceFen;
    return { goods, quantity: item.quantity, unitPriceFen, amountFen: unitPriceFen * item.quantity };
  });
  const subtotalFen = lines.reduce((s, l) => s + l.amountFen, 0);
  const listFen = lines.reduce((s, l) => s + l.goods.priceFen * l.quantity, 0);
  return { shop, lines, isMember: member, memberSavingFen: listFen - subtotalFen, subtotalFen };
}

/** Which coupon the order gets: undefined the best usable one, null none, an id that one (refused with its reason). */
export function chooseCoupon(
  ranked: Awaited<ReturnType<typeof rankCoupons>>,
  choice: string | null | undefined,
): { couponId: string | null; discountFen: number } {
  if (choice === null || choice === '') return { couponId: null, discountFen: 0 };
  if (choice === undefined) {
    const best = ranked.find((r) => r.usable && r.discount_fen > 0);
    return best ? { couponId: best.coupon.id, discountFen: best.discount_fen } : { couponId: null, discountFen: 0 };
  }
  const chosen = ranked.find((r) => r.coupon.id === choice);
  if (!chosen) throw fieldError('coupon_id', '优惠券不存在或不适用于本店');
  if (!chosen.usable) throw fieldError('coupon_id', chosen.reason ?? '该优惠券不可用');
  return { couponId: chosen.coupon.id, discountFen: chosen.discount_fen };
}

export async function quoteCart(
  db: Database,
  caller: ShopCaller,
  input: { shop_id: string; items: readonly { goods_id: string; quantity: number }[]; coupon_id?: string | null | undefined },
  now: Date,
): Promise<ShopQuote> {
  const cart = await priceCart(db, caller, input.shop_id, input.items);
  const ranked = await rankCoupons(db, caller, { id: cart.shop.id, name: cart.shop.name }, cart.subtotalFen, now);
  const { couponId, discountFen } = chooseCoupon(ranked, input.coupon_id);
  const files = await filesById(
    db,
    caller.companyId,
    cart.lines.map((l) => l.goods.pictures[0]),
  );
  const lines: QuoteLine[] = cart.lines.map((l) => ({
    goods_id: l.goods.id,
    name: l.goods.name,
    unit: l.goods.unit,
    unit_price_fen: l.unitPriceFen,
    list_price_fen: l.goods.priceFen,
    quantity: l.quantity,
    amount_fen: l.amountFen,
    stock: l.goods.stock,
    picture: files.get(l.goods.pictures[0] ?? '') ?? null,
  }));
  return {
    shop: { id: cart.shop.id, name: cart.shop.name, kind: cart.shop.kind },
    lines,
    is_member: cart.isMember,
    member_saving_fen: cart.memberSavingFen,
    subtotal_fen: cart.subtotalFen,
    coupons: ranked,
    coupon_id: couponId,
    discount_fen: discountFen,
    total_fen: cart.subtotalFen - discountFen,
  };
}

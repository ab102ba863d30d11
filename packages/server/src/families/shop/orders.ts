/**
 * Shop orders: checkout in one transaction (stock and coupon taken, prices from the server), the
 * payment hooks (paid, closed, refunded), and what gives an order's stock and coupon back.
 *
 * Lock order everywhere: the order row, then the coupon, then goods rows in id order, so a checkout,
 * a cancellation and a refund never wait on each other in a circle.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { REPAIR_SCENES, SHOP_ORDER_EXPIRE_MINUTES, SHOP_PAY_PURPOSE, type RepairDetails, type ShopCheckout } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { payOrders } from '../../platform/pay/schema.ts';
import type { ShopCaller } from './access.ts';
import { releaseCoupon, takeCoupon, rankCoupons } from './coupons.ts';
import { chooseCoupon, priceCart } from './pricing.ts';
import { shopGoods, shopOrderLines, shopOrders, shopStockMoves } from './schema.ts';
import { shopOrderById, type ShopOrderRow } from './order-views.ts';
import { isUniqueViolation } from './catalog.ts';
import { draw, withFreshCode } from '../../platform/numbers/codes.ts';
import { nextDailyNumber, type DailyNumberKind } from '../../platform/numbers/numbers.ts';

const tx$ = (t: unknown): Database => t as Database;

export const orderMessages = {
  stockShort: (name: string) => `「${name}」库存不足`,
  addressRequired: '请填写送达地址',
  repairRequired: '请填写维修/装修信息',
  notCancellable: '只有待支付的订单可以取消',
  notCompletable: '只有待取货的订单可以完成',
  notRefundable: '只有待取货的订单可以退款',
  notPayable: '订单已超时或已支付，请重新下单',
} as const;

/** S + the second (yyMMddHHmmss) + the company's count of the day: S2611281200000042. */
export const SHOP_ORDER_NUMBER: DailyNumberKind = { kind: 'shop_order', prefix: 'S', stamp: 'second', width: 4 };
/** Read out at the counter; unique among the open (created, paid) orders: shop_orders_pickup_open_uq. */
const pickupCode = (): string => draw.digits(6);
const shareCode = (): string => randomBytes(18).toString('base64url');

async function existingByKey(db: Database, caller: ShopCaller, clientKey: string): Promise<ShopOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(shopOrders)
    .where(inCompany(shopOrders, caller.companyId, eq(shopOrders.buyerId, caller.staffId), eq(shopOrders.clientKey, clientKey)));
  return row;
}

/**
 * Places an order: answers it and whether it is new. Stock goes down with conditional updates
 * (`stock >= quantity`), so of many buyers of the last items exactly the ones the stock covers win;
 * the coupon is used at most as often as its period allows (coupons.ts takeCoupon).
 */
export async function checkout(
  db: Database,
  caller: ShopCaller,
  input: ShopCheckout,
  now: Date,
): Promise<{ order: ShopOrderRow; created: boolean }> {
  const before = await existingByKey(db, caller, input.client_key);
  if (before) return { order: before, created: false };
  const address = input.address?.trim() ?? '';
  if (input.scene === 'takeaway' && address === '') throw fieldError('address', orderMessages.addressRequired);
  const repair: RepairDetails | null = REPAIR_SCENES.includes(input.scene) ? (input.repair ?? null) : null;
  if (REPAIR_SCENES.includes(input.scene) && !repair) throw fieldError('repair', orderMessages.repairRequired);
  const items = input.items.map((i) => ({ goods_id: i.goods_id, quantity: i.quantity }));
  const cart = await priceCart(db, caller, input.shop_id, items);
  const shop = { id: cart.shop.id, name: cart.shop.name };
  // The coupon: chosen by the buyer on the confirmation screen, or the best one (coupon_id absent).
  const couponId =
    input.coupon_id === undefined
      ? chooseCoupon(await rankCoupons(db, caller, shop, cart.subtotalFen, now), undefined).couponId
      : input.coupon_id;
  const id = randomUUID();
  // Counted outside the transaction, so concurrent checkouts do not queue on the counter row while
  // they take stock (a failed checkout leaves a gap in the day's count, never a repeat).
  const orderNo = await nextDailyNumber(db, caller.companyId, SHOP_ORDER_NUMBER, now);
  try {
    await db.transaction(async (t) => {
      const tx = tx$(t);
      const discountFen = couponId
        ? (await takeCoupon(tx, caller, { couponId, orderId: id, shop, subtotalFen: cart.subtotalFen, now })).discountFen
        : 0;
      const totalFen = cart.subtotalFen - discountFen;
      const free = totalFen === 0;
      // A drawn pickup code an open order holds is drawn again.
      await withFreshCode(
        pickupCode,
        async (code) =>
          (
            await tx
              .insert(shopOrders)
              .values({
                companyId: caller.companyId,
                id,
                orderNo,
                clientKey: input.client_key,
                buyerId: caller.staffId,
                shopId: cart.shop.id,
                scene: input.scene,
                status: free ? 'paid' : 'created',
                subtotalFen: cart.subtotalFen,
                discountFen,
                totalFen,
                couponId: couponId ?? null,
                remark: input.remark ?? '',
                address,
                repair,
                pickupCode: code,
                shareCode: shareCode(),
                createdAt: now,
                paidAt: free ? now : null,
                updatedAt: now,
              })
              .onConflictDoNothing({ target: [shopOrders.companyId, shopOrders.pickupCode], where: sql`status IN ('created', 'paid')` })
              .returning({ id: shopOrders.id })
          )[0],
      );
      await tx.insert(shopOrderLines).values(
        cart.lines.map((l, seq) => ({
          companyId: caller.companyId,
          orderId: id,
          seq,
          goodsId: l.goods.id,
          name: l.goods.name,
          unit: l.goods.unit,
          unitPriceFen: l.unitPriceFen,
          quantity: l.quantity,
          amountFen: l.amountFen,
          pictureFileId: l.goods.pictures[0] ?? null,
        })),
      );
      for (const l of [...cart.lines].sort((a, b) => a.goods.id.localeCompare(b.goods.id))) {
        const [taken] = await tx
          .update(shopGoods)
          .set({
            stock: sql`${shopGoods.stock} - ${l.quantity}`,
            soldCount: sql`${shopGoods.soldCount} + ${l.quantity}`,
            updatedAt: now,
          })
          .where(
            inCompany(
              shopGoods,
              caller.companyId,
              eq(shopGoods.id, l.goods.id),
              eq(shopGoods.onSale, true),
              sql`${shopGoods.stock} >= ${l.quantity}`,
            ),
          )
          .returning({ stock: shopGoods.stock });
        if (!taken) throw fieldError('items', orderMessages.stockShort(l.goods.name));
        await tx.insert(shopStockMoves).values({
          companyId: caller.companyId,
          id: randomUUID(),
          goodsId: l.goods.id,
          kind: 'sale',
          delta: -l.quantity,
          balanceAfter: taken.stock,
          orderId: id,
          actorId: caller.staffId,
          createdAt: now,
        });
      }
    });
  } catch (err) {
    // the same client key committed a moment earlier: answer that order
    if (!isUniqueViolation(err)) throw err;
    const same = await existingByKey(db, caller, input.client_key);
    if (!same) throw err;
    return { order: same, created: false };
  }
  const [order] = await db.select().from(shopOrders).where(shopOrderById(caller.companyId, id));
  if (!order) throw notFound();
  return { order, created: true };
}

/** Locks the company's order for this transaction. */
export async function lockShopOrder(tx: Database, companyId: string, id: string): Promise<ShopOrderRow | undefined> {
  const [row] = await tx.select().from(shopOrders).where(shopOrderById(companyId, id)).for('update');
  return row;
}

/** Gives a cancelled or refunded order's coupon use and stock back (the order locked by the caller). */
export async function releaseOrder(tx: Database, order: ShopOrderRow, actorId: string | null, now: Date): Promise<void> {
  await releaseCoupon(tx, order.companyId, order.id);
  const lines = await tx
    .select({ goodsId: shopOrderLines.goodsId, quantity: shopOrderLines.quantity })
    .from(shopOrderLines)
    .where(inCompany(shopOrderLines, order.companyId, eq(shopOrderLines.orderId, order.id)));
  for (const l of lines.sort((a, b) => a.goodsId.localeCompare(b.goodsId))) {
    const [back] = await tx
      .update(shopGoods)
      .set({
        stock: sql`${shopGoods.stock} + ${l.quantity}`,
        soldCount: sql`greatest(${shopGoods.soldCount} - ${l.quantity}, 0)`,
        updatedAt: now,
      })
      .where(inCompany(shopGoods, order.companyId, eq(shopGoods.id, l.goodsId)))
      .returning({ stock: shopGoods.stock });
    if (!back) continue;
    await tx.insert(shopStockMoves).values({
      companyId: order.companyId,
      id: randomUUID(),
      goodsId: l.goodsId,
      kind: 'release',
      delta: l.quantity,
      balanceAfter: back.stock,
      orderId: order.id,
      actorId,
      createdAt: now,
    });
  }
}

/** created -> cancelled with the stock and coupon back; false when it was no longer unpaid. */
export async function cancelLocked(tx: Database, order: ShopOrderRow, actorId: string | null, now: Date): Promise<boolean> {
  if (order.status !== 'created') return false;
  const [moved] = await tx
    .update(shopOrders)
    .set({ status: 'cancelled', closedAt: now, updatedAt: now })
    .where(and(shopOrderById(order.companyId, order.id), eq(shopOrders.status, 'created')))
    .returning({ id: shopOrders.id });
  if (!moved) return false;
  await releaseOrder(tx, order, actorId, now);
  return true;
}

/** Payment orders of this shop order that are still open or paid (other than `exceptId`). */
export async function livePayments(db: Database, companyId: string, orderId: string, exceptId?: string) {
  return db
    .select({ id: payOrders.id, status: payOrders.status, payerId: payOrders.payerId })
    .from(payOrders)
    .where(
      inCompany(
        payOrders,
        companyId,
        eq(payOrders.purpose, SHOP_PAY_PURPOSE),
        eq(payOrders.refId, orderId),
        inArray(payOrders.status, ['created', 'paid']),
        exceptId ? ne(payOrders.id, exceptId) : undefined,
      ),
    );
}

/** The shop order was paid (inside the payment's transaction). */
export async function markPaid(tx: Database, companyId: string, orderId: string, payOrderId: string, now: Date, log: FastifyBaseLogger) {
  const order = await lockShopOrder(tx, companyId, orderId);
  if (!order) return;
  if (order.status !== 'created' && order.status !== 'cancelled') return;
  await tx
    .update(shopOrders)
    .set({ status: 'paid', paidAt: now, payOrderId, closedAt: null, updatedAt: now })
    .where(shopOrderById(companyId, orderId));
  if (order.status === 'cancelled') {
    // Money for an order cancelled meanwhile (checks upstream make this rare): take its stock again where it is still there.
    log.warn({ orderId }, 'payment arrived for a cancelled shop order; stock taken again where available');
    const lines = await tx
      .select()
      .from(shopOrderLines)
      .where(inCompany(shopOrderLines, companyId, eq(shopOrderLines.orderId, orderId)));
    for (const l of lines) {
      await tx
        .update(shopGoods)
        .set({ stock: sql`${shopGoods.stock} - ${l.quantity}` })
        .where(inCompany(shopGoods, companyId, eq(shopGoods.id, l.goodsId), sql`${shopGoods.stock} >= ${l.quantity}`));
    }
  }
}

/**
 * Cancels unpaid orders older than SHOP_ORDER_EXPIRE_MINUTES that never started a payment (an order
 * with a payment closes with it: the pay service's sweep, then onClosed). Each in its own transaction.
 */
export async function expireUnpaidShopOrders(db: Database, now: Date, log: FastifyBaseLogger, limit = 100): Promise<number> {
  const before = new Date(now.getTime() - SHOP_ORDER_EXPIRE_MINUTES * 60_000);
  // Platform sweep across companies: each row is then locked and cancelled within its own company.
  const stale = await db
    .select({ companyId: shopOrders.companyId, id: shopOrders.id })
    .from(shopOrders)
    .where(and(eq(shopOrders.status, 'created'), lt(shopOrders.createdAt, before)))
    .orderBy(shopOrders.createdAt)
    .limit(limit);
  let cancelled = 0;
  for (const { companyId, id } of stale) {
    try {
      if ((await livePayments(db, companyId, id)).length > 0) continue;
      await db.transaction(async (t) => {
        const tx = tx$(t);
        const order = await lockShopOrder(tx, companyId, id);
        if (order && (await cancelLocked(tx, order, null, now))) cancelled++;
      });
    } catch (err) {
      log.error({ err, orderId: id }, 'cancelling an unpaid shop order failed');
    }
  }
  return cancelled;
}

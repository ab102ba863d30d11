/**
 * The shop order on the shared payment service: `shop_order` payments are priced from the order (never
 * by the client), and the payment's hooks move the order in the same transaction as the money.
 */
import type { FastifyBaseLogger } from 'fastify';
import { SHOP_PAY_PURPOSE } from '@campus/contracts';
import { isGuid } from '../../platform/crypto.ts';
import { fieldError } from '../../platform/errors.ts';
import { payItem, registerPayable } from '../../platform/pay/index.ts';
import { cancelLocked, livePayments, lockShopOrder, markPaid, orderMessages, releaseOrder } from './orders.ts';
import { payable, shopOrderById } from './order-views.ts';
import { shopCoupons, shopOrderLines, shopOrders, shopShops } from './schema.ts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { inCompany } from '../../platform/db/scoped.ts';

/** Where the hooks log (set by the family's routes; hooks run inside the pay service). */
let hookLog: FastifyBaseLogger | null = null;
export const setShopHookLog = (log: FastifyBaseLogger): void => {
  hookLog = log;
};

export const shopPayable = registerPayable({
  purpose: SHOP_PAY_PURPOSE,
  family: 'shop',
  name: '店铺订单',
  async quote({ tx, companyId, payerId, refId }) {
    if (!refId || !isGuid(refId)) throw fieldError('ref_id', '订单不存在');
    const [row] = await tx
      .select({ o: shopOrders, shopName: shopShops.name })
      .from(shopOrders)
      .innerJoin(shopShops, and(eq(shopShops.companyId, shopOrders.companyId), eq(shopShops.id, shopOrders.shopId)))
      .where(shopOrderById(companyId, refId));
    if (row?.o.buyerId !== payerId) throw fieldError('ref_id', '订单不存在');
    if (!payable(row.o, new Date())) throw fieldError('ref_id', orderMessages.notPayable);
    if ((await livePayments(tx, companyId, refId)).some((p) => p.status === 'paid')) throw fieldError('ref_id', orderMessages.notPayable);
    // what is bought, line by line, and the coupon's discount: the purchase screen shows them (issue 34)
    const lines = await tx
      .select()
      .from(shopOrderLines)
      .where(inCompany(shopOrderLines, companyId, eq(shopOrderLines.orderId, row.o.id)))
      .orderBy(asc(shopOrderLines.seq));
    const items = lines.map((l) => payItem(l.name, l.quantity, l.unitPriceFen));
    if (row.o.discountFen > 0) {
      const [coupon] = row.o.couponId
        ? await tx
            .select({ name: shopCoupons.name })
            .from(shopCoupons)
            .where(inCompany(shopCoupons, companyId, eq(shopCoupons.id, row.o.couponId)))
        : [];
      items.push(payItem(coupon ? `优惠券 ${coupon.name}` : '优惠', 1, -row.o.discountFen));
    }
    return { amountFen: row.o.totalFen, subject: `${row.shopName} 订单 ${row.o.orderNo}`, orderNo: row.o.orderNo, items };
  },
  async onPaid({ tx, order }) {
    if (!order.refId) return;
    const silent = { warn: () => undefined } as unknown as FastifyBaseLogger;
    await markPaid(tx, order.companyId, order.refId, order.id, order.paidAt ?? new Date(), hookLog ?? silent);
  },
  async onClosed({ tx, order }) {
    if (!order.refId) return;
    // another payment of the same order still open (the buyer chose another method): the order waits for it
    if ((await livePayments(tx, order.companyId, order.refId, order.id)).length > 0) return;
    const shopOrder = await lockShopOrder(tx, order.companyId, order.refId);
    if (shopOrder) await cancelLocked(tx, shopOrder, null, order.closedAt ?? new Date());
  },
  async onRefunded({ tx, order }) {
    if (!order.refId || order.status !== 'refunded') return;
    const shopOrder = await lockShopOrder(tx, order.companyId, order.refId);
    if (!shopOrder || (shopOrder.status !== 'paid' && shopOrder.status !== 'completed')) return;
    const now = new Date();
    await tx
      .update(shopOrders)
      .set({ status: 'refunded', closedAt: now, updatedAt: now })
      .where(inCompany(shopOrders, order.companyId, eq(shopOrders.id, shopOrder.id), inArray(shopOrders.status, ['paid', 'completed'])));
    await releaseOrder(tx, shopOrder, null, now);
  },
});

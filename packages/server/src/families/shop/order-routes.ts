/** The order endpoints: quote, checkout, lists, detail, cancel, hand-over, refund, and the public /pmcOrder view. */
import { timingSafeEqual } from 'node:crypto';
import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REPAIR_SCENES, shopEndpoints } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { companies } from '../../platform/db/schema.ts';
import { isGuid } from '../../platform/crypto.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { payService, refundOrder } from '../../platform/pay/index.ts';
import { closeOrder as closePayOrder } from '../../platform/pay/services.ts';
import { managedBy, notManager, requireShop, shopCaller, type Managed, type ShopCaller } from './access.ts';
import { cancelLocked, checkout, expireUnpaidShopOrders, livePayments, lockShopOrder, orderMessages, releaseOrder } from './orders.ts';
import { orderView, orderViews, publicOrderView, shopOrderById, type ShopOrderRow } from './order-views.ts';
import { quoteCart } from './pricing.ts';
import { setShopHookLog } from './payable.ts';
import { shopOrders } from './schema.ts';

const SWEEP_MS = 60_000;

/** The order if the caller may see it (its buyer, its shop's merchant, an admin), else 404. */
async function visibleOrder(db: Database, caller: ShopCaller, managed: Managed, id: string): Promise<ShopOrderRow> {
  if (!isGuid(id)) throw notFound();
  const [row] = await db.select().from(shopOrders).where(shopOrderById(caller.companyId, id));
  if (!row || (row.buyerId !== caller.staffId && !managed.canManage(row.shopId))) throw notFound();
  return row;
}

const sameCode = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function orderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;
  setShopHookLog(ctx.log);
  const sweep = setInterval(() => {
    expireUnpaidShopOrders(db(), ctx.now(), ctx.log).catch((err: unknown) => ctx.log.error({ err }, 'shop order sweep failed'));
  }, SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  const view = async (caller: ShopCaller, row: ShopOrderRow, managed?: Managed) =>
    orderView(db(), caller.companyId, row, { staffId: caller.staffId, managed: managed ?? (await managedBy(db(), caller)) }, ctx.now());
  const reload = async (caller: ShopCaller, id: string) => {
    const [row] = await db().select().from(shopOrders).where(shopOrderById(caller.companyId, id));
    if (!row) throw notFound();
    return view(caller, row);
  };

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.quote,
    handler: async ({ auth, body }) => quoteCart(db(), shopCaller(auth), body, ctx.now()),
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.checkout,
    async handler({ auth, body, reply }) {
      const caller = shopCaller(auth);
      const made = await checkout(db(), caller, body, ctx.now());
      reply.code(made.created ? 201 : 200);
      return view(caller, made.order);
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.listOrders,
    async handler({ auth, query }) {
      const caller = shopCaller(auth);
      const managed = await managedBy(db(), caller);
      const conditions: (SQL | undefined)[] = [query.status ? eq(shopOrders.status, query.status) : undefined];
      if (query.shop_id !== undefined && !isGuid(query.shop_id)) return toPage(0, query.page, query.page_size, []);
      if (query.shop_id) conditions.push(eq(shopOrders.shopId, query.shop_id));
      if (query.as === 'shop') {
        if (!managed.isManager) throw notManager();
        if (!managed.isAdmin) conditions.push(managed.ownShopIds.size ? inArray(shopOrders.shopId, [...managed.ownShopIds]) : sql`false`);
      } else {
        conditions.push(eq(shopOrders.buyerId, caller.staffId));
      }
      const where = inCompany(shopOrders, caller.companyId, ...conditions);
      // The count walks the page's index up to the page and a window (issue 33).
      const order = [desc(shopOrders.createdAt), desc(shopOrders.id)];
      const [total, rows] = await Promise.all([
        boundedCount(db(), shopOrders, where, query.page, query.page_size, order),
        db()
          .select()
          .from(shopOrders)
          .where(where)
          .orderBy(...order)
          .limit(query.page_size)
          .offset(offsetOf(query.page, query.page_size)),
      ]);
      const results = await orderViews(db(), caller.companyId, rows, { staffId: caller.staffId, managed }, ctx.now());
      return toPage(total, query.page, query.page_size, results);
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.getOrder,
    async handler({ auth, params }) {
      const caller = shopCaller(auth);
      const managed = await managedBy(db(), caller);
      return view(caller, await visibleOrder(db(), caller, managed, params.id), managed);
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.cancelOrder,
    async handler({ auth, params }) {
      const caller = shopCaller(auth);
      const order = await visibleOrder(db(), caller, await managedBy(db(), caller), params.id);
      if (order.buyerId !== caller.staffId) throw new HttpError(403, { detail: '只有下单人可以取消订单' });
      if (order.status !== 'created') throw badRequest(orderMessages.notCancellable);
      // An open payment is closed first; its closing cancels the order (payable.ts onClosed).
      const deps = payService(ctx);
      for (const p of await livePayments(db(), caller.companyId, order.id)) {
        if (p.status === 'created') await closePayOrder(deps, { companyId: caller.companyId, staffId: p.payerId, isAdmin: false }, p.id);
      }
      await db().transaction(async (t) => {
        const tx = t as unknown as Database;
        const locked = await lockShopOrder(tx, caller.companyId, order.id);
        if (locked?.status === 'created' && !(await cancelLocked(tx, locked, caller.staffId, ctx.now()))) {
          throw badRequest(orderMessages.notCancellable);
        }
        if (locked?.status === 'paid') throw badRequest(orderMessages.notCancellable);
      });
      return reload(caller, order.id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.completeOrder,
    async handler({ auth, params }) {
      const caller = shopCaller(auth);
      const managed = await managedBy(db(), caller);
      const order = await visibleOrder(db(), caller, managed, params.id);
      requireShop(managed, order.shopId);
      const now = ctx.now();
      const [done] = await db()
        .update(shopOrders)
        .set({ status: 'completed', completedAt: now, updatedAt: now })
        .where(inCompany(shopOrders, caller.companyId, eq(shopOrders.id, order.id), eq(shopOrders.status, 'paid')))
        .returning();
      if (!done) throw badRequest(orderMessages.notCompletable);
      return view(caller, done, managed);
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.refundOrder,
    async handler({ auth, params, body }) {
      const caller = shopCaller(auth);
      const managed = await managedBy(db(), caller);
      const order = await visibleOrder(db(), caller, managed, params.id);
      requireShop(managed, order.shopId);
      if (order.status !== 'paid') throw badRequest(orderMessages.notRefundable);
      if (order.payOrderId) {
        // the money goes back through the pay service; its onRefunded hook marks the order and returns stock and coupon
        await refundOrder(payService(ctx), {
          companyId: caller.companyId,
          orderId: order.payOrderId,
          amountFen: order.totalFen,
          reason: body.reason,
          clientKey: `shop-refund-${order.id}`,
          actor: { kind: 'family', family: 'shop' },
        });
      } else {
        // an order the coupon paid in full: nothing to send back
        await db().transaction(async (t) => {
          const tx = t as unknown as Database;
          const locked = await lockShopOrder(tx, caller.companyId, order.id);
          if (locked?.status !== 'paid') throw badRequest(orderMessages.notRefundable);
          const now = ctx.now();
          await tx
            .update(shopOrders)
            .set({ status: 'refunded', closedAt: now, updatedAt: now })
            .where(shopOrderById(caller.companyId, order.id));
          await releaseOrder(tx, locked, caller.staffId, now);
        });
      }
      return reload(caller, order.id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.publicOrder,
    async handler({ params, query }) {
      if (!isGuid(params.id) || query.code === '') throw notFound();
      // The one lookup by id across companies (the link names no company): the share code decides.
      const [row] = await db().select().from(shopOrders).where(eq(shopOrders.id, params.id)).limit(1);
      if (!row || !REPAIR_SCENES.includes(row.scene) || !sameCode(row.shareCode, query.code)) throw notFound();
      const [company] = await db().select({ name: companies.name }).from(companies).where(eq(companies.companyId, row.companyId));
      const nobody: Managed = { isAdmin: false, isManager: false, ownShopIds: new Set(), canManage: () => false };
      return publicOrderView(db(), row, company?.name ?? '', nobody);
    },
  });
}

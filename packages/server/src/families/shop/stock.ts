/**
 * Stock moves by merchants and admins (in, out, check) and the suppliers goods come from. Each move
 * is one transaction on the locked goods row, recorded with the stock after it; stock never goes
 * below zero (a CHECK backs the conditional update).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { STOCK_MOVE_LABELS, shopEndpoints, type StockMove, type Supplier } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { isGuid } from '../../platform/crypto.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { localDateTime } from '../../platform/time.ts';
import { managedBy, requireManager, requireShop, shopCaller, type ShopCaller } from './access.ts';
import { findGoods, shopField, supplierField } from './lookups.ts';
import { goodsView } from './views.ts';
import { staffNames } from '../../platform/directory/directory.ts';
import { shopGoods, shopShops, shopStockMoves, shopSuppliers } from './schema.ts';

export const STOCK_SHORT = '库存不足';

/** Moves a goods item's stock (the item already checked to be the caller's to manage). */
export async function moveStock(
  db: Database,
  caller: ShopCaller,
  goodsId: string,
  move: { kind: 'in' | 'out' | 'check'; quantity: number; supplierId: string | null; remark: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const [goods] = await tx
      .select({ stock: shopGoods.stock })
      .from(shopGoods)
      .where(inCompany(shopGoods, caller.companyId, eq(shopGoods.id, goodsId)))
      .for('update');
    if (!goods) throw notFound();
    const delta = move.kind === 'in' ? move.quantity : move.kind === 'out' ? -move.quantity : move.quantity - goods.stock;
    const [moved] = await tx
      .update(shopGoods)
      .set({ stock: sql`${shopGoods.stock} + ${delta}`, updatedAt: now })
      .where(inCompany(shopGoods, caller.companyId, eq(shopGoods.id, goodsId), sql`${shopGoods.stock} + ${delta} >= 0`))
      .returning({ stock: shopGoods.stock });
    if (!moved) throw fieldError('quantity', STOCK_SHORT);
    await tx.insert(shopStockMoves).values({
      companyId: caller.companyId,
      id: randomUUID(),
      goodsId,
      kind: move.kind,
      delta,
      balanceAfter: moved.stock,
      supplierId: move.supplierId,
      actorId: caller.staffId,
      remark: move.remark,
      createdAt: now,
    });
  });
}

function supplierView(row: typeof shopSuppliers.$inferSelect, shopName: string | null): Supplier {
  return {
    id: row.id,
    shop: row.shopId ? { id: row.shopId, name: shopName ?? '' } : null,
    name: row.name,
    contact: row.contact,
    phone: row.phone,
    address: row.address,
    remark: row.remark,
    created_time: localDateTime(row.createdAt),
  };
}

async function findSupplier(db: Database, companyId: string, id: string) {
  if (!isGuid(id)) throw notFound();
  const [row] = await db
    .select({ s: shopSuppliers, shopName: shopShops.name })
    .from(shopSuppliers)
    .leftJoin(shopShops, and(eq(shopShops.companyId, shopSuppliers.companyId), eq(shopShops.id, shopSuppliers.shopId)))
    .where(inCompany(shopSuppliers, companyId, eq(shopSuppliers.id, id)));
  if (!row) throw notFound();
  return row;
}

export function stockRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.moveStock,
    async handler({ auth, params, body, reply }) {
      const caller = shopCaller(auth);
      const goods = await findGoods(db(), caller.companyId, params.id);
      requireShop(await managedBy(db(), caller), goods.shopId);
      const supplierId = body.kind === 'in' ? await supplierField(db(), caller.companyId, goods.shopId, body.supplier_id) : null;
      await moveStock(
        db(),
        caller,
        goods.id,
        { kind: body.kind, quantity: body.quantity, supplierId, remark: body.remark ?? '' },
        ctx.now(),
      );
      reply.code(201);
      return goodsView(db(), caller.companyId, await findGoods(db(), caller.companyId, goods.id));
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.stockMoves,
    async handler({ auth, params, query }) {
      const caller = shopCaller(auth);
      const goods = await findGoods(db(), caller.companyId, params.id);
      requireShop(await managedBy(db(), caller), goods.shopId);
      const where = inCompany(shopStockMoves, caller.companyId, eq(shopStockMoves.goodsId, goods.id));
      const order = [desc(shopStockMoves.createdAt), desc(shopStockMoves.id)];
      // The page's ids first, on shop_stock_moves_goods_idx; then the suppliers of those rows.
      const ids = db()
        .select({ id: shopStockMoves.id })
        .from(shopStockMoves)
        .where(where)
        .orderBy(...order)
        .limit(query.page_size)
        .offset(offsetOf(query.page, query.page_size))
        .as('page');
      // The count walks the same index up to the page and a window (issue 33), not the goods' whole history.
      const [total, rows] = await Promise.all([
        boundedCount(db(), shopStockMoves, where, query.page, query.page_size, order),
        db()
          .select({ m: shopStockMoves, supplierName: shopSuppliers.name })
          .from(shopStockMoves)
          .innerJoin(ids, eq(ids.id, shopStockMoves.id))
          .leftJoin(
            shopSuppliers,
            and(eq(shopSuppliers.companyId, shopStockMoves.companyId), eq(shopSuppliers.id, shopStockMoves.supplierId)),
          )
          .where(inCompany(shopStockMoves, caller.companyId))
          .orderBy(...order),
      ]);
      const names = await staffNames(
        db(),
        caller.companyId,
        rows.map((r) => r.m.actorId),
      );
      const results: StockMove[] = rows.map(({ m, supplierName }) => ({
        id: m.id,
        goods: { id: goods.id, name: goods.name },
        kind: m.kind,
        kind_label: STOCK_MOVE_LABELS[m.kind],
        delta: m.delta,
        balance_after: m.balanceAfter,
        supplier: m.supplierId ? { id: m.supplierId, name: supplierName ?? '' } : null,
        actor: m.actorId ? { id: m.actorId, name: names.get(m.actorId) ?? '' } : null,
        order_id: m.orderId,
        remark: m.remark,
        created_time: localDateTime(m.createdAt),
      }));
      return toPage(total, query.page, query.page_size, results);
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.listSuppliers,
    async handler({ auth, query }) {
      const caller = shopCaller(auth);
      const managed = await requireManager(db(), caller);
      const own = [...managed.ownShopIds];
      if (query.shop_id !== undefined && !isGuid(query.shop_id)) return toPage(0, query.page, query.page_size, []);
      const where = inCompany(
        shopSuppliers,
        caller.companyId,
        managed.isAdmin ? undefined : or(isNull(shopSuppliers.shopId), own.length ? inArray(shopSuppliers.shopId, own) : undefined),
        query.shop_id ? or(eq(shopSuppliers.shopId, query.shop_id), isNull(shopSuppliers.shopId)) : undefined,
      );
      // The count reads the suppliers alone in the page's order, up to the page and a window (issue 33).
      const order = [asc(shopSuppliers.name), asc(shopSuppliers.id)];
      const [total, rows] = await Promise.all([
        boundedCount(db(), shopSuppliers, where, query.page, query.page_size, order),
        db()
          .select({ s: shopSuppliers, shopName: shopShops.name })
          .from(shopSuppliers)
          .leftJoin(shopShops, and(eq(shopShops.companyId, shopSuppliers.companyId), eq(shopShops.id, shopSuppliers.shopId)))
          .where(where)
          .orderBy(...order)
          .limit(query.page_size)
          .offset(offsetOf(query.page, query.page_size)),
      ]);
      return toPage(
        total,
        query.page,
        query.page_size,
        rows.map((r) => supplierView(r.s, r.shopName)),
      );
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.createSupplier,
    async handler({ auth, body, reply }) {
      const caller = shopCaller(auth);
      const managed = await requireManager(db(), caller);
      // a merchant's supplier is his shop's (his only shop when he names none); a company-wide one is the admins'
      const shopId = body.shop_id ?? (managed.isAdmin ? null : ([...managed.ownShopIds][0] ?? null));
      const shop = shopId ? await shopField(db(), caller.companyId, shopId) : null;
      requireShop(managed, shop?.id ?? null);
      const id = randomUUID();
      await db()
        .insert(shopSuppliers)
        .values({
          companyId: caller.companyId,
          id,
          shopId: shop?.id ?? null,
          name: body.name,
          contact: body.contact ?? '',
          phone: body.phone ?? '',
          address: body.address ?? '',
          remark: body.remark ?? '',
          createdAt: ctx.now(),
        });
      reply.code(201);
      const row = await findSupplier(db(), caller.companyId, id);
      return supplierView(row.s, row.shopName);
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.updateSupplier,
    async handler({ auth, params, body }) {
      const caller = shopCaller(auth);
      const found = await findSupplier(db(), caller.companyId, params.id);
      requireShop(await managedBy(db(), caller), found.s.shopId);
      const set = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      if (Object.keys(set).length > 0) {
        await db()
          .update(shopSuppliers)
          .set(set)
          .where(inCompany(shopSuppliers, caller.companyId, eq(shopSuppliers.id, found.s.id)));
      }
      const row = await findSupplier(db(), caller.companyId, found.s.id);
      return supplierView(row.s, row.shopName);
    },
  });
}

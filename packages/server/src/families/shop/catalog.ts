/**
 * Shops, categories and goods: what buyers browse (open shops, goods on sale) and what merchants and
 * admins change. Stock changes only through stock.ts (moves) and orders.ts (sales).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shopEndpoints } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { pageWithCount } from '../../platform/db/bounded-count.ts';
import { categoriesNamed, goodsCount, goodsPage, goodsShape, openShopIds, type GoodsFilters } from './goods-statements.ts';
import { companyShops, ownShops, shopsCount, shopsPage, shopsShape, type ShopsFilters } from './shops-statements.ts';
import { isGuid } from '../../platform/crypto.ts';
import { fieldError } from '../../platform/errors.ts';
import { toPage } from '../../platform/http/paging.ts';
import { checkAttachments } from '../../platform/files/index.ts';
import { managedBy, notManager, requireManager, requireShop, shopCaller } from './access.ts';
import { categoryField, findGoods, findShop, shopField } from './lookups.ts';
import { goodsView, goodsViews, shopViews } from './views.ts';
import { shopCategories, shopGoods, shopShops, shopStockMoves } from './schema.ts';

/** `%text%` for ILIKE, with the pattern characters taken literally. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const pgCode = (err: unknown): string | undefined => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
};
export const isUniqueViolation = (err: unknown): boolean => pgCode(err) === '23505';

export function catalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.listShops,
    async handler({ auth, query }) {
      const caller = shopCaller(auth);
      const filters: ShopsFilters = {};
      if (query.kind) filters.kind = query.kind;
      if (query.search) filters.pattern = likePattern(query.search);
      const shape = shopsShape(filters);
      const values = { companyId: caller.companyId, staffId: caller.staffId, ...filters };
      // The count walks the page's index up to the page and a window (issue 33).
      const [managed, { rows, total }] = await Promise.all([
        managedBy(db(), caller),
        pageWithCount({ page: shopsPage(db(), shape), count: shopsCount(db(), shape) }, values, query.page, query.page_size),
      ]);
      return toPage(total, query.page, query.page_size, await shopViews(db(), caller.companyId, rows, managed));
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.getShop,
    async handler({ auth, params }) {
      const caller = shopCaller(auth);
      const row = await findShop(db(), caller.companyId, params.id);
      const [view] = await shopViews(db(), caller.companyId, [row], await managedBy(db(), caller));
      return view;
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.updateShop,
    async handler({ auth, params, body }) {
      const caller = shopCaller(auth);
      const row = await findShop(db(), caller.companyId, params.id);
      const managed = await managedBy(db(), caller);
      requireShop(managed, row.id);
      const [updated] = await db()
        .update(shopShops)
        .set({
          ...(body.intro === undefined ? {} : { intro: body.intro }),
          ...(body.phone === undefined ? {} : { phone: body.phone }),
          ...(body.address === undefined ? {} : { address: body.address }),
          ...(body.is_open === undefined ? {} : { isOpen: body.is_open }),
        })
        .where(inCompany(shopShops, caller.companyId, eq(shopShops.id, row.id)))
        .returning();
      const [view] = await shopViews(db(), caller.companyId, [updated ?? row], managed);
      return view;
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.addCategory,
    async handler({ auth, params, body, reply }) {
      const caller = shopCaller(auth);
      const shop = await findShop(db(), caller.companyId, params.id);
      requireShop(await managedBy(db(), caller), shop.id);
      const id = randomUUID();
      try {
        await db().insert(shopCategories).values({ companyId: caller.companyId, id, shopId: shop.id, name: body.name, sort: body.sort });
      } catch (err) {
        if (isUniqueViolation(err)) throw fieldError('name', '该分类已存在');
        throw err;
      }
      reply.code(201);
      return { id, name: body.name, sort: body.sort };
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.manage,
    async handler({ auth }) {
      const caller = shopCaller(auth);
      // an admin manages every shop, a merchant the shops he owns (none: he manages nothing)
      const shops = caller.isAdmin ? companyShops(db()) : ownShops(db());
      const [managed, rows] = await Promise.all([
        managedBy(db(), caller),
        shops.execute({ companyId: caller.companyId, staffId: caller.staffId }),
      ]);
      return {
        is_admin: managed.isAdmin,
        is_merchant: managed.ownShopIds.size > 0,
        shops: await shopViews(db(), caller.companyId, rows, managed),
      };
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.listGoods,
    async handler({ auth, query }) {
      const caller = shopCaller(auth);
      const { companyId } = caller;
      const none = () => toPage(0, query.page, query.page_size, []);
      const filters: GoodsFilters = {};
      if (query.shop_id !== undefined) {
        if (!isGuid(query.shop_id)) return none();
        filters.shopId = query.shop_id;
      }
      if (query.category_id !== undefined) {
        if (!isGuid(query.category_id)) return none();
        filters.categoryId = query.category_id;
      }
      if (query.category_name) {
        // the categories of that name in the company's shops (a handful: named, as the open shops below)
        const named = await categoriesNamed(db()).execute({ companyId, name: query.category_name });
        if (named.length === 0) return none();
        filters.categoryIds = named.map((c) => c.id);
      }
      if (query.scene) filters.scene = query.scene;
      if (query.search) filters.pattern = likePattern(query.search);
      if (query.manage) {
        const managed = await managedBy(db(), caller);
        if (!managed.isManager) throw notManager();
        filters.managedShops = managed.isAdmin ? null : [...managed.ownShopIds];
        filters.low = query.low === true;
      } else {
        // in an open shop (the company has a handful: named, so the count and the page read shop_goods alone)
        filters.openShops = (await openShopIds(db()).execute({ companyId })).map((o) => o.id);
      }
      const shape = goodsShape(filters);
      const values = { companyId, ...filters };
      // The count walks the page's index up to the page and a window (issue 33).
      const { rows, total } = await pageWithCount(
        { page: goodsPage(db(), shape), count: goodsCount(db(), shape) },
        values,
        query.page,
        query.page_size,
      );
      return toPage(total, query.page, query.page_size, await goodsViews(db(), companyId, rows));
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.getGoods,
    async handler({ auth, params }) {
      return goodsView(db(), auth.companyId, await findGoods(db(), auth.companyId, params.id));
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.createGoods,
    async handler({ auth, body, reply }) {
      const caller = shopCaller(auth);
      const managed = await requireManager(db(), caller);
      const shop = await shopField(db(), caller.companyId, body.shop_id);
      requireShop(managed, shop.id);
      const categoryId = await categoryField(db(), caller.companyId, shop.id, body.category_id);
      await checkAttachments(db(), caller, body.pictures, 'pictures');
      const id = randomUUID();
      const now = ctx.now();
      await db().transaction(async (tx) => {
        await tx.insert(shopGoods).values({
          companyId: caller.companyId,
          id,
          shopId: shop.id,
          categoryId,
          name: body.name,
          scene: body.scene,
          priceFen: body.price_fen,
          memberPriceFen: body.member_price_fen ?? null,
          unit: body.unit,
          description: body.description ?? '',
          pictures: body.pictures,
          stock: body.stock,
          createdAt: now,
          updatedAt: now,
        });
        if (body.stock > 0) {
          await tx.insert(shopStockMoves).values({
            companyId: caller.companyId,
            id: randomUUID(),
            goodsId: id,
            kind: 'in',
            delta: body.stock,
            balanceAfter: body.stock,
            actorId: caller.staffId,
            remark: '上架入库',
            createdAt: now,
          });
        }
      });
      reply.code(201);
      return goodsView(db(), caller.companyId, await findGoods(db(), caller.companyId, id));
    },
  });

  defineRoute(app, ctx, {
    endpoint: shopEndpoints.updateGoods,
    async handler({ auth, body, params }) {
      const caller = shopCaller(auth);
      const goods = await findGoods(db(), caller.companyId, params.id);
      requireShop(await managedBy(db(), caller), goods.shopId);
      const categoryId =
        body.category_id === undefined ? undefined : await categoryField(db(), caller.companyId, goods.shopId, body.category_id);
      if (body.pictures) {
        // pictures already on the item stay; new ones must be the caller's uploads
        const added = body.pictures.filter((id) => !goods.pictures.includes(id));
        await checkAttachments(db(), caller, added, 'pictures');
      }
      const price = body.price_fen ?? goods.priceFen;
      const memberPrice = body.member_price_fen === undefined ? goods.memberPriceFen : body.member_price_fen;
      if (memberPrice !== null && memberPrice > price) throw fieldError('member_price_fen', '会员价不能高于价格');
      const [updated] = await db()
        .update(shopGoods)
        .set({
          ...(categoryId === undefined ? {} : { categoryId }),
          ...(body.name === undefined ? {} : { name: body.name }),
          priceFen: price,
          memberPriceFen: memberPrice,
          ...(body.unit === undefined ? {} : { unit: body.unit }),
          ...(body.description === undefined ? {} : { description: body.description }),
          ...(body.pictures === undefined ? {} : { pictures: body.pictures }),
          ...(body.on_sale === undefined ? {} : { onSale: body.on_sale }),
          updatedAt: ctx.now(),
        })
        .where(inCompany(shopGoods, caller.companyId, eq(shopGoods.id, goods.id)))
        .returning();
      return goodsView(db(), caller.companyId, updated ?? goods);
    },
  });
}

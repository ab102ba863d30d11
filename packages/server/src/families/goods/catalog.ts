/**
 * The catalogue's endpoints: the caller's role, warehouses, types, goods with stock per warehouse
 * and the caller's quota (search by name or scanned barcode, spec 9), projects, pick types, kits,
 * and the stock ledger with stock-in for store keepers.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { GOODS_KINDS, GOODS_MOVE_LABELS, goodsCatalogEndpoints, type GoodsItem, type GoodsMove } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { pageWithCount } from '../../platform/db/bounded-count.ts';
import { toPage } from '../../platform/http/paging.ts';
import { staffBriefs } from '../../platform/directory/directory.ts';
import { departments } from '../../platform/db/schema.ts';
import { localDateTime } from '../../platform/time.ts';
import { pictureAddress } from '../../platform/files/routes.ts';
import type { Database } from '../../platform/db/types.ts';
import { isKeeper, requireKeeper, scanned, idOrNone, isUuid } from './common.ts';
import { quotasFor, quotaViews } from './quotas.ts';
import { moveStock } from './stock.ts';
import {
  freeAssetsOf,
  goodsNames,
  itemsCount,
  itemsPage,
  itemsShape,
  movesCount,
  movesPage,
  movesShape,
  stockOf,
  typeNames,
  warehousesOf,
  type ItemFilters,
} from './catalog-statements.ts';
import {
  goodsItems,
  goodsKeepers,
  goodsKitItems,
  goodsKits,
  goodsMoves,
  goodsPickTypes,
  goodsProjects,
  goodsTypes,
  goodsWarehouses,
} from './schema.ts';

type ItemRow = typeof goodsItems.$inferSelect;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** Goods rows as the screens show them: stock per warehouse (free items for an asset model) and the caller's quota. */
export async function itemViews(
  ctx: AppContext,
  who: { companyId: string; staffId: string; departmentId: string | null },
  rows: ItemRow[],
): Promise<GoodsItem[]> {
  const db = ctx.handle.db;
  const c = who.companyId;
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [warehouses, types, stock, free, quotas] = await Promise.all([
    warehousesOf(db).execute({ companyId: c }),
    typeNames(db).execute({ companyId: c, ids: [...new Set(rows.map((r) => r.typeId))] }),
    stockOf(db).execute({ companyId: c, ids }),
    freeAssetsOf(db).execute({ companyId: c, ids }),
    quotasFor(db, c, rows),
  ]);
  const quotaOf = await quotaViews(db, c, quotas, who, new Map(rows.map((r) => [r.id, r.unit])), ctx.now());
  return rows.map((r) => {
    const perWarehouse = warehouses.map((w) => ({
      warehouse: { id: w.id, name: w.name },
      quantity:
        r.kind === 'asset'
          ? Number(free.find((f) => f.modelId === r.id && f.warehouseId === w.id)?.n ?? 0)
          : (stock.find((s) => s.goodsId === r.id && s.warehouseId === w.id)?.quantity ?? 0),
    }));
    return {
      id: r.id,
      name: r.name,
      type: { id: r.typeId, name: types.find((t) => t.id === r.typeId)?.name ?? '' },
      kind: r.kind,
      kind_label: GOODS_KINDS[r.kind],
      unit: r.unit,
      spec: r.spec,
      barcode: r.barcode,
      photo: r.photoFileId,
      photo_url: r.photoFileId ? pictureAddress(ctx, c, r.photoFileId) : null,
      value_fen: r.valueFen,
      stock: perWarehouse,
      stock_total: perWarehouse.reduce((sum, s) => sum + s.quantity, 0),
      quota: quotaOf.get(r.id) ?? null,
    };
  });
}

export async function itemRow(db: Database, companyId: string, id: string): Promise<ItemRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(goodsItems)
    .where(inCompany(goodsItems, companyId, eq(goodsItems.id, id)));
  return row;
}

export function goodsCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;
  const who = (auth: { companyId: string; staffId: string; staff: { departmentId: string | null } }) => ({
    companyId: auth.companyId,
    staffId: auth.staffId,
    departmentId: auth.staff.departmentId,
  });

  defineRoute(app, ctx, {
    endpoint: goodsCatalogEndpoints.me,
    async handler({ auth }) {
      const kept =
        auth.staff.role === 'admin'
          ? await db()
              .select({ id: goodsWarehouses.id, name: goodsWarehouses.name })
              .from(goodsWarehouses)
              .where(inCompany(goodsWarehouses, auth.companyId))
          : await db()
              .select({ id: goodsWarehouses.id, name: goodsWarehouses.name })
              .from(goodsKeepers)
              .innerJoin(
                goodsWarehouses,
                and(eq(goodsWarehouses.companyId, goodsKeepers.companyId), eq(goodsWarehouses.id, goodsKeepers.warehouseId)),
              )
              .where(and(inCompany(goodsKeepers, auth.companyId), eq(goodsKeepers.staffId, auth.staffId)));
      const departmentId = auth.staff.departmentId;
      const [dept] = departmentId
        ? await db()
            .select({ id: departments.id, name: departments.name })
            .from(departments)
            .where(and(eq(departments.companyId, auth.companyId), eq(departments.id, departmentId)))
        : [];
      return { is_keeper: await isKeeper(db(), auth.companyId, auth.staffId, auth.staff.role), warehouses: kept, department: dept ?? null };
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsCatalogEndpoints.warehouses,
    async handler({ auth }) {
      const rows = await db()
        .select()
        .from(goodsWarehouses)
        .where(inCompany(goodsWarehouses, auth.companyId))
        .orderBy(asc(goodsWarehouses.sort), asc(goodsWarehouses.id));
      const keepers = await db().select().from(goodsKeepers).where(inCompany(goodsKeepers, auth.companyId));
      const people = await staffBriefs(
        db(),
        auth.companyId,
        keepers.map((k) => k.staffId),
      );
      return rows.map((w) => ({
        id: w.id,
        name: w.name,
        place: w.place,
        keepers: keepers.filter((k) => k.warehouseId === w.id).map((k) => ({ id: k.staffId, name: people.get(k.staffId)?.name ?? '' })),
      }));
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsCatalogEndpoints.types,
    async handler({ auth }) {
      const rows = await db()
        .select()
        .from(goodsTypes)
        .where(inCompany(goodsTypes, auth.companyId))
        .orderBy(asc(goodsTypes.sort), asc(goodsTypes.id));
      const counts = await db()
        .select({ typeId: goodsItems.typeId, n: count() })
        .from(goodsItems)
        .where(inCompany(goodsItems, auth.companyId, eq(goodsItems.active, true)))
        .groupBy(goodsItems.typeId);
      return rows.map((t) => ({
        id: t.id,
        name: t.name,
        kind: t.kind,
        kind_label: GOODS_KINDS[t.kind],
        goods_count: Number(counts.find((x) => x.typeId === t.id)?.n ?? 0),
      }));
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsCatalogEndpoints.items,
    async handler({ auth, query }) {
      const filters: ItemFilters = {};
      if (query.type_id) filters.typeId = idOrNone(query.type_id);
      if (query.kind) filters.kind = query.kind;
      if (query.q) {
        const scan = scanned(query.q);
        if (scan.barcode) filters.barcode = scan.value;
        else if (/^\d+$/.test(scan.value)) Object.assign(filters, { digits: true, barcode: scan.value, pattern: `%${scan.value}%` });
        else filters.pattern = `%${escapeLike(scan.value)}%`;
      }
      const shape = itemsShape(filters);
      const values = { companyId: auth.companyId, ...filters };
      const { rows, total } = await pageWithCount(
        { page: itemsPage(db(), shape), count: itemsCount(db(), shape) },
        values,
        query.page,
        query.page_size,
      );
      return toPage(total, query.page, query.page_size, await itemViews(ctx, who(auth), rows));
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsCatalogEndpoints.item,
    async handler({ auth, params }) {
      const row = await itemRow(db(), auth.companyId, params.id);
      if (!row) throw notFound();
      const [view] = await itemViews(ctx, who(auth), [row]);
      if (!view) throw notFound();
      return view;
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsCatalogEndpoints.projects,
    async handler({ auth }) {
      return db()
        .select({ id: goodsProjects.id, name: goodsProjects.name })
        .from(goodsProjects)
        .where(inCompany(goodsProjects, auth.companyId))
        .orderBy(asc(goodsProjects.sort), asc(goodsProjects.id));
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsCatalogEndpoints.pickTypes,
    async handler({ auth }) {
      return db()
        .select({ id: goodsPickTypes.id, name: goodsPickTypes.name })
        .from(goodsPickTypes)
        .where(inCompany(goodsPickTypes, auth.companyId))
        .orderBy(asc(goodsPickTypes.sort), asc(goodsPickTypes.id));
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsCatalogEndpoints.kits,
    async handler({ auth }) {
      const kits = await db()
        .select()
        .from(goodsKits)
        .where(inCompany(goodsKits, auth.companyId))
        .orderBy(asc(goodsKits.sort), asc(goodsKits.id));
      const items = await db()
        .select({ item: goodsKitItems, goods: goodsItems })
        .from(goodsKitItems)
        .innerJoin(goodsItems, and(eq(goodsItems.companyId, goodsKitItems.companyId), eq(goodsItems.id, goodsKitItems.goodsId)))
        .where(inCompany(goodsKitItems, auth.companyId))
        .orderBy(asc(goodsKitItems.sort));
      return kits.map((k) => {
        const mine = items.filter((i) => i.item.kitId === k.id);
        return {
          id: k.id,
          name: k.name,
          description: k.description,
          items: mine.map((i) => ({
            goods: { id: i.goods.id, name: i.goods.name },
            unit: i.goods.unit,
            quantity: i.item.quantity,
            value_fen: i.goods.valueFen,
          })),
          value_fen: mine.reduce((sum, i) => sum + i.item.quantity * i.goods.valueFen, 0),
        };
      });
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsCatalogEndpoints.moves,
    async handler({ auth, query }) {
      await requireKeeper(db(), auth);
      const filters = {
        ...(query.goods_id ? { goodsId: idOrNone(query.goods_id) } : {}),
        ...(query.warehouse_id ? { warehouseId: idOrNone(query.warehouse_id) } : {}),
      };
      const shape = movesShape(filters);
      const values = { companyId: auth.companyId, ...filters };
      const { rows, total } = await pageWithCount(
        { page: movesPage(db(), shape), count: movesCount(db(), shape) },
        values,
        query.page,
        query.page_size,
      );
      return toPage(total, query.page, query.page_size, await moveViews(db(), auth.companyId, rows));
    },
  });

  defineRoute(app, ctx, {
    endpoint: goodsCatalogEndpoints.stockIn,
    async handler({ auth, body, reply }) {
      await requireKeeper(db(), auth);
      const goods = await itemRow(db(), auth.companyId, body.goods_id);
      if (!goods) throw fieldError('goods_id', '物资不存在');
      if (goods.kind === 'asset') throw fieldError('goods_id', '资产请按件登记，不能按数量入库');
      const [warehouse] = isUuid(body.warehouse_id)
        ? await db()
            .select()
            .from(goodsWarehouses)
            .where(inCompany(goodsWarehouses, auth.companyId, eq(goodsWarehouses.id, body.warehouse_id)))
        : [];
      if (!warehouse) throw fieldError('warehouse_id', '仓库不存在');
      const at = ctx.now();
      await db().transaction(async (t) => {
        const tx = t as unknown as Database;
        await moveStock(tx, {
          companyId: auth.companyId,
          warehouseId: warehouse.id,
          goodsId: goods.id,
          kind: 'stock_in',
          delta: body.quantity,
          orderId: null,
          actorId: auth.staffId,
          remark: body.remark ?? null,
          at,
        });
      });
      const [row] = await db()
        .select()
        .from(goodsMoves)
        .where(inCompany(goodsMoves, auth.companyId, eq(goodsMoves.goodsId, goods.id), eq(goodsMoves.warehouseId, warehouse.id)))
        .orderBy(desc(goodsMoves.createdAt), desc(goodsMoves.id))
        .limit(1);
      const [view] = await moveViews(db(), auth.companyId, row ? [row] : []);
      if (!view) throw notFound();
      reply.code(201);
      return view;
    },
  });
}

async function moveViews(db: Database, companyId: string, rows: (typeof goodsMoves.$inferSelect)[]): Promise<GoodsMove[]> {
  if (rows.length === 0) return [];
  const [goods, warehouses, people] = await Promise.all([
    goodsNames(db).execute({ companyId, ids: [...new Set(rows.map((r) => r.goodsId))] }),
    warehousesOf(db).execute({ companyId }),
    staffBriefs(
      db,
      companyId,
      rows.map((r) => r.actorId),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    warehouse: { id: r.warehouseId, name: warehouses.find((w) => w.id === r.warehouseId)?.name ?? '' },
    goods: { id: r.goodsId, name: goods.find((g) => g.id === r.goodsId)?.name ?? '' },
    kind: r.kind,
    kind_label: GOODS_MOVE_LABELS[r.kind],
    delta: r.delta,
    balance: r.balanceAfter,
    order_id: r.orderId,
    actor: { id: r.actorId, name: people.get(r.actorId)?.name ?? '' },
    remark: r.remark,
    created_time: localDateTime(r.createdAt),
  }));
}

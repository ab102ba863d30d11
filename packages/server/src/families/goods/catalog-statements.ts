/**
 * The statements every page of goods sends beside its rows (warehouses, types, stock, free assets,
 * quotas), built once per database (platform/db/built-once.ts): a page of goods sent eight statements,
 * and building them was a large part of its CPU.
 */
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import { anyOfPlaceholder, builtOnce, rowsWithAnyOf } from '../../platform/db/built-once.ts';
import { goodsAssets, goodsQuotas, goodsStock, goodsTypes, goodsWarehouses } from './schema.ts';

const company = sql.placeholder('companyId');

/** The company's warehouses in their order ({companyId}). */
export const warehousesOf = builtOnce((db) =>
  db
    .select()
    .from(goodsWarehouses)
    .where(eq(goodsWarehouses.companyId, company))
    .orderBy(asc(goodsWarehouses.sort), asc(goodsWarehouses.id))
    .prepare('goods_warehouses'),
);

/** Names of types ({companyId, ids}). */
export const typeNames = builtOnce((db) =>
  db
    .select({ id: goodsTypes.id, name: goodsTypes.name })
    .from(goodsTypes)
    .where(and(eq(goodsTypes.companyId, company), anyOfPlaceholder(goodsTypes.id, 'ids')))
    .prepare('goods_type_names'),
);

/** Stock rows of goods ({companyId, ids}). */
export const stockOf = rowsWithAnyOf(goodsStock, goodsStock.goodsId, 'goods_stock_of');

/** Free items of asset models, per warehouse ({companyId, ids}). */
export const freeAssetsOf = builtOnce((db) =>
  db
    .select({ modelId: goodsAssets.modelId, warehouseId: goodsAssets.warehouseId, n: count() })
    .from(goodsAssets)
    .where(and(eq(goodsAssets.companyId, company), anyOfPlaceholder(goodsAssets.modelId, 'ids'), eq(goodsAssets.status, 'free')))
    .groupBy(goodsAssets.modelId, goodsAssets.warehouseId)
    .prepare('goods_free_assets_of'),
);

/** Quotas of goods or of their types ({companyId, goodsIds, typeIds}). */
export const quotasOf = builtOnce((db) =>
  db
    .select()
    .from(goodsQuotas)
    .where(
      and(
        eq(goodsQuotas.companyId, company),
        or(anyOfPlaceholder(goodsQuotas.goodsId, 'goodsIds'), anyOfPlaceholder(goodsQuotas.typeId, 'typeIds')),
      ),
    )
    .prepare('goods_quotas_of'),
);

/**
 * The statements every page of goods sends beside its rows (warehouses, types, stock, free assets,
 * quotas), built once per database (platform/db/built-once.ts): a page of goods sent eight statements,
 * and building them was a large part of its CPU.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { anyOfPlaceholder, builtOnce, builtPerShape, rowsWithAnyOf } from '../../platform/db/built-once.ts';
import { boundedCountStatement } from '../../platform/db/bounded-count.ts';
import {
  goodsAssets,
  goodsItems,
  goodsKeepers,
  goodsMoves,
  goodsQuotas,
  goodsQuotaUses,
  goodsStock,
  goodsTypes,
  goodsWarehouses,
} from './schema.ts';

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

/** The filters of the goods list; each one set is a placeholder of the statement, named as here. */
export interface ItemFilters {
  typeId?: string;
  kind?: string;
  /** A scanned code: the goods with this barcode. */
  barcode?: string;
  /** Typed digits: the goods with this barcode or with the digits in their name (`pattern`). */
  digits?: boolean;
  /** An ILIKE pattern of the name. */
  pattern?: string;
}

/** Which filters are set, in a fixed order: the key of a statement. */
export function itemsShape(f: ItemFilters): string {
  return [
    f.typeId !== undefined ? 't' : '',
    f.kind !== undefined ? 'k' : '',
    f.digits ? 'd' : f.barcode !== undefined ? 'b' : '',
    f.pattern !== undefined && !f.digits ? 'n' : '',
  ].join('');
}

function itemsWhere(shape: string): SQL | undefined {
  const has = (flag: string) => shape.includes(flag);
  const barcode = eq(goodsItems.barcode, sql.placeholder('barcode'));
  const named = ilike(goodsItems.name, sql.placeholder('pattern'));
  return and(
    eq(goodsItems.companyId, company),
    eq(goodsItems.active, true),
    has('t') ? eq(goodsItems.typeId, sql.placeholder('typeId')) : undefined,
    has('k') ? eq(goodsItems.kind, sql.placeholder('kind')) : undefined,
    has('b') ? barcode : undefined,
    has('d') ? or(barcode, named) : undefined,
    has('n') ? named : undefined,
  );
}

/** goods_items_type_idx's order for a type, else goods_items_sort_idx's; ties by id. */
const itemsOrder = (shape: string): SQL[] =>
  shape.includes('t') ? [asc(goodsItems.typeId), asc(goodsItems.sort), asc(goodsItems.id)] : [asc(goodsItems.sort), asc(goodsItems.id)];

/** A page of active goods ({companyId, limit, offset} and the shape's filters). */
export const itemsPage = builtPerShape((db, shape) =>
  db
    .select()
    .from(goodsItems)
    .where(itemsWhere(shape))
    .orderBy(...itemsOrder(shape))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`goods_items_page_${shape}`),
);

/** The page's bounded count, through the page's index ({companyId, countLimit} and the shape's filters). */
export const itemsCount = builtPerShape((db, shape) =>
  boundedCountStatement(db, goodsItems, itemsWhere(shape), itemsOrder(shape)).prepare(`goods_items_count_${shape}`),
);

/** The holders' uses of quotas in periods: one read for a page's quotas ({companyId, quotaIds, holderKeys, periodKeys}). */
export const quotaUsesOf = builtOnce((db) =>
  db
    .select()
    .from(goodsQuotaUses)
    .where(
      and(
        eq(goodsQuotaUses.companyId, company),
        anyOfPlaceholder(goodsQuotaUses.quotaId, 'quotaIds'),
        anyOfPlaceholder(goodsQuotaUses.holderKey, 'holderKeys'),
        anyOfPlaceholder(goodsQuotaUses.periodKey, 'periodKeys'),
      ),
    )
    .prepare('goods_quota_uses_of'),
);

/** Names of goods ({companyId, ids}). */
export const goodsNames = builtOnce((db) =>
  db
    .select({ id: goodsItems.id, name: goodsItems.name })
    .from(goodsItems)
    .where(and(eq(goodsItems.companyId, company), anyOfPlaceholder(goodsItems.id, 'ids')))
    .prepare('goods_names'),
);

/** Is the staff a store keeper ({companyId, staffId})? */
export const keeperRow = builtOnce((db) =>
  db
    .select({ one: goodsKeepers.staffId })
    .from(goodsKeepers)
    .where(and(eq(goodsKeepers.companyId, company), eq(goodsKeepers.staffId, sql.placeholder('staffId'))))
    .limit(1)
    .prepare('goods_keeper_row'),
);

/** The ledger's filters: 'g' one goods ({goodsId}), 'w' one warehouse ({warehouseId}). */
export const movesShape = (f: { goodsId?: string; warehouseId?: string }): string =>
  (f.goodsId !== undefined ? 'g' : '') + (f.warehouseId !== undefined ? 'w' : '');

const movesWhere = (shape: string): SQL | undefined =>
  and(
    eq(goodsMoves.companyId, company),
    shape.includes('g') ? eq(goodsMoves.goodsId, sql.placeholder('goodsId')) : undefined,
    shape.includes('w') ? eq(goodsMoves.warehouseId, sql.placeholder('warehouseId')) : undefined,
  );

/** Newest first, ties by id: goods_moves_created_idx (or its goods' or warehouse's index). */
const newestMovesFirst = (): SQL[] => [desc(goodsMoves.createdAt), desc(goodsMoves.id)];

/** A page of the stock ledger ({companyId, limit, offset} and the shape's filters). */
export const movesPage = builtPerShape((db, shape) =>
  db
    .select()
    .from(goodsMoves)
    .where(movesWhere(shape))
    .orderBy(...newestMovesFirst())
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`goods_moves_page_${shape}`),
);

/** The ledger page's bounded count ({companyId, countLimit} and the shape's filters). */
export const movesCount = builtPerShape((db, shape) =>
  boundedCountStatement(db, goodsMoves, movesWhere(shape), newestMovesFirst()).prepare(`goods_moves_count_${shape}`),
);

/**
 * The statements of the goods list and what its rows show, built once per database
 * (platform/db/built-once.ts); the page and its count once per combination of filters in use.
 */
import { and, asc, desc, eq, ilike, lte, sql, type SQL } from 'drizzle-orm';
import { LOW_STOCK } from '@campus/contracts';
import { anyOfPlaceholder, builtOnce, builtPerShape, rowsWithAnyOf } from '../../platform/db/built-once.ts';
import { boundedCountStatement } from '../../platform/db/bounded-count.ts';
import { shopCategories, shopGoods, shopShops } from './schema.ts';

const company = sql.placeholder('companyId');

/** The filters of a goods list; each one set is a placeholder of the statement, named as here. */
export interface GoodsFilters {
  shopId?: string;
  categoryId?: string;
  /** The categories of a name (a handful, one per shop). */
  categoryIds?: string[];
  scene?: string;
  /** An ILIKE pattern of the name. */
  pattern?: string;
  /** A merchant's list: every shop's goods (null) or of these shops, lowest stock first; else a buyer's. */
  managedShops?: string[] | null;
  low?: boolean;
  /** A buyer's list: goods on sale in these (open) shops, best sellers first. */
  openShops?: string[];
}

/** Which filters are set, in a fixed order: the key of a statement. */
export function goodsShape(f: GoodsFilters): string {
  const merchant = f.managedShops !== undefined;
  return [
    f.shopId !== undefined ? 's' : '',
    f.categoryId !== undefined ? 'c' : '',
    f.categoryIds !== undefined ? 'n' : '',
    f.scene !== undefined ? 'e' : '',
    f.pattern !== undefined ? 'q' : '',
    merchant ? (f.managedShops === null ? 'M' : 'm') : 'b',
    merchant && f.low ? 'l' : '',
  ].join('');
}

function goodsWhere(shape: string): SQL | undefined {
  const has = (flag: string) => shape.includes(flag);
  return and(
    eq(shopGoods.companyId, company),
    has('s') ? eq(shopGoods.shopId, sql.placeholder('shopId')) : undefined,
    has('c') ? eq(shopGoods.categoryId, sql.placeholder('categoryId')) : undefined,
    has('n') ? anyOfPlaceholder(shopGoods.categoryId, 'categoryIds') : undefined,
    has('e') ? eq(shopGoods.scene, sql.placeholder('scene')) : undefined,
    has('q') ? ilike(shopGoods.name, sql.placeholder('pattern')) : undefined,
    has('m') ? anyOfPlaceholder(shopGoods.shopId, 'managedShops') : undefined,
    has('l') ? lte(shopGoods.stock, LOW_STOCK) : undefined,
    // on sale, written as the partial indexes' own predicate
    has('b') ? sql`${shopGoods.onSale}` : undefined,
    has('b') ? anyOfPlaceholder(shopGoods.shopId, 'openShops') : undefined,
  );
}

/** The merchant's order (lowest stock first) or the buyer's (best sellers first), ties by id. */
const goodsOrder = (shape: string): SQL[] => [
  ...(shape.includes('b') ? [desc(shopGoods.soldCount), asc(shopGoods.name)] : [asc(shopGoods.stock), asc(shopGoods.name)]),
  asc(shopGoods.id),
];

/** A page of goods ({companyId, limit, offset} and the shape's filters). */
export const goodsPage = builtPerShape((db, shape) =>
  db
    .select()
    .from(shopGoods)
    .where(goodsWhere(shape))
    .orderBy(...goodsOrder(shape))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`shop_goods_page_${shape}`),
);

/** The page's bounded count, through the page's index ({companyId, countLimit} and the shape's filters). */
export const goodsCount = builtPerShape((db, shape) =>
  boundedCountStatement(db, shopGoods, goodsWhere(shape), goodsOrder(shape)).prepare(`shop_goods_count_${shape}`),
);

/** The company's open shops ({companyId}): a handful. */
export const openShopIds = builtOnce((db) =>
  db
    .select({ id: shopShops.id })
    .from(shopShops)
    .where(and(eq(shopShops.companyId, company), eq(shopShops.isOpen, true)))
    .prepare('shop_open_shop_ids'),
);

/** The company's categories of a name ({companyId, name}). */
export const categoriesNamed = builtOnce((db) =>
  db
    .select({ id: shopCategories.id })
    .from(shopCategories)
    .where(and(eq(shopCategories.companyId, company), eq(shopCategories.name, sql.placeholder('name'))))
    .prepare('shop_categories_named'),
);

/** Shops by id ({companyId, ids}). */
export const shopsByIds = rowsWithAnyOf(shopShops, shopShops.id, 'shop_shops_by_ids');

/** Categories by id ({companyId, ids}). */
export const categoriesByIds = rowsWithAnyOf(shopCategories, shopCategories.id, 'shop_categories_by_ids');

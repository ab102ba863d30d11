/**
 * The statements of the shops list, the managers' shops and what a shop's view shows, built once per
 * database (platform/db/built-once.ts): building them on every request was a quarter of their CPU
 * (issue 33); the list's page and count once per combination of filters in use.
 */
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { anyOfPlaceholder, builtOnce, builtPerShape } from '../../platform/db/built-once.ts';
import { boundedCountStatement } from '../../platform/db/bounded-count.ts';
import { shopCategories, shopGoods, shopShops } from './schema.ts';

const company = sql.placeholder('companyId');

/** The filters of the shops list; each one set is a placeholder of the statement, named as here. */
export interface ShopsFilters {
  kind?: string;
  /** An ILIKE pattern of the name. */
  pattern?: string;
}

/** Which filters are set, in a fixed order: the key of a statement. */
export const shopsShape = (f: ShopsFilters): string => (f.kind !== undefined ? 'k' : '') + (f.pattern !== undefined ? 'q' : '');

/** The open shops and the caller's own ({companyId, staffId}), with the shape's filters. */
const shopsWhere = (shape: string): SQL | undefined =>
  and(
    eq(shopShops.companyId, company),
    or(eq(shopShops.isOpen, true), eq(shopShops.ownerId, sql.placeholder('staffId'))),
    shape.includes('k') ? eq(shopShops.kind, sql.placeholder('kind')) : undefined,
    shape.includes('q') ? ilike(shopShops.name, sql.placeholder('pattern')) : undefined,
  );

/** Oldest first, ties by id: the order of both shop lists. */
const oldestFirst = (): SQL[] => [asc(shopShops.createdAt), asc(shopShops.id)];

/** A page of the shops list ({companyId, staffId, limit, offset} and the shape's filters). */
export const shopsPage = builtPerShape((db, shape) =>
  db
    .select()
    .from(shopShops)
    .where(shopsWhere(shape))
    .orderBy(...oldestFirst())
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`shop_shops_page_${shape}`),
);

/** The page's bounded count ({companyId, staffId, countLimit} and the shape's filters). */
export const shopsCount = builtPerShape((db, shape) =>
  boundedCountStatement(db, shopShops, shopsWhere(shape), oldestFirst()).prepare(`shop_shops_count_${shape}`),
);

/** Every shop of the company, for an admin ({companyId}). */
export const companyShops = builtOnce((db) =>
  db
    .select()
    .from(shopShops)
    .where(eq(shopShops.companyId, company))
    .orderBy(...oldestFirst())
    .prepare('shop_shops_of_company'),
);

/** The shops a merchant owns ({companyId, staffId}). */
export const ownShops = builtOnce((db) =>
  db
    .select()
    .from(shopShops)
    .where(and(eq(shopShops.companyId, company), eq(shopShops.ownerId, sql.placeholder('staffId'))))
    .orderBy(...oldestFirst())
    .prepare('shop_shops_own'),
);

/** The categories of shops in their order ({companyId, ids}). */
export const categoriesOfShops = builtOnce((db) =>
  db
    .select()
    .from(shopCategories)
    .where(and(eq(shopCategories.companyId, company), anyOfPlaceholder(shopCategories.shopId, 'ids')))
    .orderBy(shopCategories.sort, shopCategories.name)
    .prepare('shop_categories_of_shops'),
);

/** How many goods each shop has on sale ({companyId, ids}). */
export const goodsOnSaleCounts = builtOnce((db) =>
  db
    .select({ shopId: shopGoods.shopId, n: count() })
    .from(shopGoods)
    // on sale, written as shop_goods_shop_sold_idx's own predicate
    .where(and(eq(shopGoods.companyId, company), anyOfPlaceholder(shopGoods.shopId, 'ids'), sql`${shopGoods.onSale}`))
    .groupBy(shopGoods.shopId)
    .prepare('shop_goods_on_sale_counts'),
);

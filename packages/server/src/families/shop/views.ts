/**
 * Rows as the API answers them. File ids become refs in one query per answer (`filesById`).
 */
import { GOODS_SCENE_LABELS, LOW_STOCK, SHOP_KIND_LABELS, type FileRef, type Goods, type Shop, type ShopCategory } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { staffNames } from '../../platform/directory/directory.ts';
import { fileRefs } from '../../platform/files/index.ts';
import type { Managed } from './access.ts';
import type { shopGoods, shopShops } from './schema.ts';
import { categoriesByIds, shopsByIds } from './goods-statements.ts';
import { categoriesOfShops, goodsOnSaleCounts } from './shops-statements.ts';

export type ShopRow = typeof shopShops.$inferSelect;
export type GoodsRow = typeof shopGoods.$inferSelect;

/** Refs of the files, by id (ids that are no file of the company are left out). */
export async function filesById(db: Database, companyId: string, ids: Iterable<string | null | undefined>): Promise<Map<string, FileRef>> {
  const wanted = [...new Set([...ids].filter((id): id is string => typeof id === 'string'))];
  const refs = await fileRefs(db, companyId, wanted);
  return new Map(refs.map((r) => [r.id, r]));
}

/** Shops as the API answers them. Not on a transaction's handle: its reads are sent together. */
export async function shopViews(db: Database, companyId: string, rows: ShopRow[], managed: Managed): Promise<Shop[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // independent reads by key, sent together
  const [categories, counts, files, names] = await Promise.all([
    categoriesOfShops(db).execute({ companyId, ids }),
    goodsOnSaleCounts(db).execute({ companyId, ids }),
    filesById(
      db,
      companyId,
      rows.map((r) => r.logoFileId),
    ),
    staffNames(
      db,
      companyId,
      rows.map((r) => r.ownerId),
    ),
  ]);
  const byShop = new Map<string, ShopCategory[]>();
  for (const c of categories) {
    const list = byShop.get(c.shopId) ?? [];
    list.push({ id: c.id, name: c.name, sort: c.sort });
    byShop.set(c.shopId, list);
  }
  const goodsCount = new Map(counts.map((c) => [c.shopId, Number(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind,
    kind_label: SHOP_KIND_LABELS[r.kind],
    intro: r.intro,
    phone: r.phone,
    address: r.address,
    logo: (r.logoFileId && files.get(r.logoFileId)) || null,
    owner: r.ownerId ? { id: r.ownerId, name: names.get(r.ownerId) ?? '' } : null,
    is_open: r.isOpen,
    can_manage: managed.canManage(r.id),
    categories: byShop.get(r.id) ?? [],
    goods_count: goodsCount.get(r.id) ?? 0,
  }));
}

export async function goodsViews(db: Database, companyId: string, rows: GoodsRow[]): Promise<Goods[]> {
  if (rows.length === 0) return [];
  const [shops, categories, files] = await Promise.all([
    shopsByIds(db).execute({ companyId, ids: [...new Set(rows.map((r) => r.shopId))] }),
    categoriesByIds(db).execute({ companyId, ids: [...new Set(rows.flatMap((r) => (r.categoryId ? [r.categoryId] : [])))] }),
    filesById(
      db,
      companyId,
      rows.flatMap((r) => r.pictures),
    ),
  ]);
  const shopById = new Map(shops.map((s) => [s.id, s]));
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  return rows.map((r) => {
    const shop = shopById.get(r.shopId);
    const category = r.categoryId ? categoryById.get(r.categoryId) : undefined;
    return {
      id: r.id,
      shop: { id: r.shopId, name: shop?.name ?? '', kind: shop?.kind ?? 'retail' },
      category: category ? { id: category.id, name: category.name } : null,
      name: r.name,
      scene: r.scene,
      scene_label: GOODS_SCENE_LABELS[r.scene],
      price_fen: r.priceFen,
      member_price_fen: r.memberPriceFen,
      unit: r.unit,
      stock: r.stock,
      sold_count: r.soldCount,
      description: r.description,
      pictures: r.pictures.flatMap((id) => {
        const ref = files.get(id);
        return ref ? [ref] : [];
      }),
      on_sale: r.onSale,
      low_stock: r.stock <= LOW_STOCK,
    };
  });
}

export async function goodsView(db: Database, companyId: string, row: GoodsRow): Promise<Goods> {
  const [view] = await goodsViews(db, companyId, [row]);
  if (!view) throw new Error('goods view');
  return view;
}

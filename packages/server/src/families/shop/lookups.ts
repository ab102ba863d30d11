/** Finding one of the company's rows by id: a malformed id or another company's row is 404. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { isGuid } from '../../platform/crypto.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { shopCategories, shopGoods, shopShops, shopSuppliers } from './schema.ts';

export async function findShop(db: Database, companyId: string, id: string) {
  if (!isGuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(shopShops)
    .where(inCompany(shopShops, companyId, eq(shopShops.id, id)));
  if (!row) throw notFound();
  return row;
}

export async function findGoods(db: Database, companyId: string, id: string) {
  if (!isGuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(shopGoods)
    .where(inCompany(shopGoods, companyId, eq(shopGoods.id, id)));
  if (!row) throw notFound();
  return row;
}

/** A shop named in a body: a field error when it is not the company's. */
export async function shopField(db: Database, companyId: string, id: string, field = 'shop_id') {
  try {
    return await findShop(db, companyId, id);
  } catch {
    throw fieldError(field, '店铺不存在');
  }
}

/** A category of the shop named in a body (null clears it). */
export async function categoryField(
  db: Database,
  companyId: string,
  shopId: string,
  id: string | null | undefined,
): Promise<string | null> {
  if (id === null || id === undefined || id === '') return null;
  if (!isGuid(id)) throw fieldError('category_id', '分类不存在');
  const [row] = await db
    .select({ id: shopCategories.id, shopId: shopCategories.shopId })
    .from(shopCategories)
    .where(inCompany(shopCategories, companyId, eq(shopCategories.id, id)));
  if (row?.shopId !== shopId) throw fieldError('category_id', '分类不存在');
  return row.id;
}

/** A supplier named in a body: the company's, of the shop or of the whole company. */
export async function supplierField(
  db: Database,
  companyId: string,
  shopId: string,
  id: string | null | undefined,
): Promise<string | null> {
  if (id === null || id === undefined || id === '') return null;
  if (!isGuid(id)) throw fieldError('supplier_id', '供应商不存在');
  const [row] = await db
    .select({ id: shopSuppliers.id, shopId: shopSuppliers.shopId })
    .from(shopSuppliers)
    .where(inCompany(shopSuppliers, companyId, eq(shopSuppliers.id, id)));
  if (!row || (row.shopId !== null && row.shopId !== shopId)) throw fieldError('supplier_id', '供应商不存在');
  return row.id;
}

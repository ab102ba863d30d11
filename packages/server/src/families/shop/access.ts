/**
 * Who may manage what: an admin manages every shop of the company; a merchant (a staff who owns a
 * shop opened through an approved application) manages his own shops; anyone else manages nothing.
 * Lookups come first (another company's row is 404), then this check (403).
 */
import { and, eq, sql } from 'drizzle-orm';
import { shopMessages } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import { builtOnce } from '../../platform/db/built-once.ts';
import { HttpError } from '../../platform/errors.ts';
import { shopShops } from './schema.ts';

export interface ShopCaller {
  companyId: string;
  staffId: string;
  departmentId: string | null;
  isAdmin: boolean;
}

export const shopCaller = (auth: AuthContext): ShopCaller => ({
  companyId: auth.companyId,
  staffId: auth.staffId,
  departmentId: auth.staff.departmentId ?? null,
  isAdmin: auth.staff.role === 'admin',
});

export interface Managed {
  isAdmin: boolean;
  /** Shops the caller owns (a merchant has at least one). */
  ownShopIds: ReadonlySet<string>;
  /** May the caller manage this shop (null: the company's own things: admins only)? */
  canManage(shopId: string | null): boolean;
  /** Admin or merchant. */
  isManager: boolean;
}

/** Every shop request asks it: built once (platform/db/built-once.ts) ({companyId, staffId}). */
const shopsOwnedBy = builtOnce((db) =>
  db
    .select({ id: shopShops.id })
    .from(shopShops)
    .where(and(eq(shopShops.companyId, sql.placeholder('companyId')), eq(shopShops.ownerId, sql.placeholder('staffId'))))
    .prepare('shop_shops_owned_by'),
);

export async function managedBy(db: Database, caller: ShopCaller): Promise<Managed> {
  const own = await shopsOwnedBy(db).execute({ companyId: caller.companyId, staffId: caller.staffId });
  const ownShopIds = new Set(own.map((r) => r.id));
  return {
    isAdmin: caller.isAdmin,
    ownShopIds,
    isManager: caller.isAdmin || ownShopIds.size > 0,
    canManage: (shopId) => caller.isAdmin || (shopId !== null && ownShopIds.has(shopId)),
  };
}

export const notManager = (): HttpError => new HttpError(403, { detail: shopMessages.notManager });
export const notOwner = (): HttpError => new HttpError(403, { detail: shopMessages.notOwner });

/** 403 unless the caller is an admin or a merchant. */
export async function requireManager(db: Database, caller: ShopCaller): Promise<Managed> {
  const managed = await managedBy(db, caller);
  if (!managed.isManager) throw notManager();
  return managed;
}

/** 403 unless the caller may manage the shop (already known to be the company's). */
export function requireShop(managed: Managed, shopId: string | null): void {
  if (!managed.canManage(shopId)) throw managed.isManager ? notOwner() : notManager();
}

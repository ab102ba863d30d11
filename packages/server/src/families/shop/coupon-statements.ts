/**
 * The statements of the managers' coupon list and of what a coupon's view shows, built once per
 * database (platform/db/built-once.ts): building them on every request was a quarter of its CPU (issue 33).
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { anyOfPlaceholder, builtOnce, builtPerShape } from '../../platform/db/built-once.ts';
import { boundedCountStatement } from '../../platform/db/bounded-count.ts';
import { departments } from '../../platform/db/schema.ts';
import { shopCouponUses, shopCoupons } from './schema.ts';

const company = sql.placeholder('companyId');

/** Whose coupons a manager lists: an admin every one of the company, a merchant his shops' ({shopIds}). */
export type ManagedCouponsShape = 'admin' | 'merchant';

const managedWhere = (shape: string): SQL | undefined =>
  and(eq(shopCoupons.companyId, company), shape === 'merchant' ? anyOfPlaceholder(shopCoupons.shopId, 'shopIds') : undefined);

/** Newest first, ties by id: shop_coupons_created_idx (a merchant's: shop_coupons_shop_idx). */
const newestFirst = (): SQL[] => [desc(shopCoupons.createdAt), desc(shopCoupons.id)];

/** A page of the managed coupons ({companyId, limit, offset} and the shape's shopIds). */
export const managedCouponsPage = builtPerShape((db, shape) =>
  db
    .select()
    .from(shopCoupons)
    .where(managedWhere(shape))
    .orderBy(...newestFirst())
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`shop_coupons_managed_page_${shape}`),
);

/** The page's bounded count, through the page's index ({companyId, countLimit} and the shape's shopIds). */
export const managedCouponsCount = builtPerShape((db, shape) =>
  boundedCountStatement(db, shopCoupons, managedWhere(shape), newestFirst()).prepare(`shop_coupons_managed_count_${shape}`),
);

/** Uses of coupons by holders, per coupon, holder and period ({companyId, couponIds, holders}). */
export const couponUsesOf = builtOnce((db) =>
  db
    .select({
      couponId: shopCouponUses.couponId,
      holder: shopCouponUses.holderKey,
      period: shopCouponUses.periodKey,
      n: sql<number>`count(*)`,
    })
    .from(shopCouponUses)
    .where(
      and(
        eq(shopCouponUses.companyId, company),
        anyOfPlaceholder(shopCouponUses.couponId, 'couponIds'),
        anyOfPlaceholder(shopCouponUses.holderKey, 'holders'),
      ),
    )
    .groupBy(shopCouponUses.couponId, shopCouponUses.holderKey, shopCouponUses.periodKey)
    .prepare('shop_coupon_uses_of'),
);

/** Names of the departments a coupon is for ({companyId, ids}). */
export const departmentNames = builtOnce((db) =>
  db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.companyId, company), anyOfPlaceholder(departments.id, 'ids')))
    .prepare('shop_department_names'),
);

/**
 * Coupons: who may use one now, how much it takes off, and its use in the checkout transaction.
 *
 * A use is counted per holder (the buyer, or the buyer's department: spec 3 "Target") and per period
 * (spec 3 period codes, on the hub clock). `takeCoupon` locks the coupon's row, so concurrent
 * checkouts with one coupon queue; the n-th use of a period takes slot n, unique per (coupon, holder,
 * period, slot), and `used_count` moves with a conditional update under `total_quantity`.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  COUPON_PERIOD_LABELS,
  couponDiscountFen,
  couponLimitText,
  couponPeriodKey,
  couponTargetLabel,
  fenToYuan,
  hubDateTime,
  isPersonalTarget,
  type Coupon,
  type CouponPeriod,
} from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { isGuid } from '../../platform/crypto.ts';
import { fieldError } from '../../platform/errors.ts';
import type { ShopCaller } from './access.ts';
import { couponUsesOf, departmentNames } from './coupon-statements.ts';
import { shopsByIds } from './goods-statements.ts';
import { shopCouponUses, shopCoupons } from './schema.ts';

export type CouponRow = typeof shopCoupons.$inferSelect;

export const couponMessages = {
  inactive: '该优惠券已停用',
  notStarted: '该优惠券尚未生效',
  expired: '该优惠券已过期',
  notForYou: '您不在该优惠券的适用范围内',
  otherShop: (shop: string) => `该优惠券仅限「${shop}」使用`,
  soldOut: '该优惠券已被领用完',
  periodUsed: '本期使用次数已用完',
  minSpend: (fen: number) => `未达到使用门槛（满${fenToYuan(fen)}元可用）`,
  unknown: '优惠券不存在',
} as const;

const today = (now: Date): string => (hubDateTime(now) ?? '').slice(0, 10);

/** Whose uses count together: the buyer (personal), or his department (any other target; a buyer without one counts alone). */
export const holderKey = (coupon: Pick<CouponRow, 'target'>, caller: Pick<ShopCaller, 'staffId' | 'departmentId'>): string =>
  isPersonalTarget(coupon.target) || caller.departmentId === null ? `staff:${caller.staffId}` : `department:${caller.departmentId}`;

export const periodKeyOf = (coupon: CouponRow, now: Date): string =>
  couponPeriodKey(coupon.period as CouponPeriod, now, coupon.validFrom, coupon.periodDays);

/** The coupon's audience includes the caller (everyone when no department is listed). */
export const inAudience = (coupon: CouponRow, caller: Pick<ShopCaller, 'departmentId'>): boolean =>
  coupon.departmentIds.length === 0 || (caller.departmentId !== null && coupon.departmentIds.includes(caller.departmentId));

/** Why the caller cannot use the coupon now (before the order's amount), or null. */
export function refusal(
  coupon: CouponRow,
  caller: ShopCaller,
  usedThisPeriod: number,
  now: Date,
  shop?: { id: string; name: string },
): string | null {
  if (!coupon.active) return couponMessages.inactive;
  const day = today(now);
  if (day < coupon.validFrom) return couponMessages.notStarted;
  if (day > coupon.validTo) return couponMessages.expired;
  if (!inAudience(coupon, caller)) return couponMessages.notForYou;
  if (shop && coupon.shopId !== null && coupon.shopId !== shop.id) return couponMessages.otherShop(shop.name);
  if (coupon.totalQuantity !== null && coupon.usedCount >= coupon.totalQuantity) return couponMessages.soldOut;
  if (coupon.period !== 0 && usedThisPeriod >= coupon.usesPerPeriod) return couponMessages.periodUsed;
  return null;
}

/** Uses of each coupon by the caller's holder in the coupon's current period. */
export async function usesThisPeriod(db: Database, caller: ShopCaller, coupons: CouponRow[], now: Date): Promise<Map<string, number>> {
  if (coupons.length === 0) return new Map();
  const rows = await couponUsesOf(db).execute({
    companyId: caller.companyId,
    couponIds: coupons.map((c) => c.id),
    holders: [...new Set(coupons.map((c) => holderKey(c, caller)))],
  });
  const result = new Map<string, number>();
  for (const c of coupons) {
    const holder = holderKey(c, caller);
    const period = periodKeyOf(c, now);
    const row = rows.find((r) => r.couponId === c.id && r.holder === holder && r.period === period);
    result.set(c.id, Number(row?.n ?? 0));
  }
  return result;
}

/** Rows as the API answers them, with the caller's state. Not on a transaction's handle: its reads are sent together. */
export async function couponViews(
  db: Database,
  caller: ShopCaller,
  rows: CouponRow[],
  now: Date,
  shop?: { id: string; name: string },
): Promise<Coupon[]> {
  if (rows.length === 0) return [];
  const shopIds = [...new Set(rows.flatMap((r) => (r.shopId ? [r.shopId] : [])))];
  const deptIds = [...new Set(rows.flatMap((r) => r.departmentIds))].filter(isGuid);
  // independent reads by key, sent together
  const [used, shops, depts] = await Promise.all([
    usesThisPeriod(db, caller, rows, now),
    shopIds.length ? shopsByIds(db).execute({ companyId: caller.companyId, ids: shopIds }) : [],
    deptIds.length ? departmentNames(db).execute({ companyId: caller.companyId, ids: deptIds }) : [],
  ]);
  const shopName = new Map(shops.map((s) => [s.id, s.name]));
  const deptName = new Map(depts.map((d) => [d.id, d.name]));
  return rows.map((r) => {
    const n = used.get(r.id) ?? 0;
    const reason = refusal(r, caller, n, now, shop);
    const period = r.period as CouponPeriod;
    return {
      id: r.id,
      name: r.name,
      issuer: r.shopId ? 'shop' : 'company',
      shop: r.shopId ? { id: r.shopId, name: shopName.get(r.shopId) ?? '' } : null,
      amount_off_fen: r.amountOffFen,
      min_spend_fen: r.minSpendFen,
      target: r.target,
      target_label: couponTargetLabel(r.target),
      period,
      period_label: COUPON_PERIOD_LABELS[period],
      period_days: r.periodDays,
      uses_per_period: r.usesPerPeriod,
      limit_text: couponLimitText({ target: r.target, period, period_days: r.periodDays, uses_per_period: r.usesPerPeriod }),
      valid_from: r.validFrom,
      valid_to: r.validTo,
      total_quantity: r.totalQuantity,
      used_count: r.usedCount,
      active: r.active,
      departments: r.departmentIds.flatMap((id) => (deptName.has(id) ? [{ id, name: deptName.get(id) ?? '' }] : [])),
      used_this_period: n,
      usable: reason === null,
      unusable_reason: reason,
    };
  });
}

/** The coupons the caller may see: active, not yet expired, for his department or everyone. */
export async function visibleCoupons(db: Database, caller: ShopCaller, now: Date, shopId?: string): Promise<CouponRow[]> {
  const rows = await db
    .select()
    .from(shopCoupons)
    .where(
      inCompany(
        shopCoupons,
        caller.companyId,
        // written as the partial shop_coupons_live_idx's own predicate
        sql`${shopCoupons.active}`,
        sql`${shopCoupons.validTo} >= ${today(now)}`,
        shopId ? sql`(${shopCoupons.shopId} IS NULL OR ${shopCoupons.shopId} = ${shopId})` : undefined,
      ),
    )
    .orderBy(shopCoupons.validTo, shopCoupons.id);
  return rows.filter((c) => inAudience(c, caller));
}

/** The discount of each visible coupon on an order of `subtotalFen` in `shop`, the usable ones best first. */
export async function rankCoupons(db: Database, caller: ShopCaller, shop: { id: string; name: string }, subtotalFen: number, now: Date) {
  const rows = await visibleCoupons(db, caller, now, shop.id);
  const views = await couponViews(db, caller, rows, now, shop);
  const ranked = views.map((coupon) => {
    const reason = coupon.unusable_reason ?? (subtotalFen < coupon.min_spend_fen ? couponMessages.minSpend(coupon.min_spend_fen) : null);
    return { coupon, usable: reason === null, reason, discount_fen: couponDiscountFen(coupon.amount_off_fen, subtotalFen) };
  });
  // usable first, then the biggest discount, then the one that expires first
  ranked.sort(
    (a, b) =>
      Number(b.usable) - Number(a.usable) ||
      b.discount_fen - a.discount_fen ||
      a.coupon.valid_to.localeCompare(b.coupon.valid_to) ||
      a.coupon.id.localeCompare(b.coupon.id),
  );
  return ranked;
}

/**
 * Uses the coupon for the order inside the checkout transaction: locks it, checks everything again,
 * records the use in the next slot of the holder's period and counts it. Answers the discount.
 */
export async function takeCoupon(
  tx: Database,
  caller: ShopCaller,
  input: { couponId: string; orderId: string; shop: { id: string; name: string }; subtotalFen: number; now: Date },
): Promise<{ discountFen: number }> {
  if (!isGuid(input.couponId)) throw fieldError('coupon_id', couponMessages.unknown);
  const [coupon] = await tx
    .select()
    .from(shopCoupons)
    .where(inCompany(shopCoupons, caller.companyId, eq(shopCoupons.id, input.couponId)))
    .for('update');
  if (!coupon) throw fieldError('coupon_id', couponMessages.unknown);
  const holder = holderKey(coupon, caller);
  const period = periodKeyOf(coupon, input.now);
  const taken = await tx
    .select({ slot: shopCouponUses.slot })
    .from(shopCouponUses)
    .where(
      inCompany(
        shopCouponUses,
        caller.companyId,
        eq(shopCouponUses.couponId, coupon.id),
        eq(shopCouponUses.holderKey, holder),
        eq(shopCouponUses.periodKey, period),
      ),
    );
  const n = taken.length;
  const reason =
    refusal(coupon, caller, n, input.now, input.shop) ??
    (input.subtotalFen < coupon.minSpendFen ? couponMessages.minSpend(coupon.minSpendFen) : null);
  if (reason) throw fieldError('coupon_id', reason);
  const [counted] = await tx
    .update(shopCoupons)
    .set({ usedCount: sql`${shopCoupons.usedCount} + 1` })
    .where(
      inCompany(
        shopCoupons,
        caller.companyId,
        eq(shopCoupons.id, coupon.id),
        sql`(${shopCoupons.totalQuantity} IS NULL OR ${shopCoupons.usedCount} < ${shopCoupons.totalQuantity})`,
      ),
    )
    .returning({ id: shopCoupons.id });
  if (!counted) throw fieldError('coupon_id', couponMessages.soldOut);
  await tx.insert(shopCouponUses).values({
    companyId: caller.companyId,
    id: randomUUID(),
    couponId: coupon.id,
    holderKey: holder,
    periodKey: period,
    slot: freeSlot(taken.map((t) => t.slot)),
    orderId: input.orderId,
    staffId: caller.staffId,
    createdAt: input.now,
  });
  return { discountFen: couponDiscountFen(coupon.amountOffFen, input.subtotalFen) };
}

/** The first slot not taken (a released use leaves a hole that the next use fills). */
export function freeSlot(taken: readonly number[]): number {
  const used = new Set(taken);
  let slot = 1;
  while (used.has(slot)) slot++;
  return slot;
}

/** Gives an order's coupon use back (a cancelled or refunded order): its holder may use the coupon again. */
export async function releaseCoupon(tx: Database, companyId: string, orderId: string): Promise<void> {
  const released = await tx
    .delete(shopCouponUses)
    .where(inCompany(shopCouponUses, companyId, eq(shopCouponUses.orderId, orderId)))
    .returning({ couponId: shopCouponUses.couponId });
  for (const r of released) {
    await tx
      .update(shopCoupons)
      .set({ usedCount: sql`greatest(${shopCoupons.usedCount} - 1, 0)` })
      .where(and(inCompany(shopCoupons, companyId, eq(shopCoupons.id, r.couponId))));
  }
}

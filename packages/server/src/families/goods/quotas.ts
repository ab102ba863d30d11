/**
 * Quotas (spec 3): a limit per period (period codes 0 不限 ... 70 其他, calendar periods on the hub
 * clock, Asia/Shanghai) for a person (`personal`) or a department (any other target), on one goods
 * row or on every goods of a type (the goods row's own quota wins). An order takes its quantities
 * from the holder's use of the period with one conditional upsert per quota, in the order's
 * transaction: of concurrent applications against the last unit exactly one gets it. A rejected or
 * cancelled order gives its quantities back.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  couponPeriodKey,
  GOODS_MESSAGES,
  GOODS_PERIOD_LABELS,
  GOODS_TARGET_PERSONAL,
  goodsTargetLabel,
  type CouponPeriod,
  type GoodsPeriod,
  type GoodsQuota,
} from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { fieldError } from '../../platform/errors.ts';
import { type goodsQuotas, goodsQuotaUses } from './schema.ts';
import { quotasOf, quotaUsesOf } from './catalog-statements.ts';

export type QuotaRow = typeof goodsQuotas.$inferSelect;
export type QuotaUse = { quotaId: string; holderKey: string; periodKey: string; quantity: number };
export interface QuotaHolder {
  staffId: string;
  departmentId: string | null;
}

export const holderKeyOf = (q: QuotaRow, who: QuotaHolder): string =>
  q.target === GOODS_TARGET_PERSONAL ? `s:${who.staffId}` : `d:${who.departmentId ?? 'none'}`;
export const periodKeyOf = (q: QuotaRow, at: Date): string => couponPeriodKey(q.period as CouponPeriod, at, q.validFrom, q.periodDays);

/** The quotas of these goods rows: goods id -> its quota (its own, else its type's). */
export async function quotasFor(
  db: Database,
  companyId: string,
  goods: readonly { id: string; typeId: string }[],
): Promise<Map<string, QuotaRow>> {
  const out = new Map<string, QuotaRow>();
  if (goods.length === 0) return out;
  const rows = await quotasOf(db).execute({
    companyId,
    goodsIds: goods.map((g) => g.id),
    typeIds: [...new Set(goods.map((g) => g.typeId))],
  });
  for (const g of goods) {
    const own = rows.find((q) => q.goodsId === g.id) ?? rows.find((q) => q.typeId === g.typeId);
    if (own) out.set(g.id, own);
  }
  return out;
}

/**
 * Takes the lines' quantities from their quotas (period 0 不限: nothing to take). 400 {lines:
 * ['<name>超出领用限额（本期剩余 n）']} when one would pass its limit; the caller's transaction rolls back.
 */
export async function takeQuota(
  tx: Database,
  companyId: string,
  who: QuotaHolder,
  lines: readonly { goods: { id: string; typeId: string; name: string; unit: string }; quantity: number }[],
  at: Date,
): Promise<QuotaUse[]> {
  const quotas = await quotasFor(
    tx,
    companyId,
    lines.map((l) => l.goods),
  );
  const wanted = new Map<string, { quota: QuotaRow; quantity: number; names: string[]; unit: string }>();
  for (const l of lines) {
    const q = quotas.get(l.goods.id);
    if (!q || q.period === 0) continue;
    const entry = wanted.get(q.id) ?? { quota: q, quantity: 0, names: [], unit: l.goods.unit };
    entry.quantity += l.quantity;
    entry.names.push(l.goods.name);
    wanted.set(q.id, entry);
  }
  const uses: QuotaUse[] = [];
  // one order of locks for every transaction: quota ids ascending
  for (const { quota, quantity, names, unit } of [...wanted.values()].sort((a, b) => a.quota.id.localeCompare(b.quota.id))) {
    const holderKey = holderKeyOf(quota, who);
    const periodKey = periodKeyOf(quota, at);
    const refuse = (left: number) =>
      fieldError('lines', `${names.join('、')}${GOODS_MESSAGES.overQuota}（本期剩余${String(Math.max(0, left))}${unit}）`);
    if (quantity > quota.limitQuantity) throw refuse(quota.limitQuantity - (await usedOf(tx, companyId, quota.id, holderKey, periodKey)));
    const rows = await tx
      .insert(goodsQuotaUses)
      .values({ companyId, quotaId: quota.id, holderKey, periodKey, used: quantity })
      .onConflictDoUpdate({
        target: [goodsQuotaUses.companyId, goodsQuotaUses.quotaId, goodsQuotaUses.holderKey, goodsQuotaUses.periodKey],
        set: { used: sql`${goodsQuotaUses.used} + excluded.used` },
        setWhere: sql`${goodsQuotaUses.used} + excluded.used <= ${quota.limitQuantity}`,
      })
      .returning({ used: goodsQuotaUses.used });
    if (rows.length === 0) throw refuse(quota.limitQuantity - (await usedOf(tx, companyId, quota.id, holderKey, periodKey)));
    uses.push({ quotaId: quota.id, holderKey, periodKey, quantity });
  }
  return uses;
}

async function usedOf(db: Database, companyId: string, quotaId: string, holderKey: string, periodKey: string): Promise<number> {
  const [row] = await db
    .select({ used: goodsQuotaUses.used })
    .from(goodsQuotaUses)
    .where(
      and(
        inCompany(goodsQuotaUses, companyId),
        eq(goodsQuotaUses.quotaId, quotaId),
        eq(goodsQuotaUses.holderKey, holderKey),
        eq(goodsQuotaUses.periodKey, periodKey),
      ),
    );
  return row?.used ?? 0;
}

/** Gives an order's quantities back (rejected or cancelled). */
export async function releaseQuota(tx: Database, companyId: string, uses: readonly QuotaUse[]): Promise<void> {
  for (const u of uses) {
    await tx
      .update(goodsQuotaUses)
      .set({ used: sql`GREATEST(${goodsQuotaUses.used} - ${u.quantity}, 0)` })
      .where(
        and(
          inCompany(goodsQuotaUses, companyId),
          eq(goodsQuotaUses.quotaId, u.quotaId),
          eq(goodsQuotaUses.holderKey, u.holderKey),
          eq(goodsQuotaUses.periodKey, u.periodKey),
        ),
      );
  }
}

/** The quotas of a page of goods as the caller reads them, with one query for all their uses. */
export async function quotaViews(
  db: Database,
  companyId: string,
  quotas: Map<string, QuotaRow>,
  who: QuotaHolder,
  units: Map<string, string>,
  at: Date,
): Promise<Map<string, GoodsQuota>> {
  const keys = [...quotas.values()]
    .filter((q) => q.period !== 0)
    .map((q) => ({ q, holder: holderKeyOf(q, who), period: periodKeyOf(q, at) }));
  const uses =
    keys.length === 0
      ? []
      : await quotaUsesOf(db).execute({
          companyId,
          quotaIds: [...new Set(keys.map((k) => k.q.id))],
          holderKeys: [...new Set(keys.map((k) => k.holder))],
          periodKeys: [...new Set(keys.map((k) => k.period))],
        });
  const out = new Map<string, GoodsQuota>();
  for (const [goodsId, q] of quotas) {
    const k = keys.find((x) => x.q.id === q.id);
    const used = k ? (uses.find((u) => u.quotaId === q.id && u.holderKey === k.holder && u.periodKey === k.period)?.used ?? 0) : 0;
    out.set(goodsId, viewOf(q, used, units.get(goodsId) ?? ''));
  }
  return out;
}

function viewOf(quota: QuotaRow, used: number, unit: string): GoodsQuota {
  const period = quota.period as GoodsPeriod;
  const when = period === 70 ? `每${String(quota.periodDays ?? 1)}天` : GOODS_PERIOD_LABELS[period];
  return {
    id: quota.id,
    period,
    period_label: GOODS_PERIOD_LABELS[period],
    target: quota.target,
    target_label: goodsTargetLabel(quota.target),
    limit: quota.limitQuantity,
    used: period === 0 ? 0 : used,
    remaining: period === 0 ? null : Math.max(0, quota.limitQuantity - used),
    text:
      period === 0
        ? `${goodsTargetLabel(quota.target)}不限`
        : `${goodsTargetLabel(quota.target)}${when}限领${String(quota.limitQuantity)}${unit}`,
  };
}

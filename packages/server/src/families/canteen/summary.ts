/**
 * The canteen staff's day: per period the paid portions of each dish (what the kitchen prepares),
 * orders collected and waiting, sent meals; and the money of the day's meal orders (paid, refunded,
 * net), which agrees with the pay family's ledger for those orders.
 */
import { eq, isNotNull } from 'drizzle-orm';
import { MEAL_PERIOD_NAMES, MEAL_STATUS, type DaySummary } from '@campus/contracts';
import { inCompany } from '../../platform/db/scoped.ts';
import type { CanteenDeps, Caller } from './deps.ts';
import { canteenOrders } from './schema.ts';
import { loadCanteen, requireStaff } from './menu.ts';

export async function daySummary(deps: CanteenDeps, caller: Caller, q: { canteen_id: string; date: string }): Promise<DaySummary> {
  requireStaff(caller);
  const canteen = await loadCanteen(deps.db, caller.companyId, q.canteen_id);
  const rows = await deps.db
    .select()
    .from(canteenOrders)
    .where(
      inCompany(
        canteenOrders,
        caller.companyId,
        eq(canteenOrders.canteenId, canteen.id),
        eq(canteenOrders.date, q.date),
        isNotNull(canteenOrders.paidAt),
      ),
    );
  const live = (s: number) => s === MEAL_STATUS.paid || s === MEAL_STATUS.collected;
  const periods = canteen.periods.map((p) => {
    const mine = rows.filter((r) => r.period === p.code && live(r.status));
    const portions = new Map<string, number>();
    for (const r of mine) for (const l of r.items) portions.set(l.name, (portions.get(l.name) ?? 0) + l.quantity);
    return {
      code: p.code,
      name: MEAL_PERIOD_NAMES[p.code],
      dishes: [...portions]
        .map(([name, n]) => ({ name, portions: n }))
        .sort((a, b) => b.portions - a.portions || a.name.localeCompare(b.name)),
      orders: mine.length,
      collected: mine.filter((r) => r.status === MEAL_STATUS.collected).length,
      to_collect: mine.filter((r) => r.status === MEAL_STATUS.paid).length,
      delivery: mine.filter((r) => r.kind === 'delivery').length,
    };
  });
  const paid = rows.reduce((s, r) => s + r.totalFen, 0);
  const refunded = rows.reduce((s, r) => s + r.refundedFen, 0);
  return {
    canteen: { id: canteen.id, name: canteen.name },
    date: q.date,
    periods,
    paid_fen: paid,
    refunded_fen: refunded,
    net_fen: paid - refunded,
  };
}

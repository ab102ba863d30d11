/**
 * The canteen's once-a-minute sweep: unpaid orders past their time (30 minutes, or the cut-off) are
 * closed and give their portions back; refunds of cancelled orders and of stray payments that
 * failed are tried again. Each order in its own transaction (one failure does not keep the others).
 */
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { MEAL_STATUS } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import type { CanteenDeps } from './deps.ts';
import { canteenOrders, canteenStrayPayments } from './schema.ts';
import { releasePortions } from './menu.ts';
import { refundCancelled, refundStray } from './money.ts';

const BATCH = 100;

export async function closeExpiredOrders(deps: CanteenDeps, now: Date): Promise<number> {
  // Platform sweep across companies: each row is then locked and closed within its own company.
  const stale = await deps.db
    .select({ companyId: canteenOrders.companyId, id: canteenOrders.id })
    .from(canteenOrders)
    .where(and(eq(canteenOrders.status, MEAL_STATUS.unpaid), lte(canteenOrders.expiresAt, now)))
    .limit(BATCH);
  let closed = 0;
  for (const { companyId, id } of stale) {
    try {
      await deps.db.transaction(async (t) => {
        const tx = t as unknown as Database;
        const [row] = await tx
          .select()
          .from(canteenOrders)
          .where(inCompany(canteenOrders, companyId, eq(canteenOrders.id, id)))
          .for('update');
        if (row?.status !== MEAL_STATUS.unpaid) return; // paid or cancelled meanwhile
        await tx
          .update(canteenOrders)
          .set({ status: MEAL_STATUS.closed, closedAt: now, updatedAt: now })
          .where(inCompany(canteenOrders, companyId, eq(canteenOrders.id, id)));
        await releasePortions(tx, companyId, row.items);
        closed++;
      });
    } catch (err) {
      deps.log.error({ err, mealId: id }, 'closing an unpaid meal order failed');
    }
  }
  return closed;
}

export async function retryRefunds(deps: CanteenDeps): Promise<void> {
  const due = await deps.db
    .select({ companyId: canteenOrders.companyId, id: canteenOrders.id })
    .from(canteenOrders)
    // canteen_orders_refund_due_idx: its predicate written as it is, so every plan can use the index
    .where(and(eq(canteenOrders.status, MEAL_STATUS.cancelled), sql`${canteenOrders.refundState} = 'due'`))
    .limit(BATCH);
  for (const d of due) await refundCancelled(deps, d.companyId, d.id);
  const strays = await deps.db.select().from(canteenStrayPayments).where(isNull(canteenStrayPayments.resolvedAt)).limit(BATCH);
  for (const s of strays) await refundStray(deps, s.companyId, s.payOrderId, s.amountFen);
}

export async function sweep(deps: CanteenDeps): Promise<void> {
  await closeExpiredOrders(deps, deps.now());
  await retryRefunds(deps);
}

/**
 * Refunds the pay service owes: a provider's payment that arrived for an order closed meanwhile, or
 * that its payable refused (`onPaid` answered `{refund}`). The payment's transaction records the
 * refund that is due (it cannot call a provider inside it); after the commit it is paid back at once,
 * and a sweep (server start, then with the unpaid-orders sweep) pays back any still due, so a server
 * that stopped in between still gives the money back. A refunder claims a row for a lease first
 * (a conditional UPDATE: of concurrent sweeps one wins), so one of them at a time calls the provider;
 * the refund's own key records it once, and its provider refund id is the order's, so a provider
 * asked twice (a refunder that stopped mid-refund) refunds once.
 */
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/types.ts';
import { inCompany } from '../db/scoped.ts';
import { HttpError } from '../errors.ts';
import type { PayOrderRow } from './payables.ts';
import { payRefundsDue } from './schema.ts';
import { refundOrder, type PayDeps } from './services.ts';

/** How long a refunder holds a claimed refund before another may try it (a stopped one lets it go). */
export const REFUND_CLAIM_MS = 5 * 60_000;

/** Records, inside the payment's transaction, that this order's payment is to be given back whole. */
export async function oweRefund(tx: Database, order: PayOrderRow, r: { reason: string; clientKey: string; now: Date }): Promise<void> {
  await tx
    .insert(payRefundsDue)
    .values({
      companyId: order.companyId,
      orderId: order.id,
      amountFen: order.amountFen,
      reason: r.reason,
      clientKey: r.clientKey,
      createdAt: r.now,
    })
    .onConflictDoNothing();
}

const open = (deps: PayDeps) =>
  and(isNull(payRefundsDue.doneAt), or(isNull(payRefundsDue.claimedUntil), lte(payRefundsDue.claimedUntil, deps.now())));

/**
 * Pays back the order's due refund if it is still due and nobody else holds it. Answers whether this
 * call refunded it. A refusal of the pay service that will not change (already refunded, e.g. by an
 * admin meanwhile) closes it with the reason; a provider's failure lets it go for the next sweep.
 */
export async function payDueRefund(deps: PayDeps, companyId: string, orderId: string): Promise<boolean> {
  const key = inCompany(payRefundsDue, companyId, eq(payRefundsDue.orderId, orderId));
  const [claimed] = await deps.db
    .update(payRefundsDue)
    .set({ claimedUntil: new Date(deps.now().getTime() + REFUND_CLAIM_MS), attempts: sql`${payRefundsDue.attempts} + 1` })
    .where(and(key, open(deps)))
    .returning();
  if (!claimed) return false;
  try {
    await refundOrder(deps, {
      companyId,
      orderId,
      amountFen: claimed.amountFen,
      reason: claimed.reason,
      clientKey: claimed.clientKey,
      refundId: orderId,
      actor: { kind: 'system' },
    });
    await deps.db.update(payRefundsDue).set({ doneAt: deps.now(), lastError: null }).where(key);
    return true;
  } catch (err) {
    const final = err instanceof HttpError && err.statusCode < 500;
    deps.log.error({ err, orderId, final }, 'an automatic refund was not paid');
    await deps.db
      .update(payRefundsDue)
      .set({
        lastError: err instanceof Error ? err.message : String(err),
        claimedUntil: null,
        ...(final ? { doneAt: deps.now() } : {}),
      })
      .where(key);
    return false;
  }
}

/** Pays back the refunds still due, oldest first, at most `limit`; answers how many this call refunded. */
export async function sweepDueRefunds(deps: PayDeps, limit = 50): Promise<number> {
  // Platform sweep across companies, on pay_refunds_due_open_idx; each row is claimed within its company.
  const due = await deps.db
    .select({ companyId: payRefundsDue.companyId, orderId: payRefundsDue.orderId })
    .from(payRefundsDue)
    .where(open(deps))
    .orderBy(asc(payRefundsDue.createdAt))
    .limit(limit);
  let refunded = 0;
  for (const r of due) if (await payDueRefund(deps, r.companyId, r.orderId)) refunded++;
  return refunded;
}

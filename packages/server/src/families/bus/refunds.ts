/**
 * Payments the bus family must give back: one that arrived for a ticket already paid (a second pay
 * order of it), cancelled (its hold ran out) or whose bus has left. The payable hook records what is
 * owed inside the payment's transaction (it cannot call a provider there); after the commit the
 * refunder pays it back through the pay family (idempotent by its client key), at once and then
 * every half minute until done.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { HttpError } from '../../platform/errors.ts';
import { refundOrder, type PayOrderRow } from '../../platform/pay/index.ts';
import type { PayDeps } from '../../platform/pay/services.ts';
import { busRefunds } from './schema.ts';

/** Every refunder of this process (one per server): a payment owed wakes them up. */
const refunders = new Set<() => void>();
/** After the payment's transaction has committed: soon, and once more a little later. */
const WAKE_AFTER_MS = [100, 1500] as const;

/** Records inside the payment's transaction that this payment is to be given back. */
export async function owe(tx: Database, order: PayOrderRow, reason: string): Promise<void> {
  await tx
    .insert(busRefunds)
    .values({ companyId: order.companyId, payOrderId: order.id, amountFen: order.amountFen - order.refundedFen, reason })
    .onConflictDoNothing();
  for (const wake of refunders) for (const ms of WAKE_AFTER_MS) setTimeout(wake, ms).unref();
}

export const BUS_REFUND_KEY = 'bus-auto-refund';

/**
 * Pays back what is owed, oldest first. A refund the pay family refuses for good (already refunded,
 * e.g. by its own refund of a payment after close; nothing left to refund) is closed with the reason;
 * a failure of the provider is tried again next time. Answers how many were paid back.
 */
export async function payOwedRefunds(pay: PayDeps, db: Database, log: FastifyBaseLogger, limit = 20): Promise<number> {
  const open = await db.select().from(busRefunds).where(isNull(busRefunds.doneAt)).orderBy(asc(busRefunds.createdAt)).limit(limit);
  let paid = 0;
  for (const r of open) {
    const key = and(inCompany(busRefunds, r.companyId, eq(busRefunds.payOrderId, r.payOrderId)), isNull(busRefunds.doneAt));
    try {
      await refundOrder(pay, {
        companyId: r.companyId,
        orderId: r.payOrderId,
        amountFen: r.amountFen,
        reason: r.reason,
        clientKey: BUS_REFUND_KEY,
        actor: { kind: 'family', family: 'bus' },
      });
      await db.update(busRefunds).set({ doneAt: pay.now() }).where(key);
      paid++;
    } catch (err) {
      const final = err instanceof HttpError && err.statusCode < 500;
      log.warn({ err, payOrderId: r.payOrderId, final }, 'bus refund not paid');
      await db
        .update(busRefunds)
        .set({
          attempts: sql`${busRefunds.attempts} + 1`,
          lastError: err instanceof Error ? err.message : String(err),
          ...(final ? { doneAt: pay.now() } : {}),
        })
        .where(key);
    }
  }
  return paid;
}

/** Starts this server's refunder (woken by `owe`, and every `everyMs`); answers the stop. */
export function startRefunder(pay: PayDeps, db: Database, log: FastifyBaseLogger, everyMs = 30_000): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    payOwedRefunds(pay, db, log)
      .catch((err: unknown) => log.error({ err }, 'bus refunds failed'))
      .finally(() => {
        running = false;
      });
  };
  refunders.add(run);
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => {
    refunders.delete(run);
    clearInterval(timer);
  };
}

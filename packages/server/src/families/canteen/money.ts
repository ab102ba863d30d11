/**
 * The canteen's side of payments: the two payables it registers with the pay family (a meal order,
 * a counter bill), refunds of cancelled orders, and payments that arrived for something no longer
 * payable. A balance payment for such a thing is refused inside its own transaction (nobody is
 * charged); a provider payment cannot be refused, so it is recorded as stray and refunded.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { CANTEEN_BILL_PURPOSE, CANTEEN_MEAL_PURPOSE, MEAL_STATUS, BILL_STATUS } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { badRequest, fieldError, HttpError } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { payItem, registerPayable, refundOrder, type PayOrderRow } from '../../platform/pay/index.ts';
import { clockOf, type CanteenDeps } from './deps.ts';
import { canteenBills, canteenOrders, canteens, canteenStrayPayments } from './schema.ts';
import { mealName } from './periods.ts';
import { releasePortions } from './menu.ts';
import { canteenMessages as M } from './messages.ts';

const FAMILY = 'canteen';

async function canteenName(db: Database, companyId: string, id: string): Promise<string> {
  const [c] = await db
    .select({ name: canteens.name })
    .from(canteens)
    .where(inCompany(canteens, companyId, eq(canteens.id, id)));
  return c?.name ?? '';
}

/** A payment that cannot be kept: refused when it comes from the wallet (rolled back), else kept for the refund sweep. */
async function strayPayment(tx: Database, order: PayOrderRow, reason: string): Promise<void> {
  if (order.provider === 'balance') throw badRequest(reason);
  await tx
    .insert(canteenStrayPayments)
    .values({ companyId: order.companyId, payOrderId: order.id, amountFen: order.amountFen, reason, createdAt: order.updatedAt })
    .onConflictDoNothing();
}

async function resolveStray(tx: Database, order: PayOrderRow): Promise<void> {
  if (order.refundedFen < order.amountFen) return;
  await tx
    .update(canteenStrayPayments)
    .set({ resolvedAt: order.updatedAt })
    .where(
      inCompany(
        canteenStrayPayments,
        order.companyId,
        eq(canteenStrayPayments.payOrderId, order.id),
        isNull(canteenStrayPayments.resolvedAt),
      ),
    );
}

registerPayable({
  purpose: CANTEEN_MEAL_PURPOSE,
  family: FAMILY,
  name: '食堂订餐',
  async quote({ tx, companyId, payerId, refId }) {
    const [meal] =
      refId && isGuid(refId)
        ? await tx
            .select()
            .from(canteenOrders)
            .where(inCompany(canteenOrders, companyId, eq(canteenOrders.id, refId)))
        : [];
    if (!meal || meal.staffId !== payerId) throw fieldError('ref_id', '订单不存在');
    if (meal.status !== MEAL_STATUS.unpaid) throw fieldError('ref_id', M.notPayable);
    if (clockOf(tx) >= meal.expiresAt) throw fieldError('ref_id', M.orderExpired);
    // the dishes and the delivery fee: the purchase screen shows them (issue 34)
    const items = meal.items.map((line) => payItem(line.name, line.quantity, line.priceFen));
    if (meal.deliveryFeeFen > 0) items.push(payItem(M.deliveryFee, 1, meal.deliveryFeeFen));
    return {
      amountFen: meal.totalFen,
      subject: M.mealSubject(await canteenName(tx, companyId, meal.canteenId), mealName(meal.date, meal.period)),
      items,
    };
  },
  async onPaid({ tx, order }) {
    const [meal] = await tx
      .select()
      .from(canteenOrders)
      .where(inCompany(canteenOrders, order.companyId, eq(canteenOrders.id, order.refId ?? '')))
      .for('update');
    if (meal?.status !== MEAL_STATUS.unpaid) return strayPayment(tx, order, M.notPayable);
    await tx
      .update(canteenOrders)
      .set({ status: MEAL_STATUS.paid, payOrderId: order.id, paidAt: order.paidAt ?? order.updatedAt, updatedAt: order.updatedAt })
      .where(inCompany(canteenOrders, order.companyId, eq(canteenOrders.id, meal.id)));
  },
  async onRefunded({ tx, order }) {
    await resolveStray(tx, order);
    const [meal] = await tx
      .select()
      .from(canteenOrders)
      .where(inCompany(canteenOrders, order.companyId, eq(canteenOrders.payOrderId, order.id)))
      .for('update');
    if (!meal) return;
    const full = order.refundedFen >= meal.totalFen;
    // A paid order refunded in full by an admin is cancelled too (its portions go back).
    const cancelNow = full && meal.status === MEAL_STATUS.paid;
    await tx
      .update(canteenOrders)
      .set({
        refundedFen: Math.min(order.refundedFen, meal.totalFen),
        refundState: full ? 'done' : meal.refundState,
        ...(cancelNow ? { status: MEAL_STATUS.cancelled, cancelledAt: order.updatedAt } : {}),
        updatedAt: order.updatedAt,
      })
      .where(inCompany(canteenOrders, order.companyId, eq(canteenOrders.id, meal.id)));
    if (cancelNow) await releasePortions(tx, order.companyId, meal.items);
  },
});

registerPayable({
  purpose: CANTEEN_BILL_PURPOSE,
  family: FAMILY,
  name: '食堂收款码',
  async quote({ tx, companyId, refId }) {
    const [bill] = refId
      ? await tx
          .select()
          .from(canteenBills)
          .where(inCompany(canteenBills, companyId, eq(canteenBills.code, refId)))
      : [];
    if (!bill) throw fieldError('ref_id', M.noBill);
    if (bill.status === BILL_STATUS.paid) throw fieldError('ref_id', M.billPaid);
    if (bill.status === BILL_STATUS.void) throw fieldError('ref_id', M.billVoid);
    if (clockOf(tx) >= bill.expiresAt) throw fieldError('ref_id', M.billExpired);
    const name = M.billSubject(await canteenName(tx, companyId, bill.canteenId));
    return { amountFen: bill.amountFen, subject: bill.note ? `${name}（${bill.note}）` : name };
  },
  async onPaid({ tx, order }) {
    const [bill] = await tx
      .select()
      .from(canteenBills)
      .where(inCompany(canteenBills, order.companyId, eq(canteenBills.code, order.refId ?? '')))
      .for('update');
    if (bill?.status !== BILL_STATUS.unpaid) return strayPayment(tx, order, M.billPaid);
    await tx
      .update(canteenBills)
      .set({ status: BILL_STATUS.paid, payOrderId: order.id, paidBy: order.payerId, paidAt: order.paidAt ?? order.updatedAt })
      .where(inCompany(canteenBills, order.companyId, eq(canteenBills.id, bill.id)));
  },
  async onRefunded({ tx, order }) {
    await resolveStray(tx, order);
  },
});

/** Refunds a cancelled paid order in full; a failure is logged and left to the sweep (the order shows 退款中). */
export async function refundCancelled(deps: CanteenDeps, companyId: string, mealId: string): Promise<void> {
  const [meal] = await deps.db
    .select()
    .from(canteenOrders)
    .where(inCompany(canteenOrders, companyId, eq(canteenOrders.id, mealId)));
  if (!meal?.payOrderId || meal.refundState !== 'due') return;
  try {
    await refundOrder(deps.pay, {
      companyId,
      orderId: meal.payOrderId,
      amountFen: meal.totalFen - meal.refundedFen,
      reason: M.cancelReason,
      clientKey: `canteen-cancel-${meal.id}`,
      actor: { kind: 'family', family: FAMILY },
    });
  } catch (err) {
    deps.log.warn({ err, mealId }, 'refund of a cancelled meal order failed; the sweep retries');
  }
}

/** Refunds a stray payment in full; one already refunded (the pay family's own late-payment refund) is marked done. */
export async function refundStray(deps: CanteenDeps, companyId: string, payOrderId: string, amountFen: number): Promise<void> {
  try {
    const row = await refundOrder(deps.pay, {
      companyId,
      orderId: payOrderId,
      amountFen,
      reason: M.strayReason,
      clientKey: 'canteen-stray',
      actor: { kind: 'family', family: FAMILY },
    });
    if (row.refundedFen < row.amountFen) return;
  } catch (err) {
    if (!(err instanceof HttpError && err.statusCode === 400)) {
      deps.log.warn({ err, payOrderId }, 'refund of a stray canteen payment failed; the sweep retries');
      return;
    }
    // 400: nothing left to refund (refunded meanwhile, or never paid): nothing to do.
  }
  await deps.db
    .update(canteenStrayPayments)
    .set({ resolvedAt: deps.now() })
    .where(and(eq(canteenStrayPayments.companyId, companyId), eq(canteenStrayPayments.payOrderId, payOrderId)));
}

/**
 * A repair's charge, paid through the platform's pay service (purpose REPAIR_PAY_PURPOSE, ref_id the
 * order): only its reporter, only at 50 待确认, only a charge above 0 that is not paid yet. Paid once:
 * the quote locks the repair row and refuses while another payment of it is open or paid, and the
 * payment marks the row with a conditional update.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { REPAIR_MESSAGES as M, REPAIR_PAY_PURPOSE, REPAIR_STATUS as S } from '@campus/contracts';
import { payItem, registerPayable } from '../../platform/pay/index.ts';
import { payOrders } from '../../platform/pay/schema.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { badRequest, fieldError } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { repairOrders } from './schema.ts';
import { repairRow } from './views.ts';
import { idOrNone } from './common.ts';

export const repairPayable = registerPayable({
  purpose: REPAIR_PAY_PURPOSE,
  family: 'repair',
  name: '维修费用',
  async quote({ tx, companyId, payerId, refId }) {
    if (!refId || !isGuid(refId)) throw fieldError('ref_id', '报修单不存在');
    const row = await repairRow(tx, companyId, refId, true).catch(() => undefined);
    if (!row || row.reporterId !== payerId) throw fieldError('ref_id', '报修单不存在');
    if (row.paidAt !== null) throw badRequest(M.alreadyPaid);
    if (row.status !== S.toConfirm || (row.feeFen ?? 0) <= 0) throw badRequest(M.noCharge);
    const [open] = await tx
      .select({ id: payOrders.id })
      .from(payOrders)
      .where(
        and(
          inCompany(payOrders, companyId),
          eq(payOrders.purpose, REPAIR_PAY_PURPOSE),
          eq(payOrders.refId, row.orderId),
          inArray(payOrders.status, ['created', 'paid']),
        ),
      )
      .limit(1);
    if (open) throw badRequest(M.payPending);
    const fee = row.feeFen ?? 0;
    return {
      amountFen: fee,
      subject: `维修费用 ${row.faultItemName}`,
      items: [payItem(`维修费用（${row.faultItemName}）`, 1, fee)],
      orderNo: row.orderNo,
    };
  },
  async onPaid({ tx, order }) {
    await tx
      .update(repairOrders)
      .set({ payOrderId: order.id, paidAt: order.paidAt ?? order.updatedAt })
      .where(
        and(inCompany(repairOrders, order.companyId), eq(repairOrders.orderId, idOrNone(order.refId ?? '')), isNull(repairOrders.paidAt)),
      );
  },
  async onRefunded({ tx, order }) {
    // a refunded charge is owed again (an admin refunded it: the reporter pays anew before confirming)
    if (order.refundedFen < order.amountFen) return;
    await tx
      .update(repairOrders)
      .set({ payOrderId: null, paidAt: null })
      .where(and(inCompany(repairOrders, order.companyId), eq(repairOrders.payOrderId, order.id), eq(repairOrders.status, S.toConfirm)));
  },
});

/**
 * A repair's charge, paid through the platform's pay service (purpose REPAIR_PAY_PURPOSE, ref_id the
 * order): only its reporter, only a charge above 0 set at 50 待确认, only while unpaid. Paid once: the
 * payment marks the row under its lock; a second payment that arrives all the same (a screen left
 * open, two tabs) is refused when it comes from the wallet (rolled back: nobody is charged), and a
 * provider's, which cannot be refused, is refunded once the payment has committed.
 */
import { and, eq } from 'drizzle-orm';
import { REPAIR_MESSAGES as M, REPAIR_PAY_PURPOSE, REPAIR_STATUS as S } from '@campus/contracts';
import { payItem, registerPayable } from '../../platform/pay/index.ts';
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
    const row = await repairRow(tx, companyId, refId).catch(() => undefined);
    if (!row || row.reporterId !== payerId) throw fieldError('ref_id', '报修单不存在');
    if (row.paidAt !== null) throw badRequest(M.alreadyPaid);
    if (row.status !== S.toConfirm || (row.feeFen ?? 0) <= 0) throw badRequest(M.noCharge);
    const fee = row.feeFen ?? 0;
    return {
      amountFen: fee,
      subject: `维修费用 ${row.faultItemName}`,
      items: [payItem(`维修费用（${row.faultItemName}）`, 1, fee)],
      orderNo: row.orderNo,
    };
  },
  async onPaid({ tx, order }) {
    const row = await repairRow(tx, order.companyId, idOrNone(order.refId ?? ''), true).catch(() => undefined);
    const fresh = row !== undefined && row.paidAt === null && (row.feeFen ?? 0) === order.amountFen;
    if (!fresh) {
      // paid already (or the charge changed meanwhile): the wallet is refused, a provider refunded
      if (order.provider === 'balance') throw badRequest(M.alreadyPaid);
      return { refund: M.alreadyPaid };
    }
    await tx
      .update(repairOrders)
      .set({ payOrderId: order.id, paidAt: order.paidAt ?? order.updatedAt })
      .where(and(inCompany(repairOrders, order.companyId), eq(repairOrders.orderId, row.orderId)));
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

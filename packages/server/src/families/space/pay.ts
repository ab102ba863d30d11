/**
 * A charged booking is paid through the platform's pay service (purpose space_booking, integer fen):
 * the server prices it from the booking (never the client); a payment marks it paid; a cancel before
 * the company's cut-off refunds it in full (booking.ts). A payment that completes after its booking
 * was cancelled, rejected or released (or paid already) keeps nothing: from the wallet it is refused
 * (rolled back, nobody is charged); a provider's, which cannot be refused, is refunded in full once
 * the payment's transaction has committed.
 */
import { eq } from 'drizzle-orm';
import { SPACE_STATUS as S } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { badRequest, fieldError } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { registerPayable } from '../../platform/pay/index.ts';
import { spaceBookings } from './schema.ts';
import { SPACE_BOOKING_PURPOSE } from './views.ts';

const NOT_PAYABLE = '该预约无需支付或已支付';
/** The refund of a payment that arrived for a booking no longer payable (pay orders, reconciliation). */
export const LATE_PAYMENT_REFUND = '预约已取消或已结束，自动退款';

async function lockBooking(tx: Database, companyId: string, id: string | null) {
  if (!id || !isGuid(id)) return undefined;
  const [row] = await tx
    .select()
    .from(spaceBookings)
    .where(inCompany(spaceBookings, companyId, eq(spaceBookings.id, id)))
    .for('update');
  return row;
}

registerPayable({
  purpose: SPACE_BOOKING_PURPOSE,
  family: 'space',
  name: '场地预约',
  async quote({ tx, companyId, payerId, refId }) {
    const row = await lockBooking(tx, companyId, refId);
    if (!row || row.bookerId !== payerId) throw fieldError('ref_id', '预约不存在');
    const payable = row.priceFen > 0 && row.paidAt === null && (row.status === S.inApproval || row.status === S.approved);
    if (!payable || row.startAt.getTime() <= Date.now()) throw fieldError('ref_id', NOT_PAYABLE);
    return { amountFen: row.priceFen, subject: `场地预约 ${row.date}` };
  },
  async onPaid({ tx, order }) {
    const row = await lockBooking(tx, order.companyId, order.refId);
    // locked: a cancel that committed first is seen here, one that comes later sees this payment (and refunds it)
    const payable = row !== undefined && row.paidAt === null && (row.status === S.inApproval || row.status === S.approved);
    if (!payable) {
      if (order.provider === 'balance') throw badRequest(NOT_PAYABLE);
      return { refund: LATE_PAYMENT_REFUND };
    }
    await tx
      .update(spaceBookings)
      .set({ paidAt: order.updatedAt, payOrderId: order.id })
      .where(inCompany(spaceBookings, order.companyId, eq(spaceBookings.id, row.id)));
  },
  async onRefunded({ tx, order }) {
    if (order.refundedFen < order.amountFen) return;
    await tx
      .update(spaceBookings)
      .set({ refundedAt: order.updatedAt })
      .where(inCompany(spaceBookings, order.companyId, eq(spaceBookings.payOrderId, order.id)));
  },
});

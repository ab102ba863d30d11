/**
 * The family's two order types on the one workflow. `space` (场地预约) keeps the generic table it was
 * registered with (the approval family's seeded orders read as before; a generic POST orders/ still
 * makes a plain `space` order without a booking, the workflow's own sample) and adds 50 已释放 (no
 * check-in by the end of the grace period) and 60 已提前结束 (checked out early). `seat` (座位预约) is
 * submitted only by the family. Both open approvalSpaceDetail (module space).
 *
 * The booking row is written by afterSubmit in the submit's transaction (pendingBooking, common.ts);
 * every later move keeps the booking's copy of the status and whether it still holds its slot.
 * start_use (check-in) and complete of a booking run only through the family (the scan, the job).
 */
import { eq } from 'drizzle-orm';
import { PUSH_MODULES, SEAT_STATUS_LABELS, SPACE_ORDER_TYPES, SPACE_STATUS as S, SPACE_STATUS_LABELS } from '@campus/contracts';
import { inCompany } from '../../platform/db/scoped.ts';
import type { Database } from '../../platform/db/types.ts';
import type { OrderHookInput, OrderRow, OrderTypeDef, TransitionDef } from '../../platform/orders/order-types.ts';
import { HOLDING_STATUSES, pendingBooking, refuse } from './common.ts';
import { spaceBookings } from './schema.ts';

/** The input a family transition passes: the generic `transition/` cannot forge it. */
export const VIA_FAMILY = { via: 'space' } as const;

const codes = { inApproval: S.inApproval, afterApproval: S.approved, rejected: S.rejected, cancelled: S.cancelled };

const familyOnly: TransitionDef[] = [
  { action: 'release', name: '释放', from: S.approved, to: S.released, by: 'module' },
  { action: 'check_out', name: '提前签退', from: S.inUse, to: S.checkedOut, by: 'module' },
  { action: 'revoke', name: '取消预约', from: S.approved, to: S.cancelled, by: 'module' },
];

async function keepStatus({ tx, order }: OrderHookInput): Promise<void> {
  await tx
    .update(spaceBookings)
    .set({ status: order.status, holding: HOLDING_STATUSES.includes(order.status) })
    .where(inCompany(spaceBookings, order.companyId, eq(spaceBookings.id, order.id)));
}

/** The order is a booking of the family (not a plain generic `space` order, the workflow's sample). */
async function isBooking(db: Database, order: OrderRow): Promise<boolean> {
  const [booking] = await db
    .select({ id: spaceBookings.id })
    .from(spaceBookings)
    .where(inCompany(spaceBookings, order.companyId, eq(spaceBookings.id, order.id)))
    .limit(1);
  return booking !== undefined;
}

/** Offered by the generic call only on a plain order: a booking's would be refused (onTransition). */
const genericOnly = async ({ db, order }: { db: Database; order: OrderRow }) => !(await isBooking(db, order));

const hooks: OrderTypeDef['hooks'] = {
  async afterSubmit({ tx, order }) {
    const write = pendingBooking.getStore();
    if (write) await write(tx, order.id, order.status);
  },
  onApproved: keepStatus,
  async onTransition(input) {
    const { tx, order, action } = input;
    if ((action === 'start_use' || action === 'complete') && input.input?.via !== VIA_FAMILY.via) {
      // a booking starts by scanning its code and completes at its end: the generic call cannot do either
      if (await isBooking(tx, order)) throw refuse(action === 'start_use' ? '请扫描场地或座位的签到码签到' : '预约结束时自动完成');
    }
    await keepStatus(input);
  },
};

export const SPACE = {
  type: SPACE_ORDER_TYPES.space,
  module: PUSH_MODULES.space,
  name: '场地预约',
  statuses: SPACE_STATUS_LABELS,
  ...codes,
  transitions: [
    { action: 'start_use', name: '开始使用', from: S.approved, to: S.inUse, by: 'applicant', offered: genericOnly },
    { action: 'complete', name: '完成', from: S.inUse, to: S.finished, by: 'applicant', offered: genericOnly },
    ...familyOnly,
  ],
  hooks,
} as const satisfies OrderTypeDef;

export const SEAT = {
  type: SPACE_ORDER_TYPES.seat,
  module: PUSH_MODULES.space,
  name: '座位预约',
  statuses: SEAT_STATUS_LABELS,
  ...codes,
  transitions: [
    { action: 'start_use', name: '签到', from: S.approved, to: S.inUse, by: 'module' },
    { action: 'complete', name: '完成', from: S.inUse, to: S.finished, by: 'module' },
    ...familyOnly,
  ],
  genericSubmit: false,
  hooks,
} as const satisfies OrderTypeDef;

export const spaceOrderTypes = [SPACE, SEAT] as const;

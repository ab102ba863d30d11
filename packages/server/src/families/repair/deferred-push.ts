/**
 * The push a report sends when it starts waiting for dispatch (20 待派单): the workflow's onApproved
 * hook runs inside its transaction and cannot send after the commit, so the repair administrators
 * are told once the order is seen committed at 20 (a rolled-back approval sends nothing).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { REPAIR_PUSH_ACTIONS, REPAIR_STATUS } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { OrderRow } from '../../platform/orders/order-types.ts';
import { orders } from '../../platform/orders/schema.ts';
import { staff } from '../../platform/db/schema.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { repairAdmins } from './schema.ts';
import { repairPush, sendAll } from './common.ts';

let context: AppContext | undefined;
/** The server's context, given by the family's routes plugin. */
export const setRepairContext = (ctx: AppContext): void => {
  context = ctx;
};
/** The server's context, for work after a commit (pushes, refunds of duplicate payments). */
export const repairContext = (): AppContext | undefined => context;

const TRIES = 40;
const WAIT_MS = 50;

/** The repair administrators of the company (admins count when none is named). */
export async function repairAdminIds(ctx: AppContext, companyId: string): Promise<string[]> {
  const db = ctx.handle.db;
  const named = await db.select({ id: repairAdmins.staffId }).from(repairAdmins).where(inCompany(repairAdmins, companyId));
  if (named.length > 0) return named.map((r) => r.id);
  const admins = await db
    .select({ id: staff.id })
    .from(staff)
    .where(inCompany(staff, companyId, eq(staff.role, 'admin'), eq(staff.isActive, true)))
    .limit(20);
  return admins.map((r) => r.id);
}

export function afterApprovalPush(order: OrderRow): void {
  const ctx = context;
  if (!ctx) return;
  const attempt = async (left: number): Promise<void> => {
    const [row] = await ctx.handle.db
      .select({ status: orders.status, version: orders.version })
      .from(orders)
      .where(and(inCompany(orders, order.companyId), eq(orders.id, order.id), inArray(orders.status, [REPAIR_STATUS.toDispatch])));
    if (!row || row.version < order.version) {
      // not committed yet (or rolled back): look again a little later, a bounded number of times
      if (left > 0) setTimeout(() => void attempt(left - 1).catch(log), WAIT_MS);
      return;
    }
    const admins = await repairAdminIds(ctx, order.companyId);
    await sendAll(
      ctx,
      order.companyId,
      admins.map((id) => repairPush(id, order.id, REPAIR_PUSH_ACTIONS.toDispatch, '待派单', `报修单「${order.title}」待派单`)),
    );
  };
  const log = (err: unknown) => ctx.log.error({ err }, 'repair dispatch push failed');
  setTimeout(() => void attempt(TRIES).catch(log), WAIT_MS);
}

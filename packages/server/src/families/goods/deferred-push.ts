/**
 * Pushes the family adds to a last approval (the workflow's own hook cannot send after its commit):
 * a borrow's borrower is asked to confirm the hand-over (COMPANY_PROPERTY, module pBorrow), a
 * transfer's receiver to accept it (APPROVAL, module assetTransfer). Sent once the order is seen
 * committed at its after-approval status; a rolled-back approval sends nothing.
 */
import { and, eq } from 'drizzle-orm';
import { APPROVAL_ACTIONS, GOODS_ORDER_TYPES, PUSH_MODULES, PUSH_MSG_TYPES } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { OrderRow } from '../../platform/orders/order-types.ts';
import { orders } from '../../platform/orders/schema.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { goodsOrders } from './schema.ts';
import { companyProperty, sendAll } from './common.ts';

let context: AppContext | undefined;
/** The server's context, given by the family's routes plugin. */
export const setGoodsContext = (ctx: AppContext): void => {
  context = ctx;
};

const TRIES = 20;
const WAIT_MS = 50;

export function afterApprovalPush(order: OrderRow): void {
  const ctx = context;
  if (!ctx || (order.orderType !== GOODS_ORDER_TYPES.borrow && order.orderType !== GOODS_ORDER_TYPES.transfer)) return;
  const attempt = async (left: number): Promise<void> => {
    const db = ctx.handle.db;
    const [row] = await db
      .select({ status: orders.status, version: orders.version })
      .from(orders)
      .where(inCompany(orders, order.companyId, eq(orders.id, order.id)));
    if (!row || row.status === -10 || row.status === -20) return;
    if (row.version < order.version) {
      // not committed yet: look again a little later, a bounded number of times
      if (left > 0) setTimeout(() => void attempt(left - 1), WAIT_MS);
      return;
    }
    if (order.orderType === GOODS_ORDER_TYPES.borrow) {
      await sendAll(ctx, order.companyId, [
        companyProperty(
          order.applicantId,
          PUSH_MODULES.pBorrow,
          order.id,
          'hand_over',
          '借用已通过',
          `您的资产借用「${order.title}」已审批通过，领取资产后请确认交接`,
        ),
      ]);
      return;
    }
    const [t] = await db
      .select({ toId: goodsOrders.toId })
      .from(goodsOrders)
      .where(and(inCompany(goodsOrders, order.companyId), eq(goodsOrders.orderId, order.id)));
    if (!t?.toId) return;
    await sendAll(ctx, order.companyId, [
      {
        staffId: t.toId,
        message: {
          title: '待接收',
          content: `资产调拨「${order.title}」待您接收`,
          extras: {
            msg_type: PUSH_MSG_TYPES.approval,
            msg_id: order.id,
            order_type: order.orderType,
            extra_param: { module: PUSH_MODULES.assetTransfer, action_type: APPROVAL_ACTIONS.approve },
          },
        },
      },
    ]);
  };
  setTimeout(() => void attempt(TRIES).catch((err: unknown) => ctx.log.error({ err }, 'goods approval push failed')), WAIT_MS);
}

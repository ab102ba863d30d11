/**
 * The `repair` order type (报修单, issue 39) with its own status table (contracts REPAIR_STATUS_LABELS):
 * 10 审批中 -> 20 待派单 -> 30 待接单 -> 40 维修中 -> 50 待确认 -> 60 已完成, with -20 已驳回 and -10 已取消.
 * Every later step carries data or belongs to someone the engine does not know (the repair
 * administrator, a dispatched repairman), so each is `by: 'module'`: the family's endpoint decides
 * who may act and writes its rows in the transition's transaction.
 *
 * The hooks keep `repair_orders.status` equal to the order's (the lists page on it), write the
 * report's rows (afterSubmit), and the workflow's pushes about the reporter's own order go as
 * REPAIR (the client opens saRepairOrderDetail); approvals stay APPROVAL (approvalRepairDetail).
 */
import { and, eq } from 'drizzle-orm';
import {
  APPROVAL_ACTIONS,
  PUSH_MODULES,
  PUSH_MSG_TYPES,
  REPAIR_ORDER_TYPE,
  REPAIR_STATUS as S,
  REPAIR_STATUS_LABELS,
  type PushMessage,
} from '@campus/contracts';
import type { OrderHookInput, OrderTypeDef, OrderTypeHooks } from '../../platform/orders/order-types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { pendingReport } from './common.ts';
import { repairOrders } from './schema.ts';
import { afterApprovalPush } from './deferred-push.ts';

async function mirror({ tx, order }: OrderHookInput, status: number): Promise<void> {
  await tx
    .update(repairOrders)
    .set({ status })
    .where(and(inCompany(repairOrders, order.companyId), eq(repairOrders.orderId, order.id)));
}

const hooks: OrderTypeHooks = {
  async afterSubmit({ tx, order }) {
    const write = pendingReport.getStore();
    if (write) await write(tx, order.id, order.status, order.createdAt);
  },
  async onApproved(input) {
    await mirror(input, S.toDispatch);
    // it now waits for dispatch: the repair administrators are told once the approval has committed
    afterApprovalPush(input.order);
  },
  async onTransition(input) {
    await mirror(input, input.to);
  },
};

/** The reporter's news as REPAIR: his push opens the order's own detail, not an approval screen. */
function rewrite(message: PushMessage, action: string): PushMessage {
  if (action !== APPROVAL_ACTIONS.result) return message;
  return {
    ...message,
    extras: { ...message.extras, msg_type: PUSH_MSG_TYPES.repair, extra_param: { module: PUSH_MODULES.repair, action_type: action } },
  };
}

export const REPAIR = {
  type: REPAIR_ORDER_TYPE,
  module: PUSH_MODULES.repair,
  name: '报修单',
  statuses: REPAIR_STATUS_LABELS,
  inApproval: S.inApproval,
  afterApproval: S.toDispatch,
  rejected: S.rejected,
  cancelled: S.cancelled,
  transitions: [
    { action: 'dispatch', name: '派单', from: S.toDispatch, to: S.toTake, by: 'module' },
    { action: 'dispatch', name: '重新派单', from: S.toTake, to: S.toTake, by: 'module' },
    { action: 'take', name: '接单', from: S.toTake, to: S.repairing, by: 'module' },
    { action: 'finish', name: '完成维修', from: S.repairing, to: S.toConfirm, by: 'module' },
    { action: 'confirm', name: '确认完成', from: S.toConfirm, to: S.done, by: 'module' },
    { action: 'send_back', name: '退回重修', from: S.toConfirm, to: S.repairing, by: 'module' },
    { action: 'withdraw', name: '撤销报修', from: S.toDispatch, to: S.cancelled, by: 'module' },
    { action: 'withdraw', name: '撤销报修', from: S.toTake, to: S.cancelled, by: 'module' },
  ],
  genericSubmit: false,
  hooks,
  pushMessage: rewrite,
} satisfies OrderTypeDef;

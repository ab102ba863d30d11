/**
 * The goods family's order types on the one workflow (issue 36), with their status tables:
 *
 * - `goods` 物资领用 (spec 3): -20 已驳回, -10 已取消, 8 待领取, 10 审批中, 20 已完成; `collect` 8 -> 20 (确认领取)
 *   by an admin through the generic call, or by a store keeper's scan of the slip.
 * - `consume` 耗材领用: the goods table with 20 已领取 and 30 已归还; `collect` 8 -> 20 (the scan), `close`
 *   20 -> 30 when every line is given back (both by the family's endpoints).
 * - `goodsSuite` 套件领用: the goods table; `collect` 8 -> 20 (the scan).
 * - `pBorrow` 资产借用: -20 已驳回, -10 已取消, 10 审批中, 20 待交接, 30 借用中, 40 已归还, 50 已逾期; `confirm`
 *   20 -> 30 (the borrower), `return` 30 -> 40 and 50 -> 40 (borrower or store keeper), `overdue` 30 -> 50
 *   (the sweep).
 * - `assetTransfer` 资产调拨: -20 已驳回, -10 已取消, 10 审批中, 20 待接收, 30 已完成; `complete` 20 -> 30 when the
 *   receiver has decided every line.
 *
 * The family's rows are written by the afterSubmit hook from what the module endpoint prepared
 * (common.ts pendingSubmit); collecting, reserving and giving quota back run in the hooks, inside
 * the transition's transaction.
 */
import { and, eq } from 'drizzle-orm';
import {
  BORROW_STATUS_LABELS,
  CONSUME_STATUS_LABELS,
  GOODS_ORDER_TYPES,
  GOODS_STATUS_LABELS,
  PUSH_MODULES,
  TRANSFER_STATUS_LABELS,
} from '@campus/contracts';
import { goodsStatuses, type OrderHookInput, type OrderTypeDef, type OrderTypeHooks } from '../../platform/orders/order-types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { pendingSubmit } from './common.ts';
import { goodsOrders } from './schema.ts';
import { releaseQuota } from './quotas.ts';
import { collectOrder } from './collect.ts';
import { reserveBorrow } from './borrow-rules.ts';
import { afterApprovalPush } from './deferred-push.ts';

async function header(input: OrderHookInput) {
  const [row] = await input.tx
    .select()
    .from(goodsOrders)
    .where(and(inCompany(goodsOrders, input.order.companyId), eq(goodsOrders.orderId, input.order.id)));
  return row;
}

const hooks: OrderTypeHooks = {
  async afterSubmit({ tx, order }) {
    const prepare = pendingSubmit.getStore();
    if (prepare) await prepare(tx, order.id, order.createdAt);
  },
  async onApproved(input) {
    if (input.order.orderType === GOODS_ORDER_TYPES.borrow) await reserveBorrow(input.tx, input.order.companyId, input.order.id);
    afterApprovalPush(input.order);
  },
  async onTransition(input) {
    const { tx, order, action, actorId } = input;
    if (action === 'reject' || action === 'cancel') {
      const row = await header(input);
      if (row?.quotaUses) await releaseQuota(tx, order.companyId, row.quotaUses);
      return;
    }
    if (action === 'collect') await collectOrder(tx, order.companyId, order.id, actorId, new Date(order.updatedAt));
  },
};

/** `goods`: the spec's table; a generic submit (the workflow's own sample type) is a goods order without lines. */
export const GOODS = {
  type: GOODS_ORDER_TYPES.goods,
  module: PUSH_MODULES.goods,
  name: '物资领用',
  ...goodsStatuses,
  statuses: GOODS_STATUS_LABELS,
  hooks,
} satisfies OrderTypeDef;

export const CONSUME = {
  type: GOODS_ORDER_TYPES.consume,
  module: PUSH_MODULES.consume,
  name: '耗材领用',
  statuses: CONSUME_STATUS_LABELS,
  inApproval: 10,
  afterApproval: 8,
  rejected: -20,
  cancelled: -10,
  transitions: [
    { action: 'collect', name: '确认领取', from: 8, to: 20, by: 'module' },
    { action: 'close', name: '全部归还', from: 20, to: 30, by: 'module' },
  ],
  genericSubmit: false,
  hooks,
} satisfies OrderTypeDef;

export const SUITE = {
  type: GOODS_ORDER_TYPES.suite,
  module: PUSH_MODULES.goodsSuite,
  name: '套件领用',
  statuses: GOODS_STATUS_LABELS,
  inApproval: 10,
  afterApproval: 8,
  rejected: -20,
  cancelled: -10,
  transitions: [{ action: 'collect', name: '确认领取', from: 8, to: 20, by: 'module' }],
  genericSubmit: false,
  hooks,
} satisfies OrderTypeDef;

export const BORROW = {
  type: GOODS_ORDER_TYPES.borrow,
  module: PUSH_MODULES.pBorrow,
  name: '资产借用',
  statuses: BORROW_STATUS_LABELS,
  inApproval: 10,
  afterApproval: 20,
  rejected: -20,
  cancelled: -10,
  transitions: [
    { action: 'confirm', name: '确认交接', from: 20, to: 30, by: 'module' },
    { action: 'return', name: '归还', from: 30, to: 40, by: 'module' },
    { action: 'return', name: '归还', from: 50, to: 40, by: 'module' },
    { action: 'overdue', name: '逾期', from: 30, to: 50, by: 'module' },
  ],
  genericSubmit: false,
  hooks,
} satisfies OrderTypeDef;

export const TRANSFER = {
  type: GOODS_ORDER_TYPES.transfer,
  module: PUSH_MODULES.assetTransfer,
  name: '资产调拨',
  statuses: TRANSFER_STATUS_LABELS,
  inApproval: 10,
  afterApproval: 20,
  rejected: -20,
  cancelled: -10,
  transitions: [{ action: 'complete', name: '接收完成', from: 20, to: 30, by: 'module' }],
  genericSubmit: false,
  hooks,
} satisfies OrderTypeDef;

export const GOODS_TYPES: readonly OrderTypeDef[] = [GOODS, CONSUME, SUITE, BORROW, TRANSFER];

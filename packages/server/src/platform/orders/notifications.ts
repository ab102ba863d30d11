/**
 * The order engine's push wording (spec section 3): who is told what after each transition. Pushes
 * are built inside the transition's transaction and delivered after the commit.
 */
import type { FastifyBaseLogger } from 'fastify';
import { APPROVAL_ACTIONS, PUSH_MSG_TYPES, type ApprovalAction, type PushMessage } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import type { PushService } from '../push/service.ts';
import { staffBriefs, unknownStaff } from '../directory/directory.ts';
import { statusLabel, type OrderRow, type OrderTypeDef, type TransitionDef } from './order-types.ts';

/** A push to send once the transaction has committed. */
export interface PendingPush {
  staffId: string;
  message: PushMessage;
}

/**
 * The push of spec section 3 for an order: APPROVAL, msg_id = order id, extra_param.module routes the
 * client. An order type with its own push kind (official car 3: OFFICIAL_CAR3) rewrites it (`pushMessage`).
 */
export function approvalMessage(
  order: Pick<OrderRow, 'id' | 'orderType'>,
  def: OrderTypeDef,
  action: ApprovalAction,
  title: string,
  content: string,
): PushMessage {
  const message: PushMessage = {
    title,
    content,
    extras: {
      msg_type: PUSH_MSG_TYPES.approval,
      msg_id: order.id,
      order_type: order.orderType,
      extra_param: { module: def.module, action_type: action },
    },
  };
  return def.pushMessage ? def.pushMessage(message, action) : message;
}

/** The approver whose turn it is (approve), or who was handed a step (transfer). */
export async function toApprover(
  tx: Database,
  order: OrderRow,
  def: OrderTypeDef,
  approverId: string,
  action: ApprovalAction,
  fromId?: string,
): Promise<PendingPush> {
  const people = await staffBriefs(tx, order.companyId, fromId ? [order.applicantId, fromId] : [order.applicantId]);
  const applicant = people.get(order.applicantId)?.name ?? '';
  const content =
    action === APPROVAL_ACTIONS.transfer && fromId
      ? `${people.get(fromId)?.name ?? ''}将${applicant}提交的${def.name}「${order.title}」转交给您审批`
      : `${applicant}提交的${def.name}「${order.title}」待您审批`;
  return { staffId: approverId, message: approvalMessage(order, def, action, '待审批', content) };
}

/** News about the applicant's own order. */
export function toApplicant(order: OrderRow, def: OrderTypeDef, title: string, content: string): PendingPush {
  return { staffId: order.applicantId, message: approvalMessage(order, def, APPROVAL_ACTIONS.result, title, content) };
}

export const approvedNotice = (order: OrderRow, def: OrderTypeDef): PendingPush =>
  toApplicant(order, def, '审批通过', `您提交的${def.name}「${order.title}」已审批通过`);

export const rejectedNotice = (order: OrderRow, def: OrderTypeDef, reason: string): PendingPush =>
  toApplicant(order, def, '已驳回', `您提交的${def.name}「${order.title}」已驳回：${reason}`);

export const transitionNotice = (order: OrderRow, def: OrderTypeDef, t: TransitionDef): PendingPush =>
  toApplicant(order, def, '单据状态更新', `您的${def.name}「${order.title}」${t.name}：${statusLabel(def, t.to)}`);

/** The applicant cancelled: the pending approver is told. */
export async function cancelledNotice(tx: Database, order: OrderRow, def: OrderTypeDef, approverId: string): Promise<PendingPush> {
  const applicant = (await staffBriefs(tx, order.companyId, [order.applicantId])).get(order.applicantId) ?? unknownStaff(order.applicantId);
  return {
    staffId: approverId,
    message: approvalMessage(order, def, APPROVAL_ACTIONS.result, '审批已撤销', `${applicant.name}已撤销${def.name}「${order.title}」`),
  };
}

/** After the commit: a failed push is logged, never undoes the transition. */
export async function deliver(push: PushService, log: FastifyBaseLogger, companyId: string, pushes: PendingPush[]): Promise<void> {
  for (const p of pushes) {
    try {
      await push.send({ companyId, staffId: p.staffId }, p.message);
    } catch (err) {
      log.error({ err, staffId: p.staffId }, 'order push failed');
    }
  }
}

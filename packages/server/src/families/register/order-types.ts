/**
 * staffRegister (员工注册) and studentRegister (学生注册): a registration waiting for approval, on the
 * platform's workflow (module staffRegister: the client's 员工注册审批 detail shows both). The
 * applicant is the new account itself, stored inactive by beforeSubmit; approval activates it, a
 * rejection or cancellation leaves it inactive (the phone may apply again). All in the transition's
 * transaction: approving twice, or two approvers at once, moves the order once and activates once.
 */
import { PUSH_MODULES, REGISTER_ORDER_TYPES } from '@campus/contracts';
import type { OrderHookInput, OrderTypeDef } from '../../platform/orders/order-types.ts';
import { activateApplication, closeApplication, recordApplication, storeApplicantAccount } from './accounts.ts';
import { applicationDataOf } from './application-data.ts';

const statuses = {
  statuses: { [-20]: '已驳回', [-10]: '已取消', 10: '审批中', 20: '已通过' },
  inApproval: 10,
  afterApproval: 20,
  rejected: -20,
  cancelled: -10,
  transitions: [],
} as const;

const hooks = {
  async beforeSubmit({ tx, order }: OrderHookInput) {
    await storeApplicantAccount(tx, order.companyId, order.applicantId, applicationDataOf(order));
  },
  async afterSubmit({ tx, order }: OrderHookInput) {
    await recordApplication(tx, order.companyId, order.applicantId, applicationDataOf(order), { orderId: order.id, now: order.createdAt });
  },
  async onApproved({ tx, order }: OrderHookInput) {
    await activateApplication(tx, order.companyId, order.id, order.updatedAt);
  },
  async onTransition({ tx, order, action }: OrderHookInput & { action: string }) {
    if (action === 'reject') await closeApplication(tx, order.companyId, order.id, 'rejected', order.rejectReason, order.updatedAt);
    if (action === 'cancel') await closeApplication(tx, order.companyId, order.id, 'cancelled', null, order.updatedAt);
  },
};

export const STAFF_REGISTER = {
  type: REGISTER_ORDER_TYPES.staff,
  module: PUSH_MODULES.staffRegister,
  name: '员工注册',
  ...statuses,
  genericSubmit: false,
  hooks,
} satisfies OrderTypeDef;

export const STUDENT_REGISTER = {
  type: REGISTER_ORDER_TYPES.student,
  module: PUSH_MODULES.staffRegister,
  name: '学生注册',
  ...statuses,
  genericSubmit: false,
  hooks,
} satisfies OrderTypeDef;

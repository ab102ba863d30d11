/**
 * The order types of the approval family: `forms` (custom flows), and the types whose approval
 * detail screens need data before their own families exist on the server (goods, repair, space:
 * each moves to families/<family>/order-types.ts when that family arrives).
 * Registered with the order engine from families/index.ts.
 */
import { PUSH_MODULES } from '@campus/contracts';
import { genericStatuses, goodsStatuses, type OrderTypeDef } from '../../platform/orders/order-types.ts';

export const approvalOrderTypes = {
  forms: { type: 'forms', module: PUSH_MODULES.forms, name: '通用流程', ...genericStatuses, genericSubmit: false },
  goods: { type: 'goods', module: PUSH_MODULES.goods, name: '物资领用', ...goodsStatuses },
  repair: { type: 'repair', module: PUSH_MODULES.repair, name: '报修单', ...genericStatuses },
  space: { type: 'space', module: PUSH_MODULES.space, name: '场地预约', ...genericStatuses },
} as const satisfies Record<string, OrderTypeDef>;

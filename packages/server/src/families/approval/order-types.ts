/**
 * The order types of the approval family: `forms` (custom flows), and the types whose approval
 * detail screens need data before their own families exist on the server (repair, space: each moves
 * to families/<family>/order-types.ts when that family arrives; `goods` is the goods family's now).
 * Registered with the order engine from families/index.ts.
 */
import { PUSH_MODULES } from '@campus/contracts';
import { genericStatuses, goodsStatuses, type OrderTypeDef } from '../../platform/orders/order-types.ts';

export const approvalOrderTypes = {
  forms: { type: 'forms', module: PUSH_MODULES.forms, name: '通用流程', ...genericStatuses, genericSubmit: false },
  repair: { type: 'repair', module: PUSH_MODULES.repair, name: '报修单', ...genericStatuses },
  space: { type: 'space', module: PUSH_MODULES.space, name: '场地预约', ...genericStatuses },
} as const satisfies Record<string, OrderTypeDef>;

/**
 * `goods` is registered by the goods family (families/goods/order-types.ts); the demo goods order
 * and chain seeded here need only its codes.
 */
export const goodsTypeCodes = {
  type: 'goods',
  module: PUSH_MODULES.goods,
  name: '物资领用',
  ...goodsStatuses,
} as const satisfies OrderTypeDef;

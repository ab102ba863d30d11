/**
 * The order types of the approval family: `forms` (custom flows), and the types whose approval
 * detail screens need data before their own families exist on the server (each moves to
 * families/<family>/order-types.ts when that family arrives; `goods`, `space` and `repair` are their families' now).
 * Registered with the order engine from families/index.ts.
 */
import { PUSH_MODULES, REPAIR_STATUS_LABELS } from '@campus/contracts';
import { genericStatuses, goodsStatuses, type OrderTypeDef } from '../../platform/orders/order-types.ts';

export const approvalOrderTypes = {
  forms: { type: 'forms', module: PUSH_MODULES.forms, name: '通用流程', ...genericStatuses, genericSubmit: false },
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

/**
 * `space` is registered by the space family (families/space/order-types.ts); the demo space order
 * and chain seeded here need only its codes (the generic table, which the space family keeps).
 */
export const spaceTypeCodes = {
  type: 'space',
  module: PUSH_MODULES.space,
  name: '场地预约',
  ...genericStatuses,
} as const satisfies OrderTypeDef;

/**
 * `repair` is registered by the repair family (families/repair/order-types.ts, with its own status
 * table: 20 is 待派单 there); the demo repair order and chain seeded here need only its codes.
 */
export const repairTypeCodes = {
  type: 'repair',
  module: PUSH_MODULES.repair,
  name: '报修单',
  statuses: REPAIR_STATUS_LABELS,
  inApproval: 10,
  afterApproval: 20,
  rejected: -20,
  cancelled: -10,
  transitions: [],
} as const satisfies OrderTypeDef;

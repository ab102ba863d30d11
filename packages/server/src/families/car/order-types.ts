/**
 * The car family's order types on the shared workflow. Each kind has its own type, so its approval
 * chain is configured per kind (PUT approval/chains/{type}/). Steps after approval that carry data
 * (a vehicle, an odometer reading) or are taken by someone else than the applicant or an admin (the
 * driver) are `module` transitions: only the car endpoints run them (transitions.ts).
 * Version 3's pushes are OFFICIAL_CAR3 messages (spec 7): `pushMessage` rewrites the workflow's.
 */
import { CAR3_ACTIONS, CAR_ORDER_TYPES, PUSH_MODULES, PUSH_MSG_TYPES, type ApprovalAction, type PushMessage } from '@campus/contracts';
import type { OrderTypeDef } from '../../platform/orders/order-types.ts';
import { changeHooks, drivingHooks, repairHooks, tripHooks } from './hooks.ts';

const sideStatuses = { inApproval: 10, rejected: -20, cancelled: -10 } as const;

/** Version 2 (keeps the generic table it had in the approval family, plus 25 已派车). */
export const CAR2 = {
  type: CAR_ORDER_TYPES.v2,
  module: PUSH_MODULES.car2,
  name: '公务用车',
  statuses: { [-20]: '已驳回', [-10]: '已取消', 10: '审批中', 20: '已通过', 25: '已派车', 30: '进行中', 40: '已完成' },
  ...sideStatuses,
  afterApproval: 20,
  transitions: [
    { action: 'dispatch', name: '派车', from: 20, to: 25, by: 'module' },
    { action: 'start_use', name: '开始使用', from: 25, to: 30, by: 'module' },
    { action: 'complete', name: '完成', from: 30, to: 40, by: 'module' },
    { action: 'withdraw', name: '取消用车', from: 20, to: -10, by: 'module' },
    { action: 'withdraw', name: '取消用车', from: 25, to: -10, by: 'module' },
  ],
  genericSubmit: false,
  hooks: tripHooks,
} as const satisfies OrderTypeDef;

/** Version 3 with a driver: a trip, or daily use for a period. */
const dispatchedStatuses = {
  statuses: { [-20]: '已驳回', [-10]: '已取消', 10: '审批中', 20: '待派车', 30: '待出车', 40: '行程中', 50: '已完成', 60: '已评价' },
  ...sideStatuses,
  afterApproval: 20,
  transitions: [
    { action: 'dispatch', name: '派车', from: 20, to: 30, by: 'module' },
    { action: 'start', name: '出车', from: 30, to: 40, by: 'module' },
    { action: 'finish', name: '结束行程', from: 40, to: 50, by: 'module' },
    { action: 'comment', name: '评价', from: 50, to: 60, by: 'module' },
    { action: 'withdraw', name: '取消用车', from: 20, to: -10, by: 'module' },
    { action: 'withdraw', name: '取消用车', from: 30, to: -10, by: 'module' },
  ],
} as const;

/** OFFICIAL_CAR3 instead of APPROVAL: a step to approve, or news of one's own order (spec 7). */
const car3Push =
  (module: string, approval: string, order: string) =>
  (message: PushMessage, action: ApprovalAction): PushMessage => ({
    ...message,
    extras: {
      ...message.extras,
      msg_type: PUSH_MSG_TYPES.officialCar3,
      extra_param: { module, action_type: action === 'result' ? order : approval },
    },
  });

export const CAR3_TRIP = {
  type: CAR_ORDER_TYPES.trip,
  module: PUSH_MODULES.car3Trip,
  name: '行程用车',
  ...dispatchedStatuses,
  genericSubmit: false,
  hooks: tripHooks,
  pushMessage: car3Push(PUSH_MODULES.car3Trip, CAR3_ACTIONS.approval, CAR3_ACTIONS.order),
} as const satisfies OrderTypeDef;

export const CAR3_DAILY = {
  type: CAR_ORDER_TYPES.daily,
  module: PUSH_MODULES.car3,
  name: '日常用车',
  ...dispatchedStatuses,
  genericSubmit: false,
  hooks: tripHooks,
  pushMessage: car3Push(PUSH_MODULES.car3, CAR3_ACTIONS.approval, CAR3_ACTIONS.order),
} as const satisfies OrderTypeDef;

/** Self-driving: the applicant picked the vehicle; approved, it is held for him. */
export const CAR3_DRIVING = {
  type: CAR_ORDER_TYPES.driving,
  module: PUSH_MODULES.car3Driving,
  name: '自驾用车',
  statuses: { [-20]: '已驳回', [-10]: '已取消', 10: '审批中', 20: '待取车', 40: '用车中', 50: '已还车', 60: '已评价' },
  ...sideStatuses,
  afterApproval: 20,
  transitions: [
    { action: 'start', name: '取车', from: 20, to: 40, by: 'module' },
    { action: 'finish', name: '还车', from: 40, to: 50, by: 'module' },
    { action: 'comment', name: '评价', from: 50, to: 60, by: 'module' },
    { action: 'withdraw', name: '取消用车', from: 20, to: -10, by: 'module' },
  ],
  genericSubmit: false,
  hooks: drivingHooks,
  pushMessage: car3Push(PUSH_MODULES.car3Driving, CAR3_ACTIONS.drivingApproval, CAR3_ACTIONS.drivingOrder),
} as const satisfies OrderTypeDef;

/** A change of a trip: approved, it changes the trip (history kept in car_trip_changes). */
export const CAR3_CHANGE = {
  type: CAR_ORDER_TYPES.change,
  module: PUSH_MODULES.carOrder,
  name: '行程变更',
  statuses: { [-20]: '已驳回', [-10]: '已取消', 10: '审批中', 20: '已变更' },
  ...sideStatuses,
  afterApproval: 20,
  transitions: [],
  genericSubmit: false,
  hooks: changeHooks,
} as const satisfies OrderTypeDef;

/** A vehicle repair: approved, the vehicle is out of service until an admin finishes it. */
export const CAR_REPAIR = {
  type: CAR_ORDER_TYPES.repair,
  module: PUSH_MODULES.carRepair,
  name: '车辆维修',
  statuses: { [-20]: '已驳回', [-10]: '已取消', 10: '审批中', 20: '维修中', 40: '已完成' },
  ...sideStatuses,
  afterApproval: 20,
  transitions: [{ action: 'finish_repair', name: '维修完成', from: 20, to: 40, by: 'module' }],
  genericSubmit: false,
  hooks: repairHooks,
} as const satisfies OrderTypeDef;

export const carOrderTypes = [CAR2, CAR3_TRIP, CAR3_DAILY, CAR3_DRIVING, CAR3_CHANGE, CAR_REPAIR] as const;

/** The order type of each car kind. */
export const typeOfKind = { v2: CAR2, trip: CAR3_TRIP, daily: CAR3_DAILY, driving: CAR3_DRIVING } as const;

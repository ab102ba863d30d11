/**
 * The kinds of push message (spec sections 4 "Push to screen" and 7 "Push handling").
 * One source for the server (which sends them) and the client (which routes them).
 *
 * Where each value travels in `PushMessage.extras`:
 * - `msg_type`: one of PUSH_MSG_TYPES.
 * - `extra_param.module` (or, when absent, `order_type`): one of PUSH_MODULES, for
 *   APPROVAL and COMPANY_PROPERTY messages. For a dormitory2 approval `order_type`
 *   carries the dormitory2 order's own sub-type and is passed on to the screen.
 * - `extra_param.action_type`: one of DORM2_ACTIONS for DORMITORY2 messages,
 *   one of CAR3_ACTIONS for OFFICIAL_CAR3 messages.
 * - `msg_id`: the id of the order (or approval) the message is about.
 */
export const PUSH_MSG_TYPES = {
  approval: 'APPROVAL',
  repair: 'REPAIR',
  companyProperty: 'COMPANY_PROPERTY',
  dormitory2: 'DORMITORY2',
  officialCar3: 'OFFICIAL_CAR3',
  /** A new notice: `msg_id` is the notice id (the client opens /notice/noticeDetail?id=). */
  notice: 'NOTICE',
  /** A reply to the staff's leave word (/interact): `msg_id` is the word id. */
  interact: 'INTERACT',
  /** Reception and visitors (issue 37): `extra_param {module, action_type}` from VISITOR_PUSH (contracts visitor-common.ts). */
  visitor: 'VISITOR',
  /** Space and seat booking (issue 38): `extra_param {module: space|seat, action_type}` from SPACE_PUSH_ACTIONS (contracts space-push.ts). */
  space: 'SPACE',
  /** Inspection, rectifications, reform tasks and alarms (issue 39): `extra_param {module, action_type}` from INSPECT_PUSH (contracts inspect-codes.ts). */
  inspect: 'INSPECT',
} as const;
export type PushMsgType = (typeof PUSH_MSG_TYPES)[keyof typeof PUSH_MSG_TYPES];

/** Modules an APPROVAL (or COMPANY_PROPERTY) message can be about. */
export const PUSH_MODULES = {
  /** Repair order. */
  repair: 'repair',
  /** Property (asset) borrow. */
  pBorrow: 'pBorrow',
  /** Material warehousing (consumables). */
  consume: 'consume',
  /** Provide-material plan (goods suite). */
  goodsSuite: 'goodsSuite',
  /** Dormitory 2. */
  dormitory2: 'dormitory2',
  /** Official car version 2 order. */
  car2: 'car2',
  /** Official car version 3 order. */
  car3: 'car3',
  /** Official car version 3 trip. */
  car3Trip: 'car3Trip',
  /** Official car version 3 self-driving order. */
  car3Driving: 'car3Driving',
  /** Official car order (generic). */
  carOrder: 'carOrder',
  privateCar: 'privateCar',
  dorm: 'dorm',
  canteen: 'canteen',
  visit: 'visit',
  letOff: 'letOff',
  goods: 'goods',
  outSubsidy: 'outSubsidy',
  /** Reception (接待): the client opens /RApprove/RApproveDetail. */
  reception: 'reception',
  carRepair: 'carRepair',
  space: 'space',
  forms: 'forms',
  staffRegister: 'staffRegister',
  assetTransfer: 'assetTransfer',
  survey: 'survey',
  /** Shuttle bus route application (乘车申请). */
  bus: 'bus',
} as const;
export type PushModule = (typeof PUSH_MODULES)[keyof typeof PUSH_MODULES];

/** `extra_param.action_type` of a DORMITORY2 message. No action: an information-only alert. */
export const DORM2_ACTIONS = {
  exchange: 'exchange',
  checkOut: 'check_out',
  cleanOrder: 'clean_order',
  feeList: 'fee_list',
} as const;
export type Dorm2Action = (typeof DORM2_ACTIONS)[keyof typeof DORM2_ACTIONS];

/** `extra_param.action_type` of an OFFICIAL_CAR3 message. */
export const CAR3_ACTIONS = {
  /** An order waits for the recipient's approval. */
  approval: 'approval',
  /** A trip was assigned to the recipient as driver. */
  driverTrip: 'driver_trip',
  /** News about the recipient's own order. */
  order: 'order',
  /** A self-driving order waits for the recipient's approval. */
  drivingApproval: 'driving_approval',
  /** News about the recipient's own self-driving order. */
  drivingOrder: 'driving_order',
} as const;
export type Car3Action = (typeof CAR3_ACTIONS)[keyof typeof CAR3_ACTIONS];

/**
 * `extra_param.action_type` of an APPROVAL message sent by the order workflow:
 * approve (a step waits for the recipient), result (news about the recipient's own order:
 * approved, rejected, or a later status), transfer (a step was handed to the recipient).
 */
export const APPROVAL_ACTIONS = {
  approve: 'approve',
  result: 'result',
  transfer: 'transfer',
} as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[keyof typeof APPROVAL_ACTIONS];

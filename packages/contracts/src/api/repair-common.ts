/**
 * Repairs (issue 39): the constants every repair file shares, without zod (the module's manifest,
 * in the first visit's chunks, reads them). Money is integer fen; times 'YYYY-MM-DD HH:mm:ss' on
 * the hub clock (Asia/Shanghai).
 */

/** The order type (报修单) on the one workflow; its `module` is the same word (PUSH_MODULES.repair). */
export const REPAIR_ORDER_TYPE = 'repair';

/**
 * The repair order's own status table (replaces the generic one): 10 审批中 (a charged repair where
 * the company's chain asks for approval), 20 待派单 (the repair administrator dispatches), 30 待接单
 * (one of the dispatched repairmen takes it), 40 维修中, 50 待确认 (the reporter confirms, or sends it
 * back to 40), 60 已完成; -20 已驳回, -10 已取消.
 */
export const REPAIR_STATUS = {
  rejected: -20,
  cancelled: -10,
  inApproval: 10,
  toDispatch: 20,
  toTake: 30,
  repairing: 40,
  toConfirm: 50,
  done: 60,
} as const;
export const REPAIR_STATUS_LABELS = {
  [-20]: '已驳回',
  [-10]: '已取消',
  10: '审批中',
  20: '待派单',
  30: '待接单',
  40: '维修中',
  50: '待确认',
  60: '已完成',
} as const;

/** The pay service's purpose of a repair's charge (POST pay/orders/ {purpose, ref_id: the repair order id}). */
export const REPAIR_PAY_PURPOSE = 'repair_charge';

/**
 * The family's own pushes (msg_type REPAIR, PUSH_MSG_TYPES.repair; the client opens
 * /saRepairOrderDetail with `repairOrderId` = msg_id): `extra_param {module: 'repair', action_type}`.
 * Approvals go as every order type's APPROVAL pushes (module repair: approvalRepairDetail with
 * `_approvalRepairDetailData` {id, type}).
 */
export const REPAIR_PUSH_ACTIONS = {
  /** A reported repair waits for dispatch (to the repair administrators). */
  toDispatch: 'to_dispatch',
  /** The recipient was dispatched an order to take. */
  dispatched: 'dispatched',
  /** News about the recipient's own report (taken, finished, approved, rejected). */
  result: 'result',
  /** The reporter confirmed or sent back the recipient's work. */
  confirmed: 'confirmed',
  sentBack: 'sent_back',
} as const;

/** The appraisal's tags (saAnonymityAppraise offers them; the server accepts only these). */
export const REPAIR_APPRAISAL_TAGS = [
  '响应及时',
  '态度友好',
  '技术专业',
  '现场整洁',
  '按时到达',
  '收费合理',
  '维修不彻底',
  '等待太久',
] as const;

/** The suitable times a reporter picks from (预约时间), besides 'any time'. */
export const REPAIR_TIME_SLOTS = ['尽快', '上午 08:00-12:00', '下午 14:00-18:00', '晚上 18:00-21:00'] as const;

/** Refusals the screens may show as they are. */
export const REPAIR_MESSAGES = {
  notAdmin: '仅维修管理员可以操作',
  notCandidate: '该报修单未派给您',
  taken: '该报修单已被其他维修员接单',
  notRepairman: '只有接单的维修员可以操作',
  onlyReporter: '只有报修人可以操作',
  unpaid: '请先支付维修费用',
  alreadyPaid: '维修费用已支付',
  payPending: '已有待支付的订单，请在原订单中完成支付',
  noCharge: '该报修单无需支付',
  appraised: '您已评价过该报修单',
  notDone: '报修单完成后才能评价',
  placeUnknown: '报修地点不存在',
  itemUnknown: '故障项目不存在',
  repairmanUnknown: '请选择本公司的维修员',
  chargeChanged: '维修费用已支付，不能修改',
  typeUnknown: '请选择维修类型',
  itemNameTaken: '该维修类型下已有同名故障项目',
} as const;

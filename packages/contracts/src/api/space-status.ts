/** Space and seat booking (issue 38): the order types, their status codes and labels, without zod. */

/** The two order types of the family, on the one workflow; both open approvalSpaceDetail (module `space`). */
export const SPACE_ORDER_TYPES = { space: 'space', seat: 'seat' } as const;
export type SpaceOrderType = (typeof SPACE_ORDER_TYPES)[keyof typeof SPACE_ORDER_TYPES];

/**
 * The status codes of both types: the generic table (-20 ... 40, what the seeded `space` orders use)
 * plus 50, a booking released because nobody checked in by the end of the grace period, and 60, a
 * booking checked out before its end (the rest of the slot was freed).
 */
export const SPACE_STATUS = {
  rejected: -20,
  cancelled: -10,
  inApproval: 10,
  approved: 20,
  inUse: 30,
  finished: 40,
  released: 50,
  checkedOut: 60,
} as const;

/** `space` (场地预约): the generic labels, 50 and 60 added. */
export const SPACE_STATUS_LABELS = {
  [-20]: '已驳回',
  [-10]: '已取消',
  10: '审批中',
  20: '已通过',
  30: '进行中',
  40: '已完成',
  50: '已释放',
  60: '已提前结束',
} as const;
/** `seat` (座位预约): booked without approval unless the company says so, so 20 reads 待签到. */
export const SEAT_STATUS_LABELS = {
  [-20]: '已驳回',
  [-10]: '已取消',
  10: '审批中',
  20: '待签到',
  30: '进行中',
  40: '已完成',
  50: '已释放',
  60: '已提前结束',
} as const;

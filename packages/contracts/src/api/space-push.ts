/**
 * Space and seat booking (issue 38): what the client's manifest reads without zod (it is in the first
 * visit's chunks): the order types, their status codes and labels, and the family's own pushes.
 */

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

/**
 * The family's pushes (msg_type SPACE, PUSH_MSG_TYPES.space): `extra_param {module, action_type}`.
 * `module` is `space` for a space booking and `seat` for a seat booking (which screen opens);
 * `msg_id` names what the action_type says. Approvals go as every order type's APPROVAL pushes
 * (module `space` for both types: approvalSpaceDetail).
 */
export const SPACE_PUSH_ACTIONS = {
  /** The booking starts soon (reminder before the start): msg_id = the booking id (GET space/bookings/{id}/). */
  reminder: 'reminder',
  /** The booking was released (no check-in by the end of the grace period): msg_id = the booking id. */
  released: 'released',
  /**
   * A slot the recipient waits for is free again: msg_id = the wait id (GET space/waits/); extra_param
   * also carries `resource_id`, `date`, `start_time`, `end_time` to open the apply screen with them.
   */
  offer: 'offer',
  /** Someone joined the recipient's square entry: msg_id = the square entry id (GET space/square/{id}/). */
  squareJoin: 'square_join',
  /** Someone commented on the recipient's square entry: msg_id = the square entry id. */
  squareComment: 'square_comment',
} as const;
export type SpacePushAction = (typeof SPACE_PUSH_ACTIONS)[keyof typeof SPACE_PUSH_ACTIONS];
/** `extra_param.module` of a SPACE push: which family screen opens. */
export const SPACE_PUSH_MODULES = { space: 'space', seat: 'seat' } as const;

/** What a space's or seat's check-in QR encodes: prefix, company id, ':', the code (spec 9: 256×256, level H). */
export const SPACE_CHECKIN_QR_PREFIX = 'campus-space:';
export const SPACE_CHECKIN_QR = { size: 256, level: 'H' } as const;

import { z } from 'zod';

/**
 * Space and seat booking (issue 38): the wording of the family's refusals and the small schemas its
 * contract files share. A booking is the half-open interval [start, end) of one hub day: a date
 * 'YYYY-MM-DD' and two wall-clock times 'HH:mm' on the hub clock (Asia/Shanghai, the server's clock).
 * Money is integer fen.
 */

// Read by the schemas below as plain names: a property read at module level would keep this module
// (and zod) in every chunk that imports anything from it (the client build marks only calls pure).
const MSG_DATE = '日期格式为 YYYY-MM-DD';
const MSG_TIME = '时间格式为 HH:mm';
const MSG_PURPOSE = '请填写用途';
const MSG_RESOURCE = '请选择场地或座位';

/** The family's refusals, word for word (the client shows them; tests compare them). Templates take their numbers with spaceText. */
export const spaceMessages = {
  notFound: '未找到',
  date: MSG_DATE,
  time: MSG_TIME,
  purpose: MSG_PURPOSE,
  resource: MSG_RESOURCE,
  endAfterStart: '结束时间须晚于开始时间',
  past: '不能预约已经开始的时段',
  tooFarAhead: '最多可提前{n}天预约',
  closedDay: '该日期不开放',
  holiday: '节假日不开放（{name}）',
  outsideHours: '不在开放时间内（{open}-{close}）',
  slotStep: '预约时间须以{n}分钟为单位',
  tooShort: '预约时长不能少于{n}分钟',
  tooLong: '预约时长不能超过{n}分钟',
  overCapacity: '参与人数超过场地容纳人数（{n}人）',
  /** Another booking holds part of [start, end): back-to-back is fine, one minute of overlap is not. */
  slotTaken: '该时段已被预约',
  /** One person never holds two seats at the same time. */
  personBusy: '您在该时段已预约了其他座位',
  blocked: '近{days}天内爽约{n}次，{until}前不能预约',
  allClash: '所选日期均已被预约或不开放',
  cancelNotAllowed: '当前状态不能取消',
  cancelStarted: '预约已开始，不能取消',
  checkOutNotInUse: '只有进行中的预约可以签退',
  notBooker: '只有预约人可以操作',
  codeUnknown: '签到码无效',
  codeOtherCompany: '该签到码不属于本单位',
  noBookingToCheckIn: '您在此处当前没有可签到的预约',
  checkInTooEarly: '未到签到时间，开始前{n}分钟可签到',
  checkInTooLate: '已超过签到时间，预约已释放',
  payFirst: '请先完成支付',
  shareNotAllowed: '该预约已结束或已取消，不能分享',
  squareClosed: '该预约已结束或已取消',
  squareFull: '名额已满',
  squareOwn: '不能加入自己分享的预约',
  squareNotJoined: '您尚未加入',
  comment: '请填写评论内容',
  waitFree: '该时段空闲，可直接预约',
  waitExists: '您已在等候该时段',
  adminOnly: '只有管理员可以操作',
  released: '未按时签到，预约已释放',
  autoComplete: '预约时段结束',
} as const;

/** '最多可提前{n}天预约' with its numbers and names filled. */
export const spaceText = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));

/** Kinds of space; labels as the list's filter shows them. */
export const SPACE_KINDS = { meeting: '会议室', court: '运动场地', hall: '多功能厅', other: '其他' } as const;
export type SpaceKind = keyof typeof SPACE_KINDS;
export const spaceKindSchema = z.enum(['meeting', 'court', 'hall', 'other'], { error: '请选择场地类型' });

/** What a booking is of: a space (`space` order) or a seat of a seat area (`seat` order). */
export const bookingKindSchema = z.enum(['space', 'seat'], { error: MSG_RESOURCE });
export type BookingKind = z.infer<typeof bookingKindSchema>;

export const spaceDateSchema = z
  .string({ error: MSG_DATE })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, MSG_DATE);
export const spaceClockSchema = z
  .string({ error: MSG_TIME })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, MSG_TIME);
/** An idempotency key a client sends with a create: the same key again answers the first result. */
export const spaceClientKeySchema = z.string().trim().min(8).max(64);

export const spaceRefSchema = z.object({ id: z.string(), name: z.string() });
export const spacePersonSchema = z.object({ id: z.string(), name: z.string() });

/** A status as the family shows it. */
export const spaceStatusSchema = z.object({ code: z.number().int(), label: z.string() });
export type SpaceStatusView = z.infer<typeof spaceStatusSchema>;

/** A slot: the day, its wall-clock start and end (hub clock) and the same as ISO instants. */
export const spaceSlotSchema = z.object({
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  start_at: z.string(),
  end_at: z.string(),
});
export type SpaceSlot = z.infer<typeof spaceSlotSchema>;

/** Opening hours of one weekday (1 Monday ... 7 Sunday); a weekday not listed is closed. */
export const openingHoursSchema = z.object({ weekday: z.number().int().min(1).max(7), open: z.string(), close: z.string() });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** How a space or seat area is booked (set per space / area by the company). */
export const bookingRulesSchema = z.object({
  opening_hours: z.array(openingHoursSchema),
  slot_minutes: z.number().int(),
  min_minutes: z.number().int(),
  max_minutes: z.number().int(),
  /** How many days ahead one may book (today is day 0). */
  advance_days: z.number().int(),
  needs_approval: z.boolean(),
  /** 0: free. */
  price_per_hour_fen: z.number().int(),
});
export type BookingRules = z.infer<typeof bookingRulesSchema>;

/** The printable check-in code (administrators): what the QR encodes (SPACE_CHECKIN_QR_PREFIX ...), 256×256, level H. */
export const checkinCodeSchema = z.object({
  code: z.string(),
  qr_content: z.string(),
  qr_size: z.number().int(),
  qr_level: z.literal('H'),
});
export type CheckinCode = z.infer<typeof checkinCodeSchema>;

export const spaceDetailErrorSchema = z.object({ detail: z.string() });

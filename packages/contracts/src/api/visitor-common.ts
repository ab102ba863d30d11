import { z } from 'zod';
import { int32Schema } from './input-limits.ts';

/**
 * Reception and visitors (issue 37): what every part of the family shares — the order types and
 * their status tables (the spec gives none; docs/server.md "Reception and visitors" states them),
 * the wording of its refusals, and small input schemas. Money is integer fen; a wall-clock time is
 * 'YYYY-MM-DD HH:mm' on the hub clock (Asia/Shanghai), a date 'YYYY-MM-DD'.
 */
export const VISITOR_ORDER_TYPES = {
  reception: 'reception',
  visit: 'visit',
  letOff: 'letOff',
  outApply: 'outApply',
  outSubsidy: 'outSubsidy',
} as const;
export type VisitorOrderType = (typeof VISITOR_ORDER_TYPES)[keyof typeof VISITOR_ORDER_TYPES];

/** reception (接待): approved, then held, then finished by its host. */
export const RECEPTION_STATUS = { rejected: -20, cancelled: -10, inApproval: 10, approved: 20, hosting: 30, finished: 40 } as const;
/** visit (来访): approved = the pass is live; inside after the gate's scan in; left after the scan out (or the day's end). */
export const VISIT_STATUS = { rejected: -20, cancelled: -10, inApproval: 10, approved: 20, inside: 30, left: 40, expired: 50 } as const;
/** letOff (放行): approved = the pass is live; released when the gate scans it (once). */
export const LET_OFF_STATUS = { rejected: -20, cancelled: -10, inApproval: 10, approved: 20, released: 30, expired: 40 } as const;
/** outApply (外出): approved, out (the gate recorded leaving), returned (the gate recorded returning). */
export const OUT_APPLY_STATUS = { rejected: -20, cancelled: -10, inApproval: 10, approved: 20, out: 30, returned: 40 } as const;
/** outSubsidy (外出补贴): approved, then paid out by an admin. */
export const OUT_SUBSIDY_STATUS = { rejected: -20, cancelled: -10, inApproval: 10, approved: 20, paid: 30 } as const;

/** The refusals of the family, word for word (the client shows them; tests compare them). */
// Read by the schemas below as plain names: a property read at module level would keep this module (and zod)
// in every chunk that imports anything from it (the client build marks only calls pure).
const MSG_TIME_FORMAT = '时间格式为 YYYY-MM-DD HH:mm';
const MSG_STAFF_UNKNOWN = '员工不存在';
const MSG_PLATE = '请输入有效的车牌号';
const MSG_PHONE = '请输入11位手机号';
const MSG_NAME = '请填写姓名';
const MSG_ID_NUMBER = '请输入有效的身份证号';
const MSG_DATE_FORMAT = '日期格式为 YYYY-MM-DD';
const MSG_CODE = '请输入6位验证码';
const MSG_AMOUNT = '请输入金额';

export const visitorMessages = {
  notFound: '未找到',
  phone: MSG_PHONE,
  code: MSG_CODE,
  codeWrong: '验证码错误或已失效',
  tooMany: '操作过于频繁，请稍后再试',
  codeSent: '验证码已发送',
  name: MSG_NAME,
  hostUnknown: '未找到被访人，请核对姓名和手机号',
  idNumber: MSG_ID_NUMBER,
  plate: MSG_PLATE,
  timeFormat: MSG_TIME_FORMAT,
  dateFormat: MSG_DATE_FORMAT,
  windowOrder: '结束时间须晚于开始时间',
  windowPast: '结束时间已过',
  windowTooLong: '来访时段不能超过7天',
  dateOrder: '结束日期不能早于开始日期',
  reason: '请填写事由',
  title: '请填写标题',
  staffUnknown: MSG_STAFF_UNKNOWN,
  notArranger: '您没有安排该接待的权限',
  notViewer: '您没有查看该接待的权限',
  onlyHost: '只有接待负责人可以操作',
  notAssignee: '只有任务负责人或接待安排人可以更新任务状态',
  taskGone: '任务不存在',
  mainTaskExists: '主任务已存在',
  notApproved: '审批通过后才能分享',
  shareExpired: '分享链接已失效',
  commentTooEarly: '接待结束后才能评价',
  commented: '您已评价过',
  rating: '请选择评分（1-5）',
  amount: MSG_AMOUNT,
  photo: '请上传票据照片',
  passUnknown: '通行码无效',
  passOtherCompany: '该通行码不属于本单位',
  passNotLive: '通行码已失效',
  passTooEarly: '未到通行时段',
  passTooLate: '通行时段已过',
  passUsed: '该通行码已使用',
  passNotInside: '尚未入场，不能签离',
  wrongDirection: '该通行码不能用于此方向',
  taskHasFees: '该任务已有费用，不能删除',
  receptionClosed: '接待已结束或已取消',
  notYours: '只能查看本人的申请',
  notGuard: '只有门卫或管理员可以扫码',
  visitNotChangeable: '只有待到访的来访可以修改',
  visitNotCancellable: '当前状态不能取消来访',
  outNotReturned: '外出返回后才能申请补贴',
  outNotYours: '只能为本人的外出申请补贴',
  subsidyExists: '该外出申请已申请过补贴',
  sessionRequired: '请先验证手机号',
  endOfDay: '当日未签离，系统自动签离',
  lateReturn: '超时返回',
} as const;

export const hubDateTimeInputSchema = z
  .string({ error: MSG_TIME_FORMAT })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, MSG_TIME_FORMAT);
export const hubDateInputSchema = z
  .string({ error: MSG_DATE_FORMAT })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, MSG_DATE_FORMAT);
export const visitorPhoneSchema = z
  .string({ error: MSG_PHONE })
  .trim()
  .regex(/^1\d{10}$/, MSG_PHONE);
export const visitorCodeSchema = z
  .string({ error: MSG_CODE })
  .trim()
  .regex(/^\d{6}$/, MSG_CODE);
export const personNameSchema = z.string({ error: MSG_NAME }).trim().min(1, MSG_NAME).max(30, '姓名不能超过30个字');
/** Mainland plates ('粤B12345', new-energy '粤BD12345'); upper-cased. */
export const plateSchema = z
  .string({ error: MSG_PLATE })
  .trim()
  .toUpperCase()
  .regex(/^[\u4e00-\u9fa5][A-Z][A-Z0-9]{5,6}$/, MSG_PLATE);
/** 18-character resident ID (the last may be X); stored masked, the whole number only until the retention period ends. */
export const idNumberSchema = z
  .string({ error: MSG_ID_NUMBER })
  .trim()
  .toUpperCase()
  .regex(/^\d{17}[\dX]$/, MSG_ID_NUMBER);
export const amountFenSchema = int32Schema.min(1, MSG_AMOUNT);
/** An idempotency key a client sends with a create: the same key again answers the first result. */
export const clientKeySchema = z.string().trim().min(8).max(64);
export const staffIdsSchema = (max: number) =>
  z
    .array(z.string({ error: MSG_STAFF_UNKNOWN }), { error: MSG_STAFF_UNKNOWN })
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { message: '人员重复' });

/** `{token}` path parameter of a public page: the link's secret (a wrong one answers 404). */
export const visitorTokenParamsSchema = z.object({ token: z.string() });

/** An order's status as the family shows it. */
export const visitorStatusSchema = z.object({ code: z.number().int(), label: z.string() });
export type VisitorStatus = z.infer<typeof visitorStatusSchema>;

/** A time window: ISO instants and their hub wall-clock texts. */
export const visitorWindowSchema = z.object({
  start_at: z.string(),
  end_at: z.string(),
  start_time: z.string(),
  end_time: z.string(),
});
export type VisitorWindow = z.infer<typeof visitorWindowSchema>;

/**
 * A pass the gate scans: `qr` is the QR code's whole content (render 256×256, level H, spec 9);
 * null once it is revoked, used up or expired (the screen shows `state`).
 */
export const visitorPassSchema = z.object({
  qr: z.string().nullable(),
  state: z.enum(['live', 'revoked', 'used', 'expired']),
  state_label: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
});
export type VisitorPass = z.infer<typeof visitorPassSchema>;
export const PASS_STATE_LABELS = { live: '有效', revoked: '已作废', used: '已使用', expired: '已过期' } as const;

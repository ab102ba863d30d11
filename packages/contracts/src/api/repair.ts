import { z } from 'zod';
import { defineEndpoint, type EndpointSpec } from './endpoint.ts';
import { idParamsSchema, pageOf, personRefSchema } from './page.ts';
import { pageQuerySchema } from './messages.ts';
import { queryIntSchema } from './input-limits.ts';
import { orderDetailSchema, orderSummarySchema } from './orders.ts';
import { attachmentIdsSchema, fileRefSchema } from './file-schemas.ts';
import { REPAIR_APPRAISAL_TAGS, REPAIR_MESSAGES } from './repair-common.ts';

export * from './repair-common.ts';

/**
 * Repairs (issue 39): /saRepairRoom [saRepairApply, saRepairRecord], /saCommitSuccess,
 * /saRepairOrderDetail [saAnonymityAppraise] (reads `repairOrderId`), /saRepairApprove (the repair
 * administrator approves and dispatches), approvalRepairDetail (`_approvalRepairDetailData` {id, type}).
 * A report is a `repair` order on the one workflow; approve, reject and hand on go through the
 * workflow's own endpoints (orders/{id}/approve/ ...), a charge through the pay service
 * (purpose REPAIR_PAY_PURPOSE, ref_id the order id).
 */

const text = (empty: string, max: number) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, empty)
    .max(max, `不能超过${String(max)}个字`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `不能超过${String(max)}个字`)
    .optional();
const idOf = (empty: string) => z.string({ error: empty }).trim().min(1, empty).max(64, empty);

/** A double-submit guard: the same key from the same reporter makes one order. */
export const repairClientKeySchema = z
  .string({ error: '请提供 client_key' })
  .trim()
  .min(8, 'client_key 至少8个字符')
  .max(64, 'client_key 不能超过64个字符')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'client_key 只能包含字母、数字和 _.:-');

/** A place a repair can be reported for: a room, an office, a public area. */
export const repairPlaceSchema = z.object({
  id: z.string(),
  area: z.string(),
  name: z.string(),
  /** area and name, as shown: '3号宿舍楼 502'. */
  label: z.string(),
});
export type RepairPlace = z.infer<typeof repairPlaceSchema>;

export const repairFaultItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The usual charge in fen (0: free). A charged item goes through the company's approval chain, if it has one. */
  charge_fen: z.number().int(),
});
export type RepairFaultItem = z.infer<typeof repairFaultItemSchema>;

/** A repair type (水电, 门窗 ...) with its fault items. */
export const repairTypeSchema = z.object({ id: z.string(), name: z.string(), items: z.array(repairFaultItemSchema) });
export type RepairType = z.infer<typeof repairTypeSchema>;

/** GET repair/me/: the caller's roles and the place the report form starts with. */
export const repairMeSchema = z.object({
  /** The reporter's own room, if he has one (the form pre-fills it). */
  home_place: repairPlaceSchema.nullable(),
  /** A repair administrator (dispatches; saRepairApprove), or an admin of the company. */
  is_repair_admin: z.boolean(),
  /** A repairman of the company (login flag is_repairman): takes and works orders. */
  is_repairman: z.boolean(),
  appraisal_tags: z.array(z.string()),
  time_slots: z.array(z.string()),
});
export type RepairMe = z.infer<typeof repairMeSchema>;

export const repairPlacesQuerySchema = z.object({ q: z.string().trim().max(50).optional() });

/** POST repair/orders/: report a fault (saRepairApply). */
export const repairReportSchema = z.object({
  place_id: idOf('请选择报修地点'),
  /** More precise than the place (卫生间、靠窗一侧), optional. */
  place_detail: optionalText(100),
  fault_item_id: idOf('请选择故障项目'),
  description: text('请填写故障描述', 500),
  /** Photos uploaded with POST files/ (at most 9); every one stays on the order. */
  photos: attachmentIdsSchema.default([]),
  /** A time that suits (one of REPAIR_TIME_SLOTS or free text). */
  expected_time: text('请选择预约时间', 50),
  contact_phone: z
    .string()
    .trim()
    .regex(/^\d{11}$/, '请输入11位手机号')
    .optional(),
  client_key: repairClientKeySchema,
});
export type RepairReport = z.input<typeof repairReportSchema>;

/** What the caller may do with the order now (the buttons). */
export const repairCanSchema = z.object({
  /** Repair administrator: 20 待派单 (and 30 待接单, to dispatch again). */
  dispatch: z.boolean(),
  /** A dispatched repairman: 30 待接单. */
  take: z.boolean(),
  /** The repairman who took it: 40 维修中. */
  finish: z.boolean(),
  /** The reporter: 50 待确认 with any charge paid. */
  confirm: z.boolean(),
  /** The reporter: 50 待确认. */
  send_back: z.boolean(),
  /** The reporter: 50 待确认 with a charge not yet paid. */
  pay: z.boolean(),
  /** The reporter: 20 待派单 or 30 待接单 (in approval: the workflow's cancel). */
  withdraw: z.boolean(),
  /** The reporter: 60 已完成, not yet appraised. */
  appraise: z.boolean(),
});
export type RepairCan = z.infer<typeof repairCanSchema>;

/**
 * One repair order with its whole history (`order.events`, `order.steps`). The appraisal itself is
 * never part of it: `appraised` is told to the reporter only.
 */
export const repairOrderInfoSchema = z.object({
  order: orderDetailSchema,
  order_no: z.string(),
  reporter: personRefSchema,
  place: repairPlaceSchema,
  place_detail: z.string().nullable(),
  repair_type: z.object({ id: z.string(), name: z.string() }),
  fault_item: repairFaultItemSchema,
  description: z.string(),
  photos: z.array(fileRefSchema),
  expected_time: z.string(),
  contact_phone: z.string().nullable(),
  /** Whom the administrator dispatched it to (any of them may take it), and who took it. */
  candidates: z.array(personRefSchema),
  repairman: personRefSchema.nullable(),
  dispatched_time: z.string().nullable(),
  taken_time: z.string().nullable(),
  finished_time: z.string().nullable(),
  finish_remark: z.string().nullable(),
  finish_photos: z.array(fileRefSchema),
  /** The charge the repairman set when finishing (fen); null before. */
  fee_fen: z.number().int().nullable(),
  paid: z.boolean(),
  pay_order_id: z.string().nullable(),
  paid_time: z.string().nullable(),
  sent_back_count: z.number().int(),
  confirmed_time: z.string().nullable(),
  /** Reporter only: whether he has rated the work (null to anyone else). */
  appraised: z.boolean().nullable(),
  can: repairCanSchema,
});
export type RepairOrderInfo = z.infer<typeof repairOrderInfoSchema>;

export const repairOrderRowSchema = orderSummarySchema.extend({
  order_no: z.string(),
  place_label: z.string(),
  fault_item: z.string(),
  repair_type: z.string(),
  repairman: personRefSchema.nullable(),
  fee_fen: z.number().int().nullable(),
  paid: z.boolean(),
});
export type RepairOrderRow = z.infer<typeof repairOrderRowSchema>;
export const repairOrderPageSchema = pageOf(repairOrderRowSchema);
export type RepairOrderPage = z.infer<typeof repairOrderPageSchema>;

export const repairOrdersQuerySchema = pageQuerySchema.extend({
  /**
   * mine: the caller's reports (saRepairRecord); admin: the company's (repair administrators);
   * work: orders dispatched to or taken by the calling repairman.
   */
  scope: z.enum(['mine', 'admin', 'work']).default('mine'),
  status: queryIntSchema.optional(),
});

export const repairDispatchSchema = z.object({
  repairman_ids: z
    .array(z.string().trim().min(1).max(64), { error: '请选择维修员' })
    .min(1, '请选择维修员')
    .max(50, '一次最多派给50位维修员')
    .refine((ids) => new Set(ids).size === ids.length, '维修员不能重复'),
  remark: optionalText(200),
});
export type RepairDispatch = z.input<typeof repairDispatchSchema>;

/** A repairman the dispatch screen offers: who covers the order's type and area first. */
export const repairmanOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  covers_type: z.boolean(),
  covers_area: z.boolean(),
  /** Orders he has taken and not finished. */
  open_orders: z.number().int(),
});
export type RepairmanOption = z.infer<typeof repairmanOptionSchema>;

export const repairFinishSchema = z.object({
  photos: attachmentIdsSchema.default([]).refine((ids) => ids.length > 0, '请上传维修照片'),
  /** The charge in fen (0: free); paid by the reporter through the pay service before confirming. */
  charge_fen: z.number({ error: '请填写维修费用' }).int('金额须为整数分').min(0, '金额不能为负').max(10_000_000, '金额过大'),
  remark: optionalText(500),
});
export type RepairFinish = z.input<typeof repairFinishSchema>;

/** A fault item as a repair administrator adds or edits it (saRepairApprove?view=items). */
export const repairFaultItemWriteSchema = z.object({
  type_id: z.string({ error: REPAIR_MESSAGES.typeUnknown }).trim().min(1, REPAIR_MESSAGES.typeUnknown).max(64),
  name: text('请填写故障项目名称', 30),
  /** The usual charge in fen (0: free); above 0 a report goes through the company's chain. */
  charge_fen: z.number({ error: '请填写参考费用' }).int('金额须为整数分').min(0, '金额不能为负').max(1_000_000, '参考费用不能超过10000元'),
});
export type RepairFaultItemWrite = z.input<typeof repairFaultItemWriteSchema>;
/** A fault item with its type, as the administrators' list and their writes answer it. */
export const repairFaultItemAdminSchema = repairFaultItemSchema.extend({ type_id: z.string() });
export type RepairFaultItemAdmin = z.infer<typeof repairFaultItemAdminSchema>;

export const repairRemarkSchema = z.object({ remark: optionalText(200) }).prefault({});
export const repairSendBackSchema = z.object({ reason: text('请填写退回原因', 200) });

export const repairAppraiseSchema = z.object({
  stars: z.number({ error: '请选择评分' }).int('请选择评分').min(1, '请选择评分').max(5, '评分为1到5星'),
  tags: z
    .array(z.enum(REPAIR_APPRAISAL_TAGS, { error: '标签不存在' }))
    .max(REPAIR_APPRAISAL_TAGS.length)
    .refine((t) => new Set(t).size === t.length, '标签不能重复')
    .default([]),
  text: optionalText(500),
});
export type RepairAppraise = z.input<typeof repairAppraiseSchema>;

/** One anonymous appraisal as a repairman or an administrator sees it: no order, no rater, no time. */
export const repairAppraisalSchema = z.object({ id: z.string(), stars: z.number().int(), tags: z.array(z.string()), text: z.string() });
export const repairScoresSchema = pageOf(repairAppraisalSchema).extend({
  repairman: personRefSchema,
  average: z.number().nullable(),
  tag_counts: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type RepairScores = z.infer<typeof repairScoresSchema>;
export const repairScoresQuerySchema = pageQuerySchema.extend({
  /** A repair administrator names the repairman; a repairman reads his own. */
  repairman_id: z.string().trim().max(64).optional(),
});

const ep = <const T extends Omit<EndpointSpec, 'tags' | 'auth'>>(def: T) =>
  defineEndpoint({ ...def, tags: ['repair'] as const, auth: 'required' as const });

/** Repairs (OpenAPI tag `repair`). */
export const repairEndpoints = {
  me: ep({
    method: 'GET',
    path: '/repair/me/',
    operationId: 'repair.me',
    summary: '报修：我的角色与默认地点',
    description:
      "The caller's own room (the report form pre-fills it), whether he is a repair administrator or a repairman, the appraisal tags and time slots.",
    response: { 200: repairMeSchema },
  }),
  places: ep({
    method: 'GET',
    path: '/repair/places/',
    operationId: 'repair.places',
    summary: '报修地点',
    description: 'The places of the company (area and name), filtered by `q` (a part of either); at most 200.',
    query: repairPlacesQuerySchema,
    response: { 200: z.array(repairPlaceSchema) },
  }),
  types: ep({
    method: 'GET',
    path: '/repair/types/',
    operationId: 'repair.types',
    summary: '维修类型与故障项目',
    description: 'The repair types of the company with their fault items and usual charge in fen.',
    response: { 200: z.array(repairTypeSchema) },
  }),
  createFaultItem: ep({
    method: 'POST',
    path: '/repair/fault_items/',
    operationId: 'repair.createFaultItem',
    summary: '新增故障项目',
    description:
      'A repair administrator adds a fault item to a repair type of the company (last in its order): 400 on its fields ' +
      '(type_id 请选择维修类型, name 该维修类型下已有同名故障项目: one name per type, also when two add it at once).',
    body: repairFaultItemWriteSchema,
    response: { 201: repairFaultItemAdminSchema },
  }),
  updateFaultItem: ep({
    method: 'PUT',
    path: '/repair/fault_items/:id/',
    operationId: 'repair.updateFaultItem',
    summary: '修改故障项目',
    description:
      "A repair administrator renames a fault item, moves it to another type or changes its usual charge (orders already reported keep theirs); 404 for another company's item.",
    params: idParamsSchema,
    body: repairFaultItemWriteSchema,
    response: { 200: repairFaultItemAdminSchema },
  }),
  report: ep({
    method: 'POST',
    path: '/repair/orders/',
    operationId: 'repair.report',
    summary: '提交报修',
    description:
      "A `repair` order: place, fault item, description, photos, a suitable time. A charged fault item goes through the company's `repair` chain (10 审批中); a free one, or a company without a chain, waits for dispatch at once (20 待派单). The same client_key answers the order it made (200).",
    body: repairReportSchema,
    response: { 200: repairOrderInfoSchema, 201: repairOrderInfoSchema },
  }),
  list: ep({
    method: 'GET',
    path: '/repair/orders/',
    operationId: 'repair.orders',
    summary: '报修记录',
    description:
      "The caller's reports (scope mine), the company's (scope admin: repair administrators), or a repairman's dispatched and taken orders (scope work); newest first, `status` filters.",
    query: repairOrdersQuerySchema,
    response: { 200: repairOrderPageSchema },
  }),
  get: ep({
    method: 'GET',
    path: '/repair/orders/:id/',
    operationId: 'repair.order',
    summary: '报修详情',
    description:
      'One repair order with its whole history, to its reporter, its approvers, the repairmen it was dispatched to, repair administrators and admins.',
    params: idParamsSchema,
    response: { 200: repairOrderInfoSchema },
  }),
  repairmen: ep({
    method: 'GET',
    path: '/repair/orders/:id/repairmen/',
    operationId: 'repair.repairmen',
    summary: '可派单的维修员',
    description: "Repair administrators: the company's repairmen, those covering the order's type and area first, with their open orders.",
    params: idParamsSchema,
    response: { 200: z.array(repairmanOptionSchema) },
  }),
  dispatch: ep({
    method: 'POST',
    path: '/repair/orders/:id/dispatch/',
    operationId: 'repair.dispatch',
    summary: '派单',
    description:
      'A repair administrator dispatches 20 待派单 (or again 30 待接单) to one or more repairmen: 30 待接单; each gets a REPAIR push.',
    params: idParamsSchema,
    body: repairDispatchSchema,
    response: { 200: repairOrderInfoSchema },
  }),
  take: ep({
    method: 'POST',
    path: '/repair/orders/:id/take/',
    operationId: 'repair.take',
    summary: '接单',
    description:
      'A dispatched repairman takes the order: 30 -> 40 维修中. Of concurrent takes exactly one wins; the others answer 409 该报修单已被其他维修员接单.',
    params: idParamsSchema,
    body: repairRemarkSchema,
    response: { 200: repairOrderInfoSchema },
  }),
  finish: ep({
    method: 'POST',
    path: '/repair/orders/:id/finish/',
    operationId: 'repair.finish',
    summary: '完成维修',
    description: 'The repairman who took it finishes with photos and the charge in fen (0: free): 40 -> 50 待确认; the reporter is pushed.',
    params: idParamsSchema,
    body: repairFinishSchema,
    response: { 200: repairOrderInfoSchema },
  }),
  confirm: ep({
    method: 'POST',
    path: '/repair/orders/:id/confirm/',
    operationId: 'repair.confirm',
    summary: '确认完成',
    description: 'The reporter confirms the work: 50 -> 60 已完成 (a charge must be paid first: 400 请先支付维修费用).',
    params: idParamsSchema,
    body: repairRemarkSchema,
    response: { 200: repairOrderInfoSchema },
  }),
  sendBack: ep({
    method: 'POST',
    path: '/repair/orders/:id/send_back/',
    operationId: 'repair.sendBack',
    summary: '退回重修',
    description: 'The reporter sends the work back with a reason: 50 -> 40 维修中; the repairman is pushed.',
    params: idParamsSchema,
    body: repairSendBackSchema,
    response: { 200: repairOrderInfoSchema },
  }),
  withdraw: ep({
    method: 'POST',
    path: '/repair/orders/:id/withdraw/',
    operationId: 'repair.withdraw',
    summary: '撤销报修',
    description:
      "The reporter withdraws an order nobody has taken (20 待派单, 30 待接单): -10 已取消. In approval, use the workflow's cancel.",
    params: idParamsSchema,
    body: repairRemarkSchema,
    response: { 200: repairOrderInfoSchema },
  }),
  appraise: ep({
    method: 'POST',
    path: '/repair/orders/:id/appraise/',
    operationId: 'repair.appraise',
    summary: '匿名评价',
    description:
      'The reporter rates a completed order once (stars, tags, text). The appraisal is stored without the order or the rater: no answer ever ties it to him. A second one: 400 您已评价过该报修单.',
    params: idParamsSchema,
    body: repairAppraiseSchema,
    response: { 201: z.object({ detail: z.string() }) },
  }),
  scores: ep({
    method: 'GET',
    path: '/repair/scores/',
    operationId: 'repair.scores',
    summary: '维修评价',
    description:
      "A repairman's anonymous appraisals (his own; a repair administrator names one): average, tag counts and a page of appraisals in no telling order.",
    query: repairScoresQuerySchema,
    response: { 200: repairScoresSchema },
  }),
} as const;

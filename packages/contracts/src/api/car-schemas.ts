import { z } from 'zod';
import { attachmentIdsSchema, fileRefSchema } from './file-schemas.ts';
import { pageQuerySchema } from './messages.ts';
import { orderStepSchema, staffBriefSchema } from './orders.ts';
import { pageOf, personRefSchema } from './page.ts';

/**
 * Official cars (issue 11): version 2 (/applyCar, a car with a driver) and version 3 (/applyCarV3:
 * a trip with a driver, daily use of a car for a period, self-driving), their dispatch, trips, fees,
 * comments, changes, rules and statistics; vehicle repairs. Money is integer fen, distances whole km.
 */

/** The kinds of car order; `v2` is version 2's one kind. */
export const CAR_KINDS = ['v2', 'trip', 'daily', 'driving'] as const;
export type CarKind = (typeof CAR_KINDS)[number];
export const CAR3_KINDS = ['trip', 'daily', 'driving'] as const;
export type Car3Kind = (typeof CAR3_KINDS)[number];
export const CAR_KIND_LABELS: Record<CarKind, string> = { v2: '公务用车', trip: '行程用车', daily: '日常用车', driving: '自驾用车' };

/** The order type of each kind (its chain is configured per type: PUT approval/chains/{type}/). */
export const CAR_ORDER_TYPES = {
  v2: 'car2',
  trip: 'car3_trip',
  daily: 'car3_daily',
  driving: 'car3_driving',
  change: 'car3_change',
  repair: 'car_repair',
} as const;

export const CAR_FEE_KINDS = ['fuel', 'toll', 'parking', 'other'] as const;
export type CarFeeKind = (typeof CAR_FEE_KINDS)[number];
export const CAR_FEE_LABELS: Record<CarFeeKind, string> = { fuel: '油费', toll: '路桥费', parking: '停车费', other: '其他' };

/** Largest fee or repair cost, in fen (50,000 yuan). */
export const CAR_MAX_FEE_FEN = 5_000_000;
/** Largest odometer reading, in km. */
export const CAR_MAX_ODOMETER_KM = 2_000_000;

export const carMessages = {
  fromRequired: '请选择出发地',
  toRequired: '请选择目的地',
  placeName: '请填写地点名称',
  startRequired: '请选择出发时间',
  endRequired: '请选择返回时间',
  endAfterStart: '返回时间必须晚于出发时间',
  passengers: '乘车人数为1到50人',
  purposeRequired: '请填写用车事由',
  vehicleRequired: '请选择车辆',
  driverRequired: '请选择司机',
  vehicleBusy: '该车辆在此时间段已有任务',
  driverBusy: '该司机在此时间段已有任务',
  vehicleUnavailable: '该车辆暂不可用',
  vehicleKind: '该车辆不用于此类用车',
  notDriver: '该员工不是公务车司机',
  odometer: '请填写里程表读数（公里）',
  odometerBackwards: '结束里程不能小于开始里程',
  amount: '请填写金额',
  receiptRequired: '请上传票据照片',
  starsRequired: '请选择评分',
  badTag: '评价标签不存在',
  reasonRequired: '请填写变更原因',
  nothingChanged: '请至少修改一项内容',
  changePending: '该行程已有待审批的变更申请',
  notChangeable: '当前状态不能变更行程',
  descriptionRequired: '请描述车辆故障',
  alreadyCommented: '该行程已评价',
} as const;

/** A place: picked from the company's saved places or typed. */
export const carPlaceSchema = z.object({
  name: z.string({ error: carMessages.placeName }).trim().min(1, carMessages.placeName).max(40, '地点名称不能超过40个字'),
  address: z.string().trim().max(120, '地址不能超过120个字').default(''),
});
export type CarPlace = z.output<typeof carPlaceSchema>;
export type CarPlaceInput = z.input<typeof carPlaceSchema>;

/** A saved place of the company (selectLocation's list). */
export const carSavedPlaceSchema = z.object({ id: z.string(), name: z.string(), address: z.string() });
export type CarSavedPlace = z.infer<typeof carSavedPlaceSchema>;

const isoTime = (required: string) => z.iso.datetime({ offset: true, error: required });

const passengersSchema = z
  .number({ error: carMessages.passengers })
  .int(carMessages.passengers)
  .min(1, carMessages.passengers)
  .max(50, carMessages.passengers);

/** The fields every application has. */
const applyBase = z.object({
  from: carPlaceSchema.nullish(),
  to: carPlaceSchema.nullish(),
  start_at: isoTime(carMessages.startRequired),
  end_at: isoTime(carMessages.endRequired),
  passengers: passengersSchema,
  passenger_names: z.string().trim().max(200, '乘车人不能超过200个字').default(''),
  purpose: z.string({ error: carMessages.purposeRequired }).trim().min(1, carMessages.purposeRequired).max(200, '用车事由不能超过200个字'),
  remark: z.string().trim().max(200, '备注不能超过200个字').default(''),
});

function checkApply(
  value: { from?: CarPlace | null; to?: CarPlace | null; start_at: string; end_at: string },
  ctx: z.RefinementCtx,
  toRequired: boolean,
): void {
  if (!value.from) ctx.addIssue({ code: 'custom', path: ['from'], message: carMessages.fromRequired });
  if (toRequired && !value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: carMessages.toRequired });
  if (Date.parse(value.end_at) <= Date.parse(value.start_at))
    ctx.addIssue({ code: 'custom', path: ['end_at'], message: carMessages.endAfterStart });
}

/** POST car/v2/orders/: version 2, a car with a driver. */
export const car2ApplySchema = applyBase.superRefine((v, ctx) => checkApply(v, ctx, true));
export type Car2Apply = z.input<typeof car2ApplySchema>;

/** POST car/v3/orders/: a trip (destination required), daily use or self-driving (destination optional; a vehicle chosen). */
export const car3ApplySchema = applyBase
  .extend({
    kind: z.enum(CAR3_KINDS, { error: '请选择用车类型' }),
    vehicle_id: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    checkApply(v, ctx, v.kind === 'trip');
    if (v.kind === 'driving' && !v.vehicle_id) ctx.addIssue({ code: 'custom', path: ['vehicle_id'], message: carMessages.vehicleRequired });
  });
export type Car3Apply = z.input<typeof car3ApplySchema>;

export const carVehicleSchema = z.object({
  id: z.string(),
  plate: z.string(),
  model: z.string(),
  seats: z.number().int(),
  color: z.string(),
  /** The kinds it serves. */
  kinds: z.array(z.enum(CAR_KINDS)),
  /** `repair` while a repair order of it is open. */
  status: z.enum(['active', 'repair', 'inactive']),
  odometer_km: z.number().int(),
  /** With a period asked: free for it (not in repair, no overlapping order). */
  available: z.boolean().nullable(),
});
export type CarVehicle = z.infer<typeof carVehicleSchema>;
export const carVehiclesQuerySchema = z.object({
  kind: z.enum(CAR_KINDS).optional(),
  start_at: z.iso.datetime({ offset: true }).optional(),
  end_at: z.iso.datetime({ offset: true }).optional(),
  /** The order being dispatched (its own hold does not count). */
  order_id: z.string().optional(),
});

export const carDriverSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  license_no: z.string(),
  available: z.boolean().nullable(),
});
export type CarDriver = z.infer<typeof carDriverSchema>;
export const carDriversQuerySchema = carVehiclesQuerySchema.pick({ start_at: true, end_at: true, order_id: true });

export const carCommentSchema = z.object({
  stars: z.number().int(),
  tags: z.array(z.string()),
  text: z.string(),
  time: z.string(),
  /** `share`: left on the public page of a shared link. */
  via: z.enum(['app', 'share']),
});
export type CarComment = z.infer<typeof carCommentSchema>;

/** POST car/orders/{id}/comment/ and the public page's comment. */
export const carCommentInputSchema = z.object({
  stars: z.number({ error: carMessages.starsRequired }).int().min(1, carMessages.starsRequired).max(5, '评分为1到5星'),
  tags: z.array(z.string().max(20)).max(8, '最多选择8个标签').default([]),
  text: z.string().trim().max(200, '评价内容不能超过200个字').default(''),
});
export type CarCommentInput = z.input<typeof carCommentInputSchema>;

export const carFeeSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  kind: z.enum(CAR_FEE_KINDS),
  kind_label: z.string(),
  amount_fen: z.number().int(),
  remark: z.string(),
  attachments: z.array(fileRefSchema),
  created_by: personRefSchema,
  created_time: z.string(),
});
export type CarFee = z.infer<typeof carFeeSchema>;

export const carFeeInputSchema = z.object({
  kind: z.enum(CAR_FEE_KINDS, { error: '请选择费用类型' }),
  amount_fen: z
    .number({ error: carMessages.amount })
    .int('金额必须是整数（分）')
    .min(1, '金额必须大于0')
    .max(CAR_MAX_FEE_FEN, `金额不能超过${String(CAR_MAX_FEE_FEN / 100)}元`),
  remark: z.string().trim().max(200, '备注不能超过200个字').default(''),
  attachments: attachmentIdsSchema.min(1, carMessages.receiptRequired),
});
export type CarFeeInput = z.input<typeof carFeeInputSchema>;

const odometerSchema = z
  .number({ error: carMessages.odometer })
  .int(carMessages.odometer)
  .min(0, carMessages.odometer)
  .max(CAR_MAX_ODOMETER_KM, carMessages.odometer);
/** POST car/orders/{id}/start/ and finish/. */
export const carOdometerInputSchema = z.object({ odometer_km: odometerSchema, remark: z.string().trim().max(200).optional() });
export type CarOdometerInput = z.input<typeof carOdometerInputSchema>;

export const carDispatchInputSchema = z
  .object({
    vehicle_id: z.string({ error: carMessages.vehicleRequired }).min(1, carMessages.vehicleRequired),
    driver_id: z.string({ error: carMessages.driverRequired }).min(1, carMessages.driverRequired),
    remark: z.string().trim().max(200).optional(),
  })
  // A call without a body still answers the field errors.
  .prefault({} as never);
export type CarDispatchInput = z.input<typeof carDispatchInputSchema>;

/** What the caller may do with a car order now (the screens show these actions). */
export const carCanSchema = z.object({
  cancel: z.boolean(),
  withdraw: z.boolean(),
  dispatch: z.boolean(),
  start: z.boolean(),
  finish: z.boolean(),
  add_fee: z.boolean(),
  comment: z.boolean(),
  modify: z.boolean(),
  share: z.boolean(),
});
export type CarCan = z.infer<typeof carCanSchema>;

export const carOrderSchema = z.object({
  id: z.string(),
  order_type: z.string(),
  kind: z.enum(CAR_KINDS),
  kind_label: z.string(),
  title: z.string(),
  status: z.number().int(),
  status_label: z.string(),
  applicant: staffBriefSchema,
  from: carPlaceSchema,
  to: carPlaceSchema.nullable(),
  start_at: z.string(),
  end_at: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  passengers: z.number().int(),
  passenger_names: z.string(),
  purpose: z.string(),
  remark: z.string(),
  vehicle: carVehicleSchema.pick({ id: true, plate: true, model: true, seats: true, color: true }).nullable(),
  driver: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }).nullable(),
  dispatched_time: z.string().nullable(),
  started_time: z.string().nullable(),
  finished_time: z.string().nullable(),
  odometer_start_km: z.number().int().nullable(),
  odometer_end_km: z.number().int().nullable(),
  distance_km: z.number().int().nullable(),
  fee_total_fen: z.number().int(),
  comment: carCommentSchema.nullable(),
  reject_reason: z.string().nullable(),
  created_time: z.string(),
  approve_time: z.string().nullable(),
});
export type CarOrder = z.infer<typeof carOrderSchema>;

/** A trip's changeable part, before and after a change. */
export const carTripSnapshotSchema = z.object({
  from: carPlaceSchema,
  to: carPlaceSchema.nullable(),
  start_at: z.string(),
  end_at: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  passengers: z.number().int(),
});
export type CarTripSnapshot = z.infer<typeof carTripSnapshotSchema>;

export const carChangeSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  order_title: z.string(),
  kind: z.enum(CAR_KINDS),
  status: z.number().int(),
  status_label: z.string(),
  applicant: staffBriefSchema,
  reason: z.string(),
  before: carTripSnapshotSchema,
  after: carTripSnapshotSchema,
  created_time: z.string(),
  applied_time: z.string().nullable(),
  reject_reason: z.string().nullable(),
});
export type CarChange = z.infer<typeof carChangeSchema>;

export const carOrderDetailSchema = carOrderSchema.extend({
  fees: z.array(carFeeSchema),
  changes: z.array(carChangeSchema),
  steps: z.array(orderStepSchema),
  can: carCanSchema,
});
export type CarOrderDetail = z.infer<typeof carOrderDetailSchema>;

export const CAR_ORDER_SCOPES = ['mine', 'dispatch', 'driver'] as const;
export const carOrdersQuerySchema = pageQuerySchema.extend({
  /** mine: the caller's; dispatch: the company's (car administrators); driver: the caller's trips as driver. */
  scope: z.enum(CAR_ORDER_SCOPES).default('mine'),
  version: z.enum(['v2', 'v3']).optional(),
  kind: z.enum(CAR_KINDS).optional(),
  status: z.coerce.number().int().min(-100).max(100).optional(),
  /** YYYY-MM-DD (hub clock): orders whose period touches that day. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式为 YYYY-MM-DD')
    .optional(),
});
export const carOrderPageSchema = pageOf(carOrderSchema);
export type CarOrderPage = z.infer<typeof carOrderPageSchema>;

/** POST car/orders/{id}/changes/: what to change (unchanged fields left out) and why. */
export const carChangeInputSchema = z
  .object({
    from: carPlaceSchema.optional(),
    to: carPlaceSchema.optional(),
    start_at: z.iso.datetime({ offset: true, error: carMessages.startRequired }).optional(),
    end_at: z.iso.datetime({ offset: true, error: carMessages.endRequired }).optional(),
    passengers: passengersSchema.optional(),
    reason: z.string({ error: carMessages.reasonRequired }).trim().min(1, carMessages.reasonRequired).max(200, '变更原因不能超过200个字'),
  })
  .prefault({} as never);
export type CarChangeInput = z.input<typeof carChangeInputSchema>;
export const carChangePageSchema = pageOf(carChangeSchema);

export const carRuleSchema = z.object({
  kind: z.enum(CAR_KINDS),
  kind_label: z.string(),
  order_type: z.string(),
  enabled: z.boolean(),
  description: z.string(),
  /** Who may apply: these departments; empty: everyone. */
  departments: z.array(personRefSchema),
  /** How far ahead: at least this many minutes before the start ... */
  min_lead_minutes: z.number().int(),
  /** ... and at most this many days. */
  max_ahead_days: z.number().int(),
  /** How long: at most this many hours from start to end. */
  max_hours: z.number().int(),
  /** The approval chain of the kind (its order type's configured chain). */
  chain: z.array(z.string()),
  /** May the caller apply for this kind? With the reason when not. */
  can_apply: z.boolean(),
  refusal: z.string().nullable(),
  updated_time: z.string().nullable(),
});
export type CarRule = z.infer<typeof carRuleSchema>;

export const carRuleInputSchema = z.object({
  enabled: z.boolean({ error: '请选择是否启用' }),
  description: z.string().trim().max(1000, '说明不能超过1000个字').default(''),
  department_ids: z.array(z.string()).max(100).default([]),
  min_lead_minutes: z.number({ error: '请填写提前时间' }).int().min(0, '提前时间不能为负').max(10_080, '提前时间不能超过7天'),
  max_ahead_days: z.number({ error: '请填写最多提前天数' }).int().min(1, '最多提前天数至少为1天').max(365, '最多提前365天'),
  max_hours: z.number({ error: '请填写最长用车时长' }).int().min(1, '最长用车时长至少1小时').max(720, '最长用车时长不能超过720小时'),
});
export type CarRuleInput = z.input<typeof carRuleInputSchema>;

export const carCommentTagSchema = z.object({ id: z.string(), label: z.string() });
export type CarCommentTag = z.infer<typeof carCommentTagSchema>;

/** The public page of a shared trip (no login): what a passenger may see, and its comment. */
export const carSharedOrderSchema = z.object({
  company_name: z.string(),
  title: z.string(),
  kind_label: z.string(),
  status_label: z.string(),
  from: carPlaceSchema,
  to: carPlaceSchema.nullable(),
  start_time: z.string(),
  end_time: z.string(),
  vehicle: z.object({ plate: z.string(), model: z.string() }).nullable(),
  driver_name: z.string().nullable(),
  distance_km: z.number().int().nullable(),
  comment: carCommentSchema.nullable(),
  tags: z.array(z.string()),
  can_comment: z.boolean(),
});
export type CarSharedOrder = z.infer<typeof carSharedOrderSchema>;
export const carShareSchema = z.object({ token: z.string(), path: z.string() });
export const carShareParamsSchema = z.object({ token: z.string() });

export const carStatRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  orders: z.number().int(),
  distance_km: z.number().int(),
  fee_fen: z.number().int(),
});
export type CarStatRow = z.infer<typeof carStatRowSchema>;
export const carStatisticsQuerySchema = z.object({
  /** dispatch: trips and daily use (with a driver); driving: self-driving. */
  scope: z.enum(['dispatch', 'driving']).default('dispatch'),
  months: z.coerce.number().int().min(1).max(24).default(6),
});
export const carStatisticsSchema = z.object({
  scope: z.enum(['dispatch', 'driving']),
  /** Not a car administrator: only the caller's own orders are counted. */
  mine: z.boolean(),
  from_month: z.string(),
  to_month: z.string(),
  by_month: z.array(carStatRowSchema),
  by_department: z.array(carStatRowSchema),
  by_vehicle: z.array(carStatRowSchema),
  totals: carStatRowSchema.omit({ key: true, label: true }),
});
export type CarStatistics = z.infer<typeof carStatisticsSchema>;

export const carRepairInputSchema = z.object({
  vehicle_id: z.string({ error: carMessages.vehicleRequired }).min(1, carMessages.vehicleRequired),
  description: z
    .string({ error: carMessages.descriptionRequired })
    .trim()
    .min(1, carMessages.descriptionRequired)
    .max(500, '故障描述不能超过500个字'),
  estimate_fen: z.number().int().min(0).max(CAR_MAX_FEE_FEN).optional(),
  attachments: attachmentIdsSchema.default([]),
});
export type CarRepairInput = z.input<typeof carRepairInputSchema>;
export const carRepairFinishSchema = z
  .object({
    cost_fen: z
      .number({ error: '请填写维修费用' })
      .int('金额必须是整数（分）')
      .min(0, '维修费用不能为负')
      .max(CAR_MAX_FEE_FEN, `金额不能超过${String(CAR_MAX_FEE_FEN / 100)}元`),
    remark: z.string().trim().max(200).optional(),
  })
  .prefault({} as never);
export type CarRepairFinish = z.input<typeof carRepairFinishSchema>;
export const carRepairSchema = z.object({
  id: z.string(),
  status: z.number().int(),
  status_label: z.string(),
  vehicle: carVehicleSchema.pick({ id: true, plate: true, model: true }),
  description: z.string(),
  estimate_fen: z.number().int().nullable(),
  cost_fen: z.number().int().nullable(),
  attachments: z.array(fileRefSchema),
  applicant: staffBriefSchema,
  created_time: z.string(),
  finished_time: z.string().nullable(),
  can_finish: z.boolean(),
});
export type CarRepair = z.infer<typeof carRepairSchema>;
export const carKindParamsSchema = z.object({ kind: z.string() });

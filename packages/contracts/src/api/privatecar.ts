import { z } from 'zod';
import { attachmentIdsSchema, fileRefSchema } from './file-schemas.ts';
import { pageQuerySchema } from './messages.ts';
import { queryIntSchema } from './input-limits.ts';
import { pageOf, personRefSchema } from './page.ts';

/**
 * Private cars for business use (issue 11, spec 2.3 /privateCar): a staff is authorised (an order),
 * registers a car and certifies it with licence and insurance photos (an order an admin reviews),
 * logs business trips with their costs, and claims a subsidy for a month (an order). Money is
 * integer fen; distances are integer metres, always a multiple of 100 (0.1 km).
 */

/** The three order types of the family on the one workflow (their statuses come from GET order_types/). */
export const PCAR_ORDER_TYPES = { auth: 'pcar_auth', certify: 'pcar_certify', subsidy: 'pcar_subsidy' } as const;
export type PcarOrderType = (typeof PCAR_ORDER_TYPES)[keyof typeof PCAR_ORDER_TYPES];

/** Default per-km rate of a company without its own (0.85 yuan per km). */
export const PCAR_DEFAULT_RATE_FEN_PER_KM = 85;
export const PCAR_MAX_RATE_FEN_PER_KM = 1000;
/** Longest single trip, in km. */
export const PCAR_MAX_TRIP_KM = 1000;
export const PCAR_MAX_FEE_FEN = 1_000_000;
export const PCAR_MAX_FEES_PER_TRIP = 10;
/** How long one authorisation may run, in days. */
export const PCAR_MAX_AUTH_DAYS = 366;

/** The rules the screens state, written once. */
export const PCAR_RULES = {
  distance:
    '两地均为常用地点时，里程按两地坐标的球面直线距离（大圆距离，haversine 公式）计算，四舍五入保留一位小数；也可手动填写实际里程，并标注为“手填”。',
  subsidy: '补贴金额 = 每公里补贴标准 × 当月合计里程（先合计里程再相乘），四舍五入到分；停车费、过路费等按票据金额另计。',
} as const;

/**
 * The mileage subsidy in fen for `distanceM` metres at `rateFenPerKm`: rate × km rounded half up to
 * the fen (integers only: (rate × m + 500) div 1000). The server computes every total with it.
 */
export function pcarMileageFen(rateFenPerKm: number, distanceM: number): number {
  return Math.floor((rateFenPerKm * distanceM + 500) / 1000);
}

/** 12300 -> '12.3' (distances are whole tenths of a km). */
export const pcarKm = (distanceM: number): string => (Math.round(distanceM / 100) / 10).toFixed(1);

/** '粤B12345' -> '粤B·12345' for display. */
export const pcarPlateDisplay = (plate: string): string => (plate.length > 2 ? `${plate.slice(0, 2)}·${plate.slice(2)}` : plate);

const isRealDate = (value: string): boolean => {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
  return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d;
};
/** 'YYYY-MM-DD' (a real calendar day). */
export const pcarDateSchema = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isRealDate, message);
/** 'YYYY-MM'. */
export const pcarMonthSchema = z.string({ error: '请选择月份' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, '请选择月份（YYYY-MM）');

// ---------------------------------------------------------------------------------------------
// Configuration, places, agreement

export const pcarFeeTypeSchema = z.object({ code: z.string(), name: z.string() });
export type PcarFeeType = z.infer<typeof pcarFeeTypeSchema>;
/** The fee types a trip's costs take (the per-km subsidy covers fuel and wear). */
export const PCAR_FEE_TYPES = [
  { code: 'parking', name: '停车费' },
  { code: 'toll', name: '过路过桥费' },
  { code: 'other', name: '其他费用' },
] as const satisfies readonly PcarFeeType[];
export const PCAR_FEE_CODES = PCAR_FEE_TYPES.map((t) => t.code) as ['parking', 'toll', 'other'];

export const pcarAgreementSchema = z.object({ title: z.string(), content: z.string(), version: z.string() });
export type PcarAgreement = z.infer<typeof pcarAgreementSchema>;

export const pcarConfigSchema = z.object({
  rate_fen_per_km: z.number().int(),
  /** A map tile URL template with {z}, {x} and {y} (the trip map draws tiles), or null: the route as a list of points. */
  tile_url: z.string().nullable(),
  fee_types: z.array(pcarFeeTypeSchema),
  rules: z.object({ distance: z.string(), subsidy: z.string() }),
  /** The caller may change the rate and the places (an admin). */
  can_manage: z.boolean(),
});
export type PcarConfig = z.infer<typeof pcarConfigSchema>;

const tileUrl = z
  .string()
  .trim()
  .max(300, '地图地址不能超过300个字符')
  .regex(/^https:\/\/\S+$/, '地图地址须以 https:// 开头')
  .refine((v) => ['{z}', '{x}', '{y}'].every((p) => v.includes(p)), '地图地址须包含 {z}、{x}、{y}');
export const pcarConfigUpdateSchema = z.object({
  rate_fen_per_km: z
    .number({ error: '请填写每公里补贴标准（分）' })
    .int('补贴标准须为整数（分）')
    .min(1, '补贴标准须大于0')
    .max(PCAR_MAX_RATE_FEN_PER_KM, `补贴标准不能超过${String(PCAR_MAX_RATE_FEN_PER_KM / 100)}元/公里`),
  tile_url: tileUrl.nullable().optional(),
});
export type PcarConfigUpdate = z.input<typeof pcarConfigUpdateSchema>;

export const pcarPlaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type PcarPlace = z.infer<typeof pcarPlaceSchema>;
export const pcarPlaceCreateSchema = z.object({
  name: z.string({ error: '请填写地点名称' }).trim().min(1, '请填写地点名称').max(40, '地点名称不能超过40个字'),
  address: z.string().trim().max(100, '地址不能超过100个字').default(''),
  lat: z.number({ error: '请填写纬度' }).min(-90, '纬度须在 -90 到 90 之间').max(90, '纬度须在 -90 到 90 之间'),
  lng: z.number({ error: '请填写经度' }).min(-180, '经度须在 -180 到 180 之间').max(180, '经度须在 -180 到 180 之间'),
});
export type PcarPlaceCreate = z.input<typeof pcarPlaceCreateSchema>;

export const pcarDistanceQuerySchema = z.object({
  from: z.string({ error: '请选择起点' }).min(1, '请选择起点').max(64),
  to: z.string({ error: '请选择终点' }).min(1, '请选择终点').max(64),
});
export const pcarDistanceSchema = z.object({ distance_m: z.number().int(), km: z.string(), rule: z.string() });
export type PcarDistance = z.infer<typeof pcarDistanceSchema>;

// ---------------------------------------------------------------------------------------------
// Orders of the workflow: status as the order carries it

export const pcarOrderStateSchema = z.object({
  /** The order id (the approval detail is /approvalProcess/approvalPrivateCarDetail?id=). */
  id: z.string(),
  order_type: z.string(),
  status: z.number().int(),
  status_label: z.string(),
  reject_reason: z.string().nullable(),
  created_time: z.string(),
  approve_time: z.string().nullable(),
});
export type PcarOrderState = z.infer<typeof pcarOrderStateSchema>;

// ---------------------------------------------------------------------------------------------
// Authorisation (pCarAuth)

export const pcarAuthSchema = pcarOrderStateSchema.extend({
  applicant: personRefSchema,
  reason: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  /** Approved and today inside [valid_from, valid_to]. */
  active: z.boolean(),
  /** Approved but valid_to has passed. */
  expired: z.boolean(),
});
export type PcarAuth = z.infer<typeof pcarAuthSchema>;
export const pcarAuthPageSchema = pageOf(pcarAuthSchema);

export const pcarAuthCreateSchema = z
  .object({
    reason: z.string({ error: '请填写用车事由' }).trim().min(1, '请填写用车事由').max(200, '用车事由不能超过200个字'),
    valid_from: pcarDateSchema('请选择授权开始日期'),
    valid_to: pcarDateSchema('请选择授权结束日期'),
    agree: z.literal(true, { error: '请先阅读并同意《私车公用协议》' }),
  })
  .superRefine((v, ctx) => {
    if (v.valid_to < v.valid_from) ctx.addIssue({ code: 'custom', path: ['valid_to'], message: '结束日期不能早于开始日期' });
    else if ((Date.parse(v.valid_to) - Date.parse(v.valid_from)) / 86_400_000 >= PCAR_MAX_AUTH_DAYS)
      ctx.addIssue({ code: 'custom', path: ['valid_to'], message: `授权期限不能超过${String(PCAR_MAX_AUTH_DAYS)}天` });
  });
export type PcarAuthCreate = z.input<typeof pcarAuthCreateSchema>;

// ---------------------------------------------------------------------------------------------
// Vehicles (pCarUserCar) and certification (pCarCertify...)

/** Plates as typed ('粤b 12345', '粤B·12345D') are stored without spaces or dots, upper case. */
export const normalizePlate = (raw: string): string => raw.replace(/[\s·.\-•]/g, '').toUpperCase();
export const PCAR_PLATE_PATTERN = /^[\u4e00-\u9fa5][A-Z][A-Z0-9]{5,6}$/;
export const pcarPlateSchema = z
  .string({ error: '请填写车牌号' })
  .transform(normalizePlate)
  .pipe(z.string().min(1, '请填写车牌号').regex(PCAR_PLATE_PATTERN, '车牌号格式不正确，如 粤B12345'));

export const pcarVehicleCreateSchema = z.object({
  plate: pcarPlateSchema,
  brand_model: z.string({ error: '请填写品牌型号' }).trim().min(1, '请填写品牌型号').max(40, '品牌型号不能超过40个字'),
  color: z.string().trim().max(10, '颜色不能超过10个字').default(''),
});
export type PcarVehicleCreate = z.input<typeof pcarVehicleCreateSchema>;

/** none: never certified; pending: in review; approved: valid; rejected: the last review refused; expired: the insurance has run out. */
export const PCAR_CERT_STATES = ['none', 'pending', 'approved', 'rejected', 'expired'] as const;
export type PcarCertState = (typeof PCAR_CERT_STATES)[number];
export const PCAR_CERT_STATE_LABELS: Record<PcarCertState, string> = {
  none: '未认证',
  pending: '认证审核中',
  approved: '已认证',
  rejected: '认证未通过',
  expired: '保险已过期',
};

export const pcarVehicleBriefSchema = z.object({ id: z.string(), plate: z.string(), brand_model: z.string(), color: z.string() });
export type PcarVehicleBrief = z.infer<typeof pcarVehicleBriefSchema>;
export const pcarVehicleSchema = pcarVehicleBriefSchema.extend({
  created_time: z.string(),
  cert_state: z.enum(PCAR_CERT_STATES),
  cert_label: z.string(),
  /** The certification that decides the state (latest approved, else the latest), or null. */
  certification_id: z.string().nullable(),
  insurance_expires: z.string().nullable(),
  /** Trips can be logged with it today. */
  usable: z.boolean(),
});
export type PcarVehicle = z.infer<typeof pcarVehicleSchema>;

export const pcarCertificationCreateSchema = z.object({
  vehicle_id: z.string({ error: '请选择车辆' }).min(1, '请选择车辆').max(64, '请选择车辆'),
  licence: attachmentIdsSchema.min(1, '请上传行驶证照片'),
  insurance: attachmentIdsSchema.min(1, '请上传保险单照片'),
  insurance_expires: pcarDateSchema('请选择保险到期日'),
});
export type PcarCertificationCreate = z.input<typeof pcarCertificationCreateSchema>;

export const pcarCertificationSchema = pcarOrderStateSchema.extend({
  applicant: personRefSchema,
  vehicle: pcarVehicleBriefSchema,
  licence: z.array(fileRefSchema),
  insurance: z.array(fileRefSchema),
  insurance_expires: z.string(),
});
export type PcarCertification = z.infer<typeof pcarCertificationSchema>;
export const pcarCertificationPageSchema = pageOf(pcarCertificationSchema);

// ---------------------------------------------------------------------------------------------
// Trips (the family's "orders": pCarAdd, pCarDetail) and their fees (pCarCost, vouchers)

/** A point of a trip: a saved place (with coordinates) or a typed name (without). */
const pointInput = (missing: string) =>
  z.union(
    [
      z.object({ place_id: z.string().min(1).max(64) }),
      z.object({ name: z.string().trim().min(1, '请填写地点').max(40, '地点不能超过40个字') }),
    ],
    { error: (issue) => (issue.input === undefined ? missing : '请选择常用地点或填写地点名称（不超过40个字）') },
  );
export const pcarPointInputSchema = pointInput('请选择地点');
export type PcarPointInput = z.infer<typeof pcarPointInputSchema>;

export const pcarPointSchema = z.object({
  place_id: z.string().nullable(),
  name: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type PcarPoint = z.infer<typeof pcarPointSchema>;

export const pcarTripCreateSchema = z.object({
  vehicle_id: z.string({ error: '请选择车辆' }).min(1, '请选择车辆').max(64, '请选择车辆'),
  trip_date: pcarDateSchema('请选择出车日期'),
  from: pointInput('请选择起点'),
  to: pointInput('请选择终点'),
  /** Typed distance in km (one decimal at most); without it the server computes it from the two saved places. */
  distance_km: z
    .number({ error: '请填写里程' })
    .min(0.1, '里程至少0.1公里')
    .max(PCAR_MAX_TRIP_KM, `单次里程不能超过${String(PCAR_MAX_TRIP_KM)}公里`)
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6, '里程最多保留一位小数')
    .optional(),
  purpose: z.string({ error: '请填写出车事由' }).trim().min(1, '请填写出车事由').max(200, '出车事由不能超过200个字'),
});
export type PcarTripCreate = z.input<typeof pcarTripCreateSchema>;

export const pcarFeeSchema = z.object({
  id: z.string(),
  trip_id: z.string(),
  fee_type: z.string(),
  fee_type_name: z.string(),
  amount_fen: z.number().int(),
  remark: z.string(),
  vouchers: z.array(fileRefSchema),
  created_time: z.string(),
  /** The trip is not in a claim yet and the caller logged it. */
  can_remove: z.boolean(),
});
export type PcarFee = z.infer<typeof pcarFeeSchema>;

export const pcarFeeCreateSchema = z.object({
  fee_type: z.enum(PCAR_FEE_CODES, { error: '请选择费用类型' }),
  amount_fen: z
    .number({ error: '请填写金额' })
    .int('金额须精确到分')
    .min(1, '金额须大于0')
    .max(PCAR_MAX_FEE_FEN, `单笔费用不能超过${String(PCAR_MAX_FEE_FEN / 100)}元`),
  remark: z.string().trim().max(100, '备注不能超过100个字').default(''),
  /** The vouchers (receipt photos). */
  attachments: attachmentIdsSchema.min(1, '请上传票据照片'),
});
export type PcarFeeCreate = z.input<typeof pcarFeeCreateSchema>;

/** open: not claimed yet; claimed: in a claim under review; subsidised: in an approved (or paid) claim. */
export const PCAR_TRIP_STATES = ['open', 'claimed', 'subsidised'] as const;
export type PcarTripState = (typeof PCAR_TRIP_STATES)[number];
export const PCAR_TRIP_STATE_LABELS: Record<PcarTripState, string> = { open: '未申请补贴', claimed: '补贴审批中', subsidised: '已补贴' };

export const pcarTripBriefSchema = z.object({
  id: z.string(),
  trip_date: z.string(),
  vehicle: pcarVehicleBriefSchema,
  from: pcarPointSchema,
  to: pcarPointSchema,
  distance_m: z.number().int(),
  /** computed: from the two saved places; typed: the staff's own figure. */
  distance_source: z.enum(['computed', 'typed']),
  purpose: z.string(),
  fees_fen: z.number().int(),
  state: z.enum(PCAR_TRIP_STATES),
  state_label: z.string(),
});
export type PcarTripBrief = z.infer<typeof pcarTripBriefSchema>;

export const pcarTripSchema = pcarTripBriefSchema.extend({
  applicant: personRefSchema,
  /** The great-circle distance of the two saved places (shown beside a typed one), or null. */
  computed_m: z.number().int().nullable(),
  fees: z.array(pcarFeeSchema),
  /** The claim's rate once claimed, else the company's current rate (an estimate). */
  rate_fen_per_km: z.number().int(),
  mileage_fen: z.number().int(),
  total_fen: z.number().int(),
  /** The claim it is in, or null. */
  subsidy: pcarOrderStateSchema.extend({ period: z.string() }).nullable(),
  created_time: z.string(),
  /** Open and the caller's: fees may be added, the trip removed. */
  can_edit: z.boolean(),
});
export type PcarTrip = z.infer<typeof pcarTripSchema>;

export const pcarTripsQuerySchema = pageQuerySchema.extend({ month: pcarMonthSchema.optional() });
export const pcarTripPageSchema = pageOf(pcarTripBriefSchema);
export type PcarTripPage = z.infer<typeof pcarTripPageSchema>;

// ---------------------------------------------------------------------------------------------
// Subsidy claims (pCarSubsidy, pCarSubsidyDetail)

export const pcarSubsidyQuerySchema = z.object({ month: pcarMonthSchema });
export const pcarSubsidyTotalsSchema = z.object({
  period: z.string(),
  trip_count: z.number().int(),
  distance_m: z.number().int(),
  rate_fen_per_km: z.number().int(),
  /** rate × total km, rounded half up to the fen (pcarMileageFen). */
  mileage_fen: z.number().int(),
  fees_fen: z.number().int(),
  total_fen: z.number().int(),
  rule: z.string(),
});
export type PcarSubsidyTotals = z.infer<typeof pcarSubsidyTotalsSchema>;
export const pcarSubsidyPreviewSchema = pcarSubsidyTotalsSchema.extend({ trips: z.array(pcarTripBriefSchema) });
export type PcarSubsidyPreview = z.infer<typeof pcarSubsidyPreviewSchema>;

export const pcarSubsidyCreateSchema = z.object({ month: pcarMonthSchema });
export type PcarSubsidyCreate = z.input<typeof pcarSubsidyCreateSchema>;

export const pcarSubsidySchema = pcarOrderStateSchema.extend(pcarSubsidyTotalsSchema.shape).extend({
  applicant: personRefSchema,
  trips: z.array(pcarTripBriefSchema.extend({ fees: z.array(pcarFeeSchema) })),
});
export type PcarSubsidy = z.infer<typeof pcarSubsidySchema>;
export const pcarSubsidyListItemSchema = pcarOrderStateSchema.extend(pcarSubsidyTotalsSchema.shape);
export type PcarSubsidyListItem = z.infer<typeof pcarSubsidyListItemSchema>;
export const pcarSubsidyPageSchema = pageOf(pcarSubsidyListItemSchema);

// ---------------------------------------------------------------------------------------------
// Home summary and statistics

export const pcarSummarySchema = z.object({
  /** The authorisation in force, else the latest one, or null. */
  auth: pcarAuthSchema.nullable(),
  authorised: z.boolean(),
  vehicle_count: z.number().int(),
  usable_vehicle_count: z.number().int(),
  month: z.object({ period: z.string(), trip_count: z.number().int(), distance_m: z.number().int(), fees_fen: z.number().int() }),
  pending_certifications: z.number().int(),
  pending_subsidies: z.number().int(),
});
export type PcarSummary = z.infer<typeof pcarSummarySchema>;

export const pcarStatisticsQuerySchema = z.object({
  months: queryIntSchema.min(1).max(24).default(6),
  scope: z.enum(['mine', 'company']).default('mine'),
});
export const pcarStatRowSchema = z.object({
  month: z.string(),
  trip_count: z.number().int(),
  distance_m: z.number().int(),
  fees_fen: z.number().int(),
  /** Totals of the approved (or paid) claims of the month. */
  subsidy_fen: z.number().int(),
});
export type PcarStatRow = z.infer<typeof pcarStatRowSchema>;
export const pcarStatisticsSchema = z.object({
  scope: z.enum(['mine', 'company']),
  rows: z.array(pcarStatRowSchema),
  totals: pcarStatRowSchema.omit({ month: true }),
  /** The caller may see the whole company's figures (an admin). */
  can_company: z.boolean(),
});
export type PcarStatistics = z.infer<typeof pcarStatisticsSchema>;

import { z } from 'zod';
import { defineEndpoint, type EndpointSpec } from './endpoint.ts';
import { idParamsSchema, pageOf, personRefSchema } from './page.ts';
import { pageQuerySchema } from './messages.ts';
import { attachmentIdsSchema, fileRefSchema } from './file-schemas.ts';
import { orderDetailSchema, orderSummarySchema } from './orders.ts';

/**
 * Lodging (issue 12): the housing model (areas -> buildings -> floors -> rooms -> beds, room assets),
 * the dormitory application (`dorm`), the collective dormitory's move-in, change and move-out orders
 * (`dorm2_in`, `dorm2_change`, `dorm2_out`, all on the one workflow with the dorm status table of
 * spec 3), living costs in integer fen, cleaning, repairs, notices, inspections, feedback and the
 * resident's archives. Dates are 'YYYY-MM-DD', months 'YYYY-MM' (hub time).
 */

/** The order types of the family (module `dorm` for the application, `dormitory2` for the rest). */
export const DORM_ORDER_TYPES = { apply: 'dorm', in: 'dorm2_in', change: 'dorm2_change', out: 'dorm2_out' } as const;
/**
 * Why a person who holds a bed (today or from a date to come) may not apply for one: the server's
 * refusal of 住宿申请 and 入住申请, and what their screens say on opening (issue 34).
 */
export const DORM_HAS_STAY = '您已有住宿，请使用调宿申请';
/** Payables of the family (pay family purposes). */
export const DORM_PAY_PURPOSES = { bill: 'dorm_bill', clean: 'dorm_clean' } as const;

export const DORM_GENDERS = { male: '男', female: '女', any: '不限' } as const;
export type DormGender = keyof typeof DORM_GENDERS;
export const dormGenderSchema = z.enum(['male', 'female', 'any'], { error: '请选择性别' });
/** A person is male or female; a room may also take anyone. */
export const personGenderSchema = z.enum(['male', 'female'], { error: '请选择性别' });

export const DORM_ROOM_MODELS = ['单人间', '双人间', '四人间', '六人间', '套房'] as const;

export const DORM_ASSET_CONDITIONS = { good: '完好', worn: '有磨损', broken: '损坏' } as const;
export const assetConditionSchema = z.enum(['good', 'worn', 'broken'], { error: '请选择状况' });

export const CLEAN_KINDS = { daily: '日常保洁', deep: '深度保洁' } as const;
export const cleanKindSchema = z.enum(['daily', 'deep'], { error: '请选择保洁类型' });
/** What a deep cleaning costs (fen); daily cleaning is free. */
export const CLEAN_PRICE_FEN: Record<keyof typeof CLEAN_KINDS, number> = { daily: 0, deep: 3000 };
export const CLEAN_SLOTS = ['09:00-11:00', '14:00-16:00', '16:00-18:00'] as const;
export const CLEAN_STATUSES = { unpaid: '待支付', pending: '待服务', done: '已完成', rated: '已评价', cancelled: '已取消' } as const;
export type CleanStatus = keyof typeof CLEAN_STATUSES;
export const REPAIR_STATUSES = { pending: '待处理', done: '已处理' } as const;
export const BILL_STATUSES = { unpaid: '待缴费', paid: '已缴费' } as const;

const dateSchema = (empty: string) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, empty)
    .regex(/^\d{4}-\d{2}-\d{2}$/, '请输入有效的日期（YYYY-MM-DD）')
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      '请输入有效的日期（YYYY-MM-DD）',
    );
export const monthSchema = z.string({ error: '请选择月份' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, '请选择月份（YYYY-MM）');
const text = (empty: string, max: number, tooLong: string) => z.string({ error: empty }).trim().min(1, empty).max(max, tooLong);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `不能超过${String(max)}个字`)
    .optional();
const uuidLike = (empty: string) => z.string({ error: empty }).min(1, empty);

// ------------------------------------------------------------------------------------------------
// Housing

export const dormBedSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** Free from the asked date on (no stay overlaps it). */
  free: z.boolean(),
  occupant: personRefSchema.nullable(),
});
export const dormAssetSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['furniture', 'appliance']),
  condition: assetConditionSchema,
  condition_label: z.string(),
});
export type DormAsset = z.infer<typeof dormAssetSchema>;

export const dormRoomSummarySchema = z.object({
  id: z.string(),
  area: z.object({ id: z.string(), name: z.string() }),
  building: z.object({ id: z.string(), name: z.string() }),
  floor: z.number().int(),
  number: z.string(),
  /** '3号楼 2层 201' */
  label: z.string(),
  model: z.string(),
  gender: dormGenderSchema,
  gender_label: z.string(),
  price_fen: z.number().int(),
  facilities: z.array(z.string()),
  suite: z.boolean(),
  bed_count: z.number().int(),
  free_beds: z.number().int(),
});
export type DormRoomSummary = z.infer<typeof dormRoomSummarySchema>;
export const dormRoomDetailSchema = dormRoomSummarySchema.extend({
  beds: z.array(dormBedSchema),
  assets: z.array(dormAssetSchema),
});
export type DormRoomDetail = z.infer<typeof dormRoomDetailSchema>;

export const dormBuildingSchema = z.object({
  id: z.string(),
  name: z.string(),
  floors: z.number().int(),
  room_count: z.number().int(),
  bed_count: z.number().int(),
  free_beds: z.number().int(),
  manager: z.string().nullable(),
});
export const dormAreaSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  buildings: z.array(dormBuildingSchema),
});
export type DormArea = z.infer<typeof dormAreaSchema>;

export const dormRoomsQuerySchema = pageQuerySchema.extend({
  area_id: z.string().optional(),
  building_id: z.string().optional(),
  model: z.string().max(20).optional(),
  /** Only rooms with a free bed from this date on. */
  free_from: dateSchema('请选择日期').optional(),
  suite: z.enum(['1', '0']).optional(),
  /** Only rooms this person may live in: the gender's rooms and those open to anyone. */
  gender: personGenderSchema.optional(),
});
export const dormRoomQuerySchema = z.object({ free_from: dateSchema('请选择日期').optional() });

// ------------------------------------------------------------------------------------------------
// The resident

export const dormStaySchema = z.object({
  id: z.string(),
  room: dormRoomSummarySchema,
  bed: z.object({ id: z.string(), label: z.string() }),
  start_date: z.string(),
  end_date: z.string().nullable(),
  checked_in: z.boolean(),
  roommates: z.array(z.object({ id: z.string(), name: z.string(), bed: z.string() })),
});
export type DormStay = z.infer<typeof dormStaySchema>;

export const dormProfileSchema = z.object({
  gender: personGenderSchema.nullable(),
  id_number: z.string().nullable(),
  id_card: z.array(fileRefSchema),
  archives: z.array(fileRefSchema),
  emergency_contact: z.string().nullable(),
  emergency_phone: z.string().nullable(),
});
export type DormProfile = z.infer<typeof dormProfileSchema>;

export const dormMeSchema = z.object({
  profile: dormProfileSchema,
  /** The stay of today, else the next one to come. */
  stay: dormStaySchema.nullable(),
  is_admin: z.boolean(),
});
export type DormMe = z.infer<typeof dormMeSchema>;

const ID_NUMBER = /^\d{17}[\dXx]$/;
export const dormIdentitySchema = z.object({
  gender: personGenderSchema,
  id_number: z.string({ error: '请填写身份证号' }).trim().regex(ID_NUMBER, '请输入18位身份证号'),
  attachments: attachmentIdsSchema
    .refine((ids) => ids.length >= 1, '请上传身份证照片')
    .refine((ids) => ids.length <= 2, '最多上传正反面两张'),
});
export type DormIdentity = z.input<typeof dormIdentitySchema>;
export const dormArchivesSchema = z.object({
  emergency_contact: optionalText(20),
  emergency_phone: z
    .string()
    .trim()
    .regex(/^(\d{7,15})?$/, '请输入有效的电话号码')
    .optional(),
  attachments: attachmentIdsSchema,
});
export type DormArchives = z.input<typeof dormArchivesSchema>;

// ------------------------------------------------------------------------------------------------
// Orders

/** Dormitory application (/applyDormitory, /lnDormApply): a bed for a project or purpose, approved, then assigned. */
export const dormApplySchema = z.object({
  project: text('请选择项目', 50, '项目不能超过50个字'),
  purpose: text('请填写用途', 200, '用途不能超过200个字'),
  start_date: dateSchema('请选择入住日期'),
  end_date: dateSchema('请选择退宿日期').optional(),
  gender: personGenderSchema,
  area_id: z.string().optional(),
  model: z.string().max(20).optional(),
  remark: optionalText(200),
});
export type DormApply = z.input<typeof dormApplySchema>;
export const DORM_PROJECTS = ['新员工入职', '项目驻场', '实习培训', '临时借调', '其他'] as const;

export const d2MoveInSchema = z.object({
  bed_id: uuidLike('请选择床位'),
  start_date: dateSchema('请选择入住日期'),
  gender: personGenderSchema,
  remark: optionalText(200),
});
export type D2MoveIn = z.input<typeof d2MoveInSchema>;
export const d2ChangeSchema = z.object({
  bed_id: uuidLike('请选择床位'),
  start_date: dateSchema('请选择调宿日期'),
  reason: text('请填写调宿原因', 200, '原因不能超过200个字'),
});
export type D2Change = z.input<typeof d2ChangeSchema>;
export const d2MoveOutSchema = z.object({
  date: dateSchema('请选择退宿日期'),
  reason: text('请填写退宿原因', 200, '原因不能超过200个字'),
});
export type D2MoveOut = z.input<typeof d2MoveOutSchema>;

export const dormAssignSchema = z.object({
  bed_id: uuidLike('请选择床位'),
  start_date: dateSchema('请选择入住日期').optional(),
});
export type DormAssign = z.input<typeof dormAssignSchema>;
export const dormCheckOutSchema = z.object({
  assets: z.array(z.object({ id: z.string(), condition: assetConditionSchema })).max(100),
  remark: optionalText(200),
});
export type DormCheckOut = z.input<typeof dormCheckOutSchema>;

/** What the dorm screens show beside the workflow's own detail. */
export const dormOrderInfoSchema = z.object({
  order: orderDetailSchema,
  /** The room and bed the order names or was given. */
  room: dormRoomSummarySchema.nullable(),
  bed: z.object({ id: z.string(), label: z.string() }).nullable(),
  assets: z.array(dormAssetSchema),
  can_assign: z.boolean(),
  can_check_in: z.boolean(),
  can_check_out: z.boolean(),
});
export type DormOrderInfo = z.infer<typeof dormOrderInfoSchema>;
export const dormOrdersQuerySchema = pageQuerySchema.extend({
  /** mine: the caller's; manage: the company's orders waiting for the dorm admin (admins only). */
  scope: z.enum(['mine', 'manage']).default('mine'),
  /** One kind only (the apply screen lists its own applications). */
  order_type: z.enum([DORM_ORDER_TYPES.apply, DORM_ORDER_TYPES.in, DORM_ORDER_TYPES.change, DORM_ORDER_TYPES.out]).optional(),
});

// ------------------------------------------------------------------------------------------------
// Costs

export const dormShareSchema = z.object({ staff: personRefSchema, days: z.number().int(), amount_fen: z.number().int() });
export const dormUtilityBillSchema = z.object({
  id: z.string(),
  month: z.string(),
  room: z.object({ id: z.string(), label: z.string() }),
  water_fen: z.number().int(),
  electricity_fen: z.number().int(),
  total_fen: z.number().int(),
  /** The residents' shares: they add up to total_fen exactly. */
  shares: z.array(dormShareSchema),
  created_time: z.string(),
});
export type DormUtilityBill = z.infer<typeof dormUtilityBillSchema>;
export const dormUtilityCreateSchema = z.object({
  room_id: uuidLike('请选择房间'),
  month: monthSchema,
  water_fen: z.number({ error: '请填写水费' }).int('金额最小单位为分').min(0, '金额不能为负').max(10_000_000, '金额过大'),
  electricity_fen: z.number({ error: '请填写电费' }).int('金额最小单位为分').min(0, '金额不能为负').max(10_000_000, '金额过大'),
});
export type DormUtilityCreate = z.input<typeof dormUtilityCreateSchema>;

export const dormChargeSchema = z.object({
  id: z.string(),
  month: z.string(),
  room: z.object({ id: z.string(), label: z.string() }),
  bed_label: z.string(),
  days: z.number().int(),
  rent_fen: z.number().int(),
  utility_fen: z.number().int(),
  total_fen: z.number().int(),
  status: z.enum(['unpaid', 'paid']),
  status_label: z.string(),
  paid_time: z.string().nullable(),
});
export type DormCharge = z.infer<typeof dormChargeSchema>;

// ------------------------------------------------------------------------------------------------
// Services

export const dormCleanSchema = z.object({
  id: z.string(),
  kind: cleanKindSchema,
  kind_label: z.string(),
  date: z.string(),
  slot: z.string(),
  remark: z.string().nullable(),
  room: z.object({ id: z.string(), label: z.string() }),
  applicant: personRefSchema,
  price_fen: z.number().int(),
  status: z.enum(['unpaid', 'pending', 'done', 'rated', 'cancelled']),
  status_label: z.string(),
  score: z.number().int().nullable(),
  comment: z.string().nullable(),
  created_time: z.string(),
  done_time: z.string().nullable(),
  can_complete: z.boolean(),
});
export type DormClean = z.infer<typeof dormCleanSchema>;
export const dormCleanCreateSchema = z.object({
  kind: cleanKindSchema,
  date: dateSchema('请选择保洁日期'),
  slot: z.enum(CLEAN_SLOTS, { error: '请选择时段' }),
  remark: optionalText(200),
});
export type DormCleanCreate = z.input<typeof dormCleanCreateSchema>;
export const dormCleanRateSchema = z.object({
  score: z.number({ error: '请评分' }).int().min(1, '请评分').max(5, '最多5星'),
  comment: optionalText(200),
});
export type DormCleanRate = z.input<typeof dormCleanRateSchema>;

export const dormRepairSchema = z.object({
  id: z.string(),
  content: z.string(),
  room: z.object({ id: z.string(), label: z.string() }),
  applicant: personRefSchema,
  attachments: z.array(fileRefSchema),
  status: z.enum(['pending', 'done']),
  status_label: z.string(),
  reply: z.string().nullable(),
  created_time: z.string(),
  done_time: z.string().nullable(),
});
export type DormRepair = z.infer<typeof dormRepairSchema>;
export const dormRepairCreateSchema = z.object({
  content: text('请描述报修内容', 500, '报修内容不能超过500个字'),
  attachments: attachmentIdsSchema,
});
export type DormRepairCreate = z.input<typeof dormRepairCreateSchema>;
export const dormReplySchema = z.object({ reply: text('请填写回复', 500, '回复不能超过500个字') });

export const dormNoticeSchema = z.object({ id: z.string(), title: z.string(), content: z.string(), created_time: z.string() });
export type DormNotice = z.infer<typeof dormNoticeSchema>;
export const dormNoticeCreateSchema = z.object({
  title: text('请填写标题', 50, '标题不能超过50个字'),
  content: text('请填写内容', 2000, '内容不能超过2000个字'),
});

export const dormCheckSchema = z.object({
  id: z.string(),
  room: z.object({ id: z.string(), label: z.string() }),
  date: z.string(),
  score: z.number().int(),
  result: z.string(),
  remark: z.string().nullable(),
  inspector: personRefSchema,
});
export type DormCheck = z.infer<typeof dormCheckSchema>;
export const dormCheckCreateSchema = z.object({
  room_id: uuidLike('请选择房间'),
  score: z.number({ error: '请填写分数' }).int('分数须为整数').min(0, '分数为0到100').max(100, '分数为0到100'),
  result: text('请填写检查结果', 50, '结果不能超过50个字'),
  remark: optionalText(200),
});

export const dormFeedbackSchema = z.object({
  id: z.string(),
  content: z.string(),
  author: personRefSchema,
  reply: z.string().nullable(),
  created_time: z.string(),
  replied_time: z.string().nullable(),
});
export type DormFeedback = z.infer<typeof dormFeedbackSchema>;
export const dormFeedbackCreateSchema = z.object({ content: text('请填写反馈内容', 500, '反馈内容不能超过500个字') });
export const dormListQuerySchema = z.object({ all: z.enum(['1', '0']).optional() });

/** Every dorm operation needs a login and carries the `dorm` tag. */
const ep = <const T extends Omit<EndpointSpec, 'tags' | 'auth'>>(def: T) =>
  defineEndpoint({ ...def, tags: ['dorm'] as const, auth: 'required' as const });

/** The dorm operations (OpenAPI tag `dorm`). */
export const dormEndpoints = {
  areas: ep({
    method: 'GET',
    path: '/dorm/areas/',
    operationId: 'dorm.areas',
    summary: '宿舍区域与楼栋',
    description: "The company's areas with their buildings, floors, rooms and free beds (today).",
    response: { 200: z.array(dormAreaSchema) },
  }),
  rooms: ep({
    method: 'GET',
    path: '/dorm/rooms/',
    operationId: 'dorm.rooms',
    summary: '房间列表',
    description:
      'A page of rooms in building, floor and number order, filtered by area, building, model, suite and gender; with free_from only rooms with a bed free from that date on.',
    query: dormRoomsQuerySchema,
    response: { 200: pageOf(dormRoomSummarySchema) },
  }),
  room: ep({
    method: 'GET',
    path: '/dorm/rooms/:id/',
    operationId: 'dorm.room',
    summary: '房间详情（床位、资产）',
    description: 'A room with its beds (free from free_from, default today; the occupant of today) and its assets.',
    params: idParamsSchema,
    query: dormRoomQuerySchema,
    response: { 200: dormRoomDetailSchema },
  }),
  me: ep({
    method: 'GET',
    path: '/dorm/me/',
    operationId: 'dorm.me',
    summary: '我的住宿',
    description: "The caller's profile (ID card, archives) and stay (today's, else the next), with roommates.",
    response: { 200: dormMeSchema },
  }),
  saveIdentity: ep({
    method: 'PUT',
    path: '/dorm/me/identity/',
    operationId: 'dorm.saveIdentity',
    summary: '保存身份证信息',
    description: 'Gender, ID number and one or two ID card photos (uploaded first through files/).',
    body: dormIdentitySchema,
    response: { 200: dormProfileSchema },
  }),
  saveArchives: ep({
    method: 'PUT',
    path: '/dorm/me/archives/',
    operationId: 'dorm.saveArchives',
    summary: '保存个人档案',
    description: 'Emergency contact and archive files (uploaded first through files/).',
    body: dormArchivesSchema,
    response: { 200: dormProfileSchema },
  }),
  apply: ep({
    method: 'POST',
    path: '/dorm/apply/',
    operationId: 'dorm.apply',
    summary: '住宿申请',
    description: 'A dormitory application (order type dorm): approval, then the dorm admin assigns a bed (20 -> 30).',
    body: dormApplySchema,
    response: { 201: orderDetailSchema },
  }),
  moveIn: ep({
    method: 'POST',
    path: '/dorm/d2/in/',
    operationId: 'dorm.moveIn',
    summary: '入住申请',
    description: 'Asks for a free bed from a date (dorm2_in); the last approval assigns it, one resident per bed and date.',
    body: d2MoveInSchema,
    response: { 201: orderDetailSchema },
  }),
  change: ep({
    method: 'POST',
    path: '/dorm/d2/change/',
    operationId: 'dorm.change',
    summary: '调宿申请',
    description: 'Moves the resident to another free bed from a date (dorm2_change); the old bed is freed at that date.',
    body: d2ChangeSchema,
    response: { 201: orderDetailSchema },
  }),
  moveOut: ep({
    method: 'POST',
    path: '/dorm/d2/out/',
    operationId: 'dorm.moveOut',
    summary: '退宿申请',
    description:
      "Leaves the bed at a date (dorm2_out); approved, the bed is free from that date; the admin checks the room's assets (50 -> 60).",
    body: d2MoveOutSchema,
    response: { 201: orderDetailSchema },
  }),
  orders: ep({
    method: 'GET',
    path: '/dorm/orders/',
    operationId: 'dorm.orders',
    summary: '住宿单据',
    description:
      "The caller's lodging orders (scope=mine), or those waiting for the dorm admin (scope=manage, admins), newest first, paged.",
    query: dormOrdersQuerySchema,
    response: { 200: pageOf(orderSummarySchema) },
  }),
  order: ep({
    method: 'GET',
    path: '/dorm/orders/:id/',
    operationId: 'dorm.order',
    summary: '住宿单据详情',
    description: 'The order with its room, bed and the room assets, and whether the caller may assign or check out.',
    params: idParamsSchema,
    response: { 200: dormOrderInfoSchema },
  }),
  assign: ep({
    method: 'POST',
    path: '/dorm/orders/:id/assign/',
    operationId: 'dorm.assign',
    summary: '分配床位',
    description: 'The dorm admin gives an approved application (20) a free bed: 30 待入住.',
    params: idParamsSchema,
    body: dormAssignSchema,
    response: { 200: dormOrderInfoSchema },
  }),
  checkIn: ep({
    method: 'POST',
    path: '/dorm/orders/:id/check_in/',
    operationId: 'dorm.checkIn',
    summary: '确认入住',
    description: 'The dorm admin confirms the resident moved in (30 -> 40); after a room change the resident is pushed (exchange).',
    params: idParamsSchema,
    response: { 200: dormOrderInfoSchema },
  }),
  checkOut: ep({
    method: 'POST',
    path: '/dorm/orders/:id/check_out/',
    operationId: 'dorm.checkOut',
    summary: '确认退宿（检查资产）',
    description: "The dorm admin checks the room's assets and closes the stay: 50 -> 60 已退宿.",
    params: idParamsSchema,
    body: dormCheckOutSchema,
    response: { 200: dormOrderInfoSchema },
  }),
  charges: ep({
    method: 'GET',
    path: '/dorm/charges/',
    operationId: 'dorm.charges',
    summary: '我的住宿费用',
    description: "The caller's monthly charges (rent per bed and the share of the room's utilities), newest month first.",
    response: { 200: z.array(dormChargeSchema) },
  }),
  utilityBills: ep({
    method: 'GET',
    path: '/dorm/utility/',
    operationId: 'dorm.utilityBills',
    summary: '水电费',
    description: "The utility bills of the caller's rooms with every resident's share (admins with all=1: every room).",
    query: dormListQuerySchema,
    response: { 200: z.array(dormUtilityBillSchema) },
  }),
  createUtilityBill: ep({
    method: 'POST',
    path: '/dorm/utility/',
    operationId: 'dorm.createUtilityBill',
    summary: '录入水电费',
    description:
      "The admin records a room's water and electricity for a month: split among its residents by days (largest remainder), rent added, charges pushed.",
    body: dormUtilityCreateSchema,
    response: { 201: dormUtilityBillSchema },
  }),
  cleanings: ep({
    method: 'GET',
    path: '/dorm/cleanings/',
    operationId: 'dorm.cleanings',
    summary: '保洁记录',
    description: "The caller's cleaning orders (admins with all=1: the company's).",
    query: dormListQuerySchema,
    response: { 200: z.array(dormCleanSchema) },
  }),
  createCleaning: ep({
    method: 'POST',
    path: '/dorm/cleanings/',
    operationId: 'dorm.createCleaning',
    summary: '保洁申请',
    description: "Books a cleaning of the caller's room; a deep cleaning is charged (unpaid until paid through pay/orders/).",
    body: dormCleanCreateSchema,
    response: { 201: dormCleanSchema },
  }),
  cleaning: ep({
    method: 'GET',
    path: '/dorm/cleanings/:id/',
    operationId: 'dorm.cleaning',
    summary: '保洁详情',
    description: 'One cleaning order (its applicant or an admin).',
    params: idParamsSchema,
    response: { 200: dormCleanSchema },
  }),
  completeCleaning: ep({
    method: 'POST',
    path: '/dorm/cleanings/:id/complete/',
    operationId: 'dorm.completeCleaning',
    summary: '完成保洁',
    description: 'The admin marks a booked (paid when charged) cleaning done; the applicant is pushed.',
    params: idParamsSchema,
    response: { 200: dormCleanSchema },
  }),
  rateCleaning: ep({
    method: 'POST',
    path: '/dorm/cleanings/:id/rate/',
    operationId: 'dorm.rateCleaning',
    summary: '评价保洁',
    description: 'The applicant rates a done cleaning once (1 to 5 stars).',
    params: idParamsSchema,
    body: dormCleanRateSchema,
    response: { 200: dormCleanSchema },
  }),
  cancelCleaning: ep({
    method: 'POST',
    path: '/dorm/cleanings/:id/cancel/',
    operationId: 'dorm.cancelCleaning',
    summary: '取消保洁',
    description: 'The applicant cancels a cleaning before it is paid or done (a paid one is refunded).',
    params: idParamsSchema,
    response: { 200: dormCleanSchema },
  }),
  repairs: ep({
    method: 'GET',
    path: '/dorm/repairs/',
    operationId: 'dorm.repairs',
    summary: '宿舍报修记录',
    description: "The caller's repair reports (admins with all=1: the company's).",
    query: dormListQuerySchema,
    response: { 200: z.array(dormRepairSchema) },
  }),
  createRepair: ep({
    method: 'POST',
    path: '/dorm/repairs/',
    operationId: 'dorm.createRepair',
    summary: '宿舍报修',
    description: "Reports a repair in the caller's room, with photos uploaded first through files/.",
    body: dormRepairCreateSchema,
    response: { 201: dormRepairSchema },
  }),
  completeRepair: ep({
    method: 'POST',
    path: '/dorm/repairs/:id/complete/',
    operationId: 'dorm.completeRepair',
    summary: '处理报修',
    description: 'The admin answers a repair report and marks it done; the reporter is pushed.',
    params: idParamsSchema,
    body: dormReplySchema,
    response: { 200: dormRepairSchema },
  }),
  notices: ep({
    method: 'GET',
    path: '/dorm/notices/',
    operationId: 'dorm.notices',
    summary: '宿舍公告',
    description: "The company's dorm notices, newest first.",
    response: { 200: z.array(dormNoticeSchema) },
  }),
  createNotice: ep({
    method: 'POST',
    path: '/dorm/notices/',
    operationId: 'dorm.createNotice',
    summary: '发布宿舍公告',
    description: 'The admin publishes a dorm notice; current residents get an information push.',
    body: dormNoticeCreateSchema,
    response: { 201: dormNoticeSchema },
  }),
  checks: ep({
    method: 'GET',
    path: '/dorm/checks/',
    operationId: 'dorm.checks',
    summary: '宿舍检查记录',
    description: "Inspections of the caller's room (admins with all=1: every room), newest first.",
    query: dormListQuerySchema,
    response: { 200: z.array(dormCheckSchema) },
  }),
  createCheck: ep({
    method: 'POST',
    path: '/dorm/checks/',
    operationId: 'dorm.createCheck',
    summary: '录入宿舍检查',
    description: "The admin records a room inspection; the room's residents get an information push.",
    body: dormCheckCreateSchema,
    response: { 201: dormCheckSchema },
  }),
  feedback: ep({
    method: 'GET',
    path: '/dorm/feedback/',
    operationId: 'dorm.feedback',
    summary: '意见反馈',
    description: "The caller's feedback with replies (admins with all=1: the company's).",
    query: dormListQuerySchema,
    response: { 200: z.array(dormFeedbackSchema) },
  }),
  createFeedback: ep({
    method: 'POST',
    path: '/dorm/feedback/',
    operationId: 'dorm.createFeedback',
    summary: '提交意见反馈',
    description: 'Feedback to the dorm admin.',
    body: dormFeedbackCreateSchema,
    response: { 201: dormFeedbackSchema },
  }),
  replyFeedback: ep({
    method: 'POST',
    path: '/dorm/feedback/:id/reply/',
    operationId: 'dorm.replyFeedback',
    summary: '回复意见反馈',
    description: 'The admin replies; the author is pushed.',
    params: idParamsSchema,
    body: dormReplySchema,
    response: { 200: dormFeedbackSchema },
  }),
} as const;

import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { idParamsSchema } from './page.ts';
import {
  car2ApplySchema,
  car3ApplySchema,
  carChangeInputSchema,
  carChangePageSchema,
  carChangeSchema,
  carCommentInputSchema,
  carCommentTagSchema,
  carDispatchInputSchema,
  carDriverSchema,
  carDriversQuerySchema,
  carFeeInputSchema,
  carFeeSchema,
  carKindParamsSchema,
  carOdometerInputSchema,
  carOrderDetailSchema,
  carOrderPageSchema,
  carOrdersQuerySchema,
  carRepairFinishSchema,
  carRepairInputSchema,
  carRepairSchema,
  carRuleInputSchema,
  carRuleSchema,
  carSavedPlaceSchema,
  carShareParamsSchema,
  carShareSchema,
  carSharedOrderSchema,
  carStatisticsQuerySchema,
  carStatisticsSchema,
  carVehicleSchema,
  carVehiclesQuerySchema,
} from './car-schemas.ts';
import { pageQuerySchema } from './messages.ts';

export * from './car-schemas.ts';

const get = <const P extends `/car/${string}/`, const O extends `car.${string}`>(
  path: P,
  operationId: O,
  summary: string,
  description: string,
) => ({ method: 'GET', path, operationId, summary, description, tags: ['car'], auth: 'required' }) as const;
const post = <const P extends `/car/${string}/`, const O extends `car.${string}`>(
  path: P,
  operationId: O,
  summary: string,
  description: string,
) => ({ method: 'POST', path, operationId, summary, description, tags: ['car'], auth: 'required' }) as const;

/** The car family's operations (under /9077/api/car/). */
export const carEndpoints = {
  places: defineEndpoint({
    ...get('/car/places/', 'car.places', '常用地点', "The company's saved places (selectLocation's list)."),
    response: { 200: z.array(carSavedPlaceSchema) },
  }),
  vehicles: defineEndpoint({
    ...get(
      '/car/vehicles/',
      'car.vehicles',
      '车辆（可按时段查可用）',
      'The company vehicles, optionally of one kind; with start_at and end_at each says whether it is free then (not in repair, no overlapping order).',
    ),
    query: carVehiclesQuerySchema,
    response: { 200: z.array(carVehicleSchema) },
  }),
  drivers: defineEndpoint({
    ...get(
      '/car/drivers/',
      'car.drivers',
      '司机（可按时段查可用）',
      'The company drivers (staff with is_off3driver); with a period, whether each is free.',
    ),
    query: carDriversQuerySchema,
    response: { 200: z.array(carDriverSchema) },
  }),
  rules: defineEndpoint({
    ...get(
      '/car/rules/',
      'car.rules',
      '用车制度',
      'The car rules of the company per kind: who may apply, the approval chain, how far ahead and how long; and whether the caller may apply.',
    ),
    response: { 200: z.array(carRuleSchema) },
  }),
  rule: defineEndpoint({
    ...get('/car/rules/:kind/', 'car.rule', '用车制度详情', 'The rule of one kind (v2, trip, daily, driving).'),
    params: carKindParamsSchema,
    response: { 200: carRuleSchema },
  }),
  updateRule: defineEndpoint({
    method: 'PUT',
    path: '/car/rules/:kind/',
    operationId: 'car.updateRule',
    tags: ['car'],
    summary: '修改用车制度（管理员）',
    description: 'An admin sets who may apply for the kind, how far ahead and how long. The server enforces it on every application.',
    auth: 'required',
    params: carKindParamsSchema,
    body: carRuleInputSchema,
    response: { 200: carRuleSchema },
  }),
  commentTags: defineEndpoint({
    ...get('/car/comment_tags/', 'car.commentTags', '评价标签', "The company's comment tags."),
    response: { 200: z.array(carCommentTagSchema) },
  }),
  applyV2: defineEndpoint({
    ...post(
      '/car/v2/orders/',
      'car.applyV2',
      '申请公务用车（2.0）',
      'Version 2: a car with a driver. Checked against the rule of v2; goes to the configured car2 chain. Answers the order (201).',
    ),
    body: car2ApplySchema,
    response: { 201: carOrderDetailSchema },
  }),
  applyV3: defineEndpoint({
    ...post(
      '/car/v3/orders/',
      'car.applyV3',
      '申请用车（3.0：行程、日常、自驾）',
      'Version 3: a trip or daily use (dispatched later) or self-driving (vehicle_id chosen, checked free). Checked against the rule of the kind; goes to its chain. Answers the order (201).',
    ),
    body: car3ApplySchema,
    response: { 201: carOrderDetailSchema },
  }),
  orders: defineEndpoint({
    ...get(
      '/car/orders/',
      'car.orders',
      '用车单列表',
      "mine: the caller's; dispatch: the company's (car administrators only); driver: the caller's trips as driver (date: those touching that day).",
    ),
    query: carOrdersQuerySchema,
    response: { 200: carOrderPageSchema },
  }),
  order: defineEndpoint({
    ...get(
      '/car/orders/:id/',
      'car.order',
      '用车单详情',
      'One car order with its fees, changes, approval steps and what the caller may do. Its applicant, approvers, driver and admins only (others 404).',
    ),
    params: idParamsSchema,
    response: { 200: carOrderDetailSchema },
  }),
  dispatch: defineEndpoint({
    ...post(
      '/car/orders/:id/dispatch/',
      'car.dispatch',
      '派车（管理员）',
      'An admin gives an approved order a vehicle and a driver. In one transaction, both are locked and checked free for the period: of concurrent dispatches of one vehicle to overlapping orders exactly one wins.',
    ),
    params: idParamsSchema,
    body: carDispatchInputSchema,
    response: { 200: carOrderDetailSchema },
  }),
  start: defineEndpoint({
    ...post(
      '/car/orders/:id/start/',
      'car.start',
      '出车 / 取车',
      'The driver starts a dispatched trip (the applicant picks up a self-driving car) with the odometer reading.',
    ),
    params: idParamsSchema,
    body: carOdometerInputSchema,
    response: { 200: carOrderDetailSchema },
  }),
  finish: defineEndpoint({
    ...post(
      '/car/orders/:id/finish/',
      'car.finish',
      '结束行程 / 还车',
      'The driver (self-driving: the applicant) finishes with the odometer reading; the distance is computed, vehicle and driver are free again.',
    ),
    params: idParamsSchema,
    body: carOdometerInputSchema,
    response: { 200: carOrderDetailSchema },
  }),
  withdraw: defineEndpoint({
    ...post(
      '/car/orders/:id/withdraw/',
      'car.withdraw',
      '取消已审批的用车',
      'The applicant cancels an approved order before it starts (vehicle and driver are released).',
    ),
    params: idParamsSchema,
    response: { 200: carOrderDetailSchema },
  }),
  comment: defineEndpoint({
    ...post(
      '/car/orders/:id/comment/',
      'car.comment',
      '评价行程',
      'The applicant rates a finished trip: stars, tags of the company, text. Once.',
    ),
    params: idParamsSchema,
    body: carCommentInputSchema,
    response: { 200: carOrderDetailSchema },
  }),
  fees: defineEndpoint({
    ...get('/car/orders/:id/fees/', 'car.fees', '行程费用', 'The fees of an order (fuel, toll, parking, other), each with its receipts.'),
    params: idParamsSchema,
    response: { 200: z.array(carFeeSchema) },
  }),
  addFee: defineEndpoint({
    ...post(
      '/car/orders/:id/fees/',
      'car.addFee',
      '添加费用',
      'The driver (self-driving: the applicant) adds a fee in fen with a photo of the receipt, while the trip runs or once it is finished.',
    ),
    params: idParamsSchema,
    body: carFeeInputSchema,
    response: { 201: carFeeSchema },
  }),
  fee: defineEndpoint({
    ...get('/car/fees/:id/', 'car.fee', '费用明细', 'One fee with its receipts, to those who may see its order.'),
    params: idParamsSchema,
    response: { 200: carFeeSchema },
  }),
  share: defineEndpoint({
    ...post(
      '/car/orders/:id/share/',
      'car.share',
      '分享行程',
      "The applicant's link to the trip's public page (/orderDetailCar3?token=), where a passenger may comment without login.",
    ),
    params: idParamsSchema,
    response: { 200: carShareSchema },
  }),
  shared: defineEndpoint({
    method: 'GET',
    path: '/car/share/:token/',
    operationId: 'car.shared',
    tags: ['car'],
    summary: '分享的行程（无需登录）',
    description:
      'The public page of a shared trip: route, times, vehicle, driver name and its comment. The token is the secret; 404 otherwise.',
    auth: 'none',
    params: carShareParamsSchema,
    response: { 200: carSharedOrderSchema, 404: z.object({ detail: z.string() }) },
  }),
  sharedComment: defineEndpoint({
    method: 'POST',
    path: '/car/share/:token/comment/',
    operationId: 'car.sharedComment',
    tags: ['car'],
    summary: '在分享页评价行程（无需登录）',
    description: 'A passenger rates a finished shared trip (once per trip, as the applicant would).',
    auth: 'none',
    params: carShareParamsSchema,
    body: carCommentInputSchema,
    response: { 200: carSharedOrderSchema, 404: z.object({ detail: z.string() }) },
  }),
  requestChange: defineEndpoint({
    ...post(
      '/car/orders/:id/changes/',
      'car.requestChange',
      '申请变更行程',
      'The applicant asks to change a trip not yet started (places, times, passengers): a change order that goes through approval and, approved, changes the trip (the history is kept).',
    ),
    params: idParamsSchema,
    body: carChangeInputSchema,
    response: { 201: carChangeSchema },
  }),
  changes: defineEndpoint({
    ...get('/car/changes/', 'car.changes', '我的行程变更', "The caller's change requests, newest first."),
    query: pageQuerySchema,
    response: { 200: carChangePageSchema },
  }),
  change: defineEndpoint({
    ...get(
      '/car/changes/:id/',
      'car.change',
      '行程变更详情',
      'One change request: before, after, status (its applicant, approvers and admins).',
    ),
    params: idParamsSchema,
    response: { 200: carChangeSchema },
  }),
  statistics: defineEndpoint({
    ...get(
      '/car/statistics/',
      'car.statistics',
      '用车统计',
      'Finished orders, distance and fees by month, department and vehicle over the last months (admins: the company; others: their own).',
    ),
    query: carStatisticsQuerySchema,
    response: { 200: carStatisticsSchema },
  }),
  requestRepair: defineEndpoint({
    ...post(
      '/car/repairs/',
      'car.requestRepair',
      '车辆报修',
      'A driver or an admin reports a vehicle fault (with photos); approved, the vehicle is out of service until the repair is finished.',
    ),
    body: carRepairInputSchema,
    response: { 201: carRepairSchema },
  }),
  repair: defineEndpoint({
    ...get('/car/repairs/:id/', 'car.repair', '车辆维修详情', 'One repair order.'),
    params: idParamsSchema,
    response: { 200: carRepairSchema },
  }),
  finishRepair: defineEndpoint({
    ...post(
      '/car/repairs/:id/finish/',
      'car.finishRepair',
      '维修完成（管理员）',
      'An admin records the cost; the vehicle is in service again.',
    ),
    params: idParamsSchema,
    body: carRepairFinishSchema,
    response: { 200: carRepairSchema },
  }),
};

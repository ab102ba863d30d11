import { z } from 'zod';
import { pageQuerySchema } from './messages.ts';
import { defineEndpoint } from './endpoint.ts';
import { idParamsSchema, pageOf, personRefSchema } from './page.ts';

/**
 * Shuttle buses and plant buses (issue 13). A route (线路) has stops and a timetable; the server
 * turns the timetable into dated trips (班次) with a seat count for the coming days. A shuttle trip
 * sells tickets paid through the pay family (purpose `bus_ticket`); a plant trip is booked for free.
 * Monthly tickets (purpose `bus_month`) and approved route applications (order type `bus`) are
 * passes a driver checks once per trip. Every amount is fen.
 */

export const BUS_ROUTE_KINDS = ['shuttle', 'plant'] as const;
export type BusRouteKind = (typeof BUS_ROUTE_KINDS)[number];

/** The payables the bus family registers with the pay family. */
export const BUS_TICKET_PURPOSE = 'bus_ticket';
export const BUS_MONTH_PURPOSE = 'bus_month';
/** The order type of a route application (busRouteApply), on the shared order engine. */
export const BUS_ORDER_TYPE = 'bus';

/** The trips sold and shown: today and the next days (hub clock). */
export const BUS_DAYS_AHEAD = 7;

export const BUS_TICKET_STATUSES = ['pending', 'valid', 'used', 'cancelled', 'refunded'] as const;
export type BusTicketStatus = (typeof BUS_TICKET_STATUSES)[number];
export const BUS_MONTH_STATUSES = ['pending', 'valid', 'cancelled', 'refunded'] as const;
export type BusMonthStatus = (typeof BUS_MONTH_STATUSES)[number];

/** What a driver's scan can be: a single ticket, a monthly ticket, or the pass of an approved route application. */
export const BUS_CHECK_KINDS = ['ticket', 'month', 'pass'] as const;
export type BusCheckKind = (typeof BUS_CHECK_KINDS)[number];

const idOf = (message: string) => z.string({ error: message }).trim().min(1, message).max(64, message);
const dateSchema = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, message);

export const busRouteRefSchema = z.object({ id: z.string(), name: z.string(), kind: z.enum(BUS_ROUTE_KINDS) });
export type BusRouteRef = z.infer<typeof busRouteRefSchema>;

export const busStopSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  name: z.string(),
  /** Minutes after the trip's departure from the first stop. */
  minutes: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type BusStop = z.infer<typeof busStopSchema>;

export const busTimetableEntrySchema = z.object({
  /** Departure from the first stop, 'HH:mm' (hub clock). */
  time: z.string(),
  /** ISO weekdays the trip runs (1 Monday ... 7 Sunday). */
  weekdays: z.array(z.number().int()),
  /** 每天, 工作日, 周末 or the days named. */
  days_label: z.string(),
  seats: z.number().int(),
});
export type BusTimetableEntry = z.infer<typeof busTimetableEntrySchema>;

export const busTripSchema = z.object({
  id: z.string(),
  route_id: z.string(),
  depart_at: z.string(),
  /** 'YYYY-MM-DD' and 'HH:mm' of the departure (hub clock). */
  date: z.string(),
  time: z.string(),
  /** 今天, 明天 or 周三. */
  day_label: z.string(),
  seats: z.number().int(),
  seats_left: z.number().int(),
  /** Departed: no longer sold or booked. */
  departed: z.boolean(),
  /** The caller's open ticket of this trip (pending, valid or used), or null. */
  my_ticket_id: z.string().nullable(),
});
export type BusTrip = z.infer<typeof busTripSchema>;

export const busPositionSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  speed_kmh: z.number().nullable(),
  reported_at: z.string(),
  reported_time: z.string(),
  reporter: personRefSchema.nullable(),
});
export type BusPosition = z.infer<typeof busPositionSchema>;

export const busRouteSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(BUS_ROUTE_KINDS),
  name: z.string(),
  /** The first and last stop. */
  from: z.string(),
  to: z.string(),
  price_fen: z.number().int(),
  /** A monthly ticket's price; null where the route sells none (plant buses). */
  month_price_fen: z.number().int().nullable(),
  stop_count: z.number().int(),
  /** The vehicle (plate) of a plant bus line, or null. */
  vehicle: z.string().nullable(),
  favourite: z.boolean(),
  next_trip: busTripSchema.nullable(),
  /** Seats for approved route applications (passes), and how many are left. */
  pass_quota: z.number().int(),
  pass_left: z.number().int(),
  last_position: busPositionSchema.nullable(),
});
export type BusRouteSummary = z.infer<typeof busRouteSummarySchema>;

export const busRouteListSchema = z.object({
  results: z.array(busRouteSummarySchema),
  /** The caller checks tickets (a driver: is_off3driver, or an admin): the screens offer 验票. */
  can_check: z.boolean(),
});
export type BusRouteList = z.infer<typeof busRouteListSchema>;

export const busRouteDetailSchema = busRouteSummarySchema.extend({
  description: z.string(),
  stops: z.array(busStopSchema),
  timetable: z.array(busTimetableEntrySchema),
  /** The trips of today and the next days, in departure order. */
  trips: z.array(busTripSchema),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  can_check: z.boolean(),
});
export type BusRouteDetail = z.infer<typeof busRouteDetailSchema>;

export const busRoutesQuerySchema = z.object({ kind: z.enum(BUS_ROUTE_KINDS).optional() });

export const busCommentSchema = z.object({
  id: z.string(),
  author: personRefSchema,
  rating: z.number().int(),
  content: z.string(),
  /** The trip commented on ('YYYY-MM-DD HH:mm'), or null. */
  trip_time: z.string().nullable(),
  created_at: z.string(),
  created_time: z.string(),
});
export type BusComment = z.infer<typeof busCommentSchema>;
export const busCommentPageSchema = pageOf(busCommentSchema);

export const BUS_COMMENT_MAX = 300;
export const busCommentCreateSchema = z.object({
  rating: z.number({ error: '请选择评分' }).int('请选择评分').min(1, '请选择评分').max(5, '评分为1至5星'),
  content: z
    .string({ error: '请填写评价内容' })
    .trim()
    .max(BUS_COMMENT_MAX, `评价内容不能超过${String(BUS_COMMENT_MAX)}个字`)
    .default(''),
});
export type BusCommentCreate = z.input<typeof busCommentCreateSchema>;

export const busTicketCreateSchema = z.object({
  trip_id: idOf('请选择班次'),
  stop_id: idOf('请选择上车站点'),
});
export type BusTicketCreate = z.input<typeof busTicketCreateSchema>;

export const busTicketSchema = z.object({
  id: z.string(),
  kind: z.enum(BUS_ROUTE_KINDS),
  status: z.enum(BUS_TICKET_STATUSES),
  status_label: z.string(),
  route: busRouteRefSchema,
  trip: z.object({ id: z.string(), depart_at: z.string(), date: z.string(), time: z.string(), day_label: z.string() }),
  stop: z.object({ id: z.string(), name: z.string(), time: z.string() }),
  price_fen: z.number().int(),
  passenger: personRefSchema,
  /** The code of the QR code: to the passenger while the ticket can be used. */
  code: z.string().nullable(),
  /** A pending ticket holds its seat until then (unpaid: released). */
  hold_until: z.string().nullable(),
  pay_order_id: z.string().nullable(),
  paid_time: z.string().nullable(),
  used_time: z.string().nullable(),
  checked_by: personRefSchema.nullable(),
  created_time: z.string(),
  payable: z.boolean(),
  cancellable: z.boolean(),
  refundable: z.boolean(),
  can_comment: z.boolean(),
  comment: busCommentSchema.nullable(),
});
export type BusTicket = z.infer<typeof busTicketSchema>;
export const busTicketPageSchema = pageOf(busTicketSchema);
export type BusTicketPage = z.infer<typeof busTicketPageSchema>;
export const busTicketsQuerySchema = pageQuerySchema.extend({
  kind: z.enum(BUS_ROUTE_KINDS).optional(),
  status: z.enum(BUS_TICKET_STATUSES).optional(),
});

export const busMonthTicketCreateSchema = z.object({
  route_id: idOf('请选择线路'),
  month: z.string({ error: '请选择月份' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, '请选择月份'),
});
export type BusMonthTicketCreate = z.input<typeof busMonthTicketCreateSchema>;

export const busMonthTicketSchema = z.object({
  id: z.string(),
  status: z.enum(BUS_MONTH_STATUSES),
  status_label: z.string(),
  route: busRouteRefSchema,
  /** 'YYYY-MM'. */
  month: z.string(),
  price_fen: z.number().int(),
  /** The code of the QR code: to its holder while the ticket is valid and its month not over. */
  code: z.string().nullable(),
  /** Its month is over. */
  expired: z.boolean(),
  rides: z.number().int(),
  pay_order_id: z.string().nullable(),
  created_time: z.string(),
  paid_time: z.string().nullable(),
  payable: z.boolean(),
  cancellable: z.boolean(),
});
export type BusMonthTicket = z.infer<typeof busMonthTicketSchema>;
export const busMonthTicketPageSchema = pageOf(busMonthTicketSchema);
export type BusMonthTicketPage = z.infer<typeof busMonthTicketPageSchema>;

export const BUS_REASON_MAX = 200;
export const busApplicationCreateSchema = z.object({
  route_id: idOf('请选择线路'),
  stop_id: idOf('请选择上车站点'),
  start_date: dateSchema('请选择开始日期'),
  end_date: dateSchema('请选择结束日期'),
  reason: z
    .string({ error: '请填写申请事由' })
    .trim()
    .min(1, '请填写申请事由')
    .max(BUS_REASON_MAX, `申请事由不能超过${String(BUS_REASON_MAX)}个字`),
});
export type BusApplicationCreate = z.input<typeof busApplicationCreateSchema>;

export const BUS_PASS_STATUSES = ['applying', 'active', 'ended', 'void'] as const;
export type BusPassStatus = (typeof BUS_PASS_STATUSES)[number];

/** A route application (an order of type `bus`) with its pass. */
export const busApplicationSchema = z.object({
  id: z.string(),
  status: z.number().int(),
  status_label: z.string(),
  route: busRouteRefSchema,
  stop: z.object({ id: z.string(), name: z.string() }),
  start_date: z.string(),
  end_date: z.string(),
  reason: z.string(),
  applicant: personRefSchema,
  created_time: z.string(),
  approve_time: z.string().nullable(),
  reject_reason: z.string().nullable(),
  steps: z.array(
    z.object({
      seq: z.number().int(),
      approver: personRefSchema,
      state: z.string(),
      comment: z.string().nullable(),
      act_time: z.string().nullable(),
    }),
  ),
  pass: z.object({
    status: z.enum(BUS_PASS_STATUSES),
    /** The code of the pass's QR code: to the applicant while it is active. */
    code: z.string().nullable(),
    rides: z.number().int(),
  }),
  can_cancel: z.boolean(),
  can_quit: z.boolean(),
});
export type BusApplication = z.infer<typeof busApplicationSchema>;

export const busCheckSchema = z.object({
  trip_id: idOf('请选择班次'),
  code: z.string({ error: '请扫描或输入车票码' }).trim().min(1, '请扫描或输入车票码').max(64, '无法识别的车票码'),
});
export type BusCheck = z.input<typeof busCheckSchema>;

export const busCheckResultSchema = z.object({
  kind: z.enum(BUS_CHECK_KINDS),
  /** 单程票, 月票 or 乘车证. */
  kind_label: z.string(),
  passenger: personRefSchema,
  route: busRouteRefSchema,
  trip: z.object({ id: z.string(), date: z.string(), time: z.string() }),
  stop: z.string().nullable(),
  checked_time: z.string(),
  /** 验票成功. */
  message: z.string(),
});
export type BusCheckResult = z.infer<typeof busCheckResultSchema>;

/** The trips a driver may check, per route: today and the next days. */
export const busCheckTripsSchema = z.object({
  routes: z.array(
    busRouteRefSchema.extend({
      trips: z.array(
        z.object({
          id: z.string(),
          date: z.string(),
          time: z.string(),
          day_label: z.string(),
          sold: z.number().int(),
          checked: z.number().int(),
        }),
      ),
    }),
  ),
  /** The trip departing nearest to now (a driver usually checks it), or null. */
  suggested_trip_id: z.string().nullable(),
});
export type BusCheckTrips = z.infer<typeof busCheckTripsSchema>;

export const busPositionCreateSchema = z.object({
  latitude: z.number({ error: '请提供纬度' }).min(-90, '纬度无效').max(90, '纬度无效'),
  longitude: z.number({ error: '请提供经度' }).min(-180, '经度无效').max(180, '经度无效'),
  speed_kmh: z.number().min(0, '速度无效').max(200, '速度无效').optional(),
});
export type BusPositionCreate = z.input<typeof busPositionCreateSchema>;
export const busPositionListSchema = z.object({ results: z.array(busPositionSchema) });
export type BusPositionList = z.infer<typeof busPositionListSchema>;

/** Map tiles: a `{z}/{x}/{y}` URL template when the company's server configures one (BUS_MAP_TILE_URL), else null (the screens list the stops). */
export const busConfigSchema = z.object({ map_tile_url: z.string().nullable(), map_attribution: z.string().nullable() });
export type BusConfig = z.infer<typeof busConfigSchema>;

const idEndpoint = <const O extends `bus.${string}`, const P extends `/${string}/`>(operationId: O, path: P) => ({
  operationId,
  path,
  tags: ['bus'] as const,
  auth: 'required' as const,
  params: idParamsSchema,
});

/** The bus family's operations (under /9077/api/bus/). */
export const busEndpoints = {
  config: defineEndpoint({
    method: 'GET',
    operationId: 'bus.config',
    path: '/bus/config/',
    tags: ['bus'],
    summary: '班车地图配置',
    description:
      'The map tile URL template the screens draw route maps with, or null when none is configured (the screens list the stops).',
    auth: 'required',
    response: { 200: busConfigSchema },
  }),
  listRoutes: defineEndpoint({
    method: 'GET',
    operationId: 'bus.listRoutes',
    path: '/bus/routes/',
    tags: ['bus'],
    summary: '班车线路（班车、厂区班车）',
    description:
      "The company's active routes (favourites first), each with its next trip and, for plant buses, the last reported position; can_check says whether the caller checks tickets.",
    auth: 'required',
    query: busRoutesQuerySchema,
    response: { 200: busRouteListSchema },
  }),
  getRoute: defineEndpoint({
    method: 'GET',
    ...idEndpoint('bus.getRoute', '/bus/routes/:id/'),
    summary: '线路详情（站点、时刻表、近期班次）',
    description: 'One route: stops, timetable, the trips of today and the next days with the seats left, rating and favourite.',
    response: { 200: busRouteDetailSchema },
  }),
  favourite: defineEndpoint({
    method: 'POST',
    ...idEndpoint('bus.favourite', '/bus/routes/:id/favourite/'),
    summary: '收藏线路',
    description: 'Adds the route to the caller’s favourites (again: no change). Answers the route.',
    response: { 200: busRouteSummarySchema },
  }),
  unfavourite: defineEndpoint({
    method: 'POST',
    ...idEndpoint('bus.unfavourite', '/bus/routes/:id/favourite/cancel/'),
    summary: '取消收藏',
    description: 'Removes the route from the caller’s favourites (not a favourite: no change). Answers the route.',
    response: { 200: busRouteSummarySchema },
  }),
  listComments: defineEndpoint({
    method: 'GET',
    ...idEndpoint('bus.listComments', '/bus/routes/:id/comments/'),
    summary: '线路评价（分页，新的在前）',
    description: 'The comments passengers left on the trips of a route, newest first.',
    query: pageQuerySchema,
    response: { 200: busCommentPageSchema },
  }),
  listPositions: defineEndpoint({
    method: 'GET',
    ...idEndpoint('bus.listPositions', '/bus/routes/:id/positions/'),
    summary: '车辆最近位置（最近调度）',
    description: 'The latest positions reported for the route’s bus, newest first (at most 20).',
    response: { 200: busPositionListSchema },
  }),
  reportPosition: defineEndpoint({
    method: 'POST',
    ...idEndpoint('bus.reportPosition', '/bus/routes/:id/positions/'),
    summary: '上报车辆位置（司机、管理员）',
    description: 'A driver (is_off3driver) or an admin reports the bus’s position (GCJ-02). Others: 403.',
    body: busPositionCreateSchema,
    response: { 201: busPositionSchema },
  }),
  createTicket: defineEndpoint({
    method: 'POST',
    operationId: 'bus.createTicket',
    path: '/bus/tickets/',
    tags: ['bus'],
    summary: '购票 / 预约座位',
    description:
      'Takes a seat of a trip in one transaction (never more than the trip has). A shuttle ticket waits for payment (pay order purpose bus_ticket, ref_id = ticket id) and holds its seat meanwhile; a plant bus seat is booked at once. The caller’s pending ticket of the same trip is answered again (200).',
    auth: 'required',
    body: busTicketCreateSchema,
    response: { 200: busTicketSchema, 201: busTicketSchema },
  }),
  listTickets: defineEndpoint({
    method: 'GET',
    operationId: 'bus.listTickets',
    path: '/bus/tickets/',
    tags: ['bus'],
    summary: '我的车票（分页）',
    description: 'The caller’s tickets and bookings, newest first (`kind`, `status` filter).',
    auth: 'required',
    query: busTicketsQuerySchema,
    response: { 200: busTicketPageSchema },
  }),
  getTicket: defineEndpoint({
    method: 'GET',
    ...idEndpoint('bus.getTicket', '/bus/tickets/:id/'),
    summary: '车票详情（含二维码）',
    description: 'One ticket, to its passenger (with the code of its QR code while usable) or an admin.',
    response: { 200: busTicketSchema },
  }),
  cancelTicket: defineEndpoint({
    method: 'POST',
    ...idEndpoint('bus.cancelTicket', '/bus/tickets/:id/cancel/'),
    summary: '取消车票（未支付）或取消预约',
    description: 'The passenger cancels an unpaid ticket, or a plant bus booking before departure; the seat is released.',
    response: { 200: busTicketSchema },
  }),
  refundTicket: defineEndpoint({
    method: 'POST',
    ...idEndpoint('bus.refundTicket', '/bus/tickets/:id/refund/'),
    summary: '退票',
    description: 'The passenger returns a paid, unused ticket before departure: the payment is refunded and the seat released.',
    response: { 200: busTicketSchema },
  }),
  commentTicket: defineEndpoint({
    method: 'POST',
    ...idEndpoint('bus.commentTicket', '/bus/tickets/:id/comment/'),
    summary: '评价行程',
    description: 'The passenger rates the trip of a used ticket (or one whose trip has left), once.',
    body: busCommentCreateSchema,
    response: { 201: busTicketSchema },
  }),
  listMonthTickets: defineEndpoint({
    method: 'GET',
    operationId: 'bus.listMonthTickets',
    path: '/bus/month_tickets/',
    tags: ['bus'],
    summary: '我的月票（分页）',
    description: 'The caller’s monthly tickets, newest month first.',
    auth: 'required',
    query: pageQuerySchema,
    response: { 200: busMonthTicketPageSchema },
  }),
  createMonthTicket: defineEndpoint({
    method: 'POST',
    operationId: 'bus.createMonthTicket',
    path: '/bus/month_tickets/',
    tags: ['bus'],
    summary: '购买月票（创建待支付月票）',
    description:
      'A monthly ticket of a route for this month or the next, to be paid (pay order purpose bus_month). The caller’s pending one of the same route and month is answered again (200).',
    auth: 'required',
    body: busMonthTicketCreateSchema,
    response: { 200: busMonthTicketSchema, 201: busMonthTicketSchema },
  }),
  getMonthTicket: defineEndpoint({
    method: 'GET',
    ...idEndpoint('bus.getMonthTicket', '/bus/month_tickets/:id/'),
    summary: '月票详情',
    description: 'One monthly ticket, to its holder (with its code while valid) or an admin.',
    response: { 200: busMonthTicketSchema },
  }),
  cancelMonthTicket: defineEndpoint({
    method: 'POST',
    ...idEndpoint('bus.cancelMonthTicket', '/bus/month_tickets/:id/cancel/'),
    summary: '取消未支付的月票',
    description: 'The holder cancels an unpaid monthly ticket.',
    response: { 200: busMonthTicketSchema },
  }),
  createApplication: defineEndpoint({
    method: 'POST',
    operationId: 'bus.createApplication',
    path: '/bus/applications/',
    tags: ['bus'],
    summary: '申请乘车（线路乘车证，需审批）',
    description:
      'Applies for a seat on a route for a period: an order of type bus on the shared workflow (approvers see it in the approval centre). The route’s pass quota is checked now and again at approval; one open application per route.',
    auth: 'required',
    body: busApplicationCreateSchema,
    response: { 201: busApplicationSchema },
  }),
  getApplication: defineEndpoint({
    method: 'GET',
    ...idEndpoint('bus.getApplication', '/bus/applications/:id/'),
    summary: '乘车申请详情（含乘车证）',
    description:
      'One route application with its approval steps and its pass (the code to the applicant while active), to the applicant, its approvers or an admin.',
    response: { 200: busApplicationSchema },
  }),
  checkTrips: defineEndpoint({
    method: 'GET',
    operationId: 'bus.checkTrips',
    path: '/bus/check/trips/',
    tags: ['bus'],
    summary: '可验票的班次（司机、管理员）',
    description:
      'Per route, the trips of today and the next days with the seats sold and checked, and the trip departing nearest to now. Others: 403.',
    auth: 'required',
    response: { 200: busCheckTripsSchema },
  }),
  check: defineEndpoint({
    method: 'POST',
    operationId: 'bus.check',
    path: '/bus/check/',
    tags: ['bus'],
    summary: '验票（司机扫码）',
    description:
      'A driver or an admin checks a scanned code on a trip: a single ticket is marked used once (of fifty scans at once, one succeeds), a monthly ticket or a pass counts one ride per trip. A used, refunded, unpaid, foreign or wrong-trip code is refused with 400 and the reason.',
    auth: 'required',
    body: busCheckSchema,
    response: { 200: busCheckResultSchema },
  }),
};

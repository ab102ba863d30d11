import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { pageQuerySchema } from './messages.ts';
import { idParamsSchema, pageOf } from './page.ts';
import {
  bookingRulesSchema,
  checkinCodeSchema,
  spaceClockSchema,
  spaceDateSchema,
  spaceDetailErrorSchema,
  spaceKindSchema,
  spacePersonSchema,
  spaceRefSchema,
  spaceStatusSchema,
} from './space-common.ts';

/**
 * Spaces (/space, spaceDetail) and seat areas with their seats (/seat, seatDetail, spaceSelSeatNo),
 * the company's booking settings (closed days, holidays and make-up workdays, check-in window,
 * no-show rule) and what the caller may do now (GET space/me/).
 */

/** ?date=&start_time=&end_time=: with all three, each row says whether it is free then (and `free_only` keeps only those). */
const windowQuery = {
  date: spaceDateSchema.optional(),
  start_time: spaceClockSchema.optional(),
  end_time: spaceClockSchema.optional(),
};

export const spaceListQuerySchema = pageQuerySchema.extend({
  kind: spaceKindSchema.optional(),
  ...windowQuery,
  free_only: z.enum(['true', 'false', '1', '0']).optional(),
});

export const spaceListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: spaceKindSchema,
  kind_label: z.string(),
  place: z.string(),
  capacity: z.number().int(),
  photo_urls: z.array(z.string()),
  facilities: z.array(z.string()),
  price_per_hour_fen: z.number().int(),
  needs_approval: z.boolean(),
  /** Opening hours on ?date= (default today); null: closed that day. */
  hours: z.object({ open: z.string(), close: z.string() }).nullable(),
  /** Free for the asked window (?date, start_time, end_time); null when none was asked. */
  available: z.boolean().nullable(),
});
export type SpaceListItem = z.infer<typeof spaceListItemSchema>;
export const spacePageSchema = pageOf(spaceListItemSchema);
export type SpacePage = z.infer<typeof spacePageSchema>;

export const spaceDetailSchema = spaceListItemSchema.extend({
  description: z.string(),
  rules: bookingRulesSchema,
  /** Administrators only (to print); null for others. */
  checkin_code: checkinCodeSchema.nullable(),
  can_manage: z.boolean(),
});
export type SpaceDetail = z.infer<typeof spaceDetailSchema>;

export const spaceDayQuerySchema = z.object({ date: spaceDateSchema.optional() });

/** One booking on a day's timeline: who holds [start, end) and for what. */
export const timelineBookingSchema = z.object({
  id: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  status: spaceStatusSchema,
  booker: spacePersonSchema,
  purpose: z.string(),
  mine: z.boolean(),
});
export type TimelineBooking = z.infer<typeof timelineBookingSchema>;

/** A day of a space or a seat: open or closed (and why), the bookings that hold it, the free gaps. */
export const spaceDaySchema = z.object({
  date: z.string(),
  open: z.boolean(),
  /** '节假日不开放（国庆节）', '该日期不开放'; null when open. */
  closed_reason: z.string().nullable(),
  hours: z.object({ open: z.string(), close: z.string() }).nullable(),
  slot_minutes: z.number().int(),
  bookings: z.array(timelineBookingSchema),
  /** The gaps between bookings within the hours, from now on when the day is today. */
  free: z.array(z.object({ start_time: z.string(), end_time: z.string() })),
});
export type SpaceDay = z.infer<typeof spaceDaySchema>;

export const seatAreaSchema = z.object({
  id: z.string(),
  name: z.string(),
  place: z.string(),
  description: z.string(),
  /** The plan's size in its own units: seats' x and y are positions on it. */
  plan_width: z.number().int(),
  plan_height: z.number().int(),
  seat_count: z.number().int(),
  rules: bookingRulesSchema,
  /** Opening hours on ?date= (default today); null: closed that day. */
  hours: z.object({ open: z.string(), close: z.string() }).nullable(),
});
export type SeatArea = z.infer<typeof seatAreaSchema>;
export const seatAreaPageSchema = pageOf(seatAreaSchema);
export type SeatAreaPage = z.infer<typeof seatAreaPageSchema>;
export const seatAreaListQuerySchema = pageQuerySchema.extend({ date: spaceDateSchema.optional() });

export const SEAT_FEATURES = { socket: '插座', window: '靠窗', lamp: '台灯', quiet: '安静区', monitor: '显示器' } as const;
export const seatSchema = z.object({
  id: z.string(),
  number: z.string(),
  x: z.number().int(),
  y: z.number().int(),
  /** Keys of SEAT_FEATURES. */
  features: z.array(z.string()),
  feature_labels: z.array(z.string()),
  /** Free for the asked window; null when none was asked. */
  free: z.boolean().nullable(),
});
export type Seat = z.infer<typeof seatSchema>;

export const seatPlanQuerySchema = z.object(windowQuery);
/** spaceSelSeatNo: the area's plan with every seat; with a window, `free` says which may be chosen. */
export const seatPlanSchema = z.object({
  area: seatAreaSchema,
  seats: z.array(seatSchema),
  /** The caller's own booking that overlaps the window, if any (one person never holds two seats at once). */
  my_booking: z.object({ id: z.string(), seat_number: z.string(), area_name: z.string() }).nullable(),
});
export type SeatPlan = z.infer<typeof seatPlanSchema>;

export const seatDetailQuerySchema = z.object({ date: spaceDateSchema.optional() });
export const seatDetailSchema = seatSchema.extend({
  area: spaceRefSchema.extend({ place: z.string() }),
  rules: bookingRulesSchema,
  /** The seat's day (?date=, default today): bookings and free gaps. */
  day: spaceDaySchema,
  checkin_code: checkinCodeSchema.nullable(),
  can_manage: z.boolean(),
});
export type SeatDetail = z.infer<typeof seatDetailSchema>;

/** A public holiday (closed) or a make-up workday (open with Monday's hours) of the company. */
export const specialDaySchema = z.object({ date: spaceDateSchema, name: z.string().trim().min(1, '请填写名称').max(20) });
export type SpecialDay = z.infer<typeof specialDaySchema>;

/** The company's booking settings (defaults in brackets). */
export const spaceSettingsSchema = z.object({
  /** Check-in opens this many minutes before the start [15]. */
  checkin_before_minutes: z.number().int().min(0).max(120),
  /** ... and closes this many after it; then the booking is released [15]. */
  grace_minutes: z.number().int().min(1).max(120),
  /** The booker is reminded this many minutes before the start [30]. */
  reminder_minutes: z.number().int().min(0).max(1440),
  /** This many no-shows within no_show_days ... [3, 30] */
  no_show_limit: z.number().int().min(1).max(100),
  no_show_days: z.number().int().min(1).max(365),
  /** ... stop the person from booking for block_days [7]. */
  block_days: z.number().int().min(0).max(365),
  /** Seats go through the approval chain of `seat` [false]. */
  seat_needs_approval: z.boolean(),
  /** A paid booking cancelled at least this many minutes before its start is refunded in full [60]. */
  cancel_cutoff_minutes: z.number().int().min(0).max(10_080),
  /** Closed days: public holidays (国庆节 ...). */
  holidays: z.array(specialDaySchema).max(200),
  /** Make-up workdays (调休上班): open on a weekend with Monday's hours. */
  workdays: z.array(specialDaySchema).max(200),
});
export type SpaceSettings = z.infer<typeof spaceSettingsSchema>;

/** What the caller may do now: a form that will be refused says so when it opens. */
export const spaceMeSchema = z.object({
  is_admin: z.boolean(),
  /** Booking is stopped until then ('YYYY-MM-DD HH:mm', hub clock) after too many no-shows; null: may book. */
  blocked_until: z.string().nullable(),
  blocked_reason: z.string().nullable(),
  /** No-shows within the company's window. */
  no_shows: z.number().int(),
  settings: spaceSettingsSchema,
});
export type SpaceMe = z.infer<typeof spaceMeSchema>;

const tagged = { tags: ['space'], auth: 'required' } as const;

export const spaceEndpoints = {
  me: defineEndpoint({
    ...tagged,
    method: 'GET',
    path: '/space/me/',
    operationId: 'space.me',
    summary: '我的预约状态',
    description: "Whether the caller may book now (blocked after too many no-shows), his no-shows and the company's booking settings.",
    response: { 200: spaceMeSchema },
  }),
  list: defineEndpoint({
    ...tagged,
    method: 'GET',
    path: '/space/spaces/',
    operationId: 'space.list',
    summary: '场地列表',
    description:
      "The company's spaces in display order; ?kind= filters by type; with ?date=&start_time=&end_time= each says whether it is open and free then, and free_only=true keeps only those.",
    query: spaceListQuerySchema,
    response: { 200: spacePageSchema },
  }),
  get: defineEndpoint({
    ...tagged,
    method: 'GET',
    path: '/space/spaces/:id/',
    operationId: 'space.get',
    summary: '场地详情',
    description: "One space with its booking rules; its printable check-in code for administrators. 404 for another company's.",
    params: idParamsSchema,
    query: spaceDayQuerySchema,
    response: { 200: spaceDetailSchema, 404: spaceDetailErrorSchema },
  }),
  day: defineEndpoint({
    ...tagged,
    method: 'GET',
    path: '/space/spaces/:id/day/',
    operationId: 'space.day',
    summary: '场地某日时间轴',
    description: 'The timeline of one day (?date=, default today): open or closed and why, the bookings holding it, the free gaps.',
    params: idParamsSchema,
    query: spaceDayQuerySchema,
    response: { 200: spaceDaySchema, 404: spaceDetailErrorSchema },
  }),
  areas: defineEndpoint({
    ...tagged,
    method: 'GET',
    path: '/space/areas/',
    operationId: 'space.areas',
    summary: '座位区域',
    description: "The company's seat areas (reading rooms, open offices) with their rules and hours on ?date=.",
    query: seatAreaListQuerySchema,
    response: { 200: seatAreaPageSchema },
  }),
  plan: defineEndpoint({
    ...tagged,
    method: 'GET',
    path: '/space/areas/:id/plan/',
    operationId: 'space.plan',
    summary: '座位平面图',
    description:
      "spaceSelSeatNo: the area's seats at their positions; with ?date=&start_time=&end_time= each says whether it is free then, and my_booking names the caller's seat that overlaps.",
    params: idParamsSchema,
    query: seatPlanQuerySchema,
    response: { 200: seatPlanSchema, 404: spaceDetailErrorSchema },
  }),
  seat: defineEndpoint({
    ...tagged,
    method: 'GET',
    path: '/space/seats/:id/',
    operationId: 'space.seat',
    summary: '座位详情',
    description: 'One seat: its area, features, rules, its day (?date=, default today) and, for administrators, its check-in code.',
    params: idParamsSchema,
    query: seatDetailQuerySchema,
    response: { 200: seatDetailSchema, 404: spaceDetailErrorSchema },
  }),
  settings: defineEndpoint({
    ...tagged,
    method: 'GET',
    path: '/space/settings/',
    operationId: 'space.settings',
    summary: '预约设置',
    description:
      "The company's booking settings: check-in window, reminder, no-show rule, seat approval, cancel cut-off, holidays and make-up workdays.",
    response: { 200: spaceSettingsSchema },
  }),
  updateSettings: defineEndpoint({
    ...tagged,
    method: 'PUT',
    path: '/space/settings/',
    operationId: 'space.updateSettings',
    summary: '修改预约设置（管理员）',
    description: 'An administrator replaces the settings; answers them. 403 for others.',
    body: spaceSettingsSchema,
    response: { 200: spaceSettingsSchema, 403: spaceDetailErrorSchema },
  }),
} as const;

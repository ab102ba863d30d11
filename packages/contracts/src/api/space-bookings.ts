import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { pageQuerySchema } from './messages.ts';
import { idParamsSchema, pageOf } from './page.ts';
import { queryIntSchema } from './input-limits.ts';
import {
  bookingKindSchema,
  spaceClientKeySchema,
  spaceClockSchema,
  spaceDateSchema,
  spaceDetailErrorSchema,
  spaceMessages,
  spacePersonSchema,
  spaceRefSchema,
  spaceSlotSchema,
  spaceStatusSchema,
} from './space-common.ts';

/**
 * Bookings (spaceApply, seatApply, the booker's own list, approvalSpaceDetail): a space or a seat for
 * [start, end) of one hub day, optionally repeated weekly (the dates that clash are listed and
 * skipped, never dropped silently); check-in by scanning the space's or seat's code; early
 * check-out; cancelling; waiting for a taken slot.
 */

const MSG_RESOURCE = '请选择场地或座位';

/** The slot a booking (or a wait) is for: what, which day, from and to. */
const slotFields = {
  kind: bookingKindSchema,
  /** The space's id (kind space) or the seat's id (kind seat). */
  resource_id: z.string({ error: MSG_RESOURCE }).trim().min(1, MSG_RESOURCE).max(64, MSG_RESOURCE),
  date: spaceDateSchema,
  start_time: spaceClockSchema,
  end_time: spaceClockSchema,
};

/**
 * POST space/bookings/ (and preview/): rule errors come back on their fields (`{start_time: [...]}`,
 * `{date: [...]}`, `{attendees: [...]}`); a slot another booking holds is 400 `{detail: '该时段已被预约'}`
 * (`{detail: '您在该时段已预约了其他座位'}` for a second seat at once); a person blocked after
 * no-shows gets `{detail: '近30天内爽约3次，… 前不能预约'}`.
 */
export const bookingCreateSchema = z.object({
  ...slotFields,
  /** A space's booking needs one; a seat's may be empty. */
  purpose: z.string().trim().max(100, '用途不能超过100个字').default(''),
  attendees: z.number({ error: '请填写人数' }).int('人数须为整数').min(1, '人数至少为1').max(1000, '人数过多').default(1),
  /** Also the same weekday of the next n weeks (0: once). */
  repeat_weeks: z.number().int().min(0).max(12, '最多重复12周').default(0),
  client_key: spaceClientKeySchema,
});
export type BookingCreate = z.input<typeof bookingCreateSchema>;
export const bookingPreviewSchema = bookingCreateSchema.omit({ client_key: true });
export type BookingPreviewInput = z.input<typeof bookingPreviewSchema>;

/** A date of the asked series and whether it can be booked (reason: why not, in the family's words). */
export const bookingDateCheckSchema = z.object({ date: z.string(), ok: z.boolean(), reason: z.string().nullable() });
export type BookingDateCheck = z.infer<typeof bookingDateCheckSchema>;
export const bookingPreviewResultSchema = z.object({
  dates: z.array(bookingDateCheckSchema),
  /** What one booking of the slot costs (0: free), integer fen. */
  price_fen: z.number().int(),
  needs_approval: z.boolean(),
});
export type BookingPreviewResult = z.infer<typeof bookingPreviewResultSchema>;

export const bookingListItemSchema = z.object({
  id: z.string(),
  kind: bookingKindSchema,
  /** The space, or the seat's area. */
  resource: spaceRefSchema.extend({ place: z.string() }),
  /** The seat's number (kind seat); null for a space. */
  seat_number: z.string().nullable(),
  slot: spaceSlotSchema,
  purpose: z.string(),
  status: spaceStatusSchema,
  price_fen: z.number().int(),
  paid: z.boolean(),
  created_time: z.string(),
});
export type BookingListItem = z.infer<typeof bookingListItemSchema>;
export const bookingPageSchema = pageOf(bookingListItemSchema);
export type BookingPage = z.infer<typeof bookingPageSchema>;

export const bookingCreatedSchema = z.object({
  /** The bookings made, first the asked date (when it could be booked). */
  bookings: z.array(bookingListItemSchema),
  /** The dates of the series that clashed or were closed: listed, not booked. */
  skipped: z.array(bookingDateCheckSchema),
});
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

/** A booking in full: its screen and the approval detail (approvalSpaceDetail) read it. */
export const bookingSchema = bookingListItemSchema.extend({
  /** The space's or the seat's own id. */
  resource_id: z.string(),
  booker: spacePersonSchema,
  attendees: z.number().int(),
  reject_reason: z.string().nullable(),
  /** Check-in is possible from opens_time to closes_time ('YYYY-MM-DD HH:mm', hub clock). */
  checkin: z.object({ opens_time: z.string(), closes_time: z.string() }),
  checked_in_time: z.string().nullable(),
  /** Early check-out (60) or the end of a released booking (50). */
  ended_time: z.string().nullable(),
  /** The other bookings of the same weekly series (date, id, status). */
  series: z.array(z.object({ id: z.string(), date: z.string(), status: spaceStatusSchema })),
  /** The series' dates that clashed when it was booked: the approver sees them (approvalSpaceDetail). */
  skipped: z.array(bookingDateCheckSchema),
  /** Whether the space needed approval when booked. */
  needs_approval: z.boolean(),
  /** The pay service's purpose for `POST pay/orders/ {purpose, ref_id: id}` when price_fen > 0. */
  pay_purpose: z.string().nullable(),
  /** The square entry this booking was shared as, if any. */
  square_id: z.string().nullable(),
  can: z.object({ cancel: z.boolean(), check_out: z.boolean(), share: z.boolean(), pay: z.boolean() }),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingListQuerySchema = pageQuerySchema.extend({
  kind: bookingKindSchema.optional(),
  /** upcoming: not ended yet, soonest first; past: ended, newest first [upcoming]. */
  scope: z.enum(['upcoming', 'past']).optional(),
  status: queryIntSchema.optional(),
});

export const bookingCancelSchema = z.object({ remark: z.string().trim().max(200).optional() }).prefault({});

/** POST space/check_in/: the scanned text (the QR's content, SPACE_CHECKIN_QR_PREFIX ...) or the code alone. */
export const checkInSchema = z.object({
  code: z.string({ error: spaceMessages.codeUnknown }).trim().min(1, spaceMessages.codeUnknown).max(200, spaceMessages.codeUnknown),
  /** The scan's instant (ISO), honoured on a demo server only (the browser journeys check in whatever the hour). */
  as_of: z.iso.datetime({ offset: true }).optional(),
});
export type CheckIn = z.input<typeof checkInSchema>;
/** The booking checked in; `already`: it was checked in before (a second scan counts once). */
export const checkInResultSchema = z.object({ booking: bookingSchema, already: z.boolean() });
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** Waiting for a taken slot: when it frees (a release, a cancel, an early check-out) the first waiter is offered it by push. */
export const waitCreateSchema = z.object(slotFields);
export type WaitCreate = z.input<typeof waitCreateSchema>;
export const WAIT_STATES = { waiting: '等候中', offered: '已通知', closed: '已结束' } as const;
export const waitSchema = z.object({
  id: z.string(),
  kind: bookingKindSchema,
  resource_id: z.string(),
  resource: spaceRefSchema.extend({ place: z.string() }),
  seat_number: z.string().nullable(),
  slot: spaceSlotSchema,
  state: z.enum(['waiting', 'offered', 'closed']),
  state_label: z.string(),
  created_time: z.string(),
});
export type Wait = z.infer<typeof waitSchema>;
export const waitPageSchema = pageOf(waitSchema);
export type WaitPage = z.infer<typeof waitPageSchema>;

/** POST space/sweep/ (administrators): `as_of` (ISO instant) is honoured on a demo server only. */
export const spaceSweepSchema = z.object({ as_of: z.iso.datetime({ offset: true }).optional() }).prefault({});
export type SpaceSweep = z.input<typeof spaceSweepSchema>;

const tagged = { tags: ['space'], auth: 'required' } as const;

export const spaceBookingEndpoints = {
  preview: defineEndpoint({
    ...tagged,
    method: 'POST',
    path: '/space/bookings/preview/',
    operationId: 'space.previewBooking',
    summary: '预约预检（冲突日期）',
    description:
      'Checks a booking (and its weekly repeats) without storing anything: each date with ok or the reason it would be skipped, the price of one booking in fen and whether it needs approval. Field errors as for the booking itself.',
    body: bookingPreviewSchema,
    response: { 200: bookingPreviewResultSchema, 400: spaceDetailErrorSchema },
  }),
  create: defineEndpoint({
    ...tagged,
    method: 'POST',
    path: '/space/bookings/',
    operationId: 'space.createBooking',
    summary: '预约场地或座位',
    description:
      "Books [start, end) of one day, and with repeat_weeks the same weekday of the following weeks: the dates that clash or are closed are listed in `skipped` and not booked. A space that needs approval (or a seat when the company says so) goes through the `space` / `seat` chain; otherwise it is confirmed at once (20). A charged booking is paid through the pay service (purpose space_booking). 400 `{detail: '该时段已被预约'}` when the asked date is taken (50 concurrent bookings of one slot: one 201); the same client_key again answers the first result (200).",
    body: bookingCreateSchema,
    response: { 200: bookingCreatedSchema, 201: bookingCreatedSchema, 400: spaceDetailErrorSchema },
  }),
  list: defineEndpoint({
    ...tagged,
    method: 'GET',
    path: '/space/bookings/',
    operationId: 'space.bookings',
    summary: '我的预约',
    description: "The caller's bookings: ?scope=upcoming (not ended, soonest first; default) or past (newest first), ?kind=, ?status=.",
    query: bookingListQuerySchema,
    response: { 200: bookingPageSchema },
  }),
  get: defineEndpoint({
    ...tagged,
    method: 'GET',
    path: '/space/bookings/:id/',
    operationId: 'space.booking',
    summary: '预约详情',
    description:
      'One booking (its id is its order id) for its booker, its approvers and administrators: the space or seat, the slot, status, check-in window, the weekly series and the dates it skipped (approvalSpaceDetail shows them), the square entry. 404 otherwise.',
    params: idParamsSchema,
    response: { 200: bookingSchema, 404: spaceDetailErrorSchema },
  }),
  cancel: defineEndpoint({
    ...tagged,
    method: 'POST',
    path: '/space/bookings/:id/cancel/',
    operationId: 'space.cancelBooking',
    summary: '取消预约',
    description:
      "The booker cancels a booking in approval or not yet started: the slot is free at once and the first waiter is offered it; a paid booking cancelled before the company's cut-off is refunded in full.",
    params: idParamsSchema,
    body: bookingCancelSchema,
    response: { 200: bookingSchema, 400: spaceDetailErrorSchema, 404: spaceDetailErrorSchema },
  }),
  checkOut: defineEndpoint({
    ...tagged,
    method: 'POST',
    path: '/space/bookings/:id/check_out/',
    operationId: 'space.checkOut',
    summary: '提前签退',
    description: 'The booker leaves before the end of a booking in use (30): it ends now (60) and the rest of the slot is free at once.',
    params: idParamsSchema,
    response: { 200: bookingSchema, 400: spaceDetailErrorSchema, 404: spaceDetailErrorSchema },
  }),
  checkIn: defineEndpoint({
    ...tagged,
    method: 'POST',
    path: '/space/check_in/',
    operationId: 'space.checkIn',
    summary: '扫码签到',
    description:
      "The booker scans the space's or seat's code from checkin_before_minutes before the start until grace_minutes after it: the booking goes to 30 进行中. A second scan answers the same booking with already=true. On a demo server only, `as_of` scans as if the server's clock read that instant (elsewhere it is ignored). 400 签到码无效 / 该签到码不属于本单位 / 您在此处当前没有可签到的预约 / 未到签到时间 …",
    body: checkInSchema,
    response: { 200: checkInResultSchema, 400: spaceDetailErrorSchema },
  }),
  createWait: defineEndpoint({
    ...tagged,
    method: 'POST',
    path: '/space/waits/',
    operationId: 'space.createWait',
    summary: '候补该时段',
    description:
      'The caller waits for a taken slot; when it frees, the first waiter is offered it by push (SPACE offer). 400 when the slot is free (book it) or he already waits for it.',
    body: waitCreateSchema,
    response: { 201: waitSchema, 400: spaceDetailErrorSchema },
  }),
  waits: defineEndpoint({
    ...tagged,
    method: 'GET',
    path: '/space/waits/',
    operationId: 'space.waits',
    summary: '我的候补',
    description: "The caller's waits, newest first.",
    query: pageQuerySchema,
    response: { 200: waitPageSchema },
  }),
  removeWait: defineEndpoint({
    ...tagged,
    method: 'DELETE',
    path: '/space/waits/:id/',
    operationId: 'space.removeWait',
    summary: '取消候补',
    description: 'The caller stops waiting; answers the wait, closed.',
    params: idParamsSchema,
    response: { 200: waitSchema, 404: spaceDetailErrorSchema },
  }),
  sweep: defineEndpoint({
    ...tagged,
    method: 'POST',
    path: '/space/sweep/',
    operationId: 'space.sweep',
    summary: '立即执行预约巡检（管理员）',
    description:
      "Runs the company's booking job now (it also runs every minute): reminders before the start, no-shows released after the grace period (pushed, next waiter offered), bookings in use completed at their end. On a demo server only, `as_of` runs it as if the server's clock read that instant (the browser journeys release a no-show without waiting); elsewhere it is ignored.",
    body: spaceSweepSchema,
    response: {
      200: z.object({ reminded: z.number().int(), released: z.number().int(), completed: z.number().int() }),
      403: spaceDetailErrorSchema,
    },
  }),
} as const;

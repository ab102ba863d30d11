import {
  spaceBookingEndpoints,
  spaceEndpoints,
  spaceSquareEndpoints,
  type BookingCreate,
  type BookingKind,
  type BookingPreviewInput,
  type SpaceKind,
  type SquareCommentCreate,
  type SquareShare,
  type WaitCreate,
} from '@campus/contracts';
import { apiCall } from '@campus/core';

/**
 * Every call of the space module, typed by its endpoint. Calls whose refusal the screen shows itself
 * (a form's field errors, a check-in's reason) pass `silent`.
 */

/** A time window on one day: with all three, lists and plans say what is free then. */
export interface TimeWindow {
  date: string;
  start_time?: string | undefined;
  end_time?: string | undefined;
}

/** The window as query values (only what is given, so a preloaded first page is the same address). */
const windowQuery = (w: TimeWindow | null) => {
  if (!w) return {};
  const q: Record<string, string> = { date: w.date };
  if (w.start_time && w.end_time) Object.assign(q, { start_time: w.start_time, end_time: w.end_time });
  return q;
};

export const fetchMe = () => apiCall(spaceEndpoints.me);

export interface SpaceFilter {
  kind: SpaceKind | null;
  window: TimeWindow | null;
  freeOnly: boolean;
}
export const fetchSpaces = (filter: SpaceFilter, page: number, pageSize: number) =>
  apiCall(spaceEndpoints.list, {
    query: {
      page,
      page_size: pageSize,
      ...(filter.kind ? { kind: filter.kind } : {}),
      ...windowQuery(filter.window),
      ...(filter.freeOnly && filter.window?.start_time ? { free_only: 'true' as const } : {}),
    },
  });
export const fetchSpace = (id: string) => apiCall(spaceEndpoints.get, { params: { id } });
export const fetchSpaceDay = (id: string, date: string) => apiCall(spaceEndpoints.day, { params: { id }, query: { date } });

export const fetchAreas = (date: string | null, page = 1, pageSize = 50) =>
  apiCall(spaceEndpoints.areas, { query: { page, page_size: pageSize, ...(date ? { date } : {}) } });
export const fetchPlan = (id: string, window: TimeWindow | null) =>
  apiCall(spaceEndpoints.plan, { params: { id }, query: windowQuery(window) });
export const fetchSeat = (id: string, date: string | null) => apiCall(spaceEndpoints.seat, { params: { id }, query: date ? { date } : {} });

export const previewBooking = (body: BookingPreviewInput) => apiCall(spaceBookingEndpoints.preview, { body, silent: true });
export const createBooking = (body: BookingCreate) => apiCall(spaceBookingEndpoints.create, { body, silent: true });
export const fetchBookings = (kind: BookingKind, scope: 'upcoming' | 'past', page: number, pageSize: number) =>
  apiCall(spaceBookingEndpoints.list, { query: { kind, scope, page, page_size: pageSize } });
export const fetchBooking = (id: string) => apiCall(spaceBookingEndpoints.get, { params: { id } });
export const cancelBooking = (id: string) => apiCall(spaceBookingEndpoints.cancel, { params: { id }, body: {}, silent: true });
export const checkOut = (id: string) => apiCall(spaceBookingEndpoints.checkOut, { params: { id }, silent: true });
export const checkIn = (code: string) => apiCall(spaceBookingEndpoints.checkIn, { body: { code }, silent: true });
export const createWait = (body: WaitCreate) => apiCall(spaceBookingEndpoints.createWait, { body, silent: true });
export const fetchWaits = (page: number, pageSize: number) =>
  apiCall(spaceBookingEndpoints.waits, { query: { page, page_size: pageSize } });
export const removeWait = (id: string) => apiCall(spaceBookingEndpoints.removeWait, { params: { id }, silent: true });

export const shareBooking = (id: string, body: SquareShare) => apiCall(spaceSquareEndpoints.share, { params: { id }, body, silent: true });
export const fetchSquare = (kind: BookingKind, page: number, pageSize: number) =>
  apiCall(spaceSquareEndpoints.list, { query: { kind, page, page_size: pageSize } });
export const fetchSquareEntry = (id: string) => apiCall(spaceSquareEndpoints.get, { params: { id } });
export const joinSquare = (id: string) => apiCall(spaceSquareEndpoints.join, { params: { id }, silent: true });
export const leaveSquare = (id: string) => apiCall(spaceSquareEndpoints.leave, { params: { id }, silent: true });
export const fetchSquareComments = (id: string, page: number, pageSize: number) =>
  apiCall(spaceSquareEndpoints.comments, { params: { id }, query: { page, page_size: pageSize } });
export const commentSquare = (id: string, body: SquareCommentCreate) =>
  apiCall(spaceSquareEndpoints.comment, { params: { id }, body, silent: true });

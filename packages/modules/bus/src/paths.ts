import { type BUS_MONTH_PURPOSE, type BUS_TICKET_PURPOSE } from '@campus/contracts';

/** Where the screens of this module live (route data in routes.ts). */
export const PATHS = {
  bus: '/bus',
  monthTicket: '/bus/busMonthTicket',
  routeDetail: '/bus/busRouteDetail',
  applyMore: '/bus/busApplyMore',
  applyDetail: '/bus/busApplyMore/busApplyDetail',
  applyAdd: '/bus/busApplyAdd',
  routeApply: '/bus/busRouteApply',
  paySuccess: '/bus/busRouteApply/busPaySuccess',
  applySuccess: '/bus/busRouteApply/busApplySuccess',
  buyTicket: '/bus/busRouteApply/busBuyTicket',
  ticketDetail: '/bus/busTicketDetail',
  softCheck: '/bus/busSoftCheck',
  plantBus: '/plantBus',
  plantBook: '/plantBus/plantBusBook',
  plantMap: '/plantBus/plantBusMap',
  plantRecentMap: '/plantBus/plantBusRecentMap',
  plantTicketDetail: '/plantBus/plantBusTicketDetail',
  /** The pay family's purchase screen (spec 2.3: /buy opens it). */
  buy: '/buy',
} as const;

/** A path with query values (encoded); empty values are left out. */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export const withId = (path: string, id: string): string => withQuery(path, { id });

/** The purchase screen for a ticket or monthly ticket; its result's button comes back to `done`. */
export function buyPath(purpose: typeof BUS_TICKET_PURPOSE | typeof BUS_MONTH_PURPOSE, refId: string, done: string): string {
  return withQuery(PATHS.buy, { purpose, ref_id: refId, done });
}

/** Where a ticket of a kind is shown. */
export const ticketPath = (kind: 'shuttle' | 'plant', id: string): string =>
  withId(kind === 'plant' ? PATHS.plantTicketDetail : PATHS.ticketDetail, id);

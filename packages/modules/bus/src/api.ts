import {
  busEndpoints,
  payEndpoints,
  type PayOrder,
  orderEndpoints,
  BUS_ORDER_TYPE,
  type BusApplicationCreate,
  type BusCheck,
  type BusCommentCreate,
  type BusMonthTicketCreate,
  type BusPositionCreate,
  type BusRouteKind,
  type BusTicketCreate,
} from '@campus/contracts';
import { apiCall } from '@campus/core';

/**
 * Every call of the bus module, typed by its endpoint. Calls whose refusal the screen shows itself
 * (a form's field errors, the driver's check result) pass `silent`.
 */
export const fetchConfig = () => apiCall(busEndpoints.config);
export const fetchRoutes = (kind?: BusRouteKind) => apiCall(busEndpoints.listRoutes, { query: kind ? { kind } : {} });
export const fetchRoute = (id: string) => apiCall(busEndpoints.getRoute, { params: { id } });
export const setFavourite = (id: string, on: boolean) =>
  apiCall(on ? busEndpoints.favourite : busEndpoints.unfavourite, { params: { id } });
export const fetchComments = (id: string, page: number, pageSize: number) =>
  apiCall(busEndpoints.listComments, { params: { id }, query: { page, page_size: pageSize } });
export const fetchPositions = (id: string) => apiCall(busEndpoints.listPositions, { params: { id } });
export const reportPosition = (id: string, body: BusPositionCreate) =>
  apiCall(busEndpoints.reportPosition, { params: { id }, body, silent: true });

export const createTicket = (body: BusTicketCreate) => apiCall(busEndpoints.createTicket, { body, silent: true });
export const fetchTickets = (kind: BusRouteKind, page: number, pageSize: number) =>
  apiCall(busEndpoints.listTickets, { query: { kind, page, page_size: pageSize } });
export const fetchTicket = (id: string) => apiCall(busEndpoints.getTicket, { params: { id } });
export const cancelTicket = (id: string) => apiCall(busEndpoints.cancelTicket, { params: { id }, silent: true });
export const refundTicket = (id: string) => apiCall(busEndpoints.refundTicket, { params: { id }, silent: true });
export const commentTicket = (id: string, body: BusCommentCreate) =>
  apiCall(busEndpoints.commentTicket, { params: { id }, body, silent: true });

export const fetchMonthTickets = (page: number, pageSize: number) =>
  apiCall(busEndpoints.listMonthTickets, { query: { page, page_size: pageSize } });
export const createMonthTicket = (body: BusMonthTicketCreate) => apiCall(busEndpoints.createMonthTicket, { body, silent: true });
export const cancelMonthTicket = (id: string) => apiCall(busEndpoints.cancelMonthTicket, { params: { id }, silent: true });

export const createApplication = (body: BusApplicationCreate) => apiCall(busEndpoints.createApplication, { body, silent: true });
export const fetchApplication = (id: string) => apiCall(busEndpoints.getApplication, { params: { id } });
/** The caller's route applications: orders of type bus on the shared workflow. */
export const fetchApplications = (page: number, pageSize: number, after?: string) =>
  apiCall(orderEndpoints.list, {
    query: { order_type: BUS_ORDER_TYPE, page, page_size: pageSize, ...(after === undefined ? {} : { after }) },
  });
export const cancelApplication = (id: string) => apiCall(orderEndpoints.cancel, { params: { id }, body: {}, silent: true });
export const quitApplication = (id: string) =>
  apiCall(orderEndpoints.transition, { params: { id }, body: { action: 'quit' }, silent: true });

/** The caller's latest payment order for a ticket (the pay family's list, newest first), or null. */
export async function fetchLatestPayment(refId: string): Promise<PayOrder | null> {
  const page = await apiCall(payEndpoints.listOrders, { query: { page: 1, page_size: 20 } });
  return page.results.find((o) => o.ref_id === refId) ?? null;
}

export const fetchCheckTrips = () => apiCall(busEndpoints.checkTrips);
export const checkCode = (body: BusCheck) => apiCall(busEndpoints.check, { body, silent: true });

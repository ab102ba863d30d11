import {
  carEndpoints,
  orderEndpoints,
  type Car2Apply,
  type Car3Apply,
  type CarChangeInput,
  type CarCommentInput,
  type CarDispatchInput,
  type CarFeeInput,
  type CarKind,
  type CarOdometerInput,
  type CarRepairFinish,
  type CarRepairInput,
  type CarRuleInput,
} from '@campus/contracts';
import { apiCall } from '@campus/core';

/**
 * Every call of the car module, typed by its endpoint. Calls whose refusal the screen shows next to
 * its fields pass `silent`.
 */
export const fetchPlaces = () => apiCall(carEndpoints.places);
export const fetchVehicles = (query: { kind?: CarKind; start_at?: string; end_at?: string; order_id?: string } = {}) =>
  apiCall(carEndpoints.vehicles, { query });
export const fetchDrivers = (query: { start_at?: string; end_at?: string; order_id?: string } = {}) =>
  apiCall(carEndpoints.drivers, { query });
export const fetchRules = () => apiCall(carEndpoints.rules);
export const fetchRule = (kind: string) => apiCall(carEndpoints.rule, { params: { kind } });
export const saveRule = (kind: string, body: CarRuleInput) => apiCall(carEndpoints.updateRule, { params: { kind }, body, silent: true });
export const fetchCommentTags = () => apiCall(carEndpoints.commentTags);

export const applyV2 = (body: Car2Apply) => apiCall(carEndpoints.applyV2, { body, silent: true });
export const applyV3 = (body: Car3Apply) => apiCall(carEndpoints.applyV3, { body, silent: true });

export interface OrdersQuery {
  scope?: 'mine' | 'dispatch' | 'driver';
  version?: 'v2' | 'v3';
  kind?: CarKind;
  status?: number;
  date?: string;
}
export const fetchOrders = (query: OrdersQuery, page: number, pageSize: number) =>
  apiCall(carEndpoints.orders, { query: { ...query, page, page_size: pageSize } });
export const fetchOrder = (id: string) => apiCall(carEndpoints.order, { params: { id } });
export const dispatchOrder = (id: string, body: CarDispatchInput) => apiCall(carEndpoints.dispatch, { params: { id }, body, silent: true });
export const startOrder = (id: string, body: CarOdometerInput) => apiCall(carEndpoints.start, { params: { id }, body, silent: true });
export const finishOrder = (id: string, body: CarOdometerInput) => apiCall(carEndpoints.finish, { params: { id }, body, silent: true });
export const withdrawOrder = (id: string) => apiCall(carEndpoints.withdraw, { params: { id } });
export const commentOrder = (id: string, body: CarCommentInput) => apiCall(carEndpoints.comment, { params: { id }, body, silent: true });
export const fetchFees = (id: string) => apiCall(carEndpoints.fees, { params: { id } });
export const addFee = (id: string, body: CarFeeInput) => apiCall(carEndpoints.addFee, { params: { id }, body, silent: true });
export const fetchFee = (id: string) => apiCall(carEndpoints.fee, { params: { id } });
export const shareOrder = (id: string) => apiCall(carEndpoints.share, { params: { id } });
export const fetchShared = (token: string) => apiCall(carEndpoints.shared, { params: { token } });
export const commentShared = (token: string, body: CarCommentInput) =>
  apiCall(carEndpoints.sharedComment, { params: { token }, body, silent: true });

export const requestChange = (id: string, body: CarChangeInput) =>
  apiCall(carEndpoints.requestChange, { params: { id }, body, silent: true });
export const fetchChanges = (page: number, pageSize: number) => apiCall(carEndpoints.changes, { query: { page, page_size: pageSize } });
export const fetchChange = (id: string) => apiCall(carEndpoints.change, { params: { id } });

export const fetchStatistics = (scope: 'dispatch' | 'driving', months: number) =>
  apiCall(carEndpoints.statistics, { query: { scope, months } });

export const requestRepair = (body: CarRepairInput) => apiCall(carEndpoints.requestRepair, { body, silent: true });
export const fetchRepair = (id: string) => apiCall(carEndpoints.repair, { params: { id } });
export const finishRepair = (id: string, body: CarRepairFinish) =>
  apiCall(carEndpoints.finishRepair, { params: { id }, body, silent: true });

/** The workflow's cancel of an order still in approval (the applicant). */
export const cancelOrder = (id: string) => apiCall(orderEndpoints.cancel, { params: { id }, body: {} });

import {
  canteenEndpoints,
  orderEndpoints,
  systemEndpoints,
  type BillCreate,
  type CanteenApply,
  type MealKind,
  type MealOrderCreate,
  type MenuItemCreate,
} from '@campus/contracts';
import { apiCall } from '@campus/core';

/**
 * Every call of the canteen module, typed by its endpoint. Amounts are fen; the screens show yuan.
 * Calls whose failure the screen shows itself pass `silent`.
 */
export const fetchServerTime = () => apiCall(systemEndpoints.time);
export const fetchCanteens = () => apiCall(canteenEndpoints.canteens);
export const fetchMenu = (canteenId: string, date: string) => apiCall(canteenEndpoints.menu, { query: { canteen_id: canteenId, date } });
export const createMealOrder = (body: MealOrderCreate) => apiCall(canteenEndpoints.createOrder, { body, silent: true });
export const fetchMyOrders = (page: number, pageSize: number, kind?: MealKind) =>
  apiCall(canteenEndpoints.listOrders, { query: { page, page_size: pageSize, ...(kind ? { kind } : {}) } });
export const fetchMealOrder = (id: string) => apiCall(canteenEndpoints.getOrder, { params: { id } });
export const cancelMealOrder = (id: string) => apiCall(canteenEndpoints.cancelOrder, { params: { id }, silent: true });
export const collectMeal = (code: string) => apiCall(canteenEndpoints.collect, { body: { code }, silent: true });
export const fetchDishes = (canteenId: string) => apiCall(canteenEndpoints.dishes, { query: { canteen_id: canteenId } });
export const addMenuItem = (body: MenuItemCreate) => apiCall(canteenEndpoints.addMenuItem, { body, silent: true });
export const updateStock = (id: string, stock: number) =>
  apiCall(canteenEndpoints.updateMenuItem, { params: { id }, body: { stock }, silent: true });
export const fetchStaffOrders = (q: { canteenId: string; date: string; kind?: MealKind; page: number; pageSize: number }) =>
  apiCall(canteenEndpoints.staffOrders, {
    query: { canteen_id: q.canteenId, date: q.date, page: q.page, page_size: q.pageSize, ...(q.kind ? { kind: q.kind } : {}) },
  });
export const fetchSummary = (canteenId: string, date: string) =>
  apiCall(canteenEndpoints.summary, { query: { canteen_id: canteenId, date } });
export const createBill = (body: BillCreate) => apiCall(canteenEndpoints.createBill, { body, silent: true });
export const fetchBill = (id: string) => apiCall(canteenEndpoints.getBill, { params: { id } });
export const fetchPublicBill = (code: string) => apiCall(canteenEndpoints.publicBill, { params: { code } });
export const submitApplication = (body: CanteenApply) => apiCall(canteenEndpoints.apply, { body, silent: true });
export const fetchApplication = (id: string) => apiCall(orderEndpoints.get, { params: { id } });

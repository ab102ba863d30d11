/** The dorm family's calls (endpoints in @campus/contracts' dorm.ts); `silent` where a form shows the 400 itself. */
import {
  dormEndpoints,
  orderEndpoints,
  type D2Change,
  type D2MoveIn,
  type D2MoveOut,
  type DormApply,
  type DormArchives,
  type DormAssign,
  type DormCheckOut,
  type DormCleanCreate,
  type DormCleanRate,
  type DormIdentity,
  type DormRepairCreate,
  type DormUtilityCreate,
} from '@campus/contracts';
import { apiCall } from '@campus/core';

type All = { all?: boolean };
const allQuery = (o: All = {}) => (o.all ? { all: '1' as const } : {});

export const fetchAreas = () => apiCall(dormEndpoints.areas);
/** What narrows the rooms list: place, model, suite, who may live there, free beds from a date. */
export interface RoomFilter {
  area_id?: string;
  building_id?: string;
  model?: string;
  free_from?: string;
  suite?: '1' | '0';
  gender?: 'male' | 'female';
}
export const fetchRooms = (filter: RoomFilter, page: number, pageSize: number) =>
  apiCall(dormEndpoints.rooms, { query: { ...filter, page, page_size: pageSize } });
export const fetchRoom = (id: string, freeFrom?: string) =>
  apiCall(dormEndpoints.room, { params: { id }, query: freeFrom ? { free_from: freeFrom } : {} });
export const fetchMe = () => apiCall(dormEndpoints.me);
export const saveIdentity = (body: DormIdentity) => apiCall(dormEndpoints.saveIdentity, { body, silent: true });
export const saveArchives = (body: DormArchives) => apiCall(dormEndpoints.saveArchives, { body, silent: true });

export const applyDorm = (body: DormApply) => apiCall(dormEndpoints.apply, { body, silent: true });
export const moveIn = (body: D2MoveIn) => apiCall(dormEndpoints.moveIn, { body, silent: true });
export const changeRoom = (body: D2Change) => apiCall(dormEndpoints.change, { body, silent: true });
export const moveOut = (body: D2MoveOut) => apiCall(dormEndpoints.moveOut, { body, silent: true });
/** One page of lodging orders, newest first; `orderType` keeps one kind. */
export const fetchOrders = (scope: 'mine' | 'manage', page: number, pageSize: number, orderType?: 'dorm') =>
  apiCall(dormEndpoints.orders, { query: { scope, page, page_size: pageSize, ...(orderType ? { order_type: orderType } : {}) } });
export const fetchOrderInfo = (id: string) => apiCall(dormEndpoints.order, { params: { id } });
export const assignBed = (id: string, body: DormAssign) => apiCall(dormEndpoints.assign, { params: { id }, body });
export const checkIn = (id: string) => apiCall(dormEndpoints.checkIn, { params: { id } });
export const checkOut = (id: string, body: DormCheckOut) => apiCall(dormEndpoints.checkOut, { params: { id }, body });
export const applyCheckOut = (id: string) => apiCall(orderEndpoints.transition, { params: { id }, body: { action: 'apply_check_out' } });
export const cancelOrder = (id: string) => apiCall(orderEndpoints.cancel, { params: { id }, body: {} });

export const fetchCharges = () => apiCall(dormEndpoints.charges);
export const fetchUtilityBills = (o?: All) => apiCall(dormEndpoints.utilityBills, { query: allQuery(o) });
export const createUtilityBill = (body: DormUtilityCreate) => apiCall(dormEndpoints.createUtilityBill, { body, silent: true });

export const fetchCleanings = (o?: All) => apiCall(dormEndpoints.cleanings, { query: allQuery(o) });
export const fetchCleaning = (id: string) => apiCall(dormEndpoints.cleaning, { params: { id } });
export const createCleaning = (body: DormCleanCreate) => apiCall(dormEndpoints.createCleaning, { body, silent: true });
export const completeCleaning = (id: string) => apiCall(dormEndpoints.completeCleaning, { params: { id } });
export const rateCleaning = (id: string, body: DormCleanRate) =>
  apiCall(dormEndpoints.rateCleaning, { params: { id }, body, silent: true });
export const cancelCleaning = (id: string) => apiCall(dormEndpoints.cancelCleaning, { params: { id } });

export const fetchRepairs = (o?: All) => apiCall(dormEndpoints.repairs, { query: allQuery(o) });
export const createRepair = (body: DormRepairCreate) => apiCall(dormEndpoints.createRepair, { body, silent: true });
export const completeRepair = (id: string, reply: string) => apiCall(dormEndpoints.completeRepair, { params: { id }, body: { reply } });
export const fetchNotices = () => apiCall(dormEndpoints.notices);
export const fetchChecks = (o?: All) => apiCall(dormEndpoints.checks, { query: allQuery(o) });
export const createCheck = (body: { room_id: string; score: number; result: string; remark?: string }) =>
  apiCall(dormEndpoints.createCheck, { body, silent: true });
export const fetchFeedback = (o?: All) => apiCall(dormEndpoints.feedback, { query: allQuery(o) });
export const createFeedback = (content: string) => apiCall(dormEndpoints.createFeedback, { body: { content }, silent: true });
export const replyFeedback = (id: string, reply: string) => apiCall(dormEndpoints.replyFeedback, { params: { id }, body: { reply } });
export type { DormRepairCreate, DormCleanRate };

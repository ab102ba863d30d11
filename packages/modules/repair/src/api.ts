import {
  orderEndpoints,
  repairEndpoints as R,
  type RepairAppraise,
  type RepairDispatch,
  type RepairFaultItemWrite,
  type RepairFinish,
  type RepairReport,
} from '@campus/contracts';
import { apiCall } from '@campus/core';

/**
 * Every call of the repair module, typed by its endpoint (issue 39). Submissions pass `silent`: the
 * screens put a 400 next to its field (submitFailureMessage) or above the buttons instead of a bare toast.
 */
export type RepairScope = 'mine' | 'admin' | 'work';

export const fetchMe = () => apiCall(R.me);
export const fetchPlaces = (q: string) => apiCall(R.places, { query: q === '' ? {} : { q } });
export const fetchTypes = () => apiCall(R.types);
export const reportRepair = (body: RepairReport) => apiCall(R.report, { body, silent: true });
export const fetchOrders = (scope: RepairScope, page: number, pageSize: number, status?: number) =>
  apiCall(R.list, { query: { scope, page, page_size: pageSize, ...(status === undefined ? {} : { status }) } });
export const fetchOrder = (id: string) => apiCall(R.get, { params: { id } });
export const fetchRepairmen = (id: string) => apiCall(R.repairmen, { params: { id } });
export const dispatchOrder = (id: string, body: RepairDispatch) => apiCall(R.dispatch, { params: { id }, body, silent: true });
export const takeOrder = (id: string) => apiCall(R.take, { params: { id }, body: {}, silent: true });
export const finishOrder = (id: string, body: RepairFinish) => apiCall(R.finish, { params: { id }, body, silent: true });
export const confirmOrder = (id: string) => apiCall(R.confirm, { params: { id }, body: {}, silent: true });
export const sendBackOrder = (id: string, reason: string) => apiCall(R.sendBack, { params: { id }, body: { reason }, silent: true });
export const withdrawOrder = (id: string) => apiCall(R.withdraw, { params: { id }, body: {}, silent: true });
export const appraiseOrder = (id: string, body: RepairAppraise) => apiCall(R.appraise, { params: { id }, body, silent: true });

// the one workflow's approval steps (a charged repair in 审批中)
export const approveOrder = (id: string, comment?: string) =>
  apiCall(orderEndpoints.approve, { params: { id }, body: comment ? { comment } : {}, silent: true });
export const rejectOrder = (id: string, reason: string) =>
  apiCall(orderEndpoints.reject, { params: { id }, body: { reason }, silent: true });
export const cancelInApproval = (id: string) => apiCall(orderEndpoints.cancel, { params: { id }, body: {}, silent: true });

// the repair administrator's fault items (saRepairApprove?view=items)
export const createFaultItem = (body: RepairFaultItemWrite) => apiCall(R.createFaultItem, { body, silent: true });
export const updateFaultItem = (id: string, body: RepairFaultItemWrite) =>
  apiCall(R.updateFaultItem, { params: { id }, body, silent: true });

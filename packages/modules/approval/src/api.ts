import {
  approvalEndpoints,
  approvalStallEndpoints,
  authEndpoints,
  type AddSigner,
  type ApprovalSettings,
  type ApprovalCounts,
  type BatchApproveResult,
  type CopiedPage,
  type Delegation,
  type DelegationCreate,
  type DelegationList,
  type OrderUrge,
  type OrderUrgeResult,
  directoryEndpoints,
  formEndpoints,
  orderEndpoints,
  type ApprovalPage,
  type DirectoryDepartment,
  type FormFlowSubmit,
  type FormTemplate,
  type OrderApprove,
  type OrderCancel,
  type OrderDetail,
  type OrderPage,
  type OrderReject,
  type OrderTransfer,
  type OrderTransitionRequest,
  type StaffPage,
} from '@campus/contracts';
import { apiCall } from '@campus/core';

/**
 * Every call of the approval module (the order workflow and the generic flows),
 * typed by the endpoints of @campus/contracts. Failures go through core's error catalogue,
 * which toasts them unless the call is `silent`.
 */

/** Which approval list: steps waiting for the caller, steps the caller acted on, the caller's own orders, copies to him. */
export type ApprovalListKind = 'todo' | 'done' | 'mine' | 'cc';

export interface PageParams {
  page: number;
  page_size: number;
}

/** 待我审批 and 我已审批 continue by key: `after` is the `next_after` of the page before. */
export async function fetchApprovalPage(kind: 'todo' | 'done', params: PageParams & { after?: string }): Promise<ApprovalPage> {
  return apiCall(kind === 'todo' ? approvalEndpoints.todo : approvalEndpoints.done, { query: params });
}

/** The caller's own orders, newest first (`order_type` keeps one type, e.g. forms). */
export async function fetchMyOrders(params: PageParams & { order_type?: string; status?: number; after?: string }): Promise<OrderPage> {
  return apiCall(orderEndpoints.list, { query: params });
}

export async function fetchOrder(id: string): Promise<OrderDetail> {
  return apiCall(orderEndpoints.get, { params: { id } });
}

export async function approveOrder(id: string, body: OrderApprove = {}): Promise<OrderDetail> {
  return apiCall(orderEndpoints.approve, { params: { id }, body });
}

export async function rejectOrder(id: string, body: OrderReject): Promise<OrderDetail> {
  return apiCall(orderEndpoints.reject, { params: { id }, body });
}

export async function transferOrder(id: string, body: OrderTransfer): Promise<OrderDetail> {
  return apiCall(orderEndpoints.transfer, { params: { id }, body });
}

export async function cancelOrder(id: string, body: OrderCancel = {}): Promise<OrderDetail> {
  return apiCall(orderEndpoints.cancel, { params: { id }, body });
}

export async function transitionOrder(id: string, body: OrderTransitionRequest): Promise<OrderDetail> {
  return apiCall(orderEndpoints.transition, { params: { id }, body });
}

/** Staff of the caller's company whose name or phone contains `search` (the pickers). */
export async function searchStaffs(search: string, pageSize = 50): Promise<StaffPage> {
  const query = search === '' ? { page_size: pageSize } : { search, page_size: pageSize };
  return apiCall(directoryEndpoints.listStaffs, { query });
}

export async function fetchDepartments(): Promise<DirectoryDepartment[]> {
  return apiCall(directoryEndpoints.listDepartments);
}

export async function fetchFormTemplates(): Promise<FormTemplate[]> {
  return apiCall(formEndpoints.listTemplates);
}

export async function fetchFormTemplate(id: string): Promise<FormTemplate> {
  return apiCall(formEndpoints.getTemplate, { params: { id } });
}

/**
 * Starts a generic flow. Silent: a 400 is shown on the form's fields by the
 * caller (applyServerErrors), so the error catalogue must not toast it too.
 */
export async function submitFormFlow(body: FormFlowSubmit): Promise<OrderDetail> {
  return apiCall(formEndpoints.startFlow, { body, silent: true });
}

/** The approval centre's tab counts (each up to 100: shown as 99+). */
export async function fetchApprovalCounts(): Promise<ApprovalCounts> {
  return apiCall(approvalStallEndpoints.counts, { silent: true });
}

/** 抄送我的: orders copied to the caller, with read and unread. */
export async function fetchCopied(params: PageParams): Promise<CopiedPage> {
  return apiCall(approvalStallEndpoints.copied, { query: params });
}

/** 催办: the applicant nudges the pending approver (once per step per hour). */
export async function urgeOrder(id: string, body: OrderUrge = {}): Promise<OrderUrgeResult> {
  return apiCall(approvalStallEndpoints.urge, { params: { id }, body });
}

/** 加签: the pending approver adds signers before or after himself. */
export async function addSigner(id: string, body: AddSigner): Promise<OrderDetail> {
  return apiCall(approvalStallEndpoints.addSigner, { params: { id }, body });
}

/** Approves many orders with one comment; the answer lists each failure with its reason. */
export async function batchApprove(ids: string[], comment: string): Promise<BatchApproveResult> {
  return apiCall(approvalStallEndpoints.batchApprove, { body: comment === '' ? { ids } : { ids, comment } });
}

export async function fetchDelegations(): Promise<DelegationList> {
  return apiCall(approvalStallEndpoints.listDelegations);
}

/** Silent: a 400 is shown on the form's fields by the caller. */
export async function createDelegation(body: DelegationCreate): Promise<Delegation> {
  return apiCall(approvalStallEndpoints.createDelegation, { body, silent: true });
}

export async function cancelDelegation(id: string): Promise<Delegation> {
  return apiCall(approvalStallEndpoints.cancelDelegation, { params: { id } });
}

/** The company's approval settings (administrators only: 403 otherwise). */
export async function fetchApprovalSettings(): Promise<ApprovalSettings> {
  return apiCall(approvalStallEndpoints.getSettings);
}

/** Silent: a 400 is shown on the form's fields by the caller. */
export async function saveApprovalSettings(body: ApprovalSettings): Promise<ApprovalSettings> {
  return apiCall(approvalStallEndpoints.setSettings, { body, silent: true });
}

/** A staff's name (administrators may read any staff record of their company); null when unknown. */
export async function fetchStaffName(id: string): Promise<string | null> {
  try {
    return (await apiCall(authEndpoints.staffRecord, { params: { user_id: id }, silent: true })).name;
  } catch {
    return null;
  }
}

import {
  apiPaths,
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
import { httpClient } from '@campus/core';

/**
 * Every call of the approval module (the order workflow and the generic flows),
 * typed with @campus/contracts. Failures go through core's error catalogue,
 * which toasts them unless the call is `silent`.
 */

/** Which approval list: steps waiting for the caller, steps the caller acted on, the caller's own orders. */
export type ApprovalListKind = 'todo' | 'done' | 'mine';

export interface PageParams {
  page: number;
  page_size: number;
}

export async function fetchApprovalPage(kind: 'todo' | 'done', params: PageParams): Promise<ApprovalPage> {
  const http = await httpClient();
  const path = kind === 'todo' ? apiPaths.approvalTodo : apiPaths.approvalDone;
  return (await http.get<ApprovalPage>(path, { params })).data;
}

/** The caller's own orders, newest first (`order_type` keeps one type, e.g. forms). */
export async function fetchMyOrders(params: PageParams & { order_type?: string; status?: number }): Promise<OrderPage> {
  const http = await httpClient();
  return (await http.get<OrderPage>(apiPaths.orders, { params })).data;
}

export async function fetchOrder(id: string): Promise<OrderDetail> {
  const http = await httpClient();
  return (await http.get<OrderDetail>(apiPaths.order(id))).data;
}

export async function approveOrder(id: string, body: OrderApprove = {}): Promise<OrderDetail> {
  const http = await httpClient();
  return (await http.post<OrderDetail>(apiPaths.orderApprove(id), body)).data;
}

export async function rejectOrder(id: string, body: OrderReject): Promise<OrderDetail> {
  const http = await httpClient();
  return (await http.post<OrderDetail>(apiPaths.orderReject(id), body)).data;
}

export async function transferOrder(id: string, body: OrderTransfer): Promise<OrderDetail> {
  const http = await httpClient();
  return (await http.post<OrderDetail>(apiPaths.orderTransfer(id), body)).data;
}

export async function cancelOrder(id: string, body: OrderCancel = {}): Promise<OrderDetail> {
  const http = await httpClient();
  return (await http.post<OrderDetail>(apiPaths.orderCancel(id), body)).data;
}

export async function transitionOrder(id: string, body: OrderTransitionRequest): Promise<OrderDetail> {
  const http = await httpClient();
  return (await http.post<OrderDetail>(apiPaths.orderTransition(id), body)).data;
}

/** Staff of the caller's company whose name or phone contains `search` (the pickers). */
export async function searchStaffs(search: string, pageSize = 50): Promise<StaffPage> {
  const http = await httpClient();
  const params = search === '' ? { page_size: pageSize } : { search, page_size: pageSize };
  return (await http.get<StaffPage>(apiPaths.staffs, { params })).data;
}

export async function fetchDepartments(): Promise<DirectoryDepartment[]> {
  const http = await httpClient();
  return (await http.get<DirectoryDepartment[]>(apiPaths.departments)).data;
}

export async function fetchFormTemplates(): Promise<FormTemplate[]> {
  const http = await httpClient();
  return (await http.get<FormTemplate[]>(apiPaths.formTemplates)).data;
}

export async function fetchFormTemplate(id: string): Promise<FormTemplate> {
  const http = await httpClient();
  return (await http.get<FormTemplate>(apiPaths.formTemplate(id))).data;
}

/**
 * Starts a generic flow. Silent: a 400 is shown on the form's fields by the
 * caller (applyServerErrors), so the error catalogue must not toast it too.
 */
export async function submitFormFlow(body: FormFlowSubmit): Promise<OrderDetail> {
  const http = await httpClient();
  return (await http.post<OrderDetail>(apiPaths.formFlows, body, { silent: true })).data;
}

import {
  apiPaths,
  type LedgerPage,
  type PayOrder,
  type PayOrderCreate,
  type PaySandboxConfirm,
  type PayTopup,
  type Wallet,
} from '@campus/contracts';
import { httpClient } from '@campus/core';

/**
 * Every call of the pay module, typed with the contracts. Amounts are fen; the screens show yuan.
 * Calls whose failure the screen shows itself pass `silent`.
 */
async function get<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  const client = await httpClient();
  const { data } = await client.get<T>(url, { params });
  return data;
}

async function post<T>(url: string, body: unknown = {}, silent = false): Promise<T> {
  const client = await httpClient();
  const { data } = await client.post<T>(url, body, { silent });
  return data;
}

export const fetchWallet = (): Promise<Wallet> => get(apiPaths.payWallet);
export const fetchLedger = (pageNo: number, pageSize: number): Promise<LedgerPage> =>
  get(apiPaths.payWalletLedger, { page: pageNo, page_size: pageSize });
/** A top-up order (idempotent by client_key: a double tap creates one). */
export const createTopup = (body: PayTopup): Promise<PayOrder> => post(apiPaths.payWalletTopup, body, true);
/** An order for another family's payable (`purpose` + `ref_id`; the server prices it). */
export const createPayOrder = (body: PayOrderCreate): Promise<PayOrder> => post(apiPaths.payOrders, body, true);
export const fetchPayOrder = (id: string): Promise<PayOrder> => get(apiPaths.payOrder(id));
export const payFromBalance = (id: string): Promise<PayOrder> => post(apiPaths.payOrderBalance(id), {}, true);
export const confirmSandbox = (id: string, body: PaySandboxConfirm): Promise<PayOrder> => post(apiPaths.paySandboxConfirm(id), body, true);

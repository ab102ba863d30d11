import { payEndpoints, type PayTopup, type PayOrderCreate, type PaySandboxConfirm } from '@campus/contracts';
import { apiCall } from '@campus/core';

/**
 * Every call of the pay module, typed by its endpoint. Amounts are fen; the screens show yuan.
 * Calls whose failure the screen shows itself pass `silent`.
 */
export const fetchWallet = () => apiCall(payEndpoints.wallet);
export const fetchLedger = (pageNo: number, pageSize: number) =>
  apiCall(payEndpoints.walletLedger, { query: { page: pageNo, page_size: pageSize } });
/** A top-up order (idempotent by client_key: a double tap creates one). */
export const createTopup = (body: PayTopup) => apiCall(payEndpoints.topup, { body, silent: true });
/** An order for another family's payable (`purpose` + `ref_id`; the server prices it). */
export const createPayOrder = (body: PayOrderCreate) => apiCall(payEndpoints.createOrder, { body, silent: true });
/** What an order for the payable would pay for (lines, total, the family's number); a refusal is shown in place. */
export const fetchPayQuote = (purpose: string, refId: string | undefined) =>
  apiCall(payEndpoints.quote, { query: { purpose, ...(refId ? { ref_id: refId } : {}) }, silent: true });
export const fetchPayOrder = (id: string) => apiCall(payEndpoints.getOrder, { params: { id } });
export const payFromBalance = (id: string) => apiCall(payEndpoints.payFromBalance, { params: { id }, silent: true });
/** The company's payments and refunds in [from, to) with their totals (admin only). */
export const fetchReconciliation = (from: string, to: string, pageNo: number, pageSize: number) =>
  apiCall(payEndpoints.reconciliation, { query: { from, to, page: pageNo, page_size: pageSize } });
export const confirmSandbox = (id: string, body: PaySandboxConfirm) =>
  apiCall(payEndpoints.sandboxConfirm, { params: { id }, body, silent: true });

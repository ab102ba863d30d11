import {
  directoryEndpoints,
  goodsAssetEndpoints as A,
  goodsBorrowEndpoints as B,
  goodsCatalogEndpoints as C,
  goodsOrderEndpoints as O,
  goodsTransferEndpoints as T,
  orderEndpoints,
  type AssetRequest,
  type BorrowApply,
  type ConsumeReturn,
  type GoodsApply,
  type GoodsKind,
  type GoodsSuiteApply,
  type TransferApply,
  type TransferDecide,
} from '@campus/contracts';
import { apiCall } from '@campus/core';

/**
 * Every call of the goods module, typed by its endpoint (issue 36). Submissions pass `silent`: the
 * screens put a 400 next to its field (submitFailureMessage) instead of a bare toast.
 */
export type GoodsOrderKind = 'goods' | 'consume' | 'goodsSuite';

// catalogue
export const fetchMe = () => apiCall(C.me);
export const fetchTypes = () => apiCall(C.types);
export const fetchItems = (page: number, pageSize: number, filter: { type_id?: string; kind?: GoodsKind; q?: string } = {}) =>
  apiCall(C.items, { query: { page, page_size: pageSize, ...filter } });
export const fetchItem = (id: string) => apiCall(C.item, { params: { id } });
export const fetchProjects = () => apiCall(C.projects);
export const fetchPickTypes = () => apiCall(C.pickTypes);
export const fetchKits = () => apiCall(C.kits);

// goods, consume and kit orders
export const applyGoods = (body: GoodsApply) => apiCall(O.apply, { body, silent: true });
export const applySuite = (body: GoodsSuiteApply) => apiCall(O.applySuite, { body, silent: true });
export const fetchOrders = (
  orderType: GoodsOrderKind,
  page: number,
  pageSize: number,
  scope: 'mine' | 'keeper' = 'mine',
  status?: number,
) => apiCall(O.list, { query: { order_type: orderType, scope, page, page_size: pageSize, ...(status === undefined ? {} : { status }) } });
export const fetchOrder = (id: string) => apiCall(O.get, { params: { id } });
export const fetchSlip = (code: string) => apiCall(O.slip, { query: { code }, silent: true });
export const collectSlip = (code: string) => apiCall(O.collect, { body: { code }, silent: true });
export const returnConsume = (id: string, body: ConsumeReturn) => apiCall(O.returnPart, { params: { id }, body, silent: true });
export const cancelOrder = (id: string) => apiCall(orderEndpoints.cancel, { params: { id }, body: {}, silent: true });

// assets
export const fetchMyAssets = () => apiCall(A.mine);
export const fetchAssets = (page: number, pageSize: number, filter: { status?: 'free'; holder_id?: string; q?: string } = {}) =>
  apiCall(A.list, { query: { page, page_size: pageSize, ...filter } });
export const fetchAssetByTag = (tag: string) => apiCall(A.byTag, { query: { tag }, silent: true });
export const fetchAsset = (id: string) => apiCall(A.get, { params: { id } });
export const requestAsset = (body: AssetRequest) => apiCall(A.request, { body, silent: true });
export const returnAsset = (id: string) => apiCall(A.giveBack, { params: { id }, body: {}, silent: true });

// borrowing
export const applyBorrow = (body: BorrowApply) => apiCall(B.apply, { body, silent: true });
export const fetchBorrows = (page: number, pageSize: number, scope: 'mine' | 'keeper' = 'mine') =>
  apiCall(B.list, { query: { scope, page, page_size: pageSize } });
export const remindOverdue = () => apiCall(B.remind, { silent: true });
export const fetchBorrow = (id: string) => apiCall(B.get, { params: { id } });
export const confirmBorrow = (id: string) => apiCall(B.confirm, { params: { id }, body: {}, silent: true });
export const returnBorrow = (id: string) => apiCall(B.giveBack, { params: { id }, body: {}, silent: true });

// transfer
export const applyTransfer = (body: TransferApply) => apiCall(T.apply, { body, silent: true });
export const fetchTransfers = (scope: 'mine' | 'receiving', page: number, pageSize: number) =>
  apiCall(T.list, { query: { scope, page, page_size: pageSize } });
export const fetchTransfer = (id: string) => apiCall(T.get, { params: { id } });
export const decideTransfer = (id: string, body: TransferDecide) => apiCall(T.decide, { params: { id }, body, silent: true });

// people (the staff picker)
export const searchStaffs = (search: string) =>
  apiCall(directoryEndpoints.listStaffs, { query: search === '' ? { page_size: 50 } : { search, page_size: 50 } });

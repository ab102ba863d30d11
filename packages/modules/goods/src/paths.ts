/** Where the module's screens live (spec 2.3) and the approval details its orders open. */
export const PATHS = {
  material: '/materialReceive',
  materialSearch: '/materialReceive/materialSearch',
  applyReceive: '/materialReceive/applyReceive',
  goodsOrderForm: '/materialReceive/goodsOrderForm',
  consume: '/consumeReceive',
  consumeDetail: '/consumeReceive/consumeOrderDetail',
  consumeReturn: '/consumeReceive/consumeOrderDetail/consumeOrderReturn',
  consumeSelGoods: '/consumeReceive/consumeSelGoods',
  suite: '/goodsSuite',
  suiteDetail: '/goodsSuite/goodsSuiteOrderDetail',
  suiteSelItem: '/goodsSuite/goodsSuiteSelItem',
  borrow: '/pBorrow',
  borrowApply: '/pBorrow/pBorrowApply',
  borrowSelGoods: '/pBorrow/pBorrowSelGoods',
  borrowDetail: '/pBorrow/pBorrowDetail',
  trans: '/pTrans',
  transSelectStaff: '/pTrans/pTransSelectStaff',
  transAdd: '/pTrans/pTransAdd',
  transSelect: '/pTrans/pTransAdd/pTransSelect',
  transSelStaff: '/pTrans/pTransAdd/pTransSelStaff',
  transDetails: '/pTrans/pTransDetails',
  assets: '/assetReceive',
} as const;

/** The approval detail of each order type (the manifest's approval views, under /approvalProcess). */
export const APPROVAL_PATHS = {
  goods: '/approvalProcess/approvalGoodsDetail',
  consume: '/approvalProcess/approvalConsumeDetail',
  goodsSuite: '/approvalProcess/approvalGoodsSuiteDetail',
  pBorrow: '/approvalProcess/approvalPBorrowDetail',
  assetTransfer: '/approvalProcess/approvalAssetTransferDetail',
} as const;

/** `path?key=value` with the value encoded. */
export const withQuery = (path: string, key: string, value: string): string => `${path}?${key}=${encodeURIComponent(value)}`;
export const withId = (path: string, id: string): string => withQuery(path, 'id', id);

/** The screen that shows an order of a goods order type. */
export function orderPathOf(orderType: string, id: string): string {
  if (orderType === 'consume') return withId(PATHS.consumeDetail, id);
  if (orderType === 'goodsSuite') return withId(PATHS.suiteDetail, id);
  return withId(PATHS.goodsOrderForm, id);
}

import {
  bannerEndpoints,
  orderEndpoints,
  payEndpoints,
  shopEndpoints,
  type ActivityCreate,
  type AdvertCreate,
  type BannerCreate,
  type CategoryCreate,
  type CouponCreate,
  type GoodsCreate,
  type GoodsScene,
  type GoodsUpdate,
  type MemberCreate,
  type ShopApplyCreate,
  type ShopCheckout,
  type ShopKind,
  type ShopOrderStatus,
  type ShopQuoteRequest,
  type StockMoveCreate,
  type SupplierCreate,
} from '@campus/contracts';
import { apiCall } from '@campus/core';

/**
 * Every call of the shop module, typed by the contracts' endpoints. Amounts are fen; the screens
 * show yuan. Calls whose failure the screen shows itself (forms, checkout) pass `silent`.
 */

const page = (pageNo: number, pageSize: number) => ({ page: pageNo, page_size: pageSize });

// Shops and goods.
export const fetchShops = (pageNo: number, pageSize: number, kind?: ShopKind) =>
  apiCall(shopEndpoints.listShops, { query: { ...page(pageNo, pageSize), kind } });
export const fetchShop = (id: string) => apiCall(shopEndpoints.getShop, { params: { id } });
export const fetchManage = () => apiCall(shopEndpoints.manage);
export const updateShopOpen = (id: string, isOpen: boolean) =>
  apiCall(shopEndpoints.updateShop, { params: { id }, body: { is_open: isOpen }, silent: true });
export const addCategory = (shopId: string, body: CategoryCreate) =>
  apiCall(shopEndpoints.addCategory, { params: { id: shopId }, body, silent: true });
export interface GoodsFilter {
  shop_id?: string | undefined;
  scene?: GoodsScene | undefined;
  category_id?: string | undefined;
  category_name?: string | undefined;
  search?: string | undefined;
  manage?: '1' | undefined;
  low?: '1' | undefined;
}
export const fetchGoodsPage = (pageNo: number, pageSize: number, filter: GoodsFilter) =>
  apiCall(shopEndpoints.listGoods, { query: { ...page(pageNo, pageSize), ...filter } });
export const fetchGoods = (id: string) => apiCall(shopEndpoints.getGoods, { params: { id } });
export const createGoods = (body: GoodsCreate) => apiCall(shopEndpoints.createGoods, { body, silent: true });
export const updateGoods = (id: string, body: GoodsUpdate) => apiCall(shopEndpoints.updateGoods, { params: { id }, body, silent: true });
export const moveStock = (id: string, body: StockMoveCreate) => apiCall(shopEndpoints.moveStock, { params: { id }, body, silent: true });
export const fetchStockMoves = (id: string, pageNo: number, pageSize: number) =>
  apiCall(shopEndpoints.stockMoves, { params: { id }, query: page(pageNo, pageSize) });

// Suppliers.
export const fetchSuppliers = (pageNo: number, pageSize: number, shopId?: string) =>
  apiCall(shopEndpoints.listSuppliers, { query: { ...page(pageNo, pageSize), shop_id: shopId } });
export const createSupplier = (body: SupplierCreate) => apiCall(shopEndpoints.createSupplier, { body, silent: true });

// Coupons.
export const fetchMyCoupons = (pageNo: number, pageSize: number) => apiCall(shopEndpoints.listCoupons, { query: page(pageNo, pageSize) });
export const fetchManagedCoupons = (pageNo: number, pageSize: number) =>
  apiCall(shopEndpoints.manageCoupons, { query: page(pageNo, pageSize) });
export const createCoupon = (body: CouponCreate) => apiCall(shopEndpoints.createCoupon, { body, silent: true });
export const setCouponActive = (id: string, active: boolean) =>
  apiCall(shopEndpoints.updateCoupon, { params: { id }, body: { active }, silent: true });

// Orders.
export const quoteCart = (body: ShopQuoteRequest) => apiCall(shopEndpoints.quote, { body, silent: true });
export const placeOrder = (body: ShopCheckout) => apiCall(shopEndpoints.checkout, { body, silent: true });
export const fetchOrders = (pageNo: number, pageSize: number, as: 'buyer' | 'shop', status?: ShopOrderStatus) =>
  apiCall(shopEndpoints.listOrders, { query: { ...page(pageNo, pageSize), as, status } });
export const fetchOrder = (id: string) => apiCall(shopEndpoints.getOrder, { params: { id } });
export const cancelOrder = (id: string) => apiCall(shopEndpoints.cancelOrder, { params: { id }, silent: true });
export const completeOrder = (id: string) => apiCall(shopEndpoints.completeOrder, { params: { id }, silent: true });
export const refundOrder = (id: string, reason: string) =>
  apiCall(shopEndpoints.refundOrder, { params: { id }, body: { reason }, silent: true });
export const fetchPublicOrder = (id: string, code: string) =>
  apiCall(shopEndpoints.publicOrder, { params: { id }, query: { code }, silent: true });
/** The pay service's answer about one of the caller's payments (the confirmation screen waits for it). */
export const fetchPayment = (id: string) => apiCall(payEndpoints.getOrder, { params: { id }, silent: true });

// Becoming a merchant.
export const applyShop = (body: ShopApplyCreate) => apiCall(shopEndpoints.applyShop, { body, silent: true });
export const fetchApplications = (pageNo: number, pageSize: number, scope: 'mine' | 'todo' | 'all') =>
  apiCall(shopEndpoints.listApplications, { query: { ...page(pageNo, pageSize), scope } });
export const approveApplication = (id: string, comment?: string) =>
  apiCall(orderEndpoints.approve, { params: { id }, body: comment ? { comment } : {}, silent: true });
export const rejectApplication = (id: string, reason: string) =>
  apiCall(orderEndpoints.reject, { params: { id }, body: { reason }, silent: true });

// Membership.
export const fetchMyMember = () => apiCall(shopEndpoints.myMember);
export const createMember = (body: MemberCreate) => apiCall(shopEndpoints.createMember, { body, silent: true });

// Banners, adverts, activities.
export const fetchBanners = (pageNo: number, pageSize: number) => apiCall(bannerEndpoints.list, { query: page(pageNo, pageSize) });
export const createBanner = (body: BannerCreate) => apiCall(bannerEndpoints.create, { body, silent: true });
export const setBannerActive = (id: string, active: boolean) =>
  apiCall(bannerEndpoints.update, { params: { id }, body: { active }, silent: true });
export const fetchAdverts = (pageNo: number, pageSize: number, manage = false) =>
  apiCall(shopEndpoints.listAdverts, { query: { ...page(pageNo, pageSize), manage: manage ? '1' : undefined } });
export const createAdvert = (body: AdvertCreate) => apiCall(shopEndpoints.createAdvert, { body, silent: true });
export const setAdvertActive = (id: string, active: boolean) =>
  apiCall(shopEndpoints.updateAdvert, { params: { id }, body: { active }, silent: true });
export const fetchActivities = (pageNo: number, pageSize: number) =>
  apiCall(shopEndpoints.listActivities, { query: page(pageNo, pageSize) });
export const fetchActivity = (id: string) => apiCall(shopEndpoints.getActivity, { params: { id } });
export const createActivity = (body: ActivityCreate) => apiCall(shopEndpoints.createActivity, { body, silent: true });
export const signUpActivity = (id: string) => apiCall(shopEndpoints.signUp, { params: { id }, silent: true });
export const cancelSignUpActivity = (id: string) => apiCall(shopEndpoints.cancelSignUp, { params: { id }, silent: true });

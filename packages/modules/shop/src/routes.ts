import type { RouteFragment } from '@campus/core/routing';

const goods = () => import('./screens/goods-screen.tsx');
const search = () => import('./screens/search-goods-screen.tsx');
const detail = () => import('./screens/goods-detail-screen.tsx');
/** searchGoods and repairDetails sit under several scenes with the same names and titles (spec 2.3). */
const searchChild = { path: 'searchGoods', name: 'searchGoods', title: '搜索商品', screen: search };
const detailChild = { path: 'repairDetails', name: 'repairDetails', title: '商品详情', screen: detail };

/**
 * Shops and goods, cart checkout, becoming a merchant, membership, coupons, and the merchant and
 * admin screens (spec 2.3; issue 14). /doubleColorOks is the order confirmation (before and after
 * paying) and /pmcOrder the property-management order a repair buyer shares (no login, spec 2.2).
 */
export const shopRoutes: RouteFragment = {
  module: 'shop',
  routes: [
    {
      path: '/shops',
      name: 'shops',
      title: '商铺',
      screen: () => import('./screens/shops-screen.tsx'),
      preload: [
        { path: '/shop/shops/', query: { page: 1, page_size: 20 } },
        { path: '/shop/adverts/', query: { page: 1, page_size: 3 } },
        { path: '/shop/manage/' },
      ],
    },
    { path: '/shopGoods', name: 'shopGoods', title: '商品', screen: goods, children: [searchChild, detailChild] },
    {
      path: '/takeawayGoods',
      name: 'takeawayGoods',
      title: '外卖',
      screen: goods,
      preload: { path: '/shop/goods/', query: { page: 1, page_size: 100, scene: 'takeaway' } },
      children: [searchChild],
    },
    { path: '/room_repair', name: 'room_repair', title: '房间维修', screen: goods, children: [searchChild, detailChild] },
    { path: '/room_renovation', name: 'room_renovation', title: '房间装修', screen: goods, children: [searchChild, detailChild] },
    { path: '/doubleColorOks', name: 'doubleColorOks', title: '确认订单', screen: () => import('./screens/confirm-order-screen.tsx') },
    { path: '/pmcOrder', name: 'pmcOrder', title: '物业订单', public: true, screen: () => import('./screens/pmc-order-screen.tsx') },
    { path: '/coupons', name: 'coupons', title: '优惠券', screen: () => import('./screens/coupons-screen.tsx') },
    { path: '/memberCreate', name: 'memberCreate', title: '开通会员', screen: () => import('./screens/member-screen.tsx') },
    { path: '/applyShop', name: 'applyShop', title: '商铺入驻', screen: () => import('./screens/apply-shop-screen.tsx') },
    {
      path: '/approveShopOwner',
      name: 'approveShopOwner',
      title: '店主审核',
      screen: () => import('./screens/approve-shop-owner-screen.tsx'),
    },
    { path: '/stocks', name: 'stocks', title: '库存', screen: () => import('./screens/stocks-screen.tsx') },
    { path: '/suppliers', name: 'suppliers', title: '供应商', screen: () => import('./screens/suppliers-screen.tsx') },
    { path: '/adverts', name: 'adverts', title: '广告', screen: () => import('./screens/adverts-screen.tsx') },
    { path: '/banners', name: 'banners', title: '轮播图', screen: () => import('./screens/banners-screen.tsx') },
    { path: '/activities', name: 'activities', title: '活动', screen: () => import('./screens/activities-screen.tsx') },
  ],
};

import type { RouteFragment } from '@campus/core/routing';

/** Coupons, shops, goods, takeaway and the shop's marketing screens (spec 2.3). */
export const shopRoutes: RouteFragment = {
  module: 'shop',
  routes: [
    { path: '/coupons', name: 'coupons', title: '优惠券' },
    { path: '/shops', name: 'shops', title: '商铺' },
    { path: '/applyShop', name: 'applyShop', title: '商铺入驻' },
    {
      path: '/shopGoods',
      name: 'shopGoods',
      title: '商品',
      children: [
        // searchGoods and repairDetails also sit under /room_repair and /room_renovation: same titles.
        { path: 'searchGoods', name: 'searchGoods', title: '搜索商品' },
        { path: 'repairDetails', name: 'repairDetails', title: '商品详情' },
      ],
    },
    {
      path: '/takeawayGoods',
      name: 'takeawayGoods',
      title: '外卖',
      children: [{ path: 'searchGoods', name: 'searchGoods', title: '搜索商品' }],
    },
    { path: '/adverts', name: 'adverts', title: '广告' },
    { path: '/banners', name: 'banners', title: '轮播图' },
    { path: '/activities', name: 'activities', title: '活动' },
    { path: '/doubleColorOks', name: 'doubleColorOks', title: '双色球' },
    { path: '/approveShopOwner', name: 'approveShopOwner', title: '店主审核' },
  ],
};

import type { RouteFragment } from '@campus/core/routing';

/** Canteen and dining orders (spec 2.3; /payMeal from the no-login list of 2.2). */
export const canteenRoutes: RouteFragment = {
  module: 'canteen',
  routes: [
    {
      path: '/canteenApply',
      name: 'canteenApply',
      title: '用餐申请',
      children: [
        { path: 'canteenApplySuccess', name: 'canteenApplySuccess', title: '申请成功' },
        { path: 'canteenOrderDetail', name: 'canteenOrderDetail', title: '订单详情' },
      ],
    },
    { path: '/sendDining', name: 'sendDining', title: '送餐服务' },
    { path: '/payMeal', name: 'payMeal', title: '餐费支付', public: true },
  ],
};

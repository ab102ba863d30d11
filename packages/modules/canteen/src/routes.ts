import type { RouteFragment } from '@campus/core/routing';

/** Canteen and dining orders (spec 2.3; /payMeal from the no-login list of 2.2). */
export const canteenRoutes: RouteFragment = {
  module: 'canteen',
  routes: [
    {
      path: '/canteenApply',
      name: 'canteenApply',
      title: '用餐申请',
      screen: () => import('./screens/canteen-apply-screen.tsx'),
      preload: { path: '/canteen/canteens/' },
      children: [
        {
          path: 'canteenApplySuccess',
          name: 'canteenApplySuccess',
          title: '申请成功',
          screen: () => import('./screens/apply-success-screen.tsx'),
        },
        {
          path: 'canteenOrderDetail',
          name: 'canteenOrderDetail',
          title: '订单详情',
          screen: () => import('./screens/order-detail-screen.tsx'),
          preload: { path: '/canteen/orders/:id/' },
        },
      ],
    },
    { path: '/sendDining', name: 'sendDining', title: '送餐服务', screen: () => import('./screens/send-dining-screen.tsx') },
    // a counter bill's QR link: opens without login (spec 2.2); paying asks for one
    { path: '/payMeal', name: 'payMeal', title: '餐费支付', public: true, screen: () => import('./screens/pay-meal-screen.tsx') },
  ],
};

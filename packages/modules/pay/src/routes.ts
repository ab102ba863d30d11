import type { RouteFragment } from '@campus/core/routing';

/**
 * The four routes that all open the same purchase screen (spec 2.3:
 * "/addBalance, /changeBuyAddUp, /changeAddUp and /buy all open the same purchase screen").
 * Each of them has the same `screen` loader.
 */
export const purchaseRouteNames = ['addBalance', 'changeBuyAddUp', 'changeAddUp', 'buy'] as const;
export type PurchaseRouteName = (typeof purchaseRouteNames)[number];

const purchase = () => import('./screens/purchase-screen.tsx');

/**
 * Payment pages (spec 2.3; /payPage from the no-login list of 2.2): /payPage?id= is the sandbox
 * confirmation and the result; /wxPay?id= and /lxdzPay?id= pay through the host's bridge.
 */
export const payRoutes: RouteFragment = {
  module: 'pay',
  routes: [
    { path: '/payPage', name: 'payPage', title: '支付', public: true, screen: () => import('./screens/pay-page-screen.tsx') },
    { path: '/wxPay', name: 'wxPay', title: '微信支付', public: true, screen: () => import('./screens/wx-pay-screen.tsx') },
    { path: '/lxdzPay', name: 'lxdzPay', title: '在线支付', public: true, screen: () => import('./screens/lxdz-pay-screen.tsx') },
    // The purchase screen, reached under four names (purchaseRouteNames).
    { path: '/addBalance', name: 'addBalance', title: '充值', screen: purchase, preload: { path: '/pay/wallet/' } },
    { path: '/changeBuyAddUp', name: 'changeBuyAddUp', title: '购买', screen: purchase },
    { path: '/changeAddUp', name: 'changeAddUp', title: '充值', screen: purchase },
    { path: '/buy', name: 'buy', title: '购买', screen: purchase },
  ],
};

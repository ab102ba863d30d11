import type { RouteFragment } from '@campus/core/routing';

/**
 * The four routes that all open the same purchase screen (spec 2.3:
 * "/addBalance, /changeBuyAddUp, /changeAddUp and /buy all open the same purchase screen").
 * When screens are added, give each of these routes the same `screen` loader.
 */
export const purchaseRouteNames = ['addBalance', 'changeBuyAddUp', 'changeAddUp', 'buy'] as const;
export type PurchaseRouteName = (typeof purchaseRouteNames)[number];

/** Payment pages (spec 2.3; /payPage from the no-login list of 2.2). */
export const payRoutes: RouteFragment = {
  module: 'pay',
  routes: [
    { path: '/payPage', name: 'payPage', title: '支付', public: true },
    { path: '/wxPay', name: 'wxPay', title: '微信支付', public: true },
    { path: '/lxdzPay', name: 'lxdzPay', title: '在线支付', public: true },
    { path: '/pmcOrder', name: 'pmcOrder', title: '物业缴费', public: true },
    // The purchase screen, reached under four names (purchaseRouteNames).
    { path: '/addBalance', name: 'addBalance', title: '充值' },
    { path: '/changeBuyAddUp', name: 'changeBuyAddUp', title: '购买' },
    { path: '/changeAddUp', name: 'changeAddUp', title: '充值' },
    { path: '/buy', name: 'buy', title: '购买' },
  ],
};

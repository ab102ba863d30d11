import type { RouteFragment } from '@campus/core/routing';

/** Material and goods collection, asset borrowing and transfer (spec 2.3). Stock and suppliers are the shop module's. */
export const goodsRoutes: RouteFragment = {
  module: 'goods',
  routes: [
    {
      path: '/materialReceive',
      name: 'materialReceive',
      title: '物资领用',
      screen: () => import('./screens/material-home-screen.tsx'),
      preload: [{ path: '/goods/types/' }, { path: '/goods/me/' }],
      children: [
        { path: 'materialSearch', name: 'materialSearch', title: '搜索物资', screen: () => import('./screens/material-search-screen.tsx') },
        { path: 'applyReceive', name: 'applyReceive', title: '领用申请', screen: () => import('./screens/apply-receive-screen.tsx') },
        { path: 'goodsOrderForm', name: 'goodsOrderForm', title: '领用单', screen: () => import('./screens/goods-order-form-screen.tsx') },
      ],
    },
    {
      path: '/consumeReceive',
      name: 'consumeReceive',
      title: '耗材领用',
      screen: () => import('./screens/consume-home-screen.tsx'),
      children: [
        {
          path: 'consumeOrderDetail',
          name: 'consumeOrderDetail',
          title: '领用详情',
          screen: () => import('./screens/consume-order-detail-screen.tsx'),
          children: [
            {
              path: 'consumeOrderReturn',
              name: 'consumeOrderReturn',
              title: '耗材归还',
              screen: () => import('./screens/consume-return-screen.tsx'),
            },
          ],
        },
        {
          path: 'consumeSelGoods',
          name: 'consumeSelGoods',
          title: '选择耗材',
          screen: () => import('./screens/consume-sel-goods-screen.tsx'),
        },
      ],
    },
    {
      path: '/goodsSuite',
      name: 'goodsSuite',
      title: '套件领用',
      screen: () => import('./screens/suite-home-screen.tsx'),
      children: [
        {
          path: 'goodsSuiteOrderDetail',
          name: 'goodsSuiteOrderDetail',
          title: '领用详情',
          screen: () => import('./screens/suite-order-detail-screen.tsx'),
        },
        {
          path: 'goodsSuiteSelItem',
          name: 'goodsSuiteSelItem',
          title: '选择物品',
          screen: () => import('./screens/suite-sel-item-screen.tsx'),
        },
      ],
    },
    {
      path: '/pBorrow',
      name: 'pBorrow',
      title: '资产借用',
      screen: () => import('./screens/borrow-home-screen.tsx'),
      children: [
        { path: 'pBorrowApply', name: 'pBorrowApply', title: '借用申请', screen: () => import('./screens/borrow-apply-screen.tsx') },
        {
          path: 'pBorrowSelGoods',
          name: 'pBorrowSelGoods',
          title: '选择资产',
          screen: () => import('./screens/borrow-sel-goods-screen.tsx'),
        },
        { path: 'pBorrowDetail', name: 'pBorrowDetail', title: '借用详情', screen: () => import('./screens/borrow-detail-screen.tsx') },
      ],
    },
    {
      path: '/pTrans',
      name: 'pTrans',
      title: '资产调拨',
      screen: () => import('./screens/trans-home-screen.tsx'),
      children: [
        {
          path: 'pTransSelectStaff',
          name: 'pTransSelectStaff',
          title: '选择人员',
          screen: () => import('./screens/trans-select-staff-screen.tsx'),
        },
        {
          path: 'pTransAdd',
          name: 'pTransAdd',
          title: '新增调拨',
          screen: () => import('./screens/trans-add-screen.tsx'),
          children: [
            { path: 'pTransSelect', name: 'pTransSelect', title: '选择资产', screen: () => import('./screens/trans-select-screen.tsx') },
            {
              path: 'pTransSelStaff',
              name: 'pTransSelStaff',
              title: '选择人员',
              screen: () => import('./screens/trans-sel-staff-screen.tsx'),
            },
          ],
        },
        { path: 'pTransDetails', name: 'pTransDetails', title: '调拨详情', screen: () => import('./screens/trans-details-screen.tsx') },
      ],
    },
    {
      path: '/assetReceive',
      name: 'assetReceive',
      title: '资产管理',
      screen: () => import('./screens/asset-receive-screen.tsx'),
      preload: [{ path: '/goods/assets/mine/' }],
    },
  ],
};

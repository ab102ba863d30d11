import { PUSH_MODULES, PUSH_MSG_TYPES } from '@campus/contracts';
import type { ModuleManifest } from '@campus/core/routing';
import { assetTagKind } from './asset-tag-kind.ts';
import { goodsRoutes } from './routes.ts';
import { STASH } from './stash-keys.ts';

/** The goods family's part of its approval details (its own chunk). */
const approvalView = () => import('./views/approval-view.tsx');
/** A goods, consume or kit order's own first GET, sent with the detail when a push opens it. */
const ORDER_PRELOAD = { path: '/goods/orders/:id/' } as const;

/** Goods, consumables, suites and assets (borrow, transfer). */
export const goodsModule: ModuleManifest = {
  ...goodsRoutes,
  menu: {
    keywords: { material_supply: 'materialReceive' },
    // spec 6; consumables and kits are collected like materials (material_supply), their screens reached from its home
    impliedRoutes: { assetReceive: ['pBorrow', 'pTrans'], materialReceive: ['consumeReceive', 'goodsSuite'] },
    // reached through assetReceive, never listed on the menu
    hidden: ['pBorrow'],
  },
  // spec 7: COMPANY_PROPERTY by module; other modules open nothing
  pushRoutes: [
    { msgType: PUSH_MSG_TYPES.companyProperty, module: PUSH_MODULES.consume, target: { path: '/consumeReceive/consumeOrderDetail' } },
    {
      msgType: PUSH_MSG_TYPES.companyProperty,
      module: PUSH_MODULES.pBorrow,
      target: { path: '/pBorrow/pBorrowDetail', stash: STASH.borrow },
    },
  ],
  stashKeys: { order: [STASH.approvalBorrow, STASH.approvalConsume], id: [STASH.borrow] },
  // the hub's scanner (/scanCode) opens an asset by its tag
  scanKinds: [assetTagKind],
  approvalViews: [
    {
      module: PUSH_MODULES.pBorrow,
      detail: 'approvalPBorrowDetail',
      title: '资产借用审批',
      stash: STASH.approvalBorrow,
      load: approvalView,
      preload: { path: '/goods/borrows/:id/' },
    },
    { module: PUSH_MODULES.goods, detail: 'approvalGoodsDetail', title: '物资领用审批', load: approvalView, preload: ORDER_PRELOAD },
    {
      module: PUSH_MODULES.consume,
      detail: 'approvalConsumeDetail',
      title: '耗材领用审批',
      stash: STASH.approvalConsume,
      load: approvalView,
      preload: ORDER_PRELOAD,
    },
    {
      module: PUSH_MODULES.goodsSuite,
      detail: 'approvalGoodsSuiteDetail',
      title: '套件领用审批',
      load: approvalView,
      preload: ORDER_PRELOAD,
    },
    {
      module: PUSH_MODULES.assetTransfer,
      detail: 'approvalAssetTransferDetail',
      title: '资产调拨审批',
      load: approvalView,
      preload: { path: '/goods/transfers/:id/' },
    },
  ],
};

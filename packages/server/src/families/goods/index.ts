/**
 * The goods family (issue 36): materials, consumables, kits and assets. Goods types and goods with
 * stock per warehouse changed only through a movement ledger tied to orders, quotas per person or
 * department and period, the `goods`, `consume` and `goodsSuite` orders collected by the store
 * keeper's scan of the slip's QR code, asset items with their history, borrowing (`pBorrow`) and
 * transfer (`assetTransfer`), all on the one workflow (order-types.ts).
 */
import {
  goodsAssetEndpoints,
  goodsBorrowEndpoints,
  goodsCatalogEndpoints,
  goodsOrderEndpoints,
  goodsTransferEndpoints,
} from '@campus/contracts';
import { defineFamily } from '../../platform/family.ts';
import * as schema from './schema.ts';
import { GOODS_TYPES } from './order-types.ts';
import { setGoodsContext } from './deferred-push.ts';
import { goodsCatalogRoutes } from './catalog.ts';
import { goodsOrderRoutes } from './orders.ts';
import { goodsAssetRoutes } from './assets.ts';
import { goodsBorrowRoutes, startOverdueTimer } from './borrow.ts';
import { goodsTransferRoutes } from './transfer.ts';
import { goodsKey, seedGoodsCatalog, seedGoodsChains, seedGoodsOrders } from './seed.ts';
import { assetTag } from './seed-data.ts';

const asset = (c: string) => goodsKey.asset(c, assetTag('NB', 1));

export const goods = defineFamily({
  name: 'goods',
  schema,
  orderTypes: GOODS_TYPES,
  routes: async (app, { ctx }) => {
    setGoodsContext(ctx);
    goodsCatalogRoutes(app, ctx);
    goodsOrderRoutes(app, ctx);
    goodsAssetRoutes(app, ctx);
    goodsBorrowRoutes(app, ctx);
    goodsTransferRoutes(app, ctx);
    startOverdueTimer(app, ctx);
  },
  seed: [seedGoodsCatalog, seedGoodsChains, seedGoodsOrders],
  isolationProbes: [
    { endpoint: goodsCatalogEndpoints.item, params: (c) => ({ id: goodsKey.goods(c, 'a4') }) },
    { endpoint: goodsOrderEndpoints.get, params: (c) => ({ id: goodsKey.order(c, 'goods') }) },
    {
      endpoint: goodsOrderEndpoints.returnPart,
      params: (c) => ({ id: goodsKey.order(c, 'consume') }),
      body: (c) => ({ lines: [{ line_id: c, quantity: 1 }] }),
    },
    { endpoint: goodsAssetEndpoints.get, params: (c) => ({ id: asset(c) }) },
    { endpoint: goodsAssetEndpoints.giveBack, params: (c) => ({ id: asset(c) }) },
    { endpoint: goodsBorrowEndpoints.get, params: (c) => ({ id: goodsKey.order(c, 'borrow') }) },
    { endpoint: goodsBorrowEndpoints.confirm, params: (c) => ({ id: goodsKey.order(c, 'borrow') }) },
    { endpoint: goodsBorrowEndpoints.giveBack, params: (c) => ({ id: goodsKey.order(c, 'borrow') }) },
    { endpoint: goodsTransferEndpoints.get, params: (c) => ({ id: goodsKey.order(c, 'transfer') }) },
    {
      endpoint: goodsTransferEndpoints.decide,
      params: (c) => ({ id: goodsKey.order(c, 'transfer') }),
      body: (c) => ({ lines: [{ line_id: c, accept: true }] }),
    },
  ],
  isolationExempt: [],
});

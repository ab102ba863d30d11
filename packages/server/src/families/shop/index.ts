/**
 * The shop family (issue 14, the retail part): shops and goods, cart checkout with coupons on the
 * shared payment service (payable `shop_order`), takeaway and room repair/renovation materials, shop
 * applications on the workflow (order type shop_apply), membership, stock and suppliers, banners on
 * the home screen, adverts and activities.
 */
import { bannerEndpoints, shopEndpoints } from '@campus/contracts';
import { defineFamily } from '../../platform/family.ts';
import * as schema from './schema.ts';
import { SHOP_APPLY } from './applications.ts';
import { shopRoutes } from './routes.ts';
import { seedActivityId, seedAdvertId, seedBannerId, seedCouponId, seedGoodsId, seedShopId, seedShopRows, seedSupplierId } from './seed.ts';
import './payable.ts';

const shop = (c: string) => ({ id: seedShopId(c, 'store') });
const goods = (c: string) => ({ id: seedGoodsId(c, 'water') });

export const shopFamily = defineFamily({
  name: 'shop',
  schema,
  orderTypes: [SHOP_APPLY],
  routes: async (app, { ctx }) => {
    shopRoutes(app, ctx);
  },
  seed: [seedShopRows],
  isolationProbes: [
    { endpoint: shopEndpoints.getShop, params: shop },
    { endpoint: shopEndpoints.updateShop, params: shop, body: () => ({ intro: '越权修改' }) },
    { endpoint: shopEndpoints.addCategory, params: shop, body: () => ({ name: '越权分类' }) },
    { endpoint: shopEndpoints.getGoods, params: goods },
    { endpoint: shopEndpoints.updateGoods, params: goods, body: () => ({ on_sale: false }) },
    { endpoint: shopEndpoints.moveStock, params: goods, body: () => ({ kind: 'in', quantity: 1 }) },
    { endpoint: shopEndpoints.stockMoves, params: goods },
    {
      endpoint: shopEndpoints.updateSupplier,
      params: (c) => ({ id: seedSupplierId(c, 'store') }),
      body: () => ({ name: '越权供应商' }),
    },
    { endpoint: shopEndpoints.updateCoupon, params: (c) => ({ id: seedCouponId(c, 'store') }), body: () => ({ active: false }) },
    // orders: no order is seeded; a seeded goods id stands in for an order id of that company (404 either way)
    { endpoint: shopEndpoints.getOrder, params: goods },
    { endpoint: shopEndpoints.cancelOrder, params: goods },
    { endpoint: shopEndpoints.completeOrder, params: goods },
    { endpoint: shopEndpoints.refundOrder, params: goods, body: () => ({ reason: '越权退款' }) },
    { endpoint: bannerEndpoints.update, params: (c) => ({ id: seedBannerId(c) }), body: () => ({ active: false }) },
    { endpoint: shopEndpoints.updateAdvert, params: (c) => ({ id: seedAdvertId(c) }), body: () => ({ active: false }) },
    { endpoint: shopEndpoints.getActivity, params: (c) => ({ id: seedActivityId(c, 'market') }) },
    { endpoint: shopEndpoints.signUp, params: (c) => ({ id: seedActivityId(c, 'market') }) },
    { endpoint: shopEndpoints.cancelSignUp, params: (c) => ({ id: seedActivityId(c, 'market') }) },
  ],
  isolationExempt: [
    {
      endpoint: shopEndpoints.publicOrder,
      reason:
        '/pmcOrder: a repair or renovation order opened from its shared link without login; the order share code decides (404 without it).',
    },
  ],
});

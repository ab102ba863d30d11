/**
 * The canteen family (issue 14, food part): canteens, meal periods and daily menus with stock, meal
 * orders paid through the pay family and collected by QR, meals sent to an address, counter bills
 * paid from a link (/payMeal), and group and guest meals on the approval workflow (order type canteen).
 */
import { canteenEndpoints } from '@campus/contracts';
import { defineFamily } from '../../platform/family.ts';
import * as schema from './schema.ts';
import { canteenRoutes } from './routes.ts';
import { hubDate } from '@campus/contracts';
import { billId, mealOrderId, menuItemId, seedCanteenRows } from './seed.ts';
import { CANTEEN_APPLY } from './apply.ts';
import './money.ts';

const order = (c: string) => mealOrderId(c, 'driver-tomorrow');

export const canteen = defineFamily({
  name: 'canteen',
  schema,
  orderTypes: [CANTEEN_APPLY],
  routes: async (app, { ctx }) => {
    canteenRoutes(app, ctx);
  },
  seed: [seedCanteenRows],
  isolationProbes: [
    { endpoint: canteenEndpoints.getOrder, params: (c) => ({ id: order(c) }) },
    { endpoint: canteenEndpoints.cancelOrder, params: (c) => ({ id: order(c) }) },
    {
      endpoint: canteenEndpoints.updateMenuItem,
      // a menu item seeded for today (the seed covers yesterday to six days ahead)
      params: (c) => ({ id: menuItemId(c, 'first', hubDate(new Date()), 'lunch', 'pork') }),
      body: () => ({ stock: 1 }),
      adminOnly: true,
    },
    { endpoint: canteenEndpoints.getBill, params: (c) => ({ id: billId(c, 'expired') }), adminOnly: true },
  ],
  isolationExempt: [],
});

/**
 * The dorm family (issue 12): lodging end to end. The housing model (areas, buildings, rooms, beds,
 * assets), the dormitory application and the collective dormitory's move-in, change and move-out on
 * the one workflow (order types in order-types.ts, beds given out under a row lock in housing.ts),
 * living costs split in integer fen (split.ts, costs.ts) and paid through the pay family, and the
 * resident's services (services.ts).
 */
import { dormEndpoints } from '@campus/contracts';
import { defineFamily } from '../../platform/family.ts';
import { seedId } from '../../platform/seed/ids.ts';
import * as schema from './schema.ts';
import { DORM_TYPES, setDormClock } from './order-types.ts';
import { dormOrderRoutes } from './orders.ts';
import { dormHousingRoutes } from './housing-routes.ts';
import { dormCostRoutes } from './costs.ts';
import { dormServiceRoutes } from './services.ts';
import { dormKey, seedDormChains, seedDormHousing, seedDormLife } from './seed.ts';

const order = (c: string) => seedId(c, 'dorm:order:in:staff');
const clean = (c: string) => seedId(c, 'dorm:clean:1');

export const dorm = defineFamily({
  name: 'dorm',
  schema,
  orderTypes: DORM_TYPES,
  routes: async (app, { ctx }) => {
    setDormClock(ctx.now);
    dormHousingRoutes(app, ctx);
    dormOrderRoutes(app, ctx);
    dormCostRoutes(app, ctx);
    dormServiceRoutes(app, ctx);
  },
  seed: [seedDormHousing, seedDormChains, seedDormLife],
  isolationProbes: [
    { endpoint: dormEndpoints.room, params: (c) => ({ id: dormKey.room(c, 'b1', '201') }) },
    { endpoint: dormEndpoints.order, params: (c) => ({ id: order(c) }) },
    {
      endpoint: dormEndpoints.assign,
      params: (c) => ({ id: order(c) }),
      body: (c) => ({ bed_id: dormKey.bed(c, 'b1', '202', 0) }),
      adminOnly: true,
    },
    { endpoint: dormEndpoints.checkIn, params: (c) => ({ id: order(c) }), adminOnly: true },
    { endpoint: dormEndpoints.checkOut, params: (c) => ({ id: order(c) }), body: () => ({ assets: [] }), adminOnly: true },
    { endpoint: dormEndpoints.cleaning, params: (c) => ({ id: clean(c) }) },
    { endpoint: dormEndpoints.completeCleaning, params: (c) => ({ id: clean(c) }), adminOnly: true },
    { endpoint: dormEndpoints.rateCleaning, params: (c) => ({ id: clean(c) }), body: () => ({ score: 5 }) },
    { endpoint: dormEndpoints.cancelCleaning, params: (c) => ({ id: clean(c) }) },
    {
      endpoint: dormEndpoints.completeRepair,
      params: (c) => ({ id: seedId(c, 'dorm:repair:1') }),
      body: () => ({ reply: '越权' }),
      adminOnly: true,
    },
    {
      endpoint: dormEndpoints.replyFeedback,
      params: (c) => ({ id: seedId(c, 'dorm:feedback:1') }),
      body: () => ({ reply: '越权' }),
      adminOnly: true,
    },
  ],
  isolationExempt: [],
});

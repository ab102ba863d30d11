/**
 * The repair family (issue 39): places, repair types and fault items, repair administrators and
 * repairmen; reports as `repair` orders on the one workflow with their own status table
 * (order-types.ts), approval where the company's chain asks (charged repairs), dispatch, the
 * repairman's take (one wins) and finish with photos and a charge paid through the pay service,
 * the reporter's confirmation or sending back, and anonymous appraisals.
 */
import { repairEndpoints } from '@campus/contracts';
import { defineFamily } from '../../platform/family.ts';
import * as schema from './schema.ts';
import { REPAIR } from './order-types.ts';
import { setRepairContext } from './deferred-push.ts';
import { repairCatalogRoutes } from './catalog.ts';
import { repairCatalogAdminRoutes } from './catalog-admin.ts';
import { repairReportRoutes } from './report.ts';
import { repairWorkRoutes } from './work.ts';
import { repairAppraiseRoutes } from './appraise.ts';
import { repairListRoutes } from './routes.ts';
import { repairKey, seedRepairCatalog, seedRepairMenu, seedRepairOrders } from './seed.ts';
import './payable.ts';

const order = (c: string) => repairKey.order(c, 'to-take');

export const repair = defineFamily({
  name: 'repair',
  schema,
  orderTypes: [REPAIR],
  routes: async (app, { ctx }) => {
    setRepairContext(ctx);
    repairCatalogRoutes(app, ctx);
    repairCatalogAdminRoutes(app, ctx);
    repairReportRoutes(app, ctx);
    repairListRoutes(app, ctx);
    repairWorkRoutes(app, ctx);
    repairAppraiseRoutes(app, ctx);
  },
  seed: [seedRepairCatalog, seedRepairOrders, seedRepairMenu],
  isolationProbes: [
    { endpoint: repairEndpoints.get, params: (c) => ({ id: order(c) }) },
    {
      endpoint: repairEndpoints.updateFaultItem,
      params: (c) => ({ id: repairKey.item(c, 'tap') }),
      body: (c) => ({ type_id: repairKey.type(c, 'water'), name: '越权', charge_fen: 0 }),
      adminOnly: true,
    },
    { endpoint: repairEndpoints.repairmen, params: (c) => ({ id: order(c) }), adminOnly: true },
    {
      endpoint: repairEndpoints.dispatch,
      params: (c) => ({ id: order(c) }),
      body: (c) => ({ repairman_ids: [repairKey.place(c, 'x')] }),
      adminOnly: true,
    },
    { endpoint: repairEndpoints.take, params: (c) => ({ id: order(c) }) },
    {
      endpoint: repairEndpoints.finish,
      params: (c) => ({ id: repairKey.order(c, 'repairing') }),
      body: (c) => ({ photos: [repairKey.place(c, 'x')], charge_fen: 0 }),
    },
    { endpoint: repairEndpoints.confirm, params: (c) => ({ id: repairKey.order(c, 'to-confirm') }) },
    { endpoint: repairEndpoints.sendBack, params: (c) => ({ id: repairKey.order(c, 'to-confirm') }), body: () => ({ reason: '越权' }) },
    { endpoint: repairEndpoints.withdraw, params: (c) => ({ id: order(c) }) },
    { endpoint: repairEndpoints.appraise, params: (c) => ({ id: repairKey.order(c, 'done') }), body: () => ({ stars: 1 }) },
  ],
  isolationExempt: [],
});

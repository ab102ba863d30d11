/**
 * The car family (issue 11): official cars version 2 and 3 (trips, daily use, self-driving) on the
 * shared workflow: applications checked against the company's rules, dispatch of a vehicle and a
 * driver (one transaction: no vehicle or driver on two overlapping orders), the driver's trips,
 * odometer, fees with receipts, comments (also from a shared public page), changes that go back to
 * approval, statistics; and vehicle repairs.
 */
import { carEndpoints } from '@campus/contracts';
import { defineFamily } from '../../platform/family.ts';
import * as schema from './schema.ts';
import { carOrderTypes } from './order-types.ts';
import { carRoutes } from './routes.ts';
import { seedCarBaseRows, seedCarOrderRows } from './seed.ts';
import { seedCarOrderId } from './seed-orders.ts';
import { seedCarExtraRows, seedChangeId, seedRepairId } from './seed-extras.ts';
import { seedId } from '../../platform/seed/ids.ts';

const order = (c: string) => seedCarOrderId(c, 'trip-approved');
const finished = (c: string) => seedCarOrderId(c, 'history-1-0');

export const car = defineFamily({
  name: 'car',
  schema,
  orderTypes: carOrderTypes,
  routes: async (app, { ctx }) => {
    carRoutes(app, ctx);
  },
  seed: [seedCarBaseRows, seedCarOrderRows, seedCarExtraRows],
  isolationProbes: [
    { endpoint: carEndpoints.order, params: (c) => ({ id: order(c) }) },
    {
      endpoint: carEndpoints.dispatch,
      params: (c) => ({ id: order(c) }),
      body: (c) => ({ vehicle_id: seedId(c, 'car:vehicle:gl8'), driver_id: seedId(c, 'staff:off3driver') }),
      adminOnly: true,
    },
    { endpoint: carEndpoints.start, params: (c) => ({ id: order(c) }), body: () => ({ odometer_km: 1 }) },
    { endpoint: carEndpoints.finish, params: (c) => ({ id: order(c) }), body: () => ({ odometer_km: 2 }) },
    { endpoint: carEndpoints.withdraw, params: (c) => ({ id: order(c) }) },
    { endpoint: carEndpoints.comment, params: (c) => ({ id: finished(c) }), body: () => ({ stars: 5 }) },
    { endpoint: carEndpoints.fees, params: (c) => ({ id: finished(c) }) },
    {
      endpoint: carEndpoints.addFee,
      params: (c) => ({ id: finished(c) }),
      body: () => ({ kind: 'fuel', amount_fen: 100, attachments: ['00000000-0000-4000-8000-000000000000'] }),
    },
    { endpoint: carEndpoints.fee, params: (c) => ({ id: seedId(c, 'car:order:history-1-0:fee:0') }) },
    { endpoint: carEndpoints.share, params: (c) => ({ id: order(c) }) },
    { endpoint: carEndpoints.requestChange, params: (c) => ({ id: order(c) }), body: () => ({ reason: '越权变更', passengers: 2 }) },
    { endpoint: carEndpoints.change, params: (c) => ({ id: seedChangeId(c) }) },
    { endpoint: carEndpoints.repair, params: (c) => ({ id: seedRepairId(c) }) },
    { endpoint: carEndpoints.finishRepair, params: (c) => ({ id: seedRepairId(c) }), body: () => ({ cost_fen: 1 }), adminOnly: true },
  ],
  isolationExempt: [
    {
      endpoint: carEndpoints.shared,
      reason: 'The public page of a shared trip: its unguessable token is the key (no login by design, spec 2.2).',
    },
    { endpoint: carEndpoints.sharedComment, reason: 'The comment of the public page of a shared trip: its token is the key (spec 2.2).' },
  ],
});

/**
 * The private car family (issue 11, spec /privateCar): authorisation, cars and their certification,
 * business trips with their costs and vouchers, monthly subsidy claims in integer fen, statistics.
 * Authorisations, certifications and claims are orders of the one workflow (order-types.ts).
 */
import { privateCarEndpoints as E } from '@campus/contracts';
import { defineFamily } from '../../platform/family.ts';
import * as schema from './schema.ts';
import { pcarOrderTypes } from './order-types.ts';
import { privatecarRoutes } from './routes.ts';
import {
  pcarSeedAuthId,
  pcarSeedCertId,
  pcarSeedFeeId,
  pcarSeedSubsidyId,
  pcarSeedTripId,
  pcarSeedVehicleId,
  seedPcarChains,
  seedPcarConfig,
  seedPcarHistory,
} from './seed.ts';

const trip = (c: string) => ({ id: pcarSeedTripId(c, 1, 0) });

export const privatecar = defineFamily({
  name: 'privatecar',
  schema,
  orderTypes: pcarOrderTypes,
  routes: async (app, { ctx }) => {
    privatecarRoutes(app, ctx);
  },
  seed: [seedPcarConfig, seedPcarChains, seedPcarHistory],
  isolationProbes: [
    { endpoint: E.getAuth, params: (c) => ({ id: pcarSeedAuthId(c) }) },
    { endpoint: E.getVehicle, params: (c) => ({ id: pcarSeedVehicleId(c) }) },
    { endpoint: E.removeVehicle, params: (c) => ({ id: pcarSeedVehicleId(c) }) },
    { endpoint: E.getCertification, params: (c) => ({ id: pcarSeedCertId(c) }) },
    { endpoint: E.getTrip, params: trip },
    { endpoint: E.removeTrip, params: (c) => ({ id: pcarSeedTripId(c, 0, 0) }) },
    {
      endpoint: E.createFee,
      params: (c) => ({ id: pcarSeedTripId(c, 0, 0) }),
      body: () => ({ fee_type: 'parking', amount_fen: 100, attachments: ['00000000-0000-4000-8000-000000000000'] }),
    },
    { endpoint: E.getFee, params: (c) => ({ id: pcarSeedFeeId(c, 1, 0) }) },
    { endpoint: E.removeFee, params: (c) => ({ id: pcarSeedFeeId(c, 1, 0) }) },
    { endpoint: E.getSubsidy, params: (c) => ({ id: pcarSeedSubsidyId(c, 1) }) },
  ],
  isolationExempt: [],
});

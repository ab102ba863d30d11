/** The register family (注册, issue 40): students, staff applications, quick registration, the status check. */
import { registerEndpoints } from '@campus/contracts';
import { defineFamily } from '../../platform/family.ts';
import { seedId } from '../../platform/seed/ids.ts';
import * as schema from './schema.ts';
import { registerRoutes } from './routes.ts';
import { seedRegisterRows } from './seed.ts';
import { STAFF_REGISTER, STUDENT_REGISTER } from './order-types.ts';

export const register = defineFamily({
  name: 'register',
  schema,
  orderTypes: [STAFF_REGISTER, STUDENT_REGISTER],
  routes: async (app, { ctx }) => registerRoutes(app, ctx),
  seed: [seedRegisterRows],
  isolationProbes: [
    { endpoint: registerEndpoints.revokeInvitation, params: (c) => ({ id: seedId(c, 'register_invitation:demo') }), adminOnly: true },
  ],
  isolationExempt: [],
});

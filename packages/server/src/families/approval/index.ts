/**
 * The approval family: orders and approvals over the platform's order engine (submit, approve,
 * reject, transfer, cancel, later transitions, todo/done lists, configured chains, the order-type
 * list) and custom forms (templates, flows).
 */
import { approvalStallEndpoints, orderEndpoints, formEndpoints } from '@campus/contracts';
import { defineFamily } from '../../platform/family.ts';
import * as schema from './schema.ts';
import { approvalOrderTypes } from './order-types.ts';
import { orderRoutes } from './orders.ts';
import { formRoutes } from './forms.ts';
import { stallRoutes } from './stall-routes.ts';
import {
  demoOrderId,
  formTemplateId,
  pastDelegationId,
  seedChainRows,
  seedDelegationRows,
  seedDepartmentHeadRows,
  seedFormTemplateRows,
  seedOrderRows,
} from './seed.ts';

const order = (c: string) => demoOrderId(c, 'goods-pending');

export const approval = defineFamily({
  name: 'approval',
  schema,
  orderTypes: Object.values(approvalOrderTypes),
  routes: async (app, { ctx }) => {
    orderRoutes(app, ctx);
    formRoutes(app, ctx);
    stallRoutes(app, ctx);
  },
  seed: [seedDepartmentHeadRows, seedChainRows, seedFormTemplateRows, seedOrderRows, seedDelegationRows],
  isolationProbes: [
    { endpoint: orderEndpoints.get, params: (c) => ({ id: order(c) }) },
    { endpoint: orderEndpoints.approve, params: (c) => ({ id: order(c) }) },
    { endpoint: orderEndpoints.reject, params: (c) => ({ id: order(c) }), body: () => ({ reason: 'x' }) },
    {
      endpoint: orderEndpoints.transfer,
      params: (c) => ({ id: order(c) }),
      body: () => ({ staff_id: '00000000-0000-4000-8000-000000000000' }),
    },
    { endpoint: orderEndpoints.cancel, params: (c) => ({ id: order(c) }) },
    {
      endpoint: orderEndpoints.transition,
      params: (c) => ({ id: order(c) }),
      body: () => ({ action: 'collect' }),
    },
    { endpoint: formEndpoints.getTemplate, params: (c) => ({ id: formTemplateId(c, 'general') }) },
    { endpoint: approvalStallEndpoints.urge, params: (c) => ({ id: order(c) }) },
    { endpoint: approvalStallEndpoints.cancelDelegation, params: (c) => ({ id: pastDelegationId(c) }) },
    {
      endpoint: approvalStallEndpoints.addSigner,
      params: (c) => ({ id: order(c) }),
      body: () => ({ staff_ids: ['00000000-0000-4000-8000-000000000000'], position: 'after' }),
    },
  ],
  isolationExempt: [],
});

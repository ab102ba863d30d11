/**
 * The approval family: orders and approvals over the platform's order engine (submit, approve,
 * reject, transfer, cancel, later transitions, todo/done lists, configured chains, the order-type
 * list) and custom forms (templates, flows).
 */
import { apiPaths } from '@campus/contracts';
import { defineFamily } from '../../platform/family.ts';
import * as schema from './schema.ts';
import { approvalOrderTypes } from './order-types.ts';
import { orderRoutes } from './orders.ts';
import { formRoutes } from './forms.ts';
import { demoOrderId, formTemplateId, seedChainRows, seedDepartmentHeadRows, seedFormTemplateRows, seedOrderRows } from './seed.ts';

const order = (c: string) => demoOrderId(c, 'goods-pending');

export const approval = defineFamily({
  name: 'approval',
  schema,
  orderTypes: Object.values(approvalOrderTypes),
  routes: async (app, { ctx }) => {
    orderRoutes(app, ctx);
    formRoutes(app, ctx);
  },
  seed: [seedDepartmentHeadRows, seedChainRows, seedFormTemplateRows, seedOrderRows],
  isolationProbes: [
    { route: apiPaths.orderPattern, method: 'GET', url: (c) => apiPaths.order(order(c)) },
    { route: apiPaths.orderApprovePattern, method: 'POST', url: (c) => apiPaths.orderApprove(order(c)) },
    { route: apiPaths.orderRejectPattern, method: 'POST', url: (c) => apiPaths.orderReject(order(c)), body: () => ({ reason: 'x' }) },
    {
      route: apiPaths.orderTransferPattern,
      method: 'POST',
      url: (c) => apiPaths.orderTransfer(order(c)),
      body: () => ({ staff_id: '00000000-0000-4000-8000-000000000000' }),
    },
    { route: apiPaths.orderCancelPattern, method: 'POST', url: (c) => apiPaths.orderCancel(order(c)) },
    {
      route: apiPaths.orderTransitionPattern,
      method: 'POST',
      url: (c) => apiPaths.orderTransition(order(c)),
      body: () => ({ action: 'collect' }),
    },
    { route: apiPaths.formTemplatePattern, method: 'GET', url: (c) => apiPaths.formTemplate(formTemplateId(c, 'general')) },
  ],
  isolationExempt: [],
});

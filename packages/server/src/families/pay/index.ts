/**
 * The pay family: the shared payment service (issue 13). Payment orders over three providers
 * (sandbox, WeChat Pay JSAPI, the native shell's bridge) and the wallet; other families plug in
 * with `registerPayable` (payables.ts) and refund with `refundOrder(payService(ctx), ...)`.
 */
import { apiPaths } from '@campus/contracts';
import { defineFamily } from '../../platform/family.ts';
import * as schema from './schema.ts';
import { payRoutes } from './routes.ts';
import { payOrderId, seedPayRows } from './seed.ts';

export { registerPayable, type Payable, type PayOrderRow } from './payables.ts';
export { payService } from './routes.ts';
export { refundOrder } from './services.ts';

const paid = (c: string) => payOrderId(c, 'topup:staff');

export const pay = defineFamily({
  name: 'pay',
  schema,
  orderTypes: [],
  routes: async (app, { ctx }) => {
    payRoutes(app, ctx);
  },
  seed: [seedPayRows],
  isolationProbes: [
    { route: apiPaths.payOrderPattern, method: 'GET', url: (c) => apiPaths.payOrder(paid(c)) },
    { route: apiPaths.payOrderBalancePattern, method: 'POST', url: (c) => apiPaths.payOrderBalance(paid(c)) },
    { route: apiPaths.payOrderClosePattern, method: 'POST', url: (c) => apiPaths.payOrderClose(paid(c)) },
    {
      route: apiPaths.payOrderRefundPattern,
      method: 'POST',
      url: (c) => apiPaths.payOrderRefund(paid(c)),
      body: () => ({ amount_fen: 100, reason: '越权退款', client_key: 'isolation-probe' }),
      adminOnly: true,
    },
    {
      route: apiPaths.paySandboxConfirmPattern,
      method: 'POST',
      url: (c) => apiPaths.paySandboxConfirm(paid(c)),
      body: () => ({ token: 'x', outcome: 'pay' }),
    },
  ],
  isolationExempt: [],
});

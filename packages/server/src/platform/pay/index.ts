/**
 * The pay family: the shared payment service (issue 13). Payment orders over three providers
 * (sandbox, WeChat Pay JSAPI, the native shell's bridge) and the wallet; other families plug in
 * with `registerPayable` (payables.ts) and refund with `refundOrder(payService(ctx), ...)`.
 */
import { payEndpoints } from '@campus/contracts';
import { defineFamily } from '../family.ts';
import * as schema from './schema.ts';
import { payRoutes } from './routes.ts';
import { payOrderId, seedPayRows } from './seed.ts';

export { payItem, registerPayable, type Payable, type PayableQuote, type PayOrderRow } from './payables.ts';
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
    { endpoint: payEndpoints.getOrder, params: (c) => ({ id: paid(c) }) },
    { endpoint: payEndpoints.payFromBalance, params: (c) => ({ id: paid(c) }) },
    { endpoint: payEndpoints.closeOrder, params: (c) => ({ id: paid(c) }) },
    {
      endpoint: payEndpoints.refundOrder,
      params: (c) => ({ id: paid(c) }),
      body: () => ({ amount_fen: 100, reason: '越权退款', client_key: 'isolation-probe' }),
      adminOnly: true,
    },
    {
      endpoint: payEndpoints.sandboxConfirm,
      params: (c) => ({ id: paid(c) }),
      body: () => ({ token: 'x', outcome: 'pay' }),
    },
  ],
  isolationExempt: [],
});

/**
 * The pay family's endpoints: thin (schemas in @campus/contracts, one defineRoute per operation, the
 * work in services.ts). Provider notifications arrive without login and are verified on their raw
 * body, so they live in a scope whose JSON parser keeps that body.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { payEndpoints, PAY_TOPUP_PURPOSE } from '@campus/contracts';
import type { AppContext } from '../context.ts';
import type { AuthContext } from '../http/auth.ts';
import { defineRoute } from '../http/route.ts';
import { forbidden } from '../errors.ts';
import { providersFromEnv, type PayProviders } from './providers.ts';
import {
  closeOrder,
  expireUnpaidOrders,
  createOrder,
  getOrder,
  handleNotification,
  listOrders,
  payFromBalance,
  quoteOrder,
  reconciliation,
  refundOrder,
  sandboxConfirm,
  wallet,
  walletLedger,
  type Caller,
  type PayDeps,
} from './services.ts';
import { sweepDueRefunds } from './refunds-due.ts';

const UNPAID_SWEEP_MS = 60_000;

const callerOf = (auth: AuthContext): Caller => ({
  companyId: auth.companyId,
  staffId: auth.staffId,
  isAdmin: auth.staff.role === 'admin',
});

/** 201 for a new order, 200 when its client key named one already made. */
function answerMade<T>(reply: FastifyReply, made: { order: T; created: boolean }): T {
  reply.code(made.created ? 201 : 200);
  return made.order;
}

/** The services of one server (other families: `payService(ctx)` to refund their own orders). */
const depsByContext = new WeakMap<AppContext, PayDeps>();
export function payService(ctx: AppContext, providers?: PayProviders): PayDeps {
  let deps = depsByContext.get(ctx);
  if (!deps) {
    deps = {
      db: ctx.handle.db,
      now: ctx.now,
      providers: providers ?? providersFromEnv(process.env, ctx.now, ctx.demoMode),
      log: ctx.log,
      lateTimers: new Set(),
    };
    depsByContext.set(ctx, deps);
  }
  return deps;
}

export function payRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps = payService(ctx);
  // Unpaid orders are closed once a minute after their time is up (what they held is released); the
  // refunds still due (a server stopped between a payment's commit and its refund) are paid back at
  // start and then with them.
  const refundDue = () => {
    sweepDueRefunds(deps).catch((err: unknown) => deps.log.error({ err }, 'paying back due refunds failed'));
  };
  app.addHook('onReady', async () => {
    refundDue();
  });
  const sweep = setInterval(() => {
    expireUnpaidOrders(deps, deps.now()).catch((err: unknown) => deps.log.error({ err }, 'closing unpaid orders failed'));
    refundDue();
  }, UNPAID_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    for (const t of deps.lateTimers) clearTimeout(t);
    deps.lateTimers.clear();
  });

  defineRoute(app, ctx, {
    endpoint: payEndpoints.quote,
    handler: async ({ auth, query }) => quoteOrder(deps, callerOf(auth), { purpose: query.purpose, refId: query.ref_id }),
  });

  defineRoute(app, ctx, {
    endpoint: payEndpoints.createOrder,
    async handler({ auth, body, reply }) {
      const made = await createOrder(deps, callerOf(auth), {
        purpose: body.purpose,
        refId: body.ref_id,
        amountFen: body.amount_fen,
        provider: body.provider,
        clientKey: body.client_key,
      });
      return answerMade(reply, made);
    },
  });

  defineRoute(app, ctx, {
    endpoint: payEndpoints.listOrders,
    handler: async ({ auth, query }) => listOrders(deps, callerOf(auth), query),
  });

  defineRoute(app, ctx, {
    endpoint: payEndpoints.getOrder,
    handler: async ({ auth, params }) => getOrder(deps, callerOf(auth), params.id),
  });

  defineRoute(app, ctx, {
    endpoint: payEndpoints.payFromBalance,
    handler: async ({ auth, params }) => payFromBalance(deps, callerOf(auth), params.id),
  });

  defineRoute(app, ctx, {
    endpoint: payEndpoints.closeOrder,
    handler: async ({ auth, params }) => closeOrder(deps, callerOf(auth), params.id),
  });

  defineRoute(app, ctx, {
    endpoint: payEndpoints.refundOrder,
    async handler({ auth, params, body }) {
      if (auth.staff.role !== 'admin') throw forbidden();
      await refundOrder(deps, {
        companyId: auth.companyId,
        orderId: params.id,
        amountFen: body.amount_fen,
        reason: body.reason,
        clientKey: body.client_key,
        actor: { kind: 'admin', staffId: auth.staffId },
      });
      return getOrder(deps, callerOf(auth), params.id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: payEndpoints.sandboxConfirm,
    handler: async ({ auth, params, body }) =>
      sandboxConfirm(deps, callerOf(auth), params.id, { token: body.token, outcome: body.outcome, delayMs: body.delay_ms }),
  });

  defineRoute(app, ctx, {
    endpoint: payEndpoints.wallet,
    handler: async ({ auth }) => wallet(deps, callerOf(auth)),
  });

  defineRoute(app, ctx, {
    endpoint: payEndpoints.walletLedger,
    handler: async ({ auth, query }) => walletLedger(deps, callerOf(auth), query),
  });

  defineRoute(app, ctx, {
    endpoint: payEndpoints.topup,
    async handler({ auth, body, reply }) {
      const made = await createOrder(deps, callerOf(auth), {
        purpose: PAY_TOPUP_PURPOSE,
        amountFen: body.amount_fen,
        provider: body.provider,
        clientKey: body.client_key,
      });
      return answerMade(reply, made);
    },
  });

  defineRoute(app, ctx, {
    endpoint: payEndpoints.reconciliation,
    async handler({ auth, query }) {
      if (auth.staff.role !== 'admin') throw forbidden();
      return reconciliation(deps, auth.companyId, query);
    },
  });

  // Provider notifications: no login; the raw body is verified (signature, decryption).
  const rawBodies = new WeakMap<FastifyRequest, string>();
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      rawBodies.set(req, typeof body === 'string' ? body : body.toString('utf8'));
      done(null, undefined);
    });
    const notifications = [
      ['sandbox', payEndpoints.notifySandbox],
      ['wechat', payEndpoints.notifyWechat],
      ['lxdz', payEndpoints.notifyLxdz],
    ] as const;
    for (const [provider, endpoint] of notifications) {
      defineRoute(scope, ctx, {
        endpoint,
        async handler({ req, reply, params }) {
          const result = await handleNotification(deps, provider, {
            companyId: params.company_id,
            headers: req.headers,
            rawBody: rawBodies.get(req) ?? '',
          });
          if (!result.ok) {
            reply.code(result.status);
            return { code: 'FAIL', message: result.message };
          }
          return { code: 'SUCCESS', message: '成功' };
        },
      });
    }
  });
}

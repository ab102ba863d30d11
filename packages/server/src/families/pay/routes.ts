/**
 * The pay family's endpoints: thin (schemas in @campus/contracts, one defineRoute per operation, the
 * work in services.ts). Provider notifications arrive without login and are verified on their raw
 * body, so they live in a scope whose JSON parser keeps that body.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  apiPaths,
  companyIdParamsSchema,
  idParamsSchema,
  ledgerPageSchema,
  pageQuerySchema,
  payNotifyAckSchema,
  payOrderCreateSchema,
  payOrderPageSchema,
  payOrderSchema,
  payOrdersQuerySchema,
  payRefundSchema,
  paySandboxConfirmSchema,
  payTopupSchema,
  PAY_TOPUP_PURPOSE,
  reconciliationQuerySchema,
  reconciliationSchema,
  walletSchema,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import { defineRoute } from '../../platform/http/route.ts';
import type { ApiTag } from '../../platform/http/api-tags.ts';
import { forbidden } from '../../platform/errors.ts';
import { providersFromEnv, type PayProviders } from './providers.ts';
import {
  closeOrder,
  createOrder,
  getOrder,
  handleNotification,
  listOrders,
  payFromBalance,
  reconciliation,
  refundOrder,
  sandboxConfirm,
  wallet,
  walletLedger,
  type Caller,
  type PayDeps,
} from './services.ts';

const tags: ApiTag[] = ['pay'];
const callerOf = (auth: AuthContext): Caller => ({
  companyId: auth.companyId,
  staffId: auth.staffId,
  isAdmin: auth.staff.role === 'admin',
});

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
  app.addHook('onClose', async () => {
    for (const t of deps.lateTimers) clearTimeout(t);
    deps.lateTimers.clear();
  });

  defineRoute(app, ctx, {
    method: 'POST',
    operationId: 'pay.createOrder',
    url: apiPaths.payOrders,
    tags,
    summary: '创建支付订单（按 client_key 幂等）',
    description:
      'Creates a payment order for a registered purpose (the paying family prices it; a top-up takes amount_fen) and answers it with the provider parameters (201). The same client_key answers the same order (200); a key reused for another payment is a 400.',
    auth: 'required',
    body: payOrderCreateSchema,
    response: { 200: payOrderSchema, 201: payOrderSchema },
    async handler({ auth, body, reply }) {
      const { order, created } = await createOrder(deps, callerOf(auth), {
        purpose: body.purpose,
        refId: body.ref_id,
        amountFen: body.amount_fen,
        provider: body.provider,
        clientKey: body.client_key,
      });
      reply.code(created ? 201 : 200);
      return order;
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    operationId: 'pay.listOrders',
    url: apiPaths.payOrders,
    tags,
    summary: '我的支付订单（分页，新的在前）',
    description: "A page of the caller's payment orders, newest first (`status` filters).",
    auth: 'required',
    query: payOrdersQuerySchema,
    response: { 200: payOrderPageSchema },
    handler: async ({ auth, query }) => listOrders(deps, callerOf(auth), query),
  });

  defineRoute(app, ctx, {
    method: 'GET',
    operationId: 'pay.getOrder',
    url: apiPaths.payOrderPattern,
    tags,
    summary: '支付订单详情（付款人或管理员）',
    description: 'One payment order, to its payer (with the provider parameters while it is payable) or an admin; 404 otherwise.',
    auth: 'required',
    params: idParamsSchema,
    response: { 200: payOrderSchema },
    handler: async ({ auth, params }) => getOrder(deps, callerOf(auth), params.id),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    operationId: 'pay.payFromBalance',
    url: apiPaths.payOrderBalancePattern,
    tags,
    summary: '用余额支付',
    description:
      "Pays a created order from the payer's wallet in one transaction; 400 余额不足 when the balance does not cover it (never below zero).",
    auth: 'required',
    params: idParamsSchema,
    response: { 200: payOrderSchema },
    handler: async ({ auth, params }) => payFromBalance(deps, callerOf(auth), params.id),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    operationId: 'pay.closeOrder',
    url: apiPaths.payOrderClosePattern,
    tags,
    summary: '关闭未支付的订单',
    description: 'Closes a created order (its payer or an admin). A payment arriving later is refunded automatically.',
    auth: 'required',
    params: idParamsSchema,
    response: { 200: payOrderSchema },
    handler: async ({ auth, params }) => closeOrder(deps, callerOf(auth), params.id),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    operationId: 'pay.refundOrder',
    url: apiPaths.payOrderRefundPattern,
    tags,
    summary: '退款（管理员）',
    description:
      'An admin refunds part or all of a paid order (idempotent by client_key; never more than paid minus refunded). Others: 403.',
    auth: 'required',
    params: idParamsSchema,
    body: payRefundSchema,
    response: { 200: payOrderSchema },
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
    method: 'POST',
    operationId: 'pay.sandboxConfirm',
    url: apiPaths.paySandboxConfirmPattern,
    tags,
    summary: '沙箱支付确认（演示与测试）',
    description:
      "The sandbox provider's confirmation screen: the payer sends back the order's signed token with pay, fail or late (notified after delay_ms). Answers the order.",
    auth: 'required',
    params: idParamsSchema,
    body: paySandboxConfirmSchema,
    response: { 200: payOrderSchema },
    handler: async ({ auth, params, body }) =>
      sandboxConfirm(deps, callerOf(auth), params.id, { token: body.token, outcome: body.outcome, delayMs: body.delay_ms }),
  });

  defineRoute(app, ctx, {
    method: 'GET',
    operationId: 'pay.wallet',
    url: apiPaths.payWallet,
    tags,
    summary: '我的余额',
    description: "The caller's wallet balance in fen (0 before the first top-up).",
    auth: 'required',
    response: { 200: walletSchema },
    handler: async ({ auth }) => wallet(deps, callerOf(auth)),
  });

  defineRoute(app, ctx, {
    method: 'GET',
    operationId: 'pay.walletLedger',
    url: apiPaths.payWalletLedger,
    tags,
    summary: '余额明细（分页，新的在前）',
    description: "The caller's wallet ledger, newest first: top-ups (+), payments (-), refunds, each with the balance after it.",
    auth: 'required',
    query: pageQuerySchema,
    response: { 200: ledgerPageSchema },
    handler: async ({ auth, query }) => walletLedger(deps, callerOf(auth), query),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    operationId: 'pay.topup',
    url: apiPaths.payWalletTopup,
    tags,
    summary: '充值（创建充值订单）',
    description: "Creates a top-up order (idempotent by client_key); once paid through its provider, it credits the caller's wallet.",
    auth: 'required',
    body: payTopupSchema,
    response: { 200: payOrderSchema, 201: payOrderSchema },
    async handler({ auth, body, reply }) {
      const { order, created } = await createOrder(deps, callerOf(auth), {
        purpose: PAY_TOPUP_PURPOSE,
        amountFen: body.amount_fen,
        provider: body.provider,
        clientKey: body.client_key,
      });
      reply.code(created ? 201 : 200);
      return order;
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    operationId: 'pay.reconciliation',
    url: apiPaths.payReconciliation,
    tags,
    summary: '对账（管理员）',
    description:
      'Admin: the payments and refunds of the company in [from, to) (paged, newest first) with the totals paid, refunded, net, the order ledger sum (equal to net), per provider, and the wallet movements.',
    auth: 'required',
    query: reconciliationQuerySchema,
    response: { 200: reconciliationSchema },
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
    for (const provider of ['sandbox', 'wechat', 'lxdz'] as const) {
      defineRoute(scope, ctx, {
        method: 'POST',
        operationId: `pay.notify${provider[0]?.toUpperCase() ?? ''}${provider.slice(1)}`,
        url: apiPaths.payNotifyPattern(provider),
        tags,
        summary: `支付结果通知（${provider}，验签，无需登录）`,
        description: `The ${provider} provider's payment notification for a company: the signature is checked on the raw body (a forged one is refused with 401 and changes nothing); the same notification twice pays the order once.`,
        auth: 'none',
        params: companyIdParamsSchema,
        response: { 200: payNotifyAckSchema, 400: payNotifyAckSchema, 401: payNotifyAckSchema, 404: payNotifyAckSchema },
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

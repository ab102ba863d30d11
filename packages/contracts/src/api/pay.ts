import { z } from 'zod';
import { pageQuerySchema } from './messages.ts';
import { defineEndpoint } from './endpoint.ts';
import { idParamsSchema, pageOf, personRefSchema } from './page.ts';

/**
 * Payments (issue 13): one shared service. Every amount is an integer number of fen (1 yuan = 100
 * fen); only the client shows yuan, with two decimals.
 */

/** Largest single payment or top-up, in fen (100,000 yuan). */
export const PAY_MAX_AMOUNT_FEN = 10_000_000;

export const PAY_STATUSES = ['created', 'paid', 'refunded', 'closed'] as const;
export type PayStatus = (typeof PAY_STATUSES)[number];
export const PAY_STATUS_LABELS: Record<PayStatus, string> = { created: '待支付', paid: '已支付', refunded: '已退款', closed: '已关闭' };

/** `balance` pays from the staff's wallet; the others through a provider (sandbox: demo and tests only). */
export const PAY_PROVIDERS = ['sandbox', 'wechat', 'lxdz', 'balance'] as const;
export type PayProviderName = (typeof PAY_PROVIDERS)[number];

/** An order left unpaid this long is closed by the server (what it paid for is released). */
export const PAY_UNPAID_CLOSE_MINUTES = 30;

/** The purpose of a top-up order (its payment credits the payer's wallet). */
export const PAY_TOPUP_PURPOSE = 'topup';

const amountFen = z
  .number({ error: '请输入金额（分）' })
  .int('金额必须是整数（分）')
  .min(1, '金额必须大于0')
  .max(PAY_MAX_AMOUNT_FEN, `金额不能超过${String(PAY_MAX_AMOUNT_FEN / 100)}元`);
const clientKey = z
  .string({ error: '请提供 client_key' })
  .trim()
  .min(8, 'client_key 至少8个字符')
  .max(64, 'client_key 不能超过64个字符')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'client_key 只能包含字母、数字和 _.:-');

/** What the client needs to start paying with the order's provider (null for balance, or once the order is not payable). */
export const payParamsSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('sandbox'),
    /** Signed by the server: the confirmation screen sends it back with the outcome. */
    token: z.string(),
    amount_fen: z.number().int(),
    subject: z.string(),
  }),
  z.object({
    provider: z.literal('wechat'),
    /** Exactly what `chooseWXPay` / `WeixinJSBridge.invoke('getBrandWCPayRequest', ...)` takes. */
    appId: z.string(),
    timeStamp: z.string(),
    nonceStr: z.string(),
    package: z.string(),
    signType: z.literal('RSA'),
    paySign: z.string(),
  }),
  z.object({
    provider: z.literal('lxdz'),
    /** The native shell's pay bridge arguments (`lxdzPay`), signed with the company's merchant secret. */
    merchant_id: z.string(),
    order_id: z.string(),
    amount_fen: z.number().int(),
    subject: z.string(),
    timestamp: z.string(),
    nonce: z.string(),
    sign: z.string(),
  }),
]);
export type PayParams = z.infer<typeof payParamsSchema>;

/**
 * One line of what an order pays for (issue 34: the purchase screen shows them before the method is
 * chosen): goods or a service x quantity, a fee, or a discount (a negative amount, quantity 1).
 */
export const payItemSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  /** The price of one; amount_fen = unit_fen x quantity. */
  unit_fen: z.number().int(),
  amount_fen: z.number().int(),
});
export type PayItem = z.infer<typeof payItemSchema>;

export const payOrderSchema = z.object({
  id: z.string(),
  client_key: z.string(),
  purpose: z.string(),
  /** The row of the paying family this order pays for (a bus order id ...), or null. */
  ref_id: z.string().nullable(),
  subject: z.string(),
  /**
   * The number the paying family gives what is paid (a shop order's S2611281914315966), shown wherever
   * the order is named; null where the family numbers nothing (a top-up, a bus ticket).
   */
  order_no: z.string().nullable(),
  /** What is paid for, line by line; the lines add up to amount_fen. */
  items: z.array(payItemSchema),
  amount_fen: z.number().int(),
  refunded_fen: z.number().int(),
  provider: z.enum(PAY_PROVIDERS),
  status: z.enum(PAY_STATUSES),
  status_label: z.string(),
  payer: personRefSchema,
  provider_txn_id: z.string().nullable(),
  /** The last failed attempt (sandbox fail, provider error), or null. */
  fail_reason: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_time: z.string(),
  paid_time: z.string().nullable(),
  /** To the payer while the order is `created`; otherwise null. */
  pay_params: payParamsSchema.nullable(),
});
export type PayOrder = z.infer<typeof payOrderSchema>;

/** POST /9077/api/pay/orders/: idempotent by `client_key` (the same key answers the same order, 200). */
export const payOrderCreateSchema = z.object({
  purpose: z.string({ error: '请选择支付用途' }).trim().min(1, '请选择支付用途').max(40, '支付用途无效'),
  ref_id: z.string().trim().max(64, 'ref_id 不能超过64个字符').optional(),
  /** Only where the purpose lets the payer choose (a top-up); otherwise the paying family prices it. */
  amount_fen: amountFen.optional(),
  provider: z.enum(PAY_PROVIDERS, { error: '不支持的支付方式' }),
  client_key: clientKey,
});
export type PayOrderCreate = z.input<typeof payOrderCreateSchema>;

/** GET /9077/api/pay/quote/?purpose=&ref_id=: what an order for this payable would be, before it is created. */
export const payQuoteQuerySchema = z.object({
  purpose: payOrderCreateSchema.shape.purpose,
  ref_id: payOrderCreateSchema.shape.ref_id,
});
export const payQuoteSchema = z.object({
  purpose: z.string(),
  ref_id: z.string().nullable(),
  subject: z.string(),
  order_no: z.string().nullable(),
  items: z.array(payItemSchema),
  amount_fen: z.number().int(),
});
export type PayQuote = z.infer<typeof payQuoteSchema>;

/** POST /9077/api/pay/wallet/topup/: a top-up order (its payment credits the wallet). */
export const payTopupSchema = z.object({
  amount_fen: amountFen,
  provider: z.enum(['sandbox', 'wechat', 'lxdz'], { error: '不支持的支付方式' }),
  client_key: clientKey,
});
export type PayTopup = z.input<typeof payTopupSchema>;

/** POST /9077/api/pay/orders/{id}/refund/ (admin): idempotent by `client_key`; never more than paid. */
export const payRefundSchema = z.object({
  amount_fen: amountFen,
  reason: z.string({ error: '请填写退款原因' }).trim().min(1, '请填写退款原因').max(200, '退款原因不能超过200个字'),
  client_key: clientKey,
});
export type PayRefund = z.input<typeof payRefundSchema>;

/** POST /9077/api/pay/sandbox/{id}/confirm/: the sandbox confirmation screen's answer. */
export const paySandboxConfirmSchema = z.object({
  token: z.string({ error: '缺少支付凭证' }).min(1, '缺少支付凭证').max(512, '支付凭证无效'),
  /** pay: paid at once; fail: the payment fails (the order stays payable); late: paid, notified after delay_ms. */
  outcome: z.enum(['pay', 'fail', 'late'], { error: '不支持的结果' }),
  delay_ms: z.number().int().min(0).max(60_000).optional(),
});
export type PaySandboxConfirm = z.input<typeof paySandboxConfirmSchema>;
export const paySandboxResultSchema = z.object({ outcome: z.enum(['pay', 'fail', 'late']), order: payOrderSchema });

export const payOrdersQuerySchema = pageQuerySchema.extend({ status: z.enum(PAY_STATUSES).optional() });
export const payOrderPageSchema = pageOf(payOrderSchema);
export type PayOrderPage = z.infer<typeof payOrderPageSchema>;

export const walletSchema = z.object({
  balance_fen: z.number().int(),
  updated_at: z.string().nullable(),
  /** The caller may read the company's reconciliation (an admin): the wallet screen offers it. */
  can_reconcile: z.boolean(),
});
export type Wallet = z.infer<typeof walletSchema>;

export const LEDGER_KINDS = ['topup', 'pay', 'refund'] as const;
export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** Signed: + into the wallet, - out of it. */
  amount_fen: z.number().int(),
  balance_after_fen: z.number().int(),
  order_id: z.string().nullable(),
  subject: z.string(),
  /** The paid order's own number (payOrderSchema.order_no), or null. */
  order_no: z.string().nullable(),
  created_at: z.string(),
  created_time: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const ledgerPageSchema = pageOf(ledgerEntrySchema).extend({ balance_fen: z.number().int() });
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

/** GET /9077/api/pay/reconciliation/?from=&to= (admin): the period [from, to) as ISO instants. */
export const reconciliationQuerySchema = pageQuerySchema.extend({
  from: z.iso.datetime({ offset: true, error: '请输入有效的开始时间（ISO 8601）' }),
  to: z.iso.datetime({ offset: true, error: '请输入有效的结束时间（ISO 8601）' }),
});
export const reconciliationEventSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  kind: z.enum(['paid', 'refund']),
  /** + paid, - refunded. */
  amount_fen: z.number().int(),
  provider: z.enum(PAY_PROVIDERS),
  provider_txn_id: z.string().nullable(),
  purpose: z.string(),
  subject: z.string(),
  /** The paid order's own number (payOrderSchema.order_no), or null. */
  order_no: z.string().nullable(),
  payer: personRefSchema,
  created_at: z.string(),
  created_time: z.string(),
});
export const reconciliationSchema = pageOf(reconciliationEventSchema).extend({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    paid_fen: z.number().int(),
    refunded_fen: z.number().int(),
    /** paid - refunded. */
    net_fen: z.number().int(),
    /** Sum of the order ledger (one entry per payment and refund) in the period: equals net_fen. */
    ledger_fen: z.number().int(),
    balanced: z.boolean(),
    /** Net per provider. */
    by_provider: z.array(z.object({ provider: z.enum(PAY_PROVIDERS), paid_fen: z.number().int(), refunded_fen: z.number().int() })),
    /** Wallet movements in the period (top-ups + refunds to wallets - payments from wallets). */
    wallet_fen: z.number().int(),
  }),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** A provider's acknowledgement (WeChat Pay expects `{code, message}`). */
export const payNotifyAckSchema = z.object({ code: z.string(), message: z.string() });
export const companyIdParamsSchema = z.object({ company_id: z.string() });

/** Yuan with two decimals, for display only (the server never leaves fen). */
export const fenToYuan = (fen: number): string => {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${String(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
};

/** A provider's payment notification: no login, verified on its raw body (401 for a forged one). */
const notifyEndpoint = <const P extends Exclude<PayProviderName, 'balance'>, const O extends `pay.${string}`>(
  provider: P,
  operationId: O,
) =>
  defineEndpoint({
    method: 'POST',
    operationId,
    path: `/pay/notify/${provider}/:company_id/`,
    tags: ['pay'],
    summary: `支付结果通知（${provider}，验签，无需登录）`,
    description: `The ${provider} provider's payment notification for a company: the signature is checked on the raw body (a forged one is refused with 401 and changes nothing); the same notification twice pays the order once.`,
    auth: 'none',
    params: companyIdParamsSchema,
    response: { 200: payNotifyAckSchema, 400: payNotifyAckSchema, 401: payNotifyAckSchema, 404: payNotifyAckSchema },
  });

/** The pay family's operations (under /9077/api/pay/). */
export const payEndpoints = {
  createOrder: defineEndpoint({
    method: 'POST',
    operationId: 'pay.createOrder',
    path: '/pay/orders/',
    tags: ['pay'],
    summary: '创建支付订单（按 client_key 幂等）',
    description:
      'Creates a payment order for a registered purpose (the paying family prices it; a top-up takes amount_fen) and answers it with the provider parameters (201). The same client_key answers the same order (200); a key reused for another payment is a 400.',
    auth: 'required',
    body: payOrderCreateSchema,
    response: { 200: payOrderSchema, 201: payOrderSchema },
  }),
  quote: defineEndpoint({
    method: 'GET',
    operationId: 'pay.quote',
    path: '/pay/quote/',
    tags: ['pay'],
    summary: '待支付内容（创建支付订单前）',
    description:
      "What an order for this payable would pay for, priced by the paying family exactly as createOrder would: its lines (items, quantities, discounts), the total, the subject and the family's own order number. Nothing is created or held. The same refusals as createOrder (400).",
    auth: 'required',
    query: payQuoteQuerySchema,
    response: { 200: payQuoteSchema },
  }),
  listOrders: defineEndpoint({
    method: 'GET',
    operationId: 'pay.listOrders',
    path: '/pay/orders/',
    tags: ['pay'],
    summary: '我的支付订单（分页，新的在前）',
    description: "A page of the caller's payment orders, newest first (`status` filters).",
    auth: 'required',
    query: payOrdersQuerySchema,
    response: { 200: payOrderPageSchema },
  }),
  getOrder: defineEndpoint({
    method: 'GET',
    operationId: 'pay.getOrder',
    path: '/pay/orders/:id/',
    tags: ['pay'],
    summary: '支付订单详情（付款人或管理员）',
    description: 'One payment order, to its payer (with the provider parameters while it is payable) or an admin; 404 otherwise.',
    auth: 'required',
    params: idParamsSchema,
    response: { 200: payOrderSchema },
  }),
  payFromBalance: defineEndpoint({
    method: 'POST',
    operationId: 'pay.payFromBalance',
    path: '/pay/orders/:id/balance/',
    tags: ['pay'],
    summary: '用余额支付',
    description:
      "Pays a created order from the payer's wallet in one transaction; 400 余额不足 when the balance does not cover it (never below zero).",
    auth: 'required',
    params: idParamsSchema,
    response: { 200: payOrderSchema },
  }),
  closeOrder: defineEndpoint({
    method: 'POST',
    operationId: 'pay.closeOrder',
    path: '/pay/orders/:id/close/',
    tags: ['pay'],
    summary: '关闭未支付的订单',
    description: 'Closes a created order (its payer or an admin). A payment arriving later is refunded automatically.',
    auth: 'required',
    params: idParamsSchema,
    response: { 200: payOrderSchema },
  }),
  refundOrder: defineEndpoint({
    method: 'POST',
    operationId: 'pay.refundOrder',
    path: '/pay/orders/:id/refund/',
    tags: ['pay'],
    summary: '退款（管理员）',
    description:
      'An admin refunds part or all of a paid order (idempotent by client_key; never more than paid minus refunded). Others: 403.',
    auth: 'required',
    params: idParamsSchema,
    body: payRefundSchema,
    response: { 200: payOrderSchema },
  }),
  sandboxConfirm: defineEndpoint({
    method: 'POST',
    operationId: 'pay.sandboxConfirm',
    path: '/pay/sandbox/:id/confirm/',
    tags: ['pay'],
    summary: '沙箱支付确认（演示与测试）',
    description:
      "The sandbox provider's confirmation screen: the payer sends back the order's signed token with pay, fail or late (notified after delay_ms). Answers the order.",
    auth: 'required',
    params: idParamsSchema,
    body: paySandboxConfirmSchema,
    response: { 200: payOrderSchema },
  }),
  wallet: defineEndpoint({
    method: 'GET',
    operationId: 'pay.wallet',
    path: '/pay/wallet/',
    tags: ['pay'],
    summary: '我的余额',
    description: "The caller's wallet balance in fen (0 before the first top-up).",
    auth: 'required',
    response: { 200: walletSchema },
  }),
  walletLedger: defineEndpoint({
    method: 'GET',
    operationId: 'pay.walletLedger',
    path: '/pay/wallet/ledger/',
    tags: ['pay'],
    summary: '余额明细（分页，新的在前）',
    description: "The caller's wallet ledger, newest first: top-ups (+), payments (-), refunds, each with the balance after it.",
    auth: 'required',
    query: pageQuerySchema,
    response: { 200: ledgerPageSchema },
  }),
  topup: defineEndpoint({
    method: 'POST',
    operationId: 'pay.topup',
    path: '/pay/wallet/topup/',
    tags: ['pay'],
    summary: '充值（创建充值订单）',
    description: "Creates a top-up order (idempotent by client_key); once paid through its provider, it credits the caller's wallet.",
    auth: 'required',
    body: payTopupSchema,
    response: { 200: payOrderSchema, 201: payOrderSchema },
  }),
  reconciliation: defineEndpoint({
    method: 'GET',
    operationId: 'pay.reconciliation',
    path: '/pay/reconciliation/',
    tags: ['pay'],
    summary: '对账（管理员）',
    description:
      'Admin: the payments and refunds of the company in [from, to) (paged, newest first) with the totals paid, refunded, net, the order ledger sum (equal to net), per provider, and the wallet movements.',
    auth: 'required',
    query: reconciliationQuerySchema,
    response: { 200: reconciliationSchema },
  }),
  notifySandbox: notifyEndpoint('sandbox', 'pay.notifySandbox'),
  notifyWechat: notifyEndpoint('wechat', 'pay.notifyWechat'),
  notifyLxdz: notifyEndpoint('lxdz', 'pay.notifyLxdz'),
};

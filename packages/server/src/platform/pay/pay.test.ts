import { beforeAll, describe, expect, it } from 'vitest';
import {
  authEndpoints,
  endpointUrl,
  payEndpoints,
  PAY_UNPAID_CLOSE_MINUTES,
  ledgerPageSchema,
  payOrderPageSchema,
  payOrderSchema,
  payQuoteSchema,
  reconciliationSchema,
  walletSchema,
  type PayOrder,
} from '@campus/contracts';
import { A, B, describeOnDatabase, staffId } from '../test/harness.ts';
import { clientOf, type Client } from '../test/client.ts';
import type { Harness } from '../test/harness.ts';
import { sql } from 'drizzle-orm';
import { payItem, quoteLines, registerPayable } from './payables.ts';
import { payService } from './routes.ts';
import { expireUnpaidOrders, refundOrder } from './services.ts';
import { payOrderId } from './seed.ts';

/** A test payable: a ticket priced by the "family", recording its hook calls. */
const hookCalls: { kind: 'paid' | 'refunded' | 'closed'; orderId: string; amountFen?: number }[] = [];
registerPayable({
  purpose: 'test_ticket',
  family: 'testfamily',
  name: '测试车票',
  async quote({ refId }) {
    const price = Number(refId?.split(':')[1] ?? '150');
    return { amountFen: price, subject: `测试车票 ${refId ?? ''}` };
  },
  async onPaid({ order }) {
    hookCalls.push({ kind: 'paid', orderId: order.id });
  },
  async onRefunded({ order, amountFen }) {
    hookCalls.push({ kind: 'refunded', orderId: order.id, amountFen });
  },
  async onClosed({ order }) {
    hookCalls.push({ kind: 'closed', orderId: order.id });
  },
});

/**
 * A test payable with lines and its own order number (issue 34). Its quote also moves the payer's wallet
 * by one fen, so a preview that kept anything would show.
 */
registerPayable({
  purpose: 'test_lines',
  family: 'testfamily',
  name: '测试订单',
  async quote({ tx, companyId, payerId, refId }) {
    await tx.execute(sql`UPDATE pay_wallets SET balance_fen = balance_fen + 1 WHERE company_id = ${companyId} AND staff_id = ${payerId}`);
    return {
      amountFen: 250,
      subject: `测试订单 ${refId ?? ''}`,
      orderNo: refId,
      items: [payItem('矿泉水', 2, 150), payItem('优惠券 满2减0.5', 1, -50)],
    };
  },
});

let seq = 0;
const key = (p = 'k') => `${p}-${String(Date.now())}-${String(++seq)}`;
const order = (res: { json: () => unknown }): PayOrder => payOrderSchema.parse(res.json());

async function sandboxPay(c: Client, o: PayOrder, outcome: 'pay' | 'fail' | 'late' = 'pay', delay_ms?: number) {
  const token = o.pay_params?.provider === 'sandbox' ? o.pay_params.token : '';
  return c.post(endpointUrl(payEndpoints.sandboxConfirm, { id: o.id }), {
    token,
    outcome,
    ...(delay_ms === undefined ? {} : { delay_ms }),
  });
}

async function topup(c: Client, amount_fen: number): Promise<PayOrder> {
  const created = await c.post(payEndpoints.topup.url, { amount_fen, provider: 'sandbox', client_key: key('topup') });
  expect(created.statusCode).toBe(201);
  const paid = await sandboxPay(c, order(created));
  expect(paid.statusCode).toBe(200);
  return order(paid);
}

const balanceOf = async (c: Client) => walletSchema.parse((await c.get(payEndpoints.wallet.url)).json()).balance_fen;
const ticket = (c: Client, price: number, provider = 'balance', client_key = key('ticket')) =>
  c.post(payEndpoints.createOrder.url, { purpose: 'test_ticket', ref_id: `t:${String(price)}`, provider, client_key });

async function checkBalanced(h: Harness, c: Client, from: Date, to: Date) {
  const res = await c.get(`${payEndpoints.reconciliation.url}?from=${from.toISOString()}&to=${to.toISOString()}&page_size=100`);
  expect(res.statusCode, res.body).toBe(200);
  const r = reconciliationSchema.parse(res.json());
  expect(r.totals.net_fen).toBe(r.totals.paid_fen - r.totals.refunded_fen);
  expect(r.totals.ledger_fen).toBe(r.totals.net_fen);
  expect(r.totals.balanced).toBe(true);
  void h;
  return r;
}

describeOnDatabase('payments (issue 13): orders, sandbox provider, wallet, refunds, reconciliation', (h) => {
  let admin: Client;
  let staff: Client;
  let patrol: Client;
  let adminB: Client;
  const start = new Date(Date.now() - 1000);
  beforeAll(async () => {
    admin = await clientOf(h(), A.id);
    staff = await clientOf(h(), A.id, '13800000005');
    patrol = await clientOf(h(), A.id, '13800000001');
    adminB = await clientOf(h(), B.id);
  });

  it('seed: the demo staff has a wallet with balance and a ledger that adds up to it', async () => {
    const ledger = ledgerPageSchema.parse((await staff.get(payEndpoints.walletLedger.url)).json());
    expect(ledger.balance_fen).toBe(23_000);
    expect(ledger.results.map((e) => e.kind)).toEqual(['refund', 'topup', 'topup']);
    expect(ledger.results.reduce((s, e) => s + e.amount_fen, 0)).toBe(23_000);
    expect(ledger.results[0]?.balance_after_fen).toBe(23_000);
    const mine = payOrderPageSchema.parse((await staff.get(payEndpoints.createOrder.url)).json());
    expect(mine.count).toBe(2);
    expect(mine.results.every((o) => o.status === 'paid' && o.pay_params === null)).toBe(true);
  });

  it('created -> paid through the sandbox: the top-up credits the wallet once; idempotent creation by client key', async () => {
    const before = await balanceOf(patrol);
    const client_key = key('topup');
    const first = await patrol.post(payEndpoints.topup.url, { amount_fen: 1234, provider: 'sandbox', client_key });
    expect(first.statusCode).toBe(201);
    const o = order(first);
    expect(o).toMatchObject({
      status: 'created',
      amount_fen: 1234,
      purpose: 'topup',
      provider: 'sandbox',
      pay_params: { provider: 'sandbox' },
    });
    const again = await patrol.post(payEndpoints.topup.url, { amount_fen: 1234, provider: 'sandbox', client_key });
    expect(again.statusCode).toBe(200);
    expect(order(again).id).toBe(o.id);
    // The same key for another payment: refused.
    const other = await patrol.post(payEndpoints.topup.url, { amount_fen: 999, provider: 'sandbox', client_key });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ client_key: ['该 client_key 已用于另一笔支付'] });
    // 20 concurrent creations with one key: one order.
    const k2 = key('race');
    const many = await Promise.all(
      Array.from({ length: 20 }, () => patrol.post(payEndpoints.topup.url, { amount_fen: 10, provider: 'sandbox', client_key: k2 })),
    );
    expect(new Set(many.map((r) => order(r).id)).size).toBe(1);
    expect(many.filter((r) => r.statusCode === 201)).toHaveLength(1);

    const paid = await sandboxPay(patrol, o);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(order(paid)).toMatchObject({
      status: 'paid',
      status_label: '已支付',
      pay_params: null,
      provider_txn_id: expect.stringMatching(/^sandbox_/),
    });
    expect(await balanceOf(patrol)).toBe(before + 1234);
    // Confirming again: not payable, nothing changes.
    expect((await sandboxPay(patrol, o)).json()).toEqual({ non_field_errors: ['订单不是待支付状态'] });
    expect(await balanceOf(patrol)).toBe(before + 1234);
  });

  it('sandbox: a wrong token is refused; fail keeps the order payable with the reason; late pays after the delay', async () => {
    const o = order(await patrol.post(payEndpoints.topup.url, { amount_fen: 500, provider: 'sandbox', client_key: key() }));
    const bad = await patrol.post(endpointUrl(payEndpoints.sandboxConfirm, { id: o.id }), { token: 'forged', outcome: 'pay' });
    expect(bad.json()).toEqual({ token: ['支付凭证无效'] });
    // Only the payer confirms (another staff: 404).
    expect((await staff.post(endpointUrl(payEndpoints.sandboxConfirm, { id: o.id }), { token: 'x', outcome: 'pay' })).statusCode).toBe(404);
    const failed = order(await sandboxPay(patrol, o, 'fail'));
    expect(failed).toMatchObject({ status: 'created', fail_reason: '沙箱支付失败（模拟）' });
    const before = await balanceOf(patrol);
    const late = order(await sandboxPay(patrol, o, 'late', 50));
    expect(late.status).toBe('created');
    await expect
      .poll(async () => order(await patrol.get(endpointUrl(payEndpoints.getOrder, { id: o.id }))).status, { timeout: 5000 })
      .toBe('paid');
    expect(await balanceOf(patrol)).toBe(before + 500);
  });

  it('created -> closed; a payment arriving after the close is refunded at once (closed -> paid -> refunded), money adds up', async () => {
    const o = order(await ticket(staff, 300, 'sandbox'));
    hookCalls.length = 0;
    const closed = await staff.post(endpointUrl(payEndpoints.closeOrder, { id: o.id }));
    expect(order(closed)).toMatchObject({ status: 'closed', closed_at: expect.any(String), pay_params: null });
    expect(hookCalls).toEqual([{ kind: 'closed', orderId: o.id }]);
    expect((await staff.post(endpointUrl(payEndpoints.closeOrder, { id: o.id }))).statusCode).toBe(200);
    // The sandbox screen was still open: the payer confirms late; the money comes back.
    const o2 = order(await ticket(staff, 400, 'sandbox'));
    await sandboxPay(staff, o2, 'late', 100);
    await staff.post(endpointUrl(payEndpoints.closeOrder, { id: o2.id }));
    await expect
      .poll(async () => order(await staff.get(endpointUrl(payEndpoints.getOrder, { id: o2.id }))).status, { timeout: 5000 })
      .toBe('refunded');
    expect(order(await staff.get(endpointUrl(payEndpoints.getOrder, { id: o2.id })))).toMatchObject({
      refunded_fen: 400,
      paid_at: expect.any(String),
    });
    // A paid order cannot be closed.
    const paid = order(await ticket(staff, 10, 'balance'));
    await staff.post(endpointUrl(payEndpoints.payFromBalance, { id: paid.id }));
    expect((await staff.post(endpointUrl(payEndpoints.closeOrder, { id: paid.id }))).json()).toEqual({
      non_field_errors: ['只有待支付的订单可以关闭'],
    });
  });

  it(`an order left unpaid ${String(PAY_UNPAID_CLOSE_MINUTES)} minutes is closed by the server and its payable told; a younger or paid one is kept`, async () => {
    const stale = order(await ticket(staff, 120, 'sandbox'));
    const paid = order(await ticket(staff, 10, 'balance'));
    await staff.post(endpointUrl(payEndpoints.payFromBalance, { id: paid.id }));
    const deps = payService(h().app.context);
    hookCalls.length = 0;
    // just before its time: nothing closes
    const created = new Date(stale.created_at).getTime();
    await expireUnpaidOrders(deps, new Date(created + PAY_UNPAID_CLOSE_MINUTES * 60_000 - 1_000));
    expect(order(await staff.get(endpointUrl(payEndpoints.getOrder, { id: stale.id }))).status).toBe('created');
    // after it: closed once, the payable hears of it, the paid order stays paid
    await expireUnpaidOrders(deps, new Date(Date.now() + PAY_UNPAID_CLOSE_MINUTES * 60_000 + 1_000));
    expect(order(await staff.get(endpointUrl(payEndpoints.getOrder, { id: stale.id })))).toMatchObject({
      status: 'closed',
      pay_params: null,
    });
    expect(hookCalls.filter((c) => c.orderId === stale.id)).toEqual([{ kind: 'closed', orderId: stale.id }]);
    expect(order(await staff.get(endpointUrl(payEndpoints.getOrder, { id: paid.id }))).status).toBe('paid');
    // the sandbox screen can no longer pay it
    expect((await sandboxPay(staff, stale)).json()).toEqual({ non_field_errors: ['订单不是待支付状态'] });
  });

  it('pay from balance: paid, the ledger shows it, hooks run; not enough balance is refused; top-ups cannot be paid from balance', async () => {
    const before = await balanceOf(staff);
    hookCalls.length = 0;
    const o = order(await ticket(staff, 250));
    expect(o).toMatchObject({ status: 'created', amount_fen: 250, subject: '测试车票 t:250', pay_params: null });
    // Someone else cannot pay it (not visible), an admin of the company can see but not pay it.
    expect((await patrol.post(endpointUrl(payEndpoints.payFromBalance, { id: o.id }))).statusCode).toBe(404);
    expect((await admin.post(endpointUrl(payEndpoints.payFromBalance, { id: o.id }))).json()).toEqual({
      detail: '只有付款人可以支付该订单',
    });
    const paid = await staff.post(endpointUrl(payEndpoints.payFromBalance, { id: o.id }));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(order(paid)).toMatchObject({ status: 'paid', provider: 'balance' });
    expect(hookCalls).toEqual([{ kind: 'paid', orderId: o.id }]);
    expect(await balanceOf(staff)).toBe(before - 250);
    const ledger = ledgerPageSchema.parse((await staff.get(payEndpoints.walletLedger.url)).json());
    expect(ledger.results[0]).toMatchObject({
      kind: 'pay',
      amount_fen: -250,
      balance_after_fen: before - 250,
      order_id: o.id,
      subject: '测试车票 t:250',
    });
    expect((await staff.post(endpointUrl(payEndpoints.payFromBalance, { id: o.id }))).json()).toEqual({
      non_field_errors: ['订单不是待支付状态'],
    });

    const tooDear = order(await ticket(staff, 9_000_000));
    expect((await staff.post(endpointUrl(payEndpoints.payFromBalance, { id: tooDear.id }))).json()).toEqual({
      non_field_errors: ['余额不足'],
    });
    expect(order(await staff.get(endpointUrl(payEndpoints.getOrder, { id: tooDear.id }))).status).toBe('created');
    const t = order(await staff.post(payEndpoints.topup.url, { amount_fen: 100, provider: 'sandbox', client_key: key() }));
    expect((await staff.post(endpointUrl(payEndpoints.payFromBalance, { id: t.id }))).json()).toEqual({
      non_field_errors: ['充值订单不能用余额支付'],
    });
    // The family prices its payable: the client cannot name an amount.
    expect(
      (
        await staff.post(payEndpoints.createOrder.url, { purpose: 'test_ticket', amount_fen: 1, provider: 'balance', client_key: key() })
      ).json(),
    ).toEqual({
      amount_fen: ['该支付用途的金额由系统计算'],
    });
    expect((await staff.post(payEndpoints.createOrder.url, { purpose: 'nope', provider: 'balance', client_key: key() })).json()).toEqual({
      purpose: ['不支持的支付用途'],
    });
    expect(
      (await staff.post(payEndpoints.createOrder.url, { purpose: 'test_ticket', provider: 'lxdz', client_key: key() })).json(),
    ).toEqual({
      provider: ['该支付方式未开通'],
    });
  });

  it('50 concurrent payments from one wallet that covers only some: exactly the affordable number succeed, never below zero', async () => {
    const poor = await clientOf(h(), A.id, '13800000002');
    const start = await balanceOf(poor);
    expect(start).toBe(0);
    await topup(poor, 1000); // covers 6 payments of 150 (900), not a 7th
    const orders = await Promise.all(Array.from({ length: 50 }, () => ticket(poor, 150).then(order)));
    const results = await Promise.all(orders.map((o) => poor.post(endpointUrl(payEndpoints.payFromBalance, { id: o.id }))));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(6);
    expect(results.filter((r) => r.statusCode === 400).every((r) => JSON.stringify(r.json()).includes('余额不足'))).toBe(true);
    expect(results.filter((r) => r.statusCode !== 200 && r.statusCode !== 400)).toEqual([]);
    expect(await balanceOf(poor)).toBe(100);
    const ledger = ledgerPageSchema.parse((await poor.get(`${payEndpoints.walletLedger.url}?page_size=100`)).json());
    expect(ledger.results.reduce((s, e) => s + e.amount_fen, 0)).toBe(100);
    expect(ledger.results.every((e) => e.balance_after_fen >= 0)).toBe(true);
  });

  it('refunds: admin only, idempotent by key, never more than paid; balance payments return to the wallet; the family may refund its own', async () => {
    const before = await balanceOf(staff);
    const o = order(await ticket(staff, 1000));
    await staff.post(endpointUrl(payEndpoints.payFromBalance, { id: o.id }));
    hookCalls.length = 0;
    const body = { amount_fen: 300, reason: '部分退款', client_key: key('refund') };
    expect((await staff.post(endpointUrl(payEndpoints.refundOrder, { id: o.id }), body)).statusCode).toBe(403);
    const r1 = await admin.post(endpointUrl(payEndpoints.refundOrder, { id: o.id }), body);
    expect(r1.statusCode, r1.body).toBe(200);
    expect(order(r1)).toMatchObject({ status: 'paid', refunded_fen: 300 });
    // The same refund again: nothing more.
    expect(order(await admin.post(endpointUrl(payEndpoints.refundOrder, { id: o.id }), body))).toMatchObject({ refunded_fen: 300 });
    expect(hookCalls).toEqual([{ kind: 'refunded', orderId: o.id, amountFen: 300 }]);
    expect(await balanceOf(staff)).toBe(before - 700);
    // More than what is left: refused.
    expect(
      (
        await admin.post(endpointUrl(payEndpoints.refundOrder, { id: o.id }), { amount_fen: 701, reason: '多退', client_key: key() })
      ).json(),
    ).toEqual({
      amount_fen: ['退款金额不能超过可退金额'],
    });
    // Concurrent refunds of 200 each (700 left): at most three succeed.
    const many = await Promise.all(
      Array.from({ length: 10 }, () =>
        admin.post(endpointUrl(payEndpoints.refundOrder, { id: o.id }), { amount_fen: 200, reason: '并发退款', client_key: key() }),
      ),
    );
    expect(many.filter((r) => r.statusCode >= 500)).toEqual([]);
    const after = order(await staff.get(endpointUrl(payEndpoints.getOrder, { id: o.id })));
    expect(after.refunded_fen).toBe(900);
    expect(after.refunded_fen).toBeLessThanOrEqual(after.amount_fen);
    // The paying family refunds the rest through the service; another family may not.
    const deps = payService(h().app.context);
    await expect(
      refundOrder(deps, {
        companyId: A.id,
        orderId: o.id,
        amountFen: 100,
        reason: 'x',
        clientKey: key(),
        actor: { kind: 'family', family: 'other' },
      }),
    ).rejects.toMatchObject({ statusCode: 403 });
    const done = await refundOrder(deps, {
      companyId: A.id,
      orderId: o.id,
      amountFen: 100,
      reason: '班次取消',
      clientKey: key(),
      actor: { kind: 'family', family: 'testfamily' },
    });
    expect(done).toMatchObject({ status: 'refunded', refundedFen: 1000 });
    expect(await balanceOf(staff)).toBe(before);
    expect(
      (await admin.post(endpointUrl(payEndpoints.refundOrder, { id: o.id }), { amount_fen: 1, reason: 'x', client_key: key() })).json(),
    ).toEqual({
      non_field_errors: ['只有已支付的订单可以退款'],
    });
    // Unpaid: not refundable.
    const unpaid = order(await ticket(staff, 10));
    expect(
      (await admin.post(endpointUrl(payEndpoints.refundOrder, { id: unpaid.id }), { amount_fen: 1, reason: 'x', client_key: key() }))
        .statusCode,
    ).toBe(400);
  });

  it('reconciliation: paid - refunded = the ledger sum for the period, listed with totals; admin only; the period is checked', async () => {
    const end = new Date(Date.now() + 60_000);
    const r = await checkBalanced(h(), admin, start, end);
    expect(r.totals.paid_fen).toBeGreaterThan(0);
    expect(r.totals.refunded_fen).toBeGreaterThan(0);
    expect(r.results.some((e) => e.kind === 'refund' && e.amount_fen < 0)).toBe(true);
    expect(r.totals.by_provider.reduce((s, p) => s + p.paid_fen - p.refunded_fen, 0)).toBe(r.totals.net_fen);
    // The seeded history too (the last three days), and a window inside it.
    await checkBalanced(h(), admin, new Date(Date.now() - 72 * 3_600_000), end);
    const seeded = await checkBalanced(h(), admin, new Date(Date.now() - 72 * 3_600_000), new Date(Date.now() - 20 * 3_600_000));
    // the pay family's seeded top-ups (other families seed their own paid orders in the same window)
    const topups = seeded.results.filter((e) => e.purpose === 'topup');
    expect(topups.reduce((sum, e) => sum + e.amount_fen, 0)).toBe(35_000);
    expect(seeded.totals.ledger_fen).toBe(seeded.totals.net_fen);
    expect((await staff.get(`${payEndpoints.reconciliation.url}?from=${start.toISOString()}&to=${end.toISOString()}`)).statusCode).toBe(
      403,
    );
    // The wallet tells the screen whether to offer the reconciliation at all.
    expect(walletSchema.parse((await staff.get(payEndpoints.wallet.url)).json()).can_reconcile).toBe(false);
    expect(walletSchema.parse((await admin.get(payEndpoints.wallet.url)).json()).can_reconcile).toBe(true);
    expect((await admin.get(`${payEndpoints.reconciliation.url}?from=${end.toISOString()}&to=${start.toISOString()}`)).json()).toEqual({
      to: ['结束时间必须晚于开始时间'],
    });
    expect((await admin.get(`${payEndpoints.reconciliation.url}?from=x&to=y`)).statusCode).toBe(400);
    // Company B sees only its own.
    const rb = reconciliationSchema.parse(
      (await adminB.get(`${payEndpoints.reconciliation.url}?from=${start.toISOString()}&to=${end.toISOString()}`)).json(),
    );
    expect(rb.count).toBe(0);
  });

  it('production mode: the sandbox (payments without money) is not offered', async () => {
    const prod = await h().build({ demoMode: false });
    const login = await prod.inject({
      method: 'POST',
      url: authEndpoints.login.url,
      payload: { phone: '13800000005', password: 'Demo@2026', company_id: A.id },
    });
    expect(login.statusCode, login.body).toBe(200);
    const headers = { authorization: `Token ${login.json<{ token: string }>().token}` };
    const res = await prod.inject({
      method: 'POST',
      url: payEndpoints.topup.url,
      headers,
      payload: { amount_fen: 100, provider: 'sandbox', client_key: key() },
    });
    expect(res.json()).toEqual({ provider: ['该支付方式未开通'] });
    // An order created on a demo server cannot be confirmed through a production one either.
    const o = order(await staff.post(payEndpoints.topup.url, { amount_fen: 100, provider: 'sandbox', client_key: key() }));
    const token = o.pay_params?.provider === 'sandbox' ? o.pay_params.token : '';
    const confirm = await prod.inject({
      method: 'POST',
      url: endpointUrl(payEndpoints.sandboxConfirm, { id: o.id }),
      headers,
      payload: { token, outcome: 'pay' },
    });
    expect(confirm.json()).toEqual({ non_field_errors: ['该支付方式未开通'] });
  });

  it('issue 34: the preview (pay/quote) shows the lines, total and number and keeps nothing; the order, the ledger and reconciliation name the number', async () => {
    const before = await balanceOf(staff);
    const url = endpointUrl(payEndpoints.quote, {}, { purpose: 'test_lines', ref_id: 'T2611281914315966' });
    const preview = await staff.get(url);
    expect(preview.statusCode, preview.body).toBe(200);
    const lines = [
      { name: '矿泉水', quantity: 2, unit_fen: 150, amount_fen: 300 },
      { name: '优惠券 满2减0.5', quantity: 1, unit_fen: -50, amount_fen: -50 },
    ];
    expect(payQuoteSchema.parse(preview.json())).toEqual({
      purpose: 'test_lines',
      ref_id: 'T2611281914315966',
      subject: '测试订单 T2611281914315966',
      order_no: 'T2611281914315966',
      items: lines,
      amount_fen: 250,
    });
    // the quote's write was rolled back
    expect(await balanceOf(staff)).toBe(before);
    // a top-up has no preview (its payer chooses the amount); an unknown purpose is refused
    expect((await staff.get(endpointUrl(payEndpoints.quote, {}, { purpose: 'topup' }))).statusCode).toBe(400);
    expect((await staff.get(endpointUrl(payEndpoints.quote, {}, { purpose: 'nope' }))).json()).toEqual({ purpose: ['不支持的支付用途'] });

    const created = await staff.post(payEndpoints.createOrder.url, {
      purpose: 'test_lines',
      ref_id: 'T2611281914315966',
      provider: 'balance',
      client_key: key('lines'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const paid = payOrderSchema.parse((await staff.post(endpointUrl(payEndpoints.payFromBalance, { id: order(created).id }))).json());
    expect(paid).toMatchObject({ status: 'paid', amount_fen: 250, order_no: 'T2611281914315966', items: lines });
    const ledger = ledgerPageSchema.parse((await staff.get(payEndpoints.walletLedger.url)).json());
    expect(ledger.results[0]).toMatchObject({ kind: 'pay', amount_fen: -250, order_id: paid.id, order_no: 'T2611281914315966' });
    const now = new Date();
    const r = await checkBalanced(h(), admin, new Date(now.getTime() - 60_000), new Date(now.getTime() + 60_000));
    expect(r.results.find((e) => e.order_id === paid.id)).toMatchObject({ kind: 'paid', order_no: 'T2611281914315966' });
  });

  it('isolation: company B cannot see, pay, close, confirm or refund company A orders', async () => {
    const o = order(await ticket(staff, 20));
    const seeded = payOrderId(A.id, 'topup:staff');
    for (const id of [o.id, seeded]) {
      expect((await adminB.get(endpointUrl(payEndpoints.getOrder, { id: id }))).statusCode).toBe(404);
      expect((await adminB.post(endpointUrl(payEndpoints.payFromBalance, { id: id }))).statusCode).toBe(404);
      expect((await adminB.post(endpointUrl(payEndpoints.closeOrder, { id: id }))).statusCode).toBe(404);
      expect((await adminB.post(endpointUrl(payEndpoints.sandboxConfirm, { id: id }), { token: 'x', outcome: 'pay' })).statusCode).toBe(
        404,
      );
      expect(
        (await adminB.post(endpointUrl(payEndpoints.refundOrder, { id: id }), { amount_fen: 1, reason: 'x', client_key: key() }))
          .statusCode,
      ).toBe(404);
    }
    expect(order(await staff.get(endpointUrl(payEndpoints.getOrder, { id: o.id }))).status).toBe('created');
    // A staff of A sees only his own orders; an admin of A sees them all.
    expect((await patrol.get(endpointUrl(payEndpoints.getOrder, { id: o.id }))).statusCode).toBe(404);
    expect((await admin.get(endpointUrl(payEndpoints.getOrder, { id: o.id }))).statusCode).toBe(200);
    expect(staffId(A.id, 'staff')).toBe(staff.id);
  });
});

describe('fen', () => {
  it("issue 34: a payable's lines must add up to its amount (a pricing mistake is refused, never charged)", () => {
    expect(quoteLines({ amountFen: 300, subject: '两瓶水', items: [payItem('矿泉水', 2, 150)] })).toHaveLength(1);
    expect(quoteLines({ amountFen: 300, subject: '两瓶水' })).toEqual([{ name: '两瓶水', quantity: 1, unit_fen: 300, amount_fen: 300 }]);
    expect(() => quoteLines({ amountFen: 300, subject: '两瓶水', items: [payItem('矿泉水', 1, 150)] })).toThrow(/add up to 150, not 300/);
  });

  it('fenToYuan shows two decimals', async () => {
    const { fenToYuan } = await import('@campus/contracts');
    expect([fenToYuan(0), fenToYuan(5), fenToYuan(1234), fenToYuan(-250)]).toEqual(['0.00', '0.05', '12.34', '-2.50']);
  });
});

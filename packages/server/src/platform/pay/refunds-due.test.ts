import { beforeAll, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { endpointUrl, payEndpoints, payOrderSchema, type PayOrder } from '@campus/contracts';
import { A, describeOnDatabase } from '../test/harness.ts';
import { clientOf, type Client } from '../test/client.ts';
import { registerPayable } from './payables.ts';
import { payService } from './routes.ts';
import { handleNotification, recordNotification, type PayDeps } from './services.ts';
import { REFUND_CLAIM_MS, sweepDueRefunds } from './refunds-due.ts';
import { payEvents, payRefundsDue } from './schema.ts';

/** A payable that refuses every provider payment after the fact (a booking cancelled meanwhile). */
registerPayable({
  purpose: 'test_refused',
  family: 'testfamily',
  name: '测试退回',
  async quote({ refId }) {
    return { amountFen: Number(refId ?? '100'), subject: '测试退回' };
  },
  async onPaid() {
    return { refund: '预约已取消，自动退款' };
  },
});

let seq = 0;
const order = (res: { json: () => unknown }): PayOrder => payOrderSchema.parse(res.json());

describeOnDatabase('payments (issue 38): a refused or after-close provider payment is refunded exactly once, even across a stop', (h) => {
  let staff: Client;
  let base: PayDeps;
  /** The provider's refund calls, by order. */
  const providerRefunds: string[] = [];
  let failNext = false;
  /** The service with a sandbox that counts its refunds (and fails one on demand) and a clock the test sets. */
  let deps: PayDeps;
  let clock = 0;
  beforeAll(async () => {
    staff = await clientOf(h(), A.id, '13800000001');
    base = payService(h().app.context);
    const sandbox = base.providers.sandbox;
    deps = {
      ...base,
      now: () => new Date(Date.now() + clock),
      providers: {
        ...base.providers,
        sandbox: {
          ...sandbox,
          async refund(input) {
            if (failNext) {
              failNext = false;
              throw new Error('provider unreachable');
            }
            providerRefunds.push(input.orderId);
            return sandbox.refund(input);
          },
        },
      },
    };
  });
  const db = () => base.db;

  const paidAndRecorded = async (amount: number) => {
    const res = await staff.post(payEndpoints.createOrder.url, {
      purpose: 'test_refused',
      ref_id: String(amount),
      provider: 'sandbox',
      client_key: `refused-${String(Date.now())}-${String(++seq)}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const o = order(res);
    const note = deps.providers.sandbox.notification(A.id, { orderId: o.id, amountFen: amount, outcome: 'paid' });
    // The payment's transaction commits; the server stops before its after-commit refund.
    const recorded = await recordNotification(deps, 'sandbox', { companyId: A.id, headers: note.headers, rawBody: note.body });
    expect(recorded).toEqual({ result: { ok: true, changed: true }, refundDue: o.id });
    return o;
  };
  const view = async (o: PayOrder) => order(await staff.get(endpointUrl(payEndpoints.getOrder, { id: o.id })));
  const refundEvents = async (o: PayOrder) =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(payEvents)
        .where(and(eq(payEvents.companyId, A.id), eq(payEvents.orderId, o.id), eq(payEvents.kind, 'refund')))
    )[0]?.n;
  const due = async (o: PayOrder) =>
    (
      await db()
        .select()
        .from(payRefundsDue)
        .where(and(eq(payRefundsDue.companyId, A.id), eq(payRefundsDue.orderId, o.id)))
    )[0];

  it('process stopped after commit: the refund is recorded as due with the payment, and the sweep pays it back once', async () => {
    const o = await paidAndRecorded(130);
    expect(await view(o)).toMatchObject({ status: 'paid', refunded_fen: 0 });
    expect(await due(o)).toMatchObject({ amountFen: 130, reason: '预约已取消，自动退款', clientKey: 'auto-refused', doneAt: null });
    expect(await refundEvents(o)).toBe(0);
    // The server starts again: its sweep gives the money back.
    expect(await sweepDueRefunds(deps)).toBeGreaterThanOrEqual(1);
    expect(await view(o)).toMatchObject({ status: 'refunded', refunded_fen: 130 });
    expect((await due(o))?.doneAt).toBeInstanceOf(Date);
    await sweepDueRefunds(deps);
    expect(await refundEvents(o)).toBe(1);
    expect(providerRefunds.filter((id) => id === o.id)).toHaveLength(1);
  });

  it('a server that starts pays back what a stopped one still owed (the sweep at start)', async () => {
    const o = await paidAndRecorded(140);
    const next = await h().build();
    try {
      await next.ready();
      await expect.poll(async () => (await view(o)).status).toBe('refunded');
      expect(await refundEvents(o)).toBe(1);
    } finally {
      await next.close();
    }
  });

  it('a running server refunds right after the commit, and the sweep finds nothing left to do', async () => {
    const res = await staff.post(payEndpoints.createOrder.url, {
      purpose: 'test_refused',
      ref_id: '90',
      provider: 'sandbox',
      client_key: `refused-now-${String(++seq)}`,
    });
    const o = order(res);
    const note = deps.providers.sandbox.notification(A.id, { orderId: o.id, amountFen: 90, outcome: 'paid' });
    expect(await handleNotification(deps, 'sandbox', { companyId: A.id, headers: note.headers, rawBody: note.body })).toEqual({
      ok: true,
      changed: true,
    });
    expect(await view(o)).toMatchObject({ status: 'refunded', refunded_fen: 90 });
    await sweepDueRefunds(deps);
    expect(await refundEvents(o)).toBe(1);
    expect(providerRefunds.filter((id) => id === o.id)).toHaveLength(1);
  });

  it('50 concurrent sweeps over three due refunds: each order refunded once, the provider asked once per order', async () => {
    const orders = [await paidAndRecorded(101), await paidAndRecorded(102), await paidAndRecorded(103)];
    const counts = await Promise.all(Array.from({ length: 50 }, () => sweepDueRefunds(deps)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    for (const o of orders) {
      expect(await view(o)).toMatchObject({ status: 'refunded', refunded_fen: o.amount_fen });
      expect(await refundEvents(o)).toBe(1);
      expect(providerRefunds.filter((id) => id === o.id)).toHaveLength(1);
    }
  });

  it('a refunder that stopped holding a refund lets it go after its claim; a provider failure is tried again by the next sweep', async () => {
    const held = await paidAndRecorded(111);
    // Another server claimed it, then stopped before refunding.
    await db()
      .update(payRefundsDue)
      .set({ claimedUntil: new Date(deps.now().getTime() + REFUND_CLAIM_MS) })
      .where(and(eq(payRefundsDue.companyId, A.id), eq(payRefundsDue.orderId, held.id)));
    await sweepDueRefunds(deps);
    expect(await view(held)).toMatchObject({ status: 'paid' });
    clock = REFUND_CLAIM_MS + 1000;
    try {
      await sweepDueRefunds(deps);
      expect(await view(held)).toMatchObject({ status: 'refunded' });

      const flaky = await paidAndRecorded(112);
      failNext = true;
      await sweepDueRefunds(deps);
      expect(await view(flaky)).toMatchObject({ status: 'paid' });
      expect(await due(flaky)).toMatchObject({ attempts: 1, lastError: 'provider unreachable', doneAt: null, claimedUntil: null });
      await sweepDueRefunds(deps);
      expect(await view(flaky)).toMatchObject({ status: 'refunded', refunded_fen: 112 });
      expect(await refundEvents(flaky)).toBe(1);
    } finally {
      clock = 0;
    }
  });
});

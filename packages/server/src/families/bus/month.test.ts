import { beforeAll, expect, it } from 'vitest';
import {
  busEndpoints,
  busMonthTicketPageSchema,
  busMonthTicketSchema,
  endpointUrl,
  payEndpoints,
  type BusMonthTicket,
} from '@campus/contracts';
import { A, B, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { expireMonthHolds } from './month.ts';
import { busRouteId } from './seed.ts';
import { hubMonth, nextMonth } from './trips.ts';
import { crowd, key, payOrderFor, payOrderNow, sandbox } from './test-helpers.ts';

describeOnDatabase('bus monthly tickets (busMonthTicket, issue 13): bought from the balance, once per route and month', (h) => {
  let admin: Client;
  let adminB: Client;
  const line1 = busRouteId(A.id, 'line1');
  const line2 = busRouteId(A.id, 'line2');
  const month = hubMonth(new Date());
  const m = (res: { json: () => unknown }): BusMonthTicket => busMonthTicketSchema.parse(res.json());
  beforeAll(async () => {
    admin = await clientOf(h(), A.id);
    adminB = await clientOf(h(), B.id);
  });

  it('top up, then buy this month from the balance: the balance pays the route price, the ticket is valid with its code', async () => {
    const [p] = await crowd(h(), A.id, 1);
    const wallet = async () => (await p!.get(payEndpoints.wallet.url)).json<{ balance_fen: number }>().balance_fen;
    const created = m(await p!.post(busEndpoints.createMonthTicket.url, { route_id: line1, month }));
    expect(created).toMatchObject({
      status: 'pending',
      status_label: '待支付',
      price_fen: 12_000,
      code: null,
      payable: true,
      cancellable: true,
    });
    const o = await payOrderFor(p!, 'bus_month', created.id, 'balance');
    expect(o).toMatchObject({ amount_fen: 12_000, subject: `班车月票 1号线 火车站—园区 ${month}` });
    // not enough yet
    expect((await p!.post(endpointUrl(payEndpoints.payFromBalance, { id: o.id }))).json()).toEqual({ non_field_errors: ['余额不足'] });
    const topup = await p!.post(payEndpoints.topup.url, { amount_fen: 15_000, provider: 'sandbox', client_key: key('topup') });
    await sandbox(p!, topup.json());
    expect(await wallet()).toBe(15_000);
    expect((await p!.post(endpointUrl(payEndpoints.payFromBalance, { id: o.id }))).statusCode).toBe(200);
    expect(await wallet()).toBe(3_000);
    const valid = m(await p!.get(endpointUrl(busEndpoints.getMonthTicket, { id: created.id })));
    expect(valid).toMatchObject({
      status: 'valid',
      status_label: '有效',
      code: expect.stringMatching(/^BM/),
      payable: false,
      expired: false,
      pay_order_id: o.id,
    });
    // once per route and month
    expect((await p!.post(busEndpoints.createMonthTicket.url, { route_id: line1, month })).json()).toEqual({
      non_field_errors: ['您已购买该线路该月的月票'],
    });
    const list = busMonthTicketPageSchema.parse((await p!.get(busEndpoints.listMonthTickets.url)).json());
    expect(list.results.map((x) => x.id)).toEqual([created.id]);
    // the admin refunds it in full through the pay family: the monthly ticket follows
    const refund = await admin.post(endpointUrl(payEndpoints.refundOrder, { id: o.id }), {
      amount_fen: 12_000,
      reason: '离职',
      client_key: key('r'),
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(m(await p!.get(endpointUrl(busEndpoints.getMonthTicket, { id: created.id })))).toMatchObject({ status: 'refunded', code: null });
    expect(await wallet()).toBe(15_000);
  });

  it('next month too; never another; the same pending one is answered again; cancelled or expired when unpaid', async () => {
    const [p] = await crowd(h(), A.id, 1);
    const next = nextMonth(month);
    const a = await p!.post(busEndpoints.createMonthTicket.url, { route_id: line2, month: next });
    expect(a.statusCode).toBe(201);
    const again = await p!.post(busEndpoints.createMonthTicket.url, { route_id: line2, month: next });
    expect(again.statusCode).toBe(200);
    expect(m(again).id).toBe(m(a).id);
    expect((await p!.post(busEndpoints.createMonthTicket.url, { route_id: line2, month: nextMonth(next) })).json()).toEqual({
      month: ['只能购买本月或下月的月票'],
    });
    expect((await p!.post(busEndpoints.createMonthTicket.url, { route_id: line2, month: '2020-13' })).json()).toEqual({
      month: ['请选择月份'],
    });
    expect((await p!.post(busEndpoints.createMonthTicket.url, { route_id: busRouteId(A.id, 'plantA'), month })).json()).toEqual({
      route_id: ['该线路不售月票'],
    });
    const cancelled = m(await p!.post(endpointUrl(busEndpoints.cancelMonthTicket, { id: m(a).id })));
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellable: false });
    // unpaid past its hold: cancelled by the sweep; a payment started for it is refused
    const b = m(await p!.post(busEndpoints.createMonthTicket.url, { route_id: line2, month: next }));
    expect(await expireMonthHolds(h().db.handle.db, new Date(Date.now() + 3_600_000))).toBeGreaterThanOrEqual(1);
    expect(m(await p!.get(endpointUrl(busEndpoints.getMonthTicket, { id: b.id }))).status).toBe('cancelled');
    const late = await p!.post(payEndpoints.createOrder.url, {
      purpose: 'bus_month',
      ref_id: b.id,
      provider: 'sandbox',
      client_key: key(),
    });
    expect(late.json()).toEqual({ ref_id: ['月票不是待支付状态'] });
    // another company sees nothing of it
    expect((await adminB.get(endpointUrl(busEndpoints.getMonthTicket, { id: b.id }))).statusCode).toBe(404);
  });

  it('a second payment of a paid monthly ticket is refunded by itself', async () => {
    const [p] = await crowd(h(), A.id, 1);
    const t = m(await p!.post(busEndpoints.createMonthTicket.url, { route_id: line2, month }));
    const o1 = await payOrderFor(p!, 'bus_month', t.id);
    const o2 = await payOrderFor(p!, 'bus_month', t.id);
    await sandbox(p!, o1);
    await sandbox(p!, o2);
    await expect.poll(async () => (await payOrderNow(p!, o2.id)).status, { timeout: 5000 }).toBe('refunded');
    expect(m(await p!.get(endpointUrl(busEndpoints.getMonthTicket, { id: t.id })))).toMatchObject({ status: 'valid', pay_order_id: o1.id });
  });
});

import { beforeAll, expect, it } from 'vitest';
import {
  busEndpoints,
  busTicketPageSchema,
  endpointUrl,
  payEndpoints,
  payOrderPageSchema,
  PAY_UNPAID_CLOSE_MINUTES,
  reconciliationSchema,
} from '@campus/contracts';
import { A, B, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { payService } from '../../platform/pay/index.ts';
import { expireUnpaidOrders } from '../../platform/pay/services.ts';
import { expireTicketHolds } from './tickets.ts';
import { busRouteId } from './seed.ts';
import {
  buy,
  crowd,
  getTicket,
  key,
  leaveSeats,
  nextTripOf,
  payOrderFor,
  payOrderNow,
  sandbox,
  seatsTaken,
  ticketOf,
} from './test-helpers.ts';

describeOnDatabase('bus tickets (issue 13): buy, pay, refund, release; seats never oversold', (h) => {
  let admin: Client;
  let driver: Client;
  let adminB: Client;
  const line1 = busRouteId(A.id, 'line1');
  const line2 = busRouteId(A.id, 'line2');
  const plantA = busRouteId(A.id, 'plantA');
  const started = new Date(Date.now() - 1000);
  beforeAll(async () => {
    admin = await clientOf(h(), A.id);
    driver = await clientOf(h(), A.id, '13800000003');
    adminB = await clientOf(h(), B.id);
  });

  async function reconcile() {
    const to = new Date(Date.now() + 60_000).toISOString();
    const res = await admin.get(`${payEndpoints.reconciliation.url}?from=${started.toISOString()}&to=${to}&page_size=100`);
    expect(res.statusCode, res.body).toBe(200);
    const r = reconciliationSchema.parse(res.json());
    // spec "money adds up": paid - refunded = the sum of the ledger, in fen
    expect(r.totals.net_fen).toBe(r.totals.paid_fen - r.totals.refunded_fen);
    expect(r.totals.ledger_fen).toBe(r.totals.net_fen);
    expect(r.totals.balanced).toBe(true);
    return r;
  }

  it('pending -> valid through the sandbox: the seat is held at once, a failed payment keeps it payable, the code appears once paid', async () => {
    const [p] = await crowd(h(), A.id, 1);
    const { route, tripId, stopId } = await nextTripOf(p!, line1);
    const before = route.trips.find((t) => t.id === tripId)!.seats_left;
    const t = await buy(p!, tripId, stopId);
    expect(t).toMatchObject({
      status: 'pending',
      status_label: '待支付',
      kind: 'shuttle',
      price_fen: 500,
      code: null,
      payable: true,
      cancellable: true,
      refundable: false,
      hold_until: expect.any(String),
    });
    const after = (await nextTripOf(p!, line1)).route.trips.find((x) => x.id === tripId)!;
    expect(after.seats_left).toBe(before - 1);
    expect(after.my_ticket_id).toBe(t.id);
    // the same trip again while it waits for payment: the same ticket
    const again = await p!.post(busEndpoints.createTicket.url, { trip_id: tripId, stop_id: stopId });
    expect(again.statusCode).toBe(200);
    expect(ticketOf(again).id).toBe(t.id);

    const o = await payOrderFor(p!, 'bus_ticket', t.id);
    expect(o).toMatchObject({ amount_fen: 500, purpose: 'bus_ticket', ref_id: t.id, subject: expect.stringContaining('1号线') });
    // the client never names the price
    const priced = await p!.post(payEndpoints.createOrder.url, {
      purpose: 'bus_ticket',
      ref_id: t.id,
      amount_fen: 1,
      provider: 'sandbox',
      client_key: key(),
    });
    expect(priced.statusCode).toBe(400);
    const failed = await sandbox(p!, o, 'fail');
    expect(failed).toMatchObject({ status: 'created', fail_reason: '沙箱支付失败（模拟）' });
    expect(await getTicket(p!, t.id)).toMatchObject({ status: 'pending', payable: true });

    const paid = await sandbox(p!, o, 'pay');
    expect(paid.status).toBe('paid');
    const valid = await getTicket(p!, t.id);
    expect(valid).toMatchObject({
      status: 'valid',
      status_label: '待乘车',
      code: expect.stringMatching(/^BT[0-9A-Z]{16}$/),
      pay_order_id: o.id,
      paid_time: expect.any(String),
      payable: false,
      cancellable: false,
      refundable: true,
    });
    // bought once: a second ticket of the trip is refused
    expect((await p!.post(busEndpoints.createTicket.url, { trip_id: tripId, stop_id: stopId })).json()).toEqual({
      non_field_errors: ['您已购买该班次的车票'],
    });
    // the admin sees it without its code; another company's admin does not see it at all
    expect((await getTicket(admin, t.id)).code).toBeNull();
    expect((await adminB.get(endpointUrl(busEndpoints.getTicket, { id: t.id }))).statusCode).toBe(404);
    // and the reconciliation lists the payment as a bus ticket
    const r = await reconcile();
    expect(r.results.find((e) => e.order_id === o.id)).toMatchObject({ kind: 'paid', amount_fen: 500, purpose: 'bus_ticket' });
  });

  it('a passenger returns a paid ticket before departure: refunded through its provider, the seat released, money adds up', async () => {
    const [p] = await crowd(h(), A.id, 1);
    const { tripId, stopId } = await nextTripOf(p!, line2);
    const t = await buy(p!, tripId, stopId);
    const o = await payOrderFor(p!, 'bus_ticket', t.id);
    await sandbox(p!, o);
    const held = await seatsTaken(h(), A.id, tripId);
    const res = await p!.post(endpointUrl(busEndpoints.refundTicket, { id: t.id }));
    expect(res.statusCode, res.body).toBe(200);
    expect(ticketOf(res)).toMatchObject({ status: 'refunded', status_label: '已退款', code: null, refundable: false });
    expect((await seatsTaken(h(), A.id, tripId)).taken).toBe(held.taken - 1);
    expect(await payOrderNow(p!, o.id)).toMatchObject({ status: 'refunded', refunded_fen: 600 });
    // twice: refused, nothing moves
    expect((await p!.post(endpointUrl(busEndpoints.refundTicket, { id: t.id }))).json()).toEqual({
      non_field_errors: ['只有未使用、未发车的已支付车票可以退票'],
    });
    expect((await seatsTaken(h(), A.id, tripId)).taken).toBe(held.taken - 1);
    const r = await reconcile();
    expect(r.results.filter((e) => e.order_id === o.id).map((e) => [e.kind, e.amount_fen])).toEqual([
      ['refund', -600],
      ['paid', 600],
    ]);
  });

  it('a late payment: the notification arrives after the screen answered, and the ticket becomes valid then', async () => {
    const [p] = await crowd(h(), A.id, 1);
    const { tripId, stopId } = await nextTripOf(p!, line1);
    const t = await buy(p!, tripId, stopId);
    const o = await payOrderFor(p!, 'bus_ticket', t.id);
    const waiting = await sandbox(p!, o, 'late', 200);
    expect(waiting.status).toBe('created');
    expect((await getTicket(p!, t.id)).status).toBe('pending');
    await expect.poll(async () => (await getTicket(p!, t.id)).status, { timeout: 5000 }).toBe('valid');
  });

  it('a payment after its order closed: the close released the seat, the late money is refunded and no ticket given', async () => {
    const [p] = await crowd(h(), A.id, 1);
    const { tripId, stopId } = await nextTripOf(p!, line1);
    const t = await buy(p!, tripId, stopId);
    const held = await seatsTaken(h(), A.id, tripId);
    const o = await payOrderFor(p!, 'bus_ticket', t.id);
    await sandbox(p!, o, 'late', 300);
    const closed = await p!.post(endpointUrl(payEndpoints.closeOrder, { id: o.id }));
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await getTicket(p!, t.id)).toMatchObject({ status: 'cancelled', status_label: '已取消' });
    expect((await seatsTaken(h(), A.id, tripId)).taken).toBe(held.taken - 1);
    await expect.poll(async () => (await payOrderNow(p!, o.id)).status, { timeout: 5000 }).toBe('refunded');
    expect((await payOrderNow(p!, o.id)).refunded_fen).toBe(500);
    expect((await getTicket(p!, t.id)).status).toBe('cancelled');
    expect((await seatsTaken(h(), A.id, tripId)).taken).toBe(held.taken - 1);
    await reconcile();
  });

  it('callbacks are idempotent: one notification delivered twice pays once; a second pay order of the same ticket is refunded', async () => {
    const [p] = await crowd(h(), A.id, 1);
    const { tripId, stopId } = await nextTripOf(p!, line2);
    const t = await buy(p!, tripId, stopId);
    const o1 = await payOrderFor(p!, 'bus_ticket', t.id);
    const o2 = await payOrderFor(p!, 'bus_ticket', t.id); // a second visit of the purchase screen
    const note = payService(h().app.context).providers.sandbox.notification(A.id, { orderId: o1.id, amountFen: 600, outcome: 'paid' });
    const url = endpointUrl(payEndpoints.notifySandbox, { company_id: A.id });
    const deliveries = await Promise.all(
      Array.from({ length: 5 }, () => h().app.inject({ method: 'POST', url, headers: note.headers, payload: note.body })),
    );
    expect(deliveries.map((d) => d.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await getTicket(p!, t.id)).toMatchObject({ status: 'valid', pay_order_id: o1.id });
    // the second order is paid too: the ticket is not given twice, the money goes back by itself
    await sandbox(p!, o2);
    await expect.poll(async () => (await payOrderNow(p!, o2.id)).status, { timeout: 5000 }).toBe('refunded');
    expect(await getTicket(p!, t.id)).toMatchObject({ status: 'valid', pay_order_id: o1.id });
    expect((await payOrderNow(p!, o1.id)).status).toBe('paid');
    await reconcile();
  });

  it(`unpaid seats come back: when the pay order closes after ${String(PAY_UNPAID_CLOSE_MINUTES)} minutes, when the hold runs out, when cancelled`, async () => {
    const [p] = await crowd(h(), A.id, 1);
    const trips = (await nextTripOf(p!, line1)).route.trips.filter(
      (x) => !x.departed && new Date(x.depart_at).getTime() > Date.now() + 3_600_000,
    );
    const [a, b, c] = trips;
    const stop = (await nextTripOf(p!, line1)).stopId;
    // closed by the pay family's sweep: its payable releases the seat
    const t1 = await buy(p!, a!.id, stop);
    await payOrderFor(p!, 'bus_ticket', t1.id);
    const later = new Date(Date.now() + (PAY_UNPAID_CLOSE_MINUTES + 2) * 60_000);
    await expireUnpaidOrders(payService(h().app.context), later);
    expect((await getTicket(p!, t1.id)).status).toBe('cancelled');
    // never paid for at all: the bus family's own sweep
    const t2 = await buy(p!, b!.id, stop);
    const taken = (await seatsTaken(h(), A.id, b!.id)).taken;
    expect(await expireTicketHolds(h().db.handle.db, new Date(Date.now() + 60_000))).toBe(0);
    expect(await expireTicketHolds(h().db.handle.db, later)).toBeGreaterThanOrEqual(1);
    expect((await getTicket(p!, t2.id)).status).toBe('cancelled');
    expect((await seatsTaken(h(), A.id, b!.id)).taken).toBe(taken - 1);
    // a payment for an expired hold is not even started
    const late = await p!.post(payEndpoints.createOrder.url, {
      purpose: 'bus_ticket',
      ref_id: t2.id,
      provider: 'sandbox',
      client_key: key(),
    });
    expect(late.json()).toEqual({ ref_id: ['车票不是待支付状态'] });
    // the passenger cancels: the seat is free at once; a paid shuttle ticket is returned, never cancelled
    const t3 = await buy(p!, c!.id, stop);
    const cancelled = await p!.post(endpointUrl(busEndpoints.cancelTicket, { id: t3.id }));
    expect(ticketOf(cancelled)).toMatchObject({ status: 'cancelled', cancellable: false });
    const again = await buy(p!, c!.id, stop);
    await sandbox(p!, await payOrderFor(p!, 'bus_ticket', again.id));
    expect((await p!.post(endpointUrl(busEndpoints.cancelTicket, { id: again.id }))).json()).toEqual({
      non_field_errors: ['该车票不能取消'],
    });
    const mine = busTicketPageSchema.parse((await p!.get(`${busEndpoints.listTickets.url}?kind=shuttle`)).json());
    expect(mine.results.map((x) => x.status)).toEqual(['valid', 'cancelled', 'cancelled', 'cancelled']);
  });

  it('rule: 50 concurrent buyers of the last seat -> exactly one ticket; the others are refused before anything is charged', async () => {
    const buyers = await crowd(h(), A.id, 50);
    const { tripId, stopId } = await nextTripOf(buyers[0]!, line1);
    await leaveSeats(h(), A.id, tripId, 1);
    const results = await Promise.all(buyers.map((c) => c.post(busEndpoints.createTicket.url, { trip_id: tripId, stop_id: stopId })));
    const won = results.filter((r) => r.statusCode === 201);
    expect(won).toHaveLength(1);
    const lost = results.filter((r) => r.statusCode !== 201);
    expect(lost).toHaveLength(49);
    expect(
      lost.every((r) => r.statusCode === 400 && JSON.stringify(r.json()) === JSON.stringify({ non_field_errors: ['该班次座位已满'] })),
    ).toBe(true);
    const seats = await seatsTaken(h(), A.id, tripId);
    expect(seats.taken).toBe(seats.seats);
    // never charged: the losers have no payment order at all
    const losers = buyers.filter((_, i) => results[i]?.statusCode !== 201);
    const orders = await Promise.all(
      losers.map(async (c) => payOrderPageSchema.parse((await c.get(payEndpoints.listOrders.url)).json()).count),
    );
    expect(orders.every((n) => n === 0)).toBe(true);
    // the winner pays; 50 concurrent payments of the winner's one order pay it once
    const winner = buyers[results.findIndex((r) => r.statusCode === 201)]!;
    const t = ticketOf(won[0]!);
    const o = await payOrderFor(winner, 'bus_ticket', t.id);
    const token = o.pay_params?.provider === 'sandbox' ? o.pay_params.token : '';
    const confirms = await Promise.all(
      Array.from({ length: 50 }, () => winner.post(endpointUrl(payEndpoints.sandboxConfirm, { id: o.id }), { token, outcome: 'pay' })),
    );
    expect(confirms.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect((await getTicket(winner, t.id)).status).toBe('valid');
    const r = await reconcile();
    expect(r.results.filter((e) => e.order_id === o.id && e.kind === 'paid')).toHaveLength(1);
  });

  it('plant bus: a free booking is valid at once (已预约), cancellable before departure (seat back), one per trip', async () => {
    const [p] = await crowd(h(), A.id, 1);
    const { tripId, stopId } = await nextTripOf(p!, plantA);
    const taken = (await seatsTaken(h(), A.id, tripId)).taken;
    const t = await buy(p!, tripId, stopId);
    expect(t).toMatchObject({
      kind: 'plant',
      status: 'valid',
      status_label: '已预约',
      price_fen: 0,
      code: expect.stringMatching(/^BT/),
      cancellable: true,
      refundable: false,
    });
    expect((await p!.post(busEndpoints.createTicket.url, { trip_id: tripId, stop_id: stopId })).json()).toEqual({
      non_field_errors: ['您已预约该班次'],
    });
    expect((await seatsTaken(h(), A.id, tripId)).taken).toBe(taken + 1);
    const cancelled = ticketOf(await p!.post(endpointUrl(busEndpoints.cancelTicket, { id: t.id })));
    expect(cancelled).toMatchObject({ status: 'cancelled', code: null });
    expect((await seatsTaken(h(), A.id, tripId)).taken).toBe(taken);
    // booked again after cancelling
    expect((await buy(p!, tripId, stopId)).status).toBe('valid');
    // a plant booking is never paid for
    const res = await p!.post(payEndpoints.createOrder.url, {
      purpose: 'bus_ticket',
      ref_id: t.id,
      provider: 'sandbox',
      client_key: key(),
    });
    expect(res.statusCode).toBe(400);
  });

  it('comments: only a ridden trip is rated, once; the route lists it', async () => {
    const [p] = await crowd(h(), A.id, 1);
    const { tripId, stopId } = await nextTripOf(p!, plantA);
    const t = await buy(p!, tripId, stopId);
    const early = await p!.post(endpointUrl(busEndpoints.commentTicket, { id: t.id }), { rating: 5, content: '好' });
    expect(early.json()).toEqual({ non_field_errors: ['乘车后才能评价'] });
    const checked = await driver.post(busEndpoints.check.url, { trip_id: tripId, code: t.code });
    expect(checked.statusCode, checked.body).toBe(200);
    expect((await getTicket(p!, t.id)).can_comment).toBe(true);
    const bad = await p!.post(endpointUrl(busEndpoints.commentTicket, { id: t.id }), { rating: 0 });
    expect(bad.json()).toEqual({ rating: ['请选择评分'] });
    const ok = await p!.post(endpointUrl(busEndpoints.commentTicket, { id: t.id }), { rating: 4, content: ' 很准时 ' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ticketOf(ok)).toMatchObject({ status: 'used', can_comment: false, comment: { rating: 4, content: '很准时' } });
    expect((await p!.post(endpointUrl(busEndpoints.commentTicket, { id: t.id }), { rating: 3 })).json()).toEqual({
      non_field_errors: ['您已评价过该行程'],
    });
    const list = (await p!.get(endpointUrl(busEndpoints.listComments, { id: plantA }))).json<{ results: { content: string }[] }>();
    expect(list.results[0]?.content).toBe('很准时');
  });

  it("bad input: 400 with Chinese field errors; another company's trip or ticket is not found", async () => {
    expect((await admin.post(busEndpoints.createTicket.url, {})).json()).toEqual({ trip_id: ['请选择班次'], stop_id: ['请选择上车站点'] });
    const { tripId, stopId } = await nextTripOf(admin, line2);
    expect((await admin.post(busEndpoints.createTicket.url, { trip_id: tripId, stop_id: busRouteId(A.id, 'x') })).json()).toEqual({
      stop_id: ['上车站点不在该线路上'],
    });
    // company B's staff names company A's trip: not found, nothing taken
    const before = await seatsTaken(h(), A.id, tripId);
    expect((await adminB.post(busEndpoints.createTicket.url, { trip_id: tripId, stop_id: stopId })).json()).toEqual({
      trip_id: ['班次不存在'],
    });
    expect(await seatsTaken(h(), A.id, tripId)).toEqual(before);
    // nor may B pay for A's ticket
    const [p] = await crowd(h(), A.id, 1);
    const t = await buy(p!, tripId, stopId);
    const foreign = await adminB.post(payEndpoints.createOrder.url, {
      purpose: 'bus_ticket',
      ref_id: t.id,
      provider: 'sandbox',
      client_key: key(),
    });
    expect(foreign.statusCode).toBe(400);
    expect((await adminB.post(endpointUrl(busEndpoints.cancelTicket, { id: t.id }))).statusCode).toBe(404);
  });

  it("issue 33: the ticket list's kind and status filters, alone and together, page and count the passenger's matching tickets", async () => {
    const [p] = await crowd(h(), A.id, 1);
    // a trip with a seat left (the tests above fill some)
    const buyOn = async (routeId: string) => {
      const { route } = await nextTripOf(p!, routeId);
      const trip = route.trips.find((t) => t.seats_left > 0 && new Date(t.depart_at).getTime() > Date.now() + 60_000);
      return buy(p!, trip!.id, route.stops[0]!.id);
    };
    const pending = await buyOn(line1);
    const booked = await buyOn(plantA);
    const cancelled = await buyOn(line2);
    expect((await p!.post(endpointUrl(busEndpoints.cancelTicket, { id: cancelled.id }))).statusCode).toBe(200);
    const list = async (query: string) => {
      const page = busTicketPageSchema.parse((await p!.get(`${busEndpoints.listTickets.url}?${query}`)).json());
      return { count: page.count, next: page.next, ids: page.results.map((t) => t.id) };
    };
    // newest first
    expect(await list('')).toEqual({ count: 3, next: null, ids: [cancelled.id, booked.id, pending.id] });
    expect(await list('status=pending')).toEqual({ count: 1, next: null, ids: [pending.id] });
    expect(await list('status=valid')).toEqual({ count: 1, next: null, ids: [booked.id] });
    expect(await list('kind=shuttle')).toEqual({ count: 2, next: null, ids: [cancelled.id, pending.id] });
    expect(await list('kind=shuttle&status=cancelled')).toEqual({ count: 1, next: null, ids: [cancelled.id] });
    expect(await list('kind=plant&status=pending')).toEqual({ count: 0, next: null, ids: [] });
    expect(await list('kind=shuttle&page=1&page_size=1')).toEqual({ count: 2, next: 2, ids: [cancelled.id] });
    expect(await list('kind=shuttle&page=2&page_size=1')).toEqual({ count: 2, next: null, ids: [pending.id] });
  });
});

import { beforeAll, expect, it } from 'vitest';
import {
  busApplicationSchema,
  busCheckResultSchema,
  busCheckTripsSchema,
  busEndpoints,
  busMonthTicketSchema,
  endpointUrl,
  payEndpoints,
} from '@campus/contracts';
import { eq } from 'drizzle-orm';
import { A, B, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { busApplicationSeedId, busRouteId } from './seed.ts';
import { hubMonth } from './trips.ts';
import { busTickets } from './schema.ts';
import { buy, crowd, getTicket, key, nextTripOf, payOrderFor, sandbox } from './test-helpers.ts';

describeOnDatabase('bus check (busSoftCheck, issue 13): a driver scans; a ticket is used once, a pass once per trip', (h) => {
  let admin: Client;
  let driver: Client;
  let staff: Client;
  let driverB: Client;
  const line1 = busRouteId(A.id, 'line1');
  const line2 = busRouteId(A.id, 'line2');
  beforeAll(async () => {
    admin = await clientOf(h(), A.id);
    driver = await clientOf(h(), A.id, '13800000003');
    staff = await clientOf(h(), A.id, '13800000005');
    driverB = await clientOf(h(), B.id, '13800000003');
  });

  const check = (c: Client, tripId: string, code: string | null) => c.post(busEndpoints.check.url, { trip_id: tripId, code: code ?? '' });
  const refusal = async (c: Client, tripId: string, code: string | null) => {
    const res = await check(c, tripId, code);
    expect(res.statusCode, res.body).toBe(400);
    return res.json<{ non_field_errors: string[] }>().non_field_errors[0];
  };

  /** A paid ticket of a fresh passenger on the route's next trip. */
  async function paidTicket(routeId: string) {
    const [p] = await crowd(h(), A.id, 1);
    const { tripId, stopId } = await nextTripOf(p!, routeId);
    const t = await buy(p!, tripId, stopId);
    await sandbox(p!, await payOrderFor(p!, 'bus_ticket', t.id));
    return { p: p!, tripId, ticket: await getTicket(p!, t.id) };
  }

  it('who checks: a driver (is_off3driver) or an admin; anyone else is told so', async () => {
    expect((await staff.get(busEndpoints.checkTrips.url)).json()).toEqual({ detail: '仅司机或管理员可以验票' });
    expect((await check(staff, busRouteId(A.id, 'x'), 'BT0')).json()).toEqual({ detail: '仅司机或管理员可以验票' });
    const trips = busCheckTripsSchema.parse((await driver.get(busEndpoints.checkTrips.url)).json());
    expect(trips.routes.map((r) => r.name)).toEqual(expect.arrayContaining(['1号线 火车站—园区', '厂区环线 A']));
    expect(trips.suggested_trip_id).toEqual(expect.any(String));
    expect((await admin.get(busEndpoints.checkTrips.url)).statusCode).toBe(200);
  });

  it('a valid ticket on its trip: 验票成功 once, then refused as used; the passenger sees it used', async () => {
    const { p, tripId, ticket } = await paidTicket(line1);
    const counts = async () => {
      const trips = busCheckTripsSchema.parse((await driver.get(busEndpoints.checkTrips.url)).json());
      const trip = trips.routes.flatMap((r) => r.trips).find((t) => t.id === tripId);
      return { sold: trip?.sold, checked: trip?.checked };
    };
    const before = await counts();
    expect(before.sold).toBeGreaterThanOrEqual(1);
    const ok = await check(driver, tripId, ticket.code!.toLowerCase()); // typed by hand, in lower case
    expect(ok.statusCode, ok.body).toBe(200);
    // the driver's trip list: the ticket stays sold and is now checked
    expect(await counts()).toEqual({ sold: before.sold, checked: (before.checked ?? 0) + 1 });
    expect(busCheckResultSchema.parse(ok.json())).toMatchObject({
      kind: 'ticket',
      kind_label: '单程票',
      passenger: { id: p.id },
      route: { id: line1 },
      stop: '火车站',
      message: '验票成功',
    });
    expect(await refusal(driver, tripId, ticket.code)).toMatch(/^该车票已使用（检票时间 \d\d-\d\d \d\d:\d\d）$/);
    expect(await getTicket(p, ticket.id)).toMatchObject({
      status: 'used',
      status_label: '已使用',
      code: null,
      checked_by: { name: '公务车司机' },
    });
  });

  it('refusals say why: another trip, unpaid, cancelled, refunded, another company, unreadable', async () => {
    const { tripId, ticket } = await paidTicket(line1);
    const other = (await nextTripOf(admin, line2)).tripId;
    expect(await refusal(driver, other, ticket.code)).toMatch(/^车票与当前班次不符（车票班次：\d\d-\d\d \d\d:\d\d 1号线 火车站—园区）$/);
    const [p] = await crowd(h(), A.id, 1);
    const pending = await buy(p!, tripId, (await nextTripOf(p!, line1)).stopId);
    // the code of a pending ticket is shown to no one; a driver typing it anyway is refused
    const code = await codeOf(pending.id);
    expect(await refusal(driver, tripId, code)).toBe('该车票未支付');
    await p!.post(endpointUrl(busEndpoints.cancelTicket, { id: pending.id }));
    expect(await refusal(driver, tripId, code)).toBe('该车票已取消');
    const refunded = await paidTicket(line2);
    await refunded.p.post(endpointUrl(busEndpoints.refundTicket, { id: refunded.ticket.id }));
    expect(await refusal(driver, refunded.tripId, refunded.ticket.code)).toBe('该车票已退款');
    // a ticket of another company: unknown here; and B's driver cannot name A's trip
    expect((await check(driverB, tripId, ticket.code)).statusCode).toBe(404);
    const [q] = await crowd(h(), B.id, 1);
    const bTrip = await nextTripOf(q!, busRouteId(B.id, 'plantA'));
    const bTicket = await buy(q!, bTrip.tripId, bTrip.stopId);
    expect(await refusal(driver, tripId, bTicket.code)).toBe('无效的车票：不是本公司的车票或车票不存在');
    expect(await refusal(driver, tripId, 'https://example.com/x')).toBe('无法识别的车票码');
    expect((await check(driver, tripId, null)).json()).toEqual({ code: ['请扫描或输入车票码'] });
  });

  it('rule: 50 concurrent scans of one ticket -> exactly one success', async () => {
    const { p, tripId, ticket } = await paidTicket(line2);
    const drivers = await crowd(h(), A.id, 50, { isOff3driver: true });
    const results = await Promise.all(drivers.map((d) => check(d, tripId, ticket.code)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(49);
    expect(
      refused.every(
        (r) => r.statusCode === 400 && /^该车票已使用/.test(r.json<{ non_field_errors: string[] }>().non_field_errors[0] ?? ''),
      ),
    ).toBe(true);
    expect((await getTicket(p, ticket.id)).status).toBe('used');
  });

  it('a monthly ticket bought from the balance counts one ride per trip (50 scans at once: one), on its route only', async () => {
    const [p] = await crowd(h(), A.id, 1);
    const topup = await p!.post(payEndpoints.topup.url, { amount_fen: 20_000, provider: 'sandbox', client_key: key('topup') });
    await sandbox(p!, topup.json());
    const created = await p!.post(busEndpoints.createMonthTicket.url, { route_id: line1, month: hubMonth(new Date()) });
    expect(created.statusCode, created.body).toBe(201);
    const m = busMonthTicketSchema.parse(created.json());
    const o = await payOrderFor(p!, 'bus_month', m.id, 'balance');
    expect((await p!.post(endpointUrl(payEndpoints.payFromBalance, { id: o.id }))).statusCode).toBe(200);
    const valid = busMonthTicketSchema.parse((await p!.get(endpointUrl(busEndpoints.getMonthTicket, { id: m.id }))).json());
    expect(valid).toMatchObject({ status: 'valid', code: expect.stringMatching(/^BM/) });
    // a trip of this month on line 1 (the next one may fall in the next month at a month's end)
    const trip = (await nextTripOf(p!, line1)).route.trips.find((t) => !t.departed && t.date.startsWith(hubMonth(new Date())));
    if (trip) {
      const drivers = await crowd(h(), A.id, 50, { isOff3driver: true });
      const results = await Promise.all(drivers.map((d) => check(d, trip.id, valid.code)));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(
        results
          .filter((r) => r.statusCode === 400)
          .every((r) => r.json<{ non_field_errors: string[] }>().non_field_errors[0] === '本班次已检票，请勿重复乘车'),
      ).toBe(true);
      expect(busMonthTicketSchema.parse((await p!.get(endpointUrl(busEndpoints.getMonthTicket, { id: m.id }))).json()).rides).toBe(1);
    }
    const other = (await nextTripOf(p!, line2)).tripId;
    expect(await refusal(driver, other, valid.code)).toBe('车票不是本线路的');
  });

  it('the pass of an approved route application: one ride per trip within its dates', async () => {
    const app = busApplicationSchema.parse(
      (await admin.get(endpointUrl(busEndpoints.getApplication, { id: busApplicationSeedId(A.id) }))).json(),
    );
    expect(app.pass).toMatchObject({ status: 'active', code: expect.stringMatching(/^BP/) });
    const { tripId } = await nextTripOf(admin, line1);
    const ok = await check(driver, tripId, app.pass.code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(busCheckResultSchema.parse(ok.json())).toMatchObject({
      kind: 'pass',
      kind_label: '乘车证',
      passenger: { name: '演示员工' },
      stop: '软件园',
    });
    expect(await refusal(driver, tripId, app.pass.code)).toBe('本班次已检票，请勿重复乘车');
    expect(await refusal(driver, (await nextTripOf(admin, line2)).tripId, app.pass.code)).toBe('车票不是本线路的');
  });

  async function codeOf(ticketId: string): Promise<string> {
    const [t] = await h().db.handle.db.select({ code: busTickets.code }).from(busTickets).where(eq(busTickets.id, ticketId));
    return t?.code ?? '';
  }
});

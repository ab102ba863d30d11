import { beforeAll, expect, it } from 'vitest';
import {
  checkInResultSchema,
  endpointUrl,
  payEndpoints,
  spaceBookingEndpoints as B,
  spaceEndpoints as E,
  type PayOrder,
} from '@campus/contracts';
import { A, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { PHONES, at, bookOne, dayAhead, detail, ids, seatBody, spaceBody } from './test-kit.ts';

/** Pairs of (cancel, pay) sent at once: 50 concurrent clients. */
const PAIRS = 25;
const HOUR_FEN = 2000; // 羽毛球场, one hour

/**
 * Issue 38 "Money in integer fen": a payment racing the cancel of its booking settles to one outcome,
 * and a cancelled booking keeps no money. From the wallet: either the payment is refused (nobody is
 * charged) or it lands first and the cancel (before the cut-off) refunds it. From a provider, whose
 * money cannot be refused: a payment that completes after the cancel is refunded in full on its own.
 */
describeOnDatabase('space: a payment racing the cancel of its booking (issue 38)', (h) => {
  const c = A.id;
  let staff: Client;
  let admin: Client;

  const wallet = async () => (await staff.get(endpointUrl(payEndpoints.wallet))).json<{ balance_fen: number }>().balance_fen;
  const payOrder = async (id: string, provider: 'balance' | 'sandbox'): Promise<PayOrder> => {
    const res = await staff.post(endpointUrl(payEndpoints.createOrder), {
      purpose: 'space_booking',
      ref_id: id,
      provider,
      client_key: `pay-${id}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PayOrder>();
  };
  const sandboxPay = (o: PayOrder) =>
    staff.post(endpointUrl(payEndpoints.sandboxConfirm, { id: o.id }), {
      token: o.pay_params?.provider === 'sandbox' ? o.pay_params.token : '',
      outcome: 'pay',
    });
  const statusOf = async (o: PayOrder) => (await staff.get(endpointUrl(payEndpoints.getOrder, { id: o.id }))).json<PayOrder>();
  /** One hour of the charged court, `n` apart (five days, five hours each). */
  const slot = (n: number) =>
    spaceBody(
      ids.badminton(c),
      dayAhead(1 + (n % 5)),
      `${String(8 + Math.floor(n / 5)).padStart(2, '0')}:00`,
      `${String(9 + Math.floor(n / 5)).padStart(2, '0')}:00`,
    );

  beforeAll(async () => {
    staff = await clientOf(h(), c, PHONES.staff);
    admin = await clientOf(h(), c, PHONES.admin);
    // enough in the wallet for every payment of the race (sandbox top-up)
    const topup = (
      await staff.post(payEndpoints.topup.url, { amount_fen: PAIRS * HOUR_FEN, provider: 'sandbox', client_key: 'space-race-topup' })
    ).json<PayOrder>();
    expect((await sandboxPay(topup)).statusCode).toBe(200);
  });

  it(`${String(PAIRS)} cancels racing ${String(PAIRS)} wallet payments: each booking cancelled, the wallet where it started`, async () => {
    const bookings = await Promise.all(Array.from({ length: PAIRS }, (_, n) => bookOne(staff, slot(n))));
    const orders = await Promise.all(bookings.map((id) => payOrder(id, 'balance')));
    const before = await wallet();
    const answers = await Promise.all(
      bookings.flatMap((id, n) => [
        staff.post(endpointUrl(B.cancel, { id }), {}),
        staff.post(endpointUrl(payEndpoints.payFromBalance, { id: orders[n]!.id })),
      ]),
    );
    // never a 500: a payment that came second is refused, a cancel that came second still cancels
    for (const [i, res] of answers.entries()) expect([200, 400], `${String(i)} ${res.body}`).toContain(res.statusCode);
    for (const [n, id] of bookings.entries()) {
      expect((await detail(staff, id)).status.code).toBe(-10);
      expect(answers[2 * n]!.statusCode, answers[2 * n]!.body).toBe(200);
      const order = await statusOf(orders[n]!);
      // paid first (then refunded by the cancel), or refused and still unpaid
      expect(order.status === 'refunded' || (order.status === 'created' && answers[2 * n + 1]!.statusCode === 400), order.status).toBe(
        true,
      );
    }
    expect(await wallet()).toBe(before);
  });

  it('a provider payment that completes after the cancel is refunded in full on its own; one that completes first, by the cancel', async () => {
    const [late, early] = [await bookOne(staff, slot(PAIRS)), await bookOne(staff, slot(PAIRS + 1))];
    const [lateOrder, earlyOrder] = [await payOrder(late, 'sandbox'), await payOrder(early, 'sandbox')];
    expect((await sandboxPay(earlyOrder)).statusCode).toBe(200);
    expect((await detail(staff, early)).paid).toBe(true);
    expect((await staff.post(endpointUrl(B.cancel, { id: early }), {})).statusCode).toBe(200);
    expect((await staff.post(endpointUrl(B.cancel, { id: late }), {})).statusCode).toBe(200);
    expect((await sandboxPay(lateOrder)).statusCode).toBe(200);
    await expect.poll(async () => (await statusOf(lateOrder)).status, { timeout: 5000 }).toBe('refunded');
    expect(await statusOf(lateOrder)).toMatchObject({ refunded_fen: HOUR_FEN });
    expect((await statusOf(earlyOrder)).status).toBe('refunded');
    // the cancelled booking is not marked paid by the late payment
    expect(await detail(staff, late)).toMatchObject({ status: { code: -10 }, paid: false });
  });

  it('a wallet payment after the cancel is refused: nobody is charged', async () => {
    const id = await bookOne(staff, slot(PAIRS + 2));
    const order = await payOrder(id, 'balance');
    expect((await staff.post(endpointUrl(B.cancel, { id }), {})).statusCode).toBe(200);
    const before = await wallet();
    const paid = await staff.post(endpointUrl(payEndpoints.payFromBalance, { id: order.id }));
    expect(paid.statusCode).toBe(400);
    expect(paid.json()).toEqual({ non_field_errors: ['该预约无需支付或已支付'] });
    expect(await wallet()).toBe(before);
    expect((await statusOf(order)).status).toBe('created');
  });

  it('on a demo server a scan may name its instant (the journeys check in whatever the hour)', async () => {
    const date = dayAhead(1);
    const id = await bookOne(staff, seatBody(ids.seat(c, 9), date, '07:00', '08:00'));
    const seat = (await admin.get(endpointUrl(E.seat, { id: ids.seat(c, 9) }))).json<{ checkin_code: { qr_content: string } | null }>();
    const code = seat.checkin_code?.qr_content ?? '';
    expect(code).not.toBe('');
    const early = await staff.post(endpointUrl(B.checkIn), { code, as_of: at(date, '06:00').toISOString() });
    expect(early.json()).toEqual({ detail: '未到签到时间，开始前15分钟可签到' });
    const scanned = await staff.post(endpointUrl(B.checkIn), { code, as_of: at(date, '06:50').toISOString() });
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(checkInResultSchema.parse(scanned.json())).toMatchObject({ already: false, booking: { id, status: { code: 30 } } });
  });
});

/**
 * Issue 34, "An order number that can collide": a bus code (ticket BT, monthly ticket BM, pass BP)
 * is unique in the company by construction, not by chance: a drawn code another row holds is drawn
 * again. Before, such a draw answered 500 (ticket), 404 (monthly ticket) or 请勿重复申请 (pass).
 */
import { afterEach, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { busApplicationSchema, busEndpoints, busMonthTicketSchema } from '@campus/contracts';
import { A, describeOnEveryDatabase } from '../../platform/test/harness.ts';
import { draw } from '../../platform/numbers/codes.ts';
import { busMonthTickets, busPasses, busTickets } from './schema.ts';
import { busRouteId, busStopId } from './seed.ts';
import { addDays, hubDate, hubMonth } from './trips.ts';
import { buy, crowd, nextTripOf } from './test-helpers.ts';

describeOnEveryDatabase('bus codes whatever chance draws (issue 34)', (h) => {
  afterEach(() => vi.restoreAllMocks());
  const line1 = busRouteId(A.id, 'line1');
  const line3 = busRouteId(A.id, 'line3');
  const db = () => h().db.handle.db;
  /** The next draw of a bus code repeats `code` (its 16 characters after the prefix). */
  const repeatOnce = (code: string) => vi.spyOn(draw, 'chars').mockReturnValueOnce(code.slice(2));

  it('a ticket, a monthly ticket and a pass whose drawn code is taken get a fresh one (201)', async () => {
    const [p, q] = await crowd(h(), A.id, 2);
    const { tripId, stopId } = await nextTripOf(p!, line1);

    const first = await buy(p!, tripId, stopId);
    const [ticket] = await db()
      .select()
      .from(busTickets)
      .where(and(eq(busTickets.companyId, A.id), eq(busTickets.id, first.id)));
    repeatOnce(ticket!.code);
    const second = await buy(q!, tripId, stopId);
    const [again] = await db()
      .select()
      .from(busTickets)
      .where(and(eq(busTickets.companyId, A.id), eq(busTickets.id, second.id)));
    expect(again!.code).toMatch(/^BT[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(again!.code).not.toBe(ticket!.code);

    const month = hubMonth(new Date());
    const m1 = await p!.post(busEndpoints.createMonthTicket.url, { route_id: line1, month });
    expect(m1.statusCode, m1.body).toBe(201);
    const [mt] = await db()
      .select()
      .from(busMonthTickets)
      .where(and(eq(busMonthTickets.companyId, A.id), eq(busMonthTickets.id, busMonthTicketSchema.parse(m1.json()).id)));
    repeatOnce(mt!.code);
    const m2 = await q!.post(busEndpoints.createMonthTicket.url, { route_id: line1, month });
    expect(m2.statusCode, m2.body).toBe(201);
    const [mt2] = await db()
      .select()
      .from(busMonthTickets)
      .where(and(eq(busMonthTickets.companyId, A.id), eq(busMonthTickets.id, busMonthTicketSchema.parse(m2.json()).id)));
    expect(mt2!.code).not.toBe(mt!.code);

    const today = hubDate(new Date());
    const apply = {
      route_id: line3,
      stop_id: busStopId(A.id, 'line3', 1),
      start_date: today,
      end_date: addDays(today, 30),
      reason: '上班',
    };
    const a1 = await p!.post(busEndpoints.createApplication.url, apply);
    expect(a1.statusCode, a1.body).toBe(201);
    const passOf = async (id: string) =>
      (
        await db()
          .select()
          .from(busPasses)
          .where(and(eq(busPasses.companyId, A.id), eq(busPasses.id, id)))
      )[0]!;
    const pass1 = await passOf(busApplicationSchema.parse(a1.json()).id);
    repeatOnce(pass1.code);
    const a2 = await q!.post(busEndpoints.createApplication.url, apply);
    expect(a2.statusCode, a2.body).toBe(201);
    expect((await passOf(busApplicationSchema.parse(a2.json()).id)).code).not.toBe(pass1.code);
    // the rule the pass's insert also guards still holds: one open application per passenger and route
    expect((await q!.post(busEndpoints.createApplication.url, apply)).json()).toEqual({
      non_field_errors: ['您已申请过该线路，请勿重复申请'],
    });
  });
});

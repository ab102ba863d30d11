import { afterEach, beforeAll, expect, it } from 'vitest';
import {
  bookingPageSchema,
  endpointUrl,
  spaceBookingEndpoints as B,
  spaceEndpoints as E,
  spacePageSchema,
  spaceSquareEndpoints as Q,
  squarePageSchema,
} from '@campus/contracts';
import { A, describeOnDatabase } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { PHONES, at, bookOne, dayAhead, ids, seatBody, spaceBody, testClock } from './test-kit.ts';

const clock = testClock();

/**
 * Issue 33: the lists' statements are built once per filter shape, so every shape is asked here and
 * must answer what the whole list filtered by hand answers: my bookings by scope, kind and status, the
 * square by kind, the spaces by kind, a window and free_only.
 */
describeOnDatabase(
  'space: every filter of the lists (issue 33)',
  (h) => {
    const c = A.id;
    let driver: Client;
    const get = async (client: Client, url: string) => {
      const res = await client.get(url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    beforeAll(async () => {
      driver = await clientOf(h(), c, PHONES.driver);
    });
    afterEach(() => clock.reset());

    it('issue 33: my bookings by scope, kind and status, and the square by kind, answer the whole list filtered', async () => {
      const space = await bookOne(driver, spaceBody(ids.meeting1(c), dayAhead(20), '09:00', '10:00'));
      const seat = await bookOne(driver, seatBody(ids.seat(c, 3), dayAhead(2), '09:00', '10:00'));
      // two that are over now: booked on a clock set back (the rules refuse the past)
      clock.set(at(dayAhead(-5), '08:00'));
      const pastSpace = await bookOne(driver, spaceBody(ids.meeting1(c), dayAhead(-4), '09:00', '10:00'));
      const pastSeat = await bookOne(driver, seatBody(ids.seat(c, 3), dayAhead(-5), '09:00', '10:00'));
      clock.reset();
      const mine = async (query: Record<string, string | number>) => {
        const page = bookingPageSchema.parse(await get(driver, endpointUrl(B.list, undefined, { page_size: 100, ...query })));
        expect(page.results.length).toBe(page.count);
        return page.results;
      };
      for (const [scope, booked] of [
        ['upcoming', [space, seat]],
        ['past', [pastSpace, pastSeat]],
      ] as const) {
        const whole = await mine({ scope });
        expect(whole.map((r) => r.id)).toEqual(expect.arrayContaining([...booked]));
        const where = (keep: (r: (typeof whole)[number]) => boolean) => whole.filter(keep).map((r) => r.id);
        expect((await mine({ scope, kind: 'seat' })).map((r) => r.id)).toEqual(where((r) => r.kind === 'seat'));
        expect((await mine({ scope, status: 10 })).map((r) => r.id)).toEqual(where((r) => r.status.code === 10));
        expect((await mine({ scope, kind: 'space', status: 10 })).map((r) => r.id)).toEqual(
          where((r) => r.kind === 'space' && r.status.code === 10),
        );
      }
      expect((await mine({})).map((r) => r.id)).toEqual((await mine({ scope: 'upcoming' })).map((r) => r.id));

      const shared = await driver.post(endpointUrl(Q.share, { id: space }), { title: '旁听', places: 2 });
      expect(shared.statusCode, shared.body).toBe(201);
      const square = async (query: Record<string, string | number>) =>
        squarePageSchema.parse(await get(driver, endpointUrl(Q.list, undefined, { page_size: 100, ...query }))).results;
      const all = await square({});
      expect(all.find((e) => e.booking_id === space)).toMatchObject({ title: '旁听', resource: { id: ids.meeting1(c) } });
      for (const kind of ['space', 'seat'] as const)
        expect((await square({ kind })).map((e) => e.id)).toEqual(all.filter((e) => e.kind === kind).map((e) => e.id));
    });

    it('issue 33: the spaces by kind, in a window and free in it, answer the whole list filtered', async () => {
      const date = dayAhead(25);
      const window = { date, start_time: '09:00', end_time: '10:00' };
      await bookOne(driver, spaceBody(ids.meeting2(c), date, '09:00', '10:00'));
      const spaces = async (query: Record<string, string | number>) => {
        const page = spacePageSchema.parse(await get(driver, endpointUrl(E.list, undefined, { page_size: 100, ...query })));
        expect(page.results.length).toBe(page.count);
        return page.results;
      };
      const whole = await spaces({});
      expect((await spaces({ kind: 'meeting' })).map((s) => s.id)).toEqual(whole.filter((s) => s.kind === 'meeting').map((s) => s.id));
      const inWindow = await spaces(window);
      expect(inWindow.map((s) => s.id)).toEqual(whole.map((s) => s.id));
      expect(inWindow.find((s) => s.id === ids.meeting2(c))?.available).toBe(false);
      expect(inWindow.find((s) => s.id === ids.meeting1(c))?.available).toBe(true);
      const free = await spaces({ ...window, free_only: '1' });
      expect(free.map((s) => s.id)).toEqual(inWindow.filter((s) => s.available).map((s) => s.id));
      expect((await spaces({ ...window, free_only: 'true', kind: 'meeting' })).map((s) => s.id)).toEqual([ids.meeting1(c)]);
    });
  },
  { now: () => clock.now() },
);

import { afterEach, beforeAll, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { endpointUrl, spaceBookingEndpoints as B, spaceSquareEndpoints as Q, squareEntrySchema } from '@campus/contracts';
import { A, describeOnDatabase, staffId } from '../../platform/test/harness.ts';
import { clientOf, type Client } from '../../platform/test/client.ts';
import { staff as staffTable } from '../../platform/db/schema.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { orderEvents } from '../../platform/orders/schema.ts';
import { pushMessages } from '../../platform/db/schema.ts';
import { seedId } from '../../platform/seed/ids.ts';
import { spaceBookings, spaceSpaces, spaceSquareEntries, spaceSquareMembers } from './schema.ts';
import { runSpaceJob } from './job.ts';
import { PHONES, at, bookOne, dayAhead, ids, seatBody, spaceBody, testClock } from './test-kit.ts';

const clock = testClock();
const PEOPLE = 50;

/**
 * Issue 38, "Rules that must hold", with 50 concurrent clients (50 people of one company; on
 * PostgreSQL they really race): one slot of a space, 50 bookings, exactly one; one person, 50 seats
 * at once, exactly one; the last place of a square entry, 50 joins, exactly one; and the release job
 * run by two server instances on one database at once: each no-show released once, pushed once.
 */
describeOnDatabase(
  'space: the rules that must hold under 50 concurrent clients (issue 38)',
  (h) => {
    const c = A.id;
    const people: Client[] = [];
    let staff: Client;
    const db = () => h().db.handle.db;

    beforeAll(async () => {
      staff = await clientOf(h(), c, PHONES.staff);
      // fifty colleagues: copies of the demo staff with their own phones (the demo password)
      const [demo] = await db()
        .select()
        .from(staffTable)
        .where(and(eq(staffTable.companyId, c), eq(staffTable.id, staffId(c, 'staff'))));
      await db()
        .insert(staffTable)
        .values(
          Array.from({ length: PEOPLE }, (_, i) => ({
            companyId: c,
            id: seedId(c, `space-race-person:${String(i)}`),
            name: `同事${String(i + 1)}`,
            phone: `1390000${String(i).padStart(4, '0')}`,
            passwordHash: demo!.passwordHash,
            departmentId: demo!.departmentId,
          })),
        )
        .onConflictDoNothing();
      for (let i = 0; i < PEOPLE; i++) people.push(await clientOf(h(), c, `1390000${String(i).padStart(4, '0')}`));
    });
    afterEach(() => clock.reset());

    it('50 people book one slot at once: exactly one 201, the others 400 该时段已被预约', async () => {
      const date = dayAhead(4);
      const answers = await Promise.all(
        people.map((p) => p.post(endpointUrl(B.create), spaceBody(ids.basketball(c), date, '12:00', '13:00'))),
      );
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
      const refused = answers.filter((r) => r.statusCode !== 201);
      expect(refused.every((r) => r.statusCode === 400 && r.json<{ detail: string }>().detail === '该时段已被预约')).toBe(true);
      const held = await db()
        .select()
        .from(spaceBookings)
        .where(
          inCompany(
            spaceBookings,
            c,
            eq(spaceBookings.resourceId, ids.basketball(c)),
            eq(spaceBookings.date, date),
            eq(spaceBookings.holding, true),
          ),
        );
      expect(held.filter((b) => b.startAt.getTime() === at(date, '12:00').getTime())).toHaveLength(1);
    });

    it('one person tries 50 seats for the same time at once: exactly one', async () => {
      const date = dayAhead(3);
      const seats = Array.from({ length: PEOPLE }, (_, i) => ids.seat(c, (i % 16) + 1));
      const answers = await Promise.all(seats.map((s) => staff.post(endpointUrl(B.create), seatBody(s, date, '19:00', '21:00'))));
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(answers.every((r) => r.statusCode === 201 || r.statusCode === 400)).toBe(true);
      const mine = await db()
        .select()
        .from(spaceBookings)
        .where(
          inCompany(spaceBookings, c, eq(spaceBookings.bookerId, staff.id), eq(spaceBookings.date, date), eq(spaceBookings.holding, true)),
        );
      expect(mine.filter((b) => b.kind === 'seat')).toHaveLength(1);
    });

    it('50 joins for the last place of a shared booking: exactly one', async () => {
      const id = await bookOne(staff, spaceBody(ids.meeting2(c), dayAhead(5), '20:00', '21:00'));
      const shared = await staff.post(endpointUrl(Q.share, { id }), { title: '读书会', places: 1 });
      expect(shared.statusCode, shared.body).toBe(201);
      const entry = squareEntrySchema.parse(shared.json());
      const answers = await Promise.all(people.map((p) => p.post(endpointUrl(Q.join, { id: entry.id }))));
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((r) => r.statusCode === 400).every((r) => r.json<{ detail: string }>().detail === '名额已满')).toBe(true);
      const members = await db()
        .select()
        .from(spaceSquareMembers)
        .where(inCompany(spaceSquareMembers, c, eq(spaceSquareMembers.entryId, entry.id)));
      expect(members).toHaveLength(1);
      const [row] = await db()
        .select()
        .from(spaceSquareEntries)
        .where(inCompany(spaceSquareEntries, c, eq(spaceSquareEntries.id, entry.id)));
      expect(row?.joinedCount).toBe(1);
    });

    it('a check-in scanned 50 times at once counts once', async () => {
      const date = dayAhead(2);
      const id = await bookOne(staff, spaceBody(ids.basketball(c), date, '14:00', '15:00'));
      const [detailOfSpace] = await db()
        .select()
        .from(spaceSpaces)
        .where(inCompany(spaceSpaces, c, eq(spaceSpaces.id, ids.basketball(c))));
      clock.set(at(date, '13:55'));
      const scans = await Promise.all(
        Array.from({ length: PEOPLE }, () => staff.post(endpointUrl(B.checkIn), { code: detailOfSpace!.checkinCode })),
      );
      expect(scans.every((r) => r.statusCode === 200)).toBe(true);
      expect(scans.filter((r) => !r.json<{ already: boolean }>().already)).toHaveLength(1);
      const starts = await db()
        .select()
        .from(orderEvents)
        .where(inCompany(orderEvents, c, eq(orderEvents.orderId, id), eq(orderEvents.action, 'start_use')));
      expect(starts).toHaveLength(1);
    });

    it('two job runners on one database release each no-show once and push it once', async () => {
      const date = dayAhead(1);
      const booked: string[] = [];
      for (let i = 0; i < 10; i++) booked.push(await bookOne(people[i]!, seatBody(ids.seat(c, i + 1), date, '13:00', '14:00')));
      const second = await h().build({ now: () => clock.now() }, await h().db.openPeer());
      clock.set(at(date, '13:30'));
      const [one, two] = await Promise.all([runSpaceJob(h().app.context, c), runSpaceJob(second.context, c)]);
      const releases = await db()
        .select()
        .from(orderEvents)
        .where(inCompany(orderEvents, c, eq(orderEvents.action, 'release')));
      // every release the two runners counted happened once (the seeded no-shows of the day are released too)
      expect(releases).toHaveLength(one.released + two.released);
      expect(
        releases
          .filter((e) => booked.includes(e.orderId))
          .map((e) => e.orderId)
          .sort(),
      ).toEqual([...booked].sort());
      const pushes = await db()
        .select()
        .from(pushMessages)
        .where(
          inCompany(
            pushMessages,
            c,
            inArray(
              pushMessages.staffId,
              people.slice(0, 10).map((p) => p.id),
            ),
          ),
        );
      const released = pushes.filter(
        (m) => (m.extras as { extra_param?: { action_type?: string } }).extra_param?.action_type === 'released',
      );
      expect(released).toHaveLength(10);
      // run again: nothing left to release
      expect((await runSpaceJob(second.context, c)).released).toBe(0);
    });
  },
  { now: () => clock.now() },
);

/**
 * The space family's lists at scale (issue 38: "a company with 20,000 staff and five years of records
 * must see the first page and the two-hundredth in well under 100 ms"). The platform's guard
 * (src/list-indexes.test.ts) grows the platform's tables, not this family's; here company `sa` gets
 * 20,000 bookings of one person (10,000 past, 10,000 ahead), 10,000 of his waits, 10,000 square
 * entries ahead and 10,000 comments on one entry, and every list of the family is requested on page 1
 * and page 200 while every SELECT is captured and EXPLAINed (src/bench/scale/plan-check.ts): no
 * sequential scan of a big table, no sort, hash or aggregate of the history, at most 8 statements a
 * request (no query per row). PostgreSQL only.
 */
import { sql } from 'drizzle-orm';
import { endpointUrl, spaceBookingEndpoints, spaceSquareEndpoints } from '@campus/contracts';
import type { DatabaseHandle } from '../../platform/db/types.ts';
import { B } from '../../platform/test/harness.ts';
import { describeListScale } from '../../platform/test/list-scale.ts';
import { seedStaffId } from '../../platform/seed/ids.ts';
import { spaceKey } from './seed.ts';

const SA = B.id;
const ROWS = 10_000;

/** Grows the family's tables of `c` in SQL: rows with md5 ids, all of 普通员工. */
async function grow(handle: DatabaseHandle, c: string): Promise<void> {
  const staff = seedStaffId(c, 'staff');
  const room = spaceKey.space(c, 'meeting2');
  const seat = spaceKey.seat(c, 'office', 1);
  const area = spaceKey.area(c, 'office');
  const db = handle.db;
  const id = (kind: string) => sql.raw(`md5('${c}:${kind}:' || n)::uuid`);
  // n <= ROWS: ended n hours ago; above: starting n - ROWS hours from now (cancelled, so they hold nothing)
  const start = sql.raw(
    `CASE WHEN n <= ${String(ROWS)} THEN now() - (n || ' hours')::interval ELSE now() + ((n - ${String(ROWS)}) || ' hours')::interval END`,
  );
  await db.execute(sql`
    INSERT INTO orders (company_id, id, module, order_type, applicant_id, title, status, payload, created_at, updated_at)
    SELECT ${c}, ${id('booking')}, 'space', CASE WHEN n % 2 = 0 THEN 'space' ELSE 'seat' END, ${staff}, 'scale',
      CASE WHEN n <= ${ROWS} THEN 40 ELSE -10 END, '{"fields": [], "data": {}}'::jsonb, now(), now()
    FROM generate_series(1, ${sql.raw(String(2 * ROWS))}) n`);
  await db.execute(sql`
    INSERT INTO space_bookings (company_id, id, kind, resource_id, area_id, booker_id, date, start_at, end_at, hold_end_at, holding, status,
      purpose, attendees, needs_approval, skipped, price_fen, client_key, created_at)
    SELECT ${c}, ${id('booking')}, CASE WHEN n % 2 = 0 THEN 'space' ELSE 'seat' END,
      CASE WHEN n % 2 = 0 THEN ${room}::uuid ELSE ${seat}::uuid END, CASE WHEN n % 2 = 0 THEN NULL ELSE ${area}::uuid END,
      ${staff}, to_char(${start} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD'), ${start}, ${start} + interval '1 hour', ${start} + interval '1 hour',
      false, CASE WHEN n <= ${ROWS} THEN 40 ELSE -10 END, 'scale', 1, false, '[]'::jsonb, 0, 'scale-' || n, now()
    FROM generate_series(1, ${sql.raw(String(2 * ROWS))}) n`);
  await db.execute(sql`
    INSERT INTO space_waits (company_id, id, staff_id, kind, resource_id, date, start_at, end_at, state, created_at)
    SELECT ${c}, ${id('wait')}, ${staff}, 'space', ${room}, '2026-01-01', now(), now() + interval '1 hour', 'closed', now() - (n || ' minutes')::interval
    FROM generate_series(1, ${ROWS}) n`);
  await db.execute(sql`
    INSERT INTO space_square_entries (company_id, id, booking_id, kind, owner_id, title, description, places, start_at, end_at, open, created_at)
    SELECT ${c}, ${id('square')}, ${id('booking')}, CASE WHEN n % 2 = 0 THEN 'space' ELSE 'seat' END, ${staff}, '分享' || n, '', 3,
      ${start}, ${start} + interval '1 hour', false, now()
    FROM generate_series(${sql.raw(String(ROWS + 1))}, ${sql.raw(String(2 * ROWS))}) n`);
  await db.execute(sql`
    INSERT INTO space_square_comments (company_id, id, entry_id, author_id, content, created_at)
    SELECT ${c}, ${id('comment')}, ${spaceKey.square(c)}, ${staff}, '评论' || n, now() - (n || ' minutes')::interval
    FROM generate_series(1, ${ROWS}) n`);
  await db.execute(sql`ANALYZE`);
}

describeListScale({
  family: 'the space family',
  issue: 'issue 38',
  bigTables: ['space_bookings', 'space_waits', 'space_square_entries', 'space_square_comments'],
  grow,
  async lists(login) {
    const staff = await login('13800000005');
    return [
      { path: endpointUrl(spaceBookingEndpoints.list), token: staff },
      { path: endpointUrl(spaceBookingEndpoints.list), query: { scope: 'past' }, token: staff },
      { path: endpointUrl(spaceBookingEndpoints.list), query: { scope: 'past', kind: 'seat' }, token: staff },
      { path: endpointUrl(spaceBookingEndpoints.waits), token: staff },
      { path: endpointUrl(spaceSquareEndpoints.list), token: staff },
      { path: endpointUrl(spaceSquareEndpoints.list), query: { kind: 'space' }, token: staff },
      { path: endpointUrl(spaceSquareEndpoints.comments, { id: spaceKey.square(SA) }), token: staff },
    ];
  },
});

/**
 * The statements of the booker's own bookings list, built once per database and filter shape
 * (platform/db/built-once.ts): a page through space_bookings_booker_idx and its bounded count.
 */
import { and, asc, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { builtPerShape } from '../../platform/db/built-once.ts';
import { boundedCountStatement } from '../../platform/db/bounded-count.ts';
import { spaceBookings } from './schema.ts';

/** The list's filters as the letters of its shape: p past (else upcoming), k a kind, s a status. */
export const bookingsShape = (q: { past: boolean; kind?: unknown; status?: unknown }): string =>
  [q.past ? 'p' : 'u', q.kind ? 'k' : '', q.status === undefined ? '' : 's'].join('');

/** The booker's bookings ending after `now` (upcoming) or by then (past), and the shape's kind and status. */
function bookingsWhere(shape: string): SQL | undefined {
  const has = (flag: string) => shape.includes(flag);
  const now = sql.placeholder('now');
  return and(
    eq(spaceBookings.companyId, sql.placeholder('companyId')),
    eq(spaceBookings.bookerId, sql.placeholder('staffId')),
    has('p') ? lte(spaceBookings.endAt, now) : gt(spaceBookings.endAt, now),
    has('k') ? eq(spaceBookings.kind, sql.placeholder('kind')) : undefined,
    has('s') ? eq(spaceBookings.status, sql.placeholder('status')) : undefined,
  );
}

/** Upcoming: soonest end first; past: latest end first; ties by id (the index's order either way). */
const bookingsOrder = (shape: string): SQL[] =>
  shape.includes('p') ? [desc(spaceBookings.endAt), desc(spaceBookings.id)] : [asc(spaceBookings.endAt), asc(spaceBookings.id)];

/** A page of the booker's bookings ({companyId, staffId, now, limit, offset} and the shape's kind, status). */
export const bookingsPage = builtPerShape((db, shape) =>
  db
    .select()
    .from(spaceBookings)
    .where(bookingsWhere(shape))
    .orderBy(...bookingsOrder(shape))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`space_my_bookings_page_${shape}`),
);

/** The page's bounded count, through the page's index ({companyId, staffId, now, countLimit} and the shape's filters). */
export const bookingsCount = builtPerShape((db, shape) =>
  boundedCountStatement(db, spaceBookings, bookingsWhere(shape), bookingsOrder(shape)).prepare(`space_my_bookings_count_${shape}`),
);

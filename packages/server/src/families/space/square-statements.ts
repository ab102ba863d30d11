/**
 * The statements of the order square's list, built once per database and filter shape
 * (platform/db/built-once.ts): a page of entries from today on with its bounded count, and the
 * bookings the page's entries share.
 */
import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { builtPerShape, rowsWithAnyOf } from '../../platform/db/built-once.ts';
import { boundedCountStatement } from '../../platform/db/bounded-count.ts';
import { spaceBookings, spaceSquareEntries } from './schema.ts';

/** The list's filter as its shape: k a kind, else every kind. */
export const squareShape = (q: { kind?: unknown }): string => (q.kind ? 'k' : 'all');

/** Entries starting from `from` (today's start), of the shape's kind. */
const squareWhere = (shape: string): SQL | undefined =>
  and(
    eq(spaceSquareEntries.companyId, sql.placeholder('companyId')),
    shape === 'k' ? eq(spaceSquareEntries.kind, sql.placeholder('kind')) : undefined,
    gte(spaceSquareEntries.startAt, sql.placeholder('from')),
  );

/** Soonest first, ties by id: space_square_start_idx (or space_square_kind_idx). */
const soonestFirst = (): SQL[] => [asc(spaceSquareEntries.startAt), asc(spaceSquareEntries.id)];

/** A page of the square ({companyId, from, limit, offset} and the shape's kind). */
export const squarePage = builtPerShape((db, shape) =>
  db
    .select()
    .from(spaceSquareEntries)
    .where(squareWhere(shape))
    .orderBy(...soonestFirst())
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`space_square_page_${shape}`),
);

/** The page's bounded count, through the page's index ({companyId, from, countLimit} and the shape's kind). */
export const squareCount = builtPerShape((db, shape) =>
  boundedCountStatement(db, spaceSquareEntries, squareWhere(shape), soonestFirst()).prepare(`space_square_count_${shape}`),
);

/** Bookings by id ({companyId, ids}). */
export const bookingsByIds = rowsWithAnyOf(spaceBookings, spaceBookings.id, 'space_bookings_by_ids');

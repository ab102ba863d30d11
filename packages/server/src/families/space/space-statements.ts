/**
 * The statements of the space list, built once per database (platform/db/built-once.ts): a page of
 * spaces in their order (of one kind or all) with its bounded count, and which of them are held in a
 * window.
 */
import { and, asc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { anyOfPlaceholder, builtOnce, builtPerShape } from '../../platform/db/built-once.ts';
import { boundedCountStatement } from '../../platform/db/bounded-count.ts';
import { spaceBookings, spaceSpaces } from './schema.ts';

/** The list's filter as its shape: k a kind, else every kind. */
export const spacesShape = (q: { kind?: unknown }): string => (q.kind ? 'k' : 'all');

const spacesWhere = (shape: string): SQL | undefined =>
  and(eq(spaceSpaces.companyId, sql.placeholder('companyId')), shape === 'k' ? eq(spaceSpaces.kind, sql.placeholder('kind')) : undefined);

/** space_spaces_sort_idx's order (space_spaces_kind_idx's for a kind). */
const inOrder = (): SQL[] => [asc(spaceSpaces.sort), asc(spaceSpaces.id)];

/** A page of spaces in their order ({companyId, limit, offset} and the shape's kind). */
export const spacesPage = builtPerShape((db, shape) =>
  db
    .select()
    .from(spaceSpaces)
    .where(spacesWhere(shape))
    .orderBy(...inOrder())
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`space_spaces_page_${shape}`),
);

/** The page's bounded count ({companyId, countLimit} and the shape's kind). */
export const spacesCount = builtPerShape((db, shape) =>
  boundedCountStatement(db, spaceSpaces, spacesWhere(shape), inOrder()).prepare(`space_spaces_count_${shape}`),
);

/** Which of the resources `ids` a holding booking holds in [windowStart, windowEnd) ({companyId, ids, windowStart, windowEnd}). */
export const heldInWindow = builtOnce((db) =>
  db
    .selectDistinct({ id: spaceBookings.resourceId })
    .from(spaceBookings)
    .where(
      and(
        eq(spaceBookings.companyId, sql.placeholder('companyId')),
        anyOfPlaceholder(spaceBookings.resourceId, 'ids'),
        eq(spaceBookings.holding, true),
        lt(spaceBookings.startAt, sql.placeholder('windowEnd')),
        gt(spaceBookings.holdEndAt, sql.placeholder('windowStart')),
      ),
    )
    .prepare('space_held_in_window'),
);

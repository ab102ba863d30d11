/**
 * The statements that read what bookings are of, built once per database (platform/db/built-once.ts):
 * every page of bookings or square entries sends them for the spaces and seats its rows name.
 */
import { and, eq, sql } from 'drizzle-orm';
import { anyOfPlaceholder, builtOnce, rowsWithAnyOf } from '../../platform/db/built-once.ts';
import { spaceAreas, spaceSeats, spaceSpaces } from './schema.ts';

/** Spaces by id ({companyId, ids}). */
export const spacesByIds = rowsWithAnyOf(spaceSpaces, spaceSpaces.id, 'space_spaces_by_ids');

/** Seats by id with their areas ({companyId, ids}). */
export const seatsWithAreasByIds = builtOnce((db) =>
  db
    .select({ seat: spaceSeats, area: spaceAreas })
    .from(spaceSeats)
    .innerJoin(spaceAreas, and(eq(spaceAreas.companyId, spaceSeats.companyId), eq(spaceAreas.id, spaceSeats.areaId)))
    .where(and(eq(spaceSeats.companyId, sql.placeholder('companyId')), anyOfPlaceholder(spaceSeats.id, 'ids')))
    .prepare('space_seats_with_areas_by_ids'),
);

/**
 * The statements behind a page of rooms, built once per database (platform/db/built-once.ts): the
 * rooms with their building and area, their beds, and the stays that hold those beds.
 */
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { anyOfPlaceholder, builtOnce, rowsWithAnyOf } from '../../platform/db/built-once.ts';
import { dormAreas, dormBeds, dormBuildings, dormRooms, dormStays } from './schema.ts';

const company = sql.placeholder('companyId');

/** Rooms with building and area, in the rooms list's order ({companyId, ids}). */
export const roomsByIds = builtOnce((db) =>
  db
    .select({ room: dormRooms, building: dormBuildings, area: dormAreas })
    .from(dormRooms)
    .innerJoin(dormBuildings, and(eq(dormBuildings.companyId, dormRooms.companyId), eq(dormBuildings.id, dormRooms.buildingId)))
    .innerJoin(dormAreas, and(eq(dormAreas.companyId, dormBuildings.companyId), eq(dormAreas.id, dormBuildings.areaId)))
    .where(and(eq(dormRooms.companyId, company), anyOfPlaceholder(dormRooms.id, 'ids')))
    .orderBy(asc(dormAreas.sort), asc(dormBuildings.sort), asc(dormRooms.floor), asc(dormRooms.number))
    .prepare('dorm_rooms_by_ids'),
);

/** Beds of rooms ({companyId, ids}). */
export const bedsOfRooms = rowsWithAnyOf(dormBeds, dormBeds.roomId, 'dorm_beds_of_rooms');

/** Stays of beds that hold them on some day from `from` on ({companyId, ids, from}). */
export const staysOfBedsFrom = builtOnce((db) =>
  db
    .select()
    .from(dormStays)
    .where(
      and(
        eq(dormStays.companyId, company),
        anyOfPlaceholder(dormStays.bedId, 'ids'),
        or(isNull(dormStays.endDate), gt(dormStays.endDate, sql.placeholder('from'))),
      ),
    )
    .prepare('dorm_stays_of_beds_from'),
);

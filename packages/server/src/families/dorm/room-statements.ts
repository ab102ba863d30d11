/**
 * The statements behind a page of rooms, built once per database (platform/db/built-once.ts): the
 * page's ids with its bounded count per filter shape, the rooms with their building and area, their
 * beds (each marked when a stay holds it), and the stays that hold beds.
 */
import { and, asc, eq, exists, gt, inArray, isNull, notExists, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { anyOfPlaceholder, builtOnce, builtPerShape } from '../../platform/db/built-once.ts';
import { pageIdsWithCountStatements, preparePageIdsWithCount, type PageIdsWithCount } from '../../platform/db/bounded-count.ts';
import type { Database } from '../../platform/db/types.ts';
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

/** Stays of the outer bed that hold it on some day from `from` on (a date, or a placeholder of one). */
export const heldFrom = (db: Database, from: string | Placeholder) =>
  db
    .select({ one: sql`1` })
    .from(dormStays)
    .where(
      and(
        eq(dormStays.companyId, dormBeds.companyId),
        eq(dormStays.bedId, dormBeds.id),
        or(isNull(dormStays.endDate), gt(dormStays.endDate, from)),
      ),
    );

/**
 * Beds of rooms, each with whether a stay holds it on some day from `from` on ({companyId, ids, from}):
 * one statement where the beds and then their stays were two, one after the other.
 */
export const bedsOfRoomsHeldFrom = builtOnce((db) =>
  db
    .select({ id: dormBeds.id, roomId: dormBeds.roomId, held: sql<boolean>`exists (${heldFrom(db, sql.placeholder('from'))})` })
    .from(dormBeds)
    .where(and(eq(dormBeds.companyId, company), anyOfPlaceholder(dormBeds.roomId, 'ids')))
    .prepare('dorm_beds_of_rooms_held_from'),
);

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

/** Filters of the rooms list, on dorm_rooms' own columns (an area is the set of its buildings). */
export interface RoomFilter {
  areaId?: string;
  buildingId?: string;
  model?: string;
  suite?: boolean;
  gender?: 'male' | 'female';
  /** Only rooms with a bed that no stay holds from this date on. */
  freeFrom?: string;
}

/** Which filters are set, in a fixed order (a area, b building, m model, s suite, g gender, f freeFrom): a statement's key. */
export const roomsShape = (f: RoomFilter): string =>
  [
    f.areaId === undefined ? '' : 'a',
    f.buildingId === undefined ? '' : 'b',
    f.model === undefined ? '' : 'm',
    f.suite === undefined ? '' : 's',
    f.gender === undefined ? '' : 'g',
    f.freeFrom === undefined ? '' : 'f',
  ].join('');

/** A bed of the outer room that no stay holds from `freeFrom` on. */
const freeBedOf = (db: Database) =>
  db
    .select({ one: sql`1` })
    .from(dormBeds)
    .where(
      and(
        eq(dormBeds.companyId, dormRooms.companyId),
        eq(dormBeds.roomId, dormRooms.id),
        notExists(heldFrom(db, sql.placeholder('freeFrom'))),
      ),
    );

/** The shape's filters, each set one a placeholder named as in RoomFilter. */
function roomsWhere(db: Database, shape: string): SQL | undefined {
  const has = (flag: string) => shape.includes(flag);
  const areaBuildings = db
    .select({ id: dormBuildings.id })
    .from(dormBuildings)
    .where(and(eq(dormBuildings.companyId, company), eq(dormBuildings.areaId, sql.placeholder('areaId'))));
  return and(
    eq(dormRooms.companyId, company),
    has('a') ? inArray(dormRooms.buildingId, areaBuildings) : undefined,
    has('b') ? eq(dormRooms.buildingId, sql.placeholder('buildingId')) : undefined,
    has('m') ? eq(dormRooms.model, sql.placeholder('model')) : undefined,
    has('s') ? eq(dormRooms.suite, sql.placeholder('suite')) : undefined,
    has('g') ? inArray(dormRooms.gender, [sql.placeholder('gender'), 'any']) : undefined,
    has('f') ? exists(freeBedOf(db)) : undefined,
  );
}

/**
 * A page of room ids with its bounded count, through dorm_rooms_place_idx (building, floor, number,
 * unique in a building) ({companyId, the shape's filters}; run with pageIdsWithCount).
 */
export const roomsPage = builtPerShape((db, shape): PageIdsWithCount =>
  preparePageIdsWithCount(
    pageIdsWithCountStatements(db, dormRooms, dormRooms.id, roomsWhere(db, shape), [
      asc(dormRooms.buildingId),
      asc(dormRooms.floor),
      asc(dormRooms.number),
    ]),
    `dorm_rooms_list_${shape || 'all'}`,
  ),
);

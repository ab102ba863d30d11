/**
 * The statements of the seat areas list, built once per database (platform/db/built-once.ts): a page
 * of areas in their order with its bounded count, and the seats per area of the page.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { anyOfPlaceholder, builtOnce } from '../../platform/db/built-once.ts';
import { boundedCountStatement } from '../../platform/db/bounded-count.ts';
import { spaceAreas, spaceSeats } from './schema.ts';

const ofCompany = eq(spaceAreas.companyId, sql.placeholder('companyId'));
const inOrder = [asc(spaceAreas.sort), asc(spaceAreas.id)];

/** The company's areas, counted to the page and a window ({companyId, countLimit}). */
export const areasCount = builtOnce((db) => boundedCountStatement(db, spaceAreas, ofCompany, inOrder).prepare('space_areas_count'));

/** A page of the company's areas in their order ({companyId, limit, offset}). */
export const areasPage = builtOnce((db) =>
  db
    .select()
    .from(spaceAreas)
    .where(ofCompany)
    .orderBy(...inOrder)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('space_areas_page'),
);

/** Seats per area, one grouped read ({companyId, ids}). */
export const seatsPerArea = builtOnce((db) =>
  db
    .select({ areaId: spaceSeats.areaId, n: count() })
    .from(spaceSeats)
    .where(and(eq(spaceSeats.companyId, sql.placeholder('companyId')), anyOfPlaceholder(spaceSeats.areaId, 'ids')))
    .groupBy(spaceSeats.areaId)
    .prepare('space_seats_per_area'),
);

/**
 * The statements of a passenger's monthly tickets, built once per database (platform/db/built-once.ts):
 * the page, its bounded count and the rides counted on each ticket. Building them was most of the
 * list's server CPU on every request.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { anyOfPlaceholder, builtOnce } from '../../platform/db/built-once.ts';
import { boundedCountStatement } from '../../platform/db/bounded-count.ts';
import { busMonthTickets, busRides } from './schema.ts';
import { monthOrder, monthQuery } from './queries.ts';

const company = sql.placeholder('companyId');

const passengersMonths = () => and(eq(busMonthTickets.companyId, company), eq(busMonthTickets.staffId, sql.placeholder('staffId')));

/**
 * A page of a passenger's monthly tickets, newest month first: its ids on bus_month_tickets alone
 * (bus_month_tickets_staff_idx), then those rows with their routes ({companyId, staffId, limit, offset}).
 */
export const monthPage = builtOnce((db) => {
  const ids = db
    .select({ id: busMonthTickets.id })
    .from(busMonthTickets)
    .where(passengersMonths())
    .orderBy(...monthOrder())
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return monthQuery(db)
    .innerJoin(ids, eq(ids.id, busMonthTickets.id))
    .where(eq(busMonthTickets.companyId, company))
    .orderBy(...monthOrder())
    .prepare('bus_month_ticket_page');
});

/** The page's bounded count, walking the page's index ({companyId, staffId, countLimit}). */
export const monthCount = builtOnce((db) =>
  boundedCountStatement(db, busMonthTickets, passengersMonths(), monthOrder()).prepare('bus_month_ticket_count'),
);

/** Rides counted per monthly ticket ({companyId, ids}). */
export const ridesOfMonthTickets = builtOnce((db) =>
  db
    .select({ passId: busRides.passId, n: count() })
    .from(busRides)
    .where(and(eq(busRides.companyId, company), eq(busRides.passKind, 'month'), anyOfPlaceholder(busRides.passId, 'ids')))
    .groupBy(busRides.passId)
    .prepare('bus_rides_of_month_tickets'),
);

/**
 * The selects the bus family's answers are read with (a ticket with what it shows, a comment with its
 * author and trip, a position with its reporter, a monthly ticket with its route) and the lists'
 * orders: shared by the views and by the statements built once (*-statements.ts).
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/types.ts';
import { staff } from '../../platform/db/schema.ts';
import { busComments, busMonthTickets, busPositions, busRoutes, busStops, busTickets, busTrips } from './schema.ts';

export const commentQuery = (db: Database) =>
  db
    .select({ c: busComments, authorName: staff.name, departAt: busTrips.departAt })
    .from(busComments)
    .innerJoin(staff, and(eq(staff.companyId, busComments.companyId), eq(staff.id, busComments.staffId)))
    .leftJoin(busTrips, and(eq(busTrips.companyId, busComments.companyId), eq(busTrips.id, busComments.tripId)));

export const positionQuery = (db: Database) =>
  db
    .select({ p: busPositions, reporterName: staff.name })
    .from(busPositions)
    .leftJoin(staff, and(eq(staff.companyId, busPositions.companyId), eq(staff.id, busPositions.reporterId)));

const checker = alias(staff, 'checker');

export const ticketQuery = (db: Database) =>
  db
    .select({
      t: busTickets,
      route: { id: busRoutes.id, name: busRoutes.name, kind: busRoutes.kind },
      departAt: busTrips.departAt,
      stop: { id: busStops.id, name: busStops.name, minutes: busStops.minutes },
      passengerName: staff.name,
      checkerName: checker.name,
    })
    .from(busTickets)
    .innerJoin(busRoutes, and(eq(busRoutes.companyId, busTickets.companyId), eq(busRoutes.id, busTickets.routeId)))
    .innerJoin(busTrips, and(eq(busTrips.companyId, busTickets.companyId), eq(busTrips.id, busTickets.tripId)))
    .innerJoin(busStops, and(eq(busStops.companyId, busTickets.companyId), eq(busStops.id, busTickets.stopId)))
    .innerJoin(staff, and(eq(staff.companyId, busTickets.companyId), eq(staff.id, busTickets.staffId)))
    .leftJoin(checker, and(eq(checker.companyId, busTickets.companyId), eq(checker.id, busTickets.checkedBy)));
export type TicketRow = Awaited<ReturnType<typeof ticketQuery>>[number];

/** Newest first: bus_tickets_staff_idx's order. */
export const TICKET_ORDER = [desc(busTickets.createdAt), desc(busTickets.id)];

export const monthQuery = (db: Database) =>
  db
    .select({
      m: busMonthTickets,
      route: { id: busRoutes.id, name: busRoutes.name, kind: busRoutes.kind },
    })
    .from(busMonthTickets)
    .innerJoin(busRoutes, and(eq(busRoutes.companyId, busMonthTickets.companyId), eq(busRoutes.id, busMonthTickets.routeId)));
export type MonthRow = Awaited<ReturnType<typeof monthQuery>>[number];

/** The monthly tickets' order (bus_month_tickets_staff_idx's), shared by the page and its count. */
export const monthOrder = (): SQL[] => [desc(busMonthTickets.month), desc(busMonthTickets.createdAt), desc(busMonthTickets.id)];

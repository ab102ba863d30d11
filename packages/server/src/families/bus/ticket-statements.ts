/**
 * The statements of a passenger's ticket list, built once per database (platform/db/built-once.ts):
 * the page and its bounded count, one pair per filter shape, the routes of a kind and the tickets'
 * comments. Building them was a quarter of the list's server CPU on every request.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { BusTicketStatus } from '@campus/contracts';
import { anyOfPlaceholder, builtOnce, builtPerShape } from '../../platform/db/built-once.ts';
import { boundedCountStatement } from '../../platform/db/bounded-count.ts';
import { busComments, busRoutes, busTickets } from './schema.ts';
import { commentQuery, TICKET_ORDER, ticketQuery } from './queries.ts';

const company = sql.placeholder('companyId');

/** The list's filters; each one set is a placeholder of the statements, named as here. */
export interface TicketFilters {
  /** The routes of the kind asked for. */
  routeIds?: readonly string[] | undefined;
  status?: BusTicketStatus | undefined;
}

/** Which filters are set: k (the kind's routes), s (a status). */
export const ticketsShape = (f: TicketFilters): string => (f.routeIds !== undefined ? 'k' : '') + (f.status !== undefined ? 's' : '');

/** A passenger's tickets ({companyId, staffId} and the shape's filters). */
const ticketsWhere = (shape: string): SQL | undefined =>
  and(
    eq(busTickets.companyId, company),
    eq(busTickets.staffId, sql.placeholder('staffId')),
    shape.includes('s') ? eq(busTickets.status, sql.placeholder('status')) : undefined,
    shape.includes('k') ? anyOfPlaceholder(busTickets.routeId, 'routeIds') : undefined,
  );

/**
 * A page of a passenger's tickets, newest first: its ids on bus_tickets alone (bus_tickets_staff_idx),
 * then those rows joined to what they show ({companyId, staffId, limit, offset} and the shape's filters).
 */
export const ticketPage = builtPerShape((db, shape) => {
  const ids = db
    .select({ id: busTickets.id })
    .from(busTickets)
    .where(ticketsWhere(shape))
    .orderBy(...TICKET_ORDER)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return ticketQuery(db)
    .innerJoin(ids, eq(ids.id, busTickets.id))
    .where(eq(busTickets.companyId, company))
    .orderBy(...TICKET_ORDER)
    .prepare(`bus_ticket_page_${shape || 'all'}`);
});

/** The page's bounded count, walking the page's index ({companyId, staffId, countLimit} and the shape's filters). */
export const ticketCount = builtPerShape((db, shape) =>
  boundedCountStatement(db, busTickets, ticketsWhere(shape), TICKET_ORDER).prepare(`bus_ticket_count_${shape || 'all'}`),
);

/** The ids of the company's routes of a kind, active or not ({companyId, kind}). */
export const routeIdsOfKind = builtOnce((db) =>
  db
    .select({ id: busRoutes.id })
    .from(busRoutes)
    .where(and(eq(busRoutes.companyId, company), eq(busRoutes.kind, sql.placeholder('kind'))))
    .prepare('bus_route_ids_of_kind'),
);

/** The comments of tickets, with their authors and trips ({companyId, ids}). */
export const commentsOfTickets = builtOnce((db) =>
  commentQuery(db)
    .where(and(eq(busComments.companyId, company), anyOfPlaceholder(busComments.ticketId, 'ids')))
    .prepare('bus_comments_of_tickets'),
);

/**
 * The bus family (issue 13): shuttle buses (routes, trips, tickets paid through the pay family,
 * monthly tickets, route applications on the order workflow, favourites, comments, the driver's
 * check) and plant buses (free bookings, the line's map and its bus's last position).
 */
import { busEndpoints } from '@campus/contracts';
import { defineFamily } from '../../platform/family.ts';
import * as schema from './schema.ts';
import { BUS_ORDER } from './applications.ts';
import { busRoutes } from './routes.ts';
import {
  busApplicationSeedId,
  busMonthSeedId,
  busRouteId,
  busTicketSeedId,
  seedBusApplicationRows,
  seedBusRouteRows,
  seedBusTicketRows,
} from './seed.ts';

const route = (c: string) => ({ id: busRouteId(c, 'line1') });
const plant = (c: string) => ({ id: busRouteId(c, 'plantA') });
const ticket = (c: string) => ({ id: busTicketSeedId(c, 'demo:ridden') });
const month = (c: string) => ({ id: busMonthSeedId(c, 'demo:abandoned') });

export const bus = defineFamily({
  name: 'bus',
  schema,
  orderTypes: [BUS_ORDER],
  routes: async (app, { ctx }) => {
    busRoutes(app, ctx);
  },
  seed: [seedBusRouteRows, seedBusTicketRows, seedBusApplicationRows],
  isolationProbes: [
    { endpoint: busEndpoints.getRoute, params: route },
    { endpoint: busEndpoints.favourite, params: route },
    { endpoint: busEndpoints.unfavourite, params: route },
    { endpoint: busEndpoints.listComments, params: route },
    { endpoint: busEndpoints.listPositions, params: plant },
    { endpoint: busEndpoints.reportPosition, params: plant, body: () => ({ latitude: 24.5, longitude: 118.2 }), adminOnly: true },
    { endpoint: busEndpoints.getTicket, params: ticket },
    { endpoint: busEndpoints.cancelTicket, params: ticket },
    { endpoint: busEndpoints.refundTicket, params: ticket },
    { endpoint: busEndpoints.commentTicket, params: ticket, body: () => ({ rating: 5, content: '越权评价' }) },
    { endpoint: busEndpoints.getMonthTicket, params: month },
    { endpoint: busEndpoints.cancelMonthTicket, params: month },
    { endpoint: busEndpoints.getApplication, params: (c) => ({ id: busApplicationSeedId(c) }) },
  ],
  isolationExempt: [],
});

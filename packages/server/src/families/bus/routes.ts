/**
 * The bus family's endpoints: thin (schemas in @campus/contracts, one defineRoute per operation,
 * the work in the feature files), and the once-a-minute sweep that releases the seats of tickets
 * left unpaid past their hold, plus the refunder of payments that could not buy a ticket.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { busEndpoints } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { payService } from '../../platform/pay/index.ts';
import { busCallerOf } from './access.ts';
import { getApplication, submitApplication } from './applications.ts';
import { checkCode, checkTrips } from './check.ts';
import { listComments, listPositions, listRoutes, mapConfig, reportPosition, routeDetail, setFavourite } from './lines.ts';
import { cancelMonthTicket, createMonthTicket, expireMonthHolds, getMonthTicket, listMonthTickets } from './month.ts';
import { startRefunder } from './refunds.ts';
import {
  cancelTicket,
  commentTicket,
  createTicket,
  expireTicketHolds,
  getTicket,
  listTickets,
  refundTicket,
  type BusDeps,
} from './tickets.ts';

const SWEEP_MS = 60_000;

function answerMade<T>(reply: FastifyReply, made: { created: boolean }, value: T): T {
  reply.code(made.created ? 201 : 200);
  return value;
}

const roleOf = (auth: AuthContext) => auth.staff.role;

export function busRoutes(app: FastifyInstance, ctx: AppContext): void {
  const pay = payService(ctx);
  const deps: BusDeps = { db: ctx.handle.db, now: ctx.now, pay };
  const db = deps.db;

  const sweep = setInterval(() => {
    const now = ctx.now();
    Promise.all([expireTicketHolds(db, now), expireMonthHolds(db, now)]).catch((err: unknown) =>
      ctx.log.error({ err }, 'releasing unpaid bus tickets failed'),
    );
  }, SWEEP_MS);
  sweep.unref();
  const stopRefunder = startRefunder(pay, db, ctx.log);
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    stopRefunder();
  });

  defineRoute(app, ctx, { endpoint: busEndpoints.config, handler: async () => mapConfig(process.env) });

  defineRoute(app, ctx, {
    endpoint: busEndpoints.listRoutes,
    handler: async ({ auth, query }) => listRoutes(db, busCallerOf(auth), query.kind, ctx.now()),
  });
  defineRoute(app, ctx, {
    endpoint: busEndpoints.getRoute,
    handler: async ({ auth, params }) => routeDetail(db, busCallerOf(auth), params.id, ctx.now()),
  });
  defineRoute(app, ctx, {
    endpoint: busEndpoints.favourite,
    handler: async ({ auth, params }) => setFavourite(db, busCallerOf(auth), params.id, true, ctx.now()),
  });
  defineRoute(app, ctx, {
    endpoint: busEndpoints.unfavourite,
    handler: async ({ auth, params }) => setFavourite(db, busCallerOf(auth), params.id, false, ctx.now()),
  });
  defineRoute(app, ctx, {
    endpoint: busEndpoints.listComments,
    handler: async ({ auth, params, query }) => listComments(db, busCallerOf(auth), params.id, query),
  });
  defineRoute(app, ctx, {
    endpoint: busEndpoints.listPositions,
    handler: async ({ auth, params }) => listPositions(db, busCallerOf(auth), params.id),
  });
  defineRoute(app, ctx, {
    endpoint: busEndpoints.reportPosition,
    async handler({ auth, params, body, reply }) {
      const position = await reportPosition(db, busCallerOf(auth), params.id, body, ctx.now());
      reply.code(201);
      return position;
    },
  });

  defineRoute(app, ctx, {
    endpoint: busEndpoints.createTicket,
    async handler({ auth, body, reply }) {
      const made = await createTicket(deps, busCallerOf(auth), { tripId: body.trip_id, stopId: body.stop_id });
      return answerMade(reply, made, made.ticket);
    },
  });
  defineRoute(app, ctx, {
    endpoint: busEndpoints.listTickets,
    handler: async ({ auth, query }) => listTickets(deps, busCallerOf(auth), query),
  });
  defineRoute(app, ctx, {
    endpoint: busEndpoints.getTicket,
    handler: async ({ auth, params }) => getTicket(deps, busCallerOf(auth), params.id),
  });
  defineRoute(app, ctx, {
    endpoint: busEndpoints.cancelTicket,
    handler: async ({ auth, params }) => cancelTicket(deps, busCallerOf(auth), params.id),
  });
  defineRoute(app, ctx, {
    endpoint: busEndpoints.refundTicket,
    handler: async ({ auth, params }) => refundTicket(deps, busCallerOf(auth), params.id),
  });
  defineRoute(app, ctx, {
    endpoint: busEndpoints.commentTicket,
    async handler({ auth, params, body, reply }) {
      const ticket = await commentTicket(deps, busCallerOf(auth), params.id, { rating: body.rating, content: body.content });
      reply.code(201);
      return ticket;
    },
  });

  defineRoute(app, ctx, {
    endpoint: busEndpoints.listMonthTickets,
    handler: async ({ auth, query }) => listMonthTickets(deps, busCallerOf(auth), query),
  });
  defineRoute(app, ctx, {
    endpoint: busEndpoints.createMonthTicket,
    async handler({ auth, body, reply }) {
      const made = await createMonthTicket(deps, busCallerOf(auth), { routeId: body.route_id, month: body.month });
      return answerMade(reply, made, made.ticket);
    },
  });
  defineRoute(app, ctx, {
    endpoint: busEndpoints.getMonthTicket,
    handler: async ({ auth, params }) => getMonthTicket(deps, busCallerOf(auth), params.id),
  });
  defineRoute(app, ctx, {
    endpoint: busEndpoints.cancelMonthTicket,
    handler: async ({ auth, params }) => cancelMonthTicket(deps, busCallerOf(auth), params.id),
  });

  defineRoute(app, ctx, {
    endpoint: busEndpoints.createApplication,
    async handler({ auth, body, reply }) {
      const caller = busCallerOf(auth);
      const id = await submitApplication(
        db,
        ctx.orders,
        caller,
        roleOf(auth),
        { routeId: body.route_id, stopId: body.stop_id, startDate: body.start_date, endDate: body.end_date, reason: body.reason },
        ctx.now(),
      );
      reply.code(201);
      return getApplication(db, ctx.orders, caller, roleOf(auth), id);
    },
  });
  defineRoute(app, ctx, {
    endpoint: busEndpoints.getApplication,
    handler: async ({ auth, params }) => getApplication(db, ctx.orders, busCallerOf(auth), roleOf(auth), params.id),
  });

  defineRoute(app, ctx, {
    endpoint: busEndpoints.checkTrips,
    handler: async ({ auth }) => checkTrips(db, busCallerOf(auth), ctx.now()),
  });
  defineRoute(app, ctx, {
    endpoint: busEndpoints.check,
    handler: async ({ auth, body }) => checkCode(db, busCallerOf(auth), { tripId: body.trip_id, code: body.code }, ctx.now()),
  });
}

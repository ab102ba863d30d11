/** The space family's endpoints (contracts: space*.ts) and its booking job. */
import type { FastifyInstance } from 'fastify';
import { spaceBookingEndpoints as B, spaceEndpoints as E, spaceSquareEndpoints as Q, spaceMessages as M } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { HttpError } from '../../platform/errors.ts';
import { actorOf, isAdmin } from './common.ts';
import { cancelBooking, checkIn, checkOut, createBooking, previewBooking } from './booking.ts';
import { bookingDetail } from './views.ts';
import { myBookings } from './lists.ts';
import { listAreas, listSpaces, me, seatDetail, seatPlan, settingsAnswer, spaceDay, spaceDetail, updateSettings } from './spaces.ts';
import { commentSquare, joinSquare, leaveSquare, listSquare, shareBooking, squareComments, squareEntry } from './square.ts';
import { createWait, myWaits, removeWait } from './waits.ts';
import { runSpaceJob, startSpaceJob } from './job.ts';

const adminOnly = (): HttpError => new HttpError(403, { detail: M.adminOnly });

/** The context as if the server's clock read `asOf` (demo servers only: the caller checks ctx.demoMode). */
const atInstant = (ctx: AppContext, asOf: Date): AppContext => ({ ...ctx, now: () => asOf });

export function spaceRoutes(app: FastifyInstance, ctx: AppContext): void {
  startSpaceJob(ctx, (stop) => app.addHook('onClose', stop));

  // --- spaces, areas, seats, settings
  defineRoute(app, ctx, { endpoint: E.me, handler: ({ auth }) => me(ctx, actorOf(auth)) });
  defineRoute(app, ctx, { endpoint: E.list, handler: ({ auth, query }) => listSpaces(ctx, auth.companyId, query) });
  defineRoute(app, ctx, { endpoint: E.get, handler: ({ auth, params, query }) => spaceDetail(ctx, actorOf(auth), params.id, query.date) });
  defineRoute(app, ctx, { endpoint: E.day, handler: ({ auth, params, query }) => spaceDay(ctx, actorOf(auth), params.id, query.date) });
  defineRoute(app, ctx, { endpoint: E.areas, handler: ({ auth, query }) => listAreas(ctx, auth.companyId, query) });
  defineRoute(app, ctx, { endpoint: E.plan, handler: ({ auth, params, query }) => seatPlan(ctx, actorOf(auth), params.id, query) });
  defineRoute(app, ctx, { endpoint: E.seat, handler: ({ auth, params, query }) => seatDetail(ctx, actorOf(auth), params.id, query.date) });
  defineRoute(app, ctx, { endpoint: E.settings, handler: ({ auth }) => settingsAnswer(ctx, auth.companyId) });
  defineRoute(app, ctx, {
    endpoint: E.updateSettings,
    async handler({ auth, body }) {
      if (!isAdmin(actorOf(auth))) throw adminOnly();
      return updateSettings(ctx, auth.companyId, body);
    },
  });

  // --- bookings
  defineRoute(app, ctx, { endpoint: B.preview, handler: ({ auth, body }) => previewBooking(ctx, actorOf(auth), body) });
  defineRoute(app, ctx, {
    endpoint: B.create,
    async handler({ auth, body, reply }) {
      const { created, answer } = await createBooking(ctx, actorOf(auth), body);
      reply.code(created ? 201 : 200);
      return answer;
    },
  });
  defineRoute(app, ctx, { endpoint: B.list, handler: ({ auth, query }) => myBookings(ctx, actorOf(auth), query) });
  defineRoute(app, ctx, { endpoint: B.get, handler: ({ auth, params }) => bookingDetail(ctx, actorOf(auth), params.id) });
  defineRoute(app, ctx, {
    endpoint: B.cancel,
    handler: ({ auth, params, body }) => cancelBooking(ctx, actorOf(auth), params.id, body.remark),
  });
  defineRoute(app, ctx, { endpoint: B.checkOut, handler: ({ auth, params }) => checkOut(ctx, actorOf(auth), params.id) });
  defineRoute(app, ctx, {
    endpoint: B.checkIn,
    // a demo server may scan at another instant (the journeys check in whatever the hour); production never
    handler: ({ auth, body }) => checkIn(ctx.demoMode && body.as_of ? atInstant(ctx, new Date(body.as_of)) : ctx, actorOf(auth), body.code),
  });
  defineRoute(app, ctx, {
    endpoint: B.createWait,
    async handler({ auth, body, reply }) {
      const wait = await createWait(ctx, auth.companyId, auth.staffId, body);
      reply.code(201);
      return wait;
    },
  });
  defineRoute(app, ctx, {
    endpoint: B.waits,
    handler: ({ auth, query }) => myWaits(ctx, auth.companyId, auth.staffId, query.page, query.page_size),
  });
  defineRoute(app, ctx, {
    endpoint: B.removeWait,
    handler: ({ auth, params }) => removeWait(ctx, auth.companyId, auth.staffId, params.id),
  });
  defineRoute(app, ctx, {
    endpoint: B.sweep,
    async handler({ auth, body }) {
      if (!isAdmin(actorOf(auth))) throw adminOnly();
      // a demo server may run it at another instant (the journeys' no-show without a wait); production never
      return runSpaceJob(ctx.demoMode && body.as_of ? atInstant(ctx, new Date(body.as_of)) : ctx, auth.companyId);
    },
  });

  // --- the order square
  defineRoute(app, ctx, {
    endpoint: Q.share,
    async handler({ auth, params, body, reply }) {
      const { created, entry } = await shareBooking(ctx, actorOf(auth), params.id, body);
      reply.code(created ? 201 : 200);
      return entry;
    },
  });
  defineRoute(app, ctx, { endpoint: Q.list, handler: ({ auth, query }) => listSquare(ctx, auth.companyId, query) });
  defineRoute(app, ctx, { endpoint: Q.get, handler: ({ auth, params }) => squareEntry(ctx, actorOf(auth), params.id) });
  defineRoute(app, ctx, { endpoint: Q.join, handler: ({ auth, params }) => joinSquare(ctx, actorOf(auth), params.id) });
  defineRoute(app, ctx, { endpoint: Q.leave, handler: ({ auth, params }) => leaveSquare(ctx, actorOf(auth), params.id) });
  defineRoute(app, ctx, {
    endpoint: Q.comments,
    handler: ({ auth, params, query }) => squareComments(ctx, actorOf(auth), params.id, query.page, query.page_size),
  });
  defineRoute(app, ctx, {
    endpoint: Q.comment,
    async handler({ auth, params, body, reply }) {
      const comment = await commentSquare(ctx, actorOf(auth), params.id, body.content);
      reply.code(201);
      return comment;
    },
  });
}

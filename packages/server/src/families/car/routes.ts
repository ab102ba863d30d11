/** The car family's endpoints: thin (schemas in @campus/contracts, the work in the services beside). */
import type { FastifyInstance } from 'fastify';
import { carEndpoints } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { applyCar } from './apply.ts';
import { callerOf, requireAdmin } from './caller.ts';
import { getChange, myChanges, requestChange } from './changes.ts';
import { addFee, getFee, listFees } from './fees.ts';
import { listCommentTags, listDrivers, listOrders, listPlaces, listVehicles } from './lists.ts';
import { finishRepair, getRepair, requestRepair } from './repairs.ts';
import { kindOrNotFound, ruleView, ruleViews, saveRule } from './rules.ts';
import { commentShared, shareLink, sharedOrder } from './share.ts';
import { statistics } from './statistics.ts';
import { commentAsApplicant, dispatch, finishTrip, startTrip, withdraw } from './steps.ts';
import { carOrderDetail } from './views.ts';
import { CAR_KINDS } from '@campus/contracts';

export function carRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.handle.db;

  defineRoute(app, ctx, { endpoint: carEndpoints.places, handler: async ({ auth }) => listPlaces(db, auth.companyId) });
  defineRoute(app, ctx, { endpoint: carEndpoints.vehicles, handler: async ({ auth, query }) => listVehicles(db, auth.companyId, query) });
  defineRoute(app, ctx, { endpoint: carEndpoints.drivers, handler: async ({ auth, query }) => listDrivers(db, callerOf(auth), query) });
  defineRoute(app, ctx, { endpoint: carEndpoints.commentTags, handler: async ({ auth }) => listCommentTags(db, auth.companyId) });

  defineRoute(app, ctx, {
    endpoint: carEndpoints.rules,
    handler: async ({ auth }) => ruleViews(db, auth.companyId, CAR_KINDS, { departmentId: auth.staff.departmentId }),
  });
  defineRoute(app, ctx, {
    endpoint: carEndpoints.rule,
    handler: async ({ auth, params }) =>
      ruleView(db, auth.companyId, kindOrNotFound(params.kind), { departmentId: auth.staff.departmentId }),
  });
  defineRoute(app, ctx, {
    endpoint: carEndpoints.updateRule,
    async handler({ auth, params, body }) {
      const kind = kindOrNotFound(params.kind);
      requireAdmin(callerOf(auth));
      await saveRule(db, auth.companyId, kind, body, auth.staffId, ctx.now());
      return ruleView(db, auth.companyId, kind, { departmentId: auth.staff.departmentId });
    },
  });

  defineRoute(app, ctx, {
    endpoint: carEndpoints.applyV2,
    async handler({ auth, body, reply }) {
      reply.code(201);
      return applyCar(ctx, callerOf(auth), 'v2', body);
    },
  });
  defineRoute(app, ctx, {
    endpoint: carEndpoints.applyV3,
    async handler({ auth, body, reply }) {
      reply.code(201);
      return applyCar(ctx, callerOf(auth), body.kind, body);
    },
  });

  defineRoute(app, ctx, { endpoint: carEndpoints.orders, handler: async ({ auth, query }) => listOrders(db, callerOf(auth), query) });
  defineRoute(app, ctx, {
    endpoint: carEndpoints.order,
    handler: async ({ auth, params }) => carOrderDetail(db, callerOf(auth), params.id),
  });
  defineRoute(app, ctx, {
    endpoint: carEndpoints.dispatch,
    handler: async ({ auth, params, body }) => dispatch(ctx, callerOf(auth), params.id, body),
  });
  defineRoute(app, ctx, {
    endpoint: carEndpoints.start,
    handler: async ({ auth, params, body }) => startTrip(ctx, callerOf(auth), params.id, body),
  });
  defineRoute(app, ctx, {
    endpoint: carEndpoints.finish,
    handler: async ({ auth, params, body }) => finishTrip(ctx, callerOf(auth), params.id, body),
  });
  defineRoute(app, ctx, { endpoint: carEndpoints.withdraw, handler: async ({ auth, params }) => withdraw(ctx, callerOf(auth), params.id) });
  defineRoute(app, ctx, {
    endpoint: carEndpoints.comment,
    handler: async ({ auth, params, body }) => commentAsApplicant(ctx, callerOf(auth), params.id, body),
  });

  defineRoute(app, ctx, { endpoint: carEndpoints.fees, handler: async ({ auth, params }) => listFees(ctx, callerOf(auth), params.id) });
  defineRoute(app, ctx, {
    endpoint: carEndpoints.addFee,
    async handler({ auth, params, body, reply }) {
      reply.code(201);
      return addFee(ctx, callerOf(auth), params.id, body);
    },
  });
  defineRoute(app, ctx, { endpoint: carEndpoints.fee, handler: async ({ auth, params }) => getFee(ctx, callerOf(auth), params.id) });

  defineRoute(app, ctx, { endpoint: carEndpoints.share, handler: async ({ auth, params }) => shareLink(ctx, callerOf(auth), params.id) });
  defineRoute(app, ctx, { endpoint: carEndpoints.shared, handler: async ({ params }) => sharedOrder(ctx, params.token) });
  defineRoute(app, ctx, {
    endpoint: carEndpoints.sharedComment,
    handler: async ({ params, body }) => commentShared(ctx, params.token, body),
  });

  defineRoute(app, ctx, {
    endpoint: carEndpoints.requestChange,
    async handler({ auth, params, body, reply }) {
      reply.code(201);
      return requestChange(ctx, callerOf(auth), params.id, body);
    },
  });
  defineRoute(app, ctx, {
    endpoint: carEndpoints.changes,
    handler: async ({ auth, query }) => myChanges(ctx, callerOf(auth), query.page, query.page_size),
  });
  defineRoute(app, ctx, { endpoint: carEndpoints.change, handler: async ({ auth, params }) => getChange(ctx, callerOf(auth), params.id) });

  defineRoute(app, ctx, {
    endpoint: carEndpoints.statistics,
    handler: async ({ auth, query }) => statistics(db, callerOf(auth), query, ctx.now()),
  });

  defineRoute(app, ctx, {
    endpoint: carEndpoints.requestRepair,
    async handler({ auth, body, reply }) {
      reply.code(201);
      return requestRepair(ctx, callerOf(auth), auth.staff.isOff3driver, body);
    },
  });
  defineRoute(app, ctx, { endpoint: carEndpoints.repair, handler: async ({ auth, params }) => getRepair(ctx, callerOf(auth), params.id) });
  defineRoute(app, ctx, {
    endpoint: carEndpoints.finishRepair,
    handler: async ({ auth, params, body }) => finishRepair(ctx, callerOf(auth), params.id, body),
  });
}

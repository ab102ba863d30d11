/**
 * The endpoints of issue 41 (approvals that never stall) over the order engine: urge, add a signer,
 * batch approval, the approval centre's counts and 抄送我的, delegations, the company's approval
 * settings, and the every-minute sweep (reminders, time-outs, delegations starting or ending).
 */
import type { FastifyInstance } from 'fastify';
import { approvalStallEndpoints } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { forbidden } from '../../platform/errors.ts';
import { copiedPage } from '../../platform/orders/copies.ts';
import { cancelDelegation, createDelegation, listDelegations } from '../../platform/orders/delegation.ts';
import { loadApprovalSettings, saveApprovalSettings } from '../../platform/orders/settings.ts';
import { actorOf } from './orders.ts';

/** How often each server sweeps for due reminders and time-outs. */
export const SWEEP_EVERY_MS = 60_000;

export function stallRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.handle.db;

  // Suites run the sweep themselves on their own clock (stall.test.ts): a timer of every test server
  // would push reminders into other suites' recorders.
  if (!process.env.VITEST) {
    let first = true;
    const sweep = setInterval(() => {
      // The first sweep of a server takes the reminders it missed while down without pushing them all at once.
      ctx.orders.sweepStalledSteps(ctx.now(), { silent: first }).catch((err: unknown) => ctx.log.error({ err }, 'approval sweep failed'));
      first = false;
    }, SWEEP_EVERY_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  }

  defineRoute(app, ctx, {
    endpoint: approvalStallEndpoints.urge,
    handler: async ({ auth, params, body }) => ctx.orders.urge(actorOf(auth), params.id, body.comment, body.attachments),
  });

  defineRoute(app, ctx, {
    endpoint: approvalStallEndpoints.addSigner,
    async handler({ auth, params, body }) {
      await ctx.orders.addSigner(actorOf(auth), params.id, body.staff_ids, body.position, body.comment);
      return ctx.orders.detail(actorOf(auth), params.id);
    },
  });

  defineRoute(app, ctx, {
    endpoint: approvalStallEndpoints.batchApprove,
    handler: async ({ auth, body }) => ctx.orders.batchApprove(actorOf(auth), body.ids, body.comment),
  });

  defineRoute(app, ctx, {
    endpoint: approvalStallEndpoints.counts,
    handler: async ({ auth }) => ctx.orders.counts(actorOf(auth)),
  });

  defineRoute(app, ctx, {
    endpoint: approvalStallEndpoints.copied,
    handler: async ({ auth, query }) => copiedPage(db, ctx.orders, actorOf(auth), query.page, query.page_size),
  });

  defineRoute(app, ctx, {
    endpoint: approvalStallEndpoints.listDelegations,
    handler: async ({ auth }) => listDelegations(db, actorOf(auth), ctx.now()),
  });

  defineRoute(app, ctx, {
    endpoint: approvalStallEndpoints.createDelegation,
    async handler({ auth, body, reply }) {
      const created = await createDelegation(db, actorOf(auth), body, ctx.now());
      reply.code(201);
      return created;
    },
  });

  defineRoute(app, ctx, {
    endpoint: approvalStallEndpoints.cancelDelegation,
    handler: async ({ auth, params }) => cancelDelegation(db, actorOf(auth), params.id, ctx.now()),
  });

  defineRoute(app, ctx, {
    endpoint: approvalStallEndpoints.getSettings,
    async handler({ auth }) {
      if (auth.staff.role !== 'admin') throw forbidden();
      return loadApprovalSettings(db, auth.companyId);
    },
  });

  defineRoute(app, ctx, {
    endpoint: approvalStallEndpoints.sweep,
    async handler({ auth, body }) {
      if (auth.staff.role !== 'admin') throw forbidden();
      // a demo server may run the time-outs at another instant (the journeys' time-out without a wait); production never
      const asOf = ctx.demoMode && body.as_of ? new Date(body.as_of) : null;
      const report = await ctx.orders.sweepStalledSteps(asOf ?? ctx.now(), { companyId: auth.companyId, timeoutsOnly: asOf !== null });
      return { reminded: report.reminded, timed_out: report.timedOut };
    },
  });

  defineRoute(app, ctx, {
    endpoint: approvalStallEndpoints.setSettings,
    async handler({ auth, body }) {
      if (auth.staff.role !== 'admin') throw forbidden();
      await saveApprovalSettings(db, auth.companyId, body, ctx.now());
      return loadApprovalSettings(db, auth.companyId);
    },
  });
}

/** The visitor family's endpoints (contracts: reception*.ts, visitor*.ts), its public rate limits and its sweep. */
import type { FastifyInstance } from 'fastify';
import {
  gateEndpoints,
  letOffEndpoints,
  outEndpoints,
  receptionEndpoints as R,
  visitEndpoints,
  visitorPublicEndpoints,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http/route.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import { callerOf, type Caller } from './common.ts';
import { PublicLimits } from './limits.ts';
import { openOutSession, publicCompany, sendPhoneCode, sessionCaller } from './phone-codes.ts';
import { bookVisit, cancelPublicVisit, cancelVisit, changeVisit, inviteVisit, listVisits, publicVisit, visitView } from './visits.ts';
import { gateRecords, previewPass, scanPass } from './gate.ts';
import { createLetOff, letOffView, myLetOffs, publicLetOff } from './letoffs.ts';
import {
  cancelOutApply,
  claimSubsidy,
  claimable,
  createOutApply,
  myOutApplies,
  mySubsidies,
  outApplyView,
  paySubsidy,
  settingsView,
  subsidyView,
  updateSettings,
} from './out.ts';
import { createReception, listReceptions, receptionApprovals, receptionDetail } from './receptions.ts';
import { createTask, getTask, putMainTask, removeTask, setTaskState, updateAuth, updatePlans, updateTask } from './reception-tasks.ts';
import { addFee, receptionFees, removeFee } from './reception-fees.ts';
import { commentShared, shareReception, sharedPlan, sharedReception } from './reception-share.ts';
import { sweepVisitors } from './sweep.ts';

const SWEEP_MS = 60_000;

export function visitorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limits = new PublicLimits(() => ctx.now().getTime());
  const reads = { preValidation: limits.reads };
  const writes = { preValidation: limits.writes };
  const timer = setInterval(() => {
    sweepVisitors(ctx).catch((err: unknown) => ctx.log.error({ err }, 'visitor sweep failed'));
  }, SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  /** The person on the going-out pages: the logged-in staff, else the staff of ?session=. */
  const outCaller = async (auth: AuthContext | null, session: string | undefined): Promise<Caller> =>
    auth ? callerOf(auth) : sessionCaller(ctx.handle.db, session, ctx.now());

  // --- no login: the company, phone codes, the going-out session
  defineRoute(app, ctx, {
    endpoint: visitorPublicEndpoints.company,
    options: reads,
    handler: async ({ query }) => publicCompany(ctx.handle.db, query.company_id),
  });
  defineRoute(app, ctx, {
    endpoint: visitorPublicEndpoints.sendPhoneCode,
    options: { preValidation: limits.codes },
    async handler({ body }) {
      await sendPhoneCode(ctx, body.company_id, body.phone, body.purpose);
      return { detail: '验证码已发送' };
    },
  });
  defineRoute(app, ctx, {
    endpoint: visitorPublicEndpoints.outSession,
    options: writes,
    async handler({ body, reply }) {
      const session = await openOutSession(ctx, body.company_id, body.phone, body.code);
      reply.code(201);
      return session;
    },
  });

  // --- visits
  defineRoute(app, ctx, {
    endpoint: visitEndpoints.book,
    options: writes,
    async handler({ body, reply }) {
      const { status, body: answer } = await bookVisit(ctx, body);
      reply.code(status);
      return answer;
    },
  });
  defineRoute(app, ctx, {
    endpoint: visitEndpoints.publicVisit,
    options: reads,
    handler: async ({ params }) => publicVisit(ctx, params.token),
  });
  defineRoute(app, ctx, {
    endpoint: visitEndpoints.cancelPublicVisit,
    options: writes,
    handler: async ({ params }) => cancelPublicVisit(ctx, params.token),
  });
  defineRoute(app, ctx, {
    endpoint: visitEndpoints.invite,
    async handler({ auth, body, reply }) {
      const { status, body: answer } = await inviteVisit(ctx, callerOf(auth), body);
      reply.code(status);
      return answer;
    },
  });
  defineRoute(app, ctx, { endpoint: visitEndpoints.list, handler: async ({ auth, query }) => listVisits(ctx, callerOf(auth), query) });
  defineRoute(app, ctx, { endpoint: visitEndpoints.get, handler: async ({ auth, params }) => visitView(ctx, callerOf(auth), params.id) });
  defineRoute(app, ctx, {
    endpoint: visitEndpoints.change,
    handler: async ({ auth, params, body }) => changeVisit(ctx, callerOf(auth), params.id, body),
  });
  defineRoute(app, ctx, {
    endpoint: visitEndpoints.cancel,
    handler: async ({ auth, params, body }) => cancelVisit(ctx, callerOf(auth), params.id, body.remark),
  });

  // --- the gate
  defineRoute(app, ctx, {
    endpoint: gateEndpoints.preview,
    handler: async ({ auth, query }) => previewPass(ctx, callerOf(auth), query.qr),
  });
  defineRoute(app, ctx, {
    endpoint: gateEndpoints.scan,
    async handler({ auth, body, reply }) {
      const result = await scanPass(ctx, callerOf(auth), body.qr, body.direction);
      reply.code(201);
      return result;
    },
  });
  defineRoute(app, ctx, { endpoint: gateEndpoints.records, handler: async ({ auth, query }) => gateRecords(ctx, callerOf(auth), query) });

  // --- let-off
  defineRoute(app, ctx, {
    endpoint: letOffEndpoints.create,
    options: writes,
    async handler({ auth, body, reply }) {
      const { status, body: answer } = await createLetOff(ctx, auth ? callerOf(auth) : null, body);
      reply.code(status);
      return answer;
    },
  });
  defineRoute(app, ctx, {
    endpoint: letOffEndpoints.publicGet,
    options: reads,
    handler: async ({ params }) => publicLetOff(ctx, params.token),
  });
  defineRoute(app, ctx, { endpoint: letOffEndpoints.mine, handler: async ({ auth, query }) => myLetOffs(ctx, callerOf(auth), query) });
  defineRoute(app, ctx, { endpoint: letOffEndpoints.get, handler: async ({ auth, params }) => letOffView(ctx, callerOf(auth), params.id) });

  // --- going out (a login or a phone session) and its subsidy
  defineRoute(app, ctx, {
    endpoint: outEndpoints.list,
    options: reads,
    handler: async ({ auth, query }) => myOutApplies(ctx, await outCaller(auth, query.session), query),
  });
  defineRoute(app, ctx, {
    endpoint: outEndpoints.create,
    options: writes,
    async handler({ auth, query, body, reply }) {
      const { status, body: answer } = await createOutApply(ctx, await outCaller(auth, query.session), body);
      reply.code(status);
      return answer;
    },
  });
  defineRoute(app, ctx, {
    endpoint: outEndpoints.get,
    options: reads,
    handler: async ({ auth, params, query }) => outApplyView(ctx, await outCaller(auth, query.session), params.id),
  });
  defineRoute(app, ctx, {
    endpoint: outEndpoints.cancel,
    options: writes,
    handler: async ({ auth, params, query }) => cancelOutApply(ctx, await outCaller(auth, query.session), params.id),
  });
  defineRoute(app, ctx, { endpoint: outEndpoints.claimable, handler: async ({ auth }) => claimable(ctx, callerOf(auth)) });
  defineRoute(app, ctx, { endpoint: outEndpoints.subsidies, handler: async ({ auth, query }) => mySubsidies(ctx, callerOf(auth), query) });
  defineRoute(app, ctx, {
    endpoint: outEndpoints.claim,
    async handler({ auth, body, reply }) {
      const claim = await claimSubsidy(ctx, callerOf(auth), body);
      reply.code(201);
      return claim;
    },
  });
  defineRoute(app, ctx, {
    endpoint: outEndpoints.subsidy,
    handler: async ({ auth, params }) => subsidyView(ctx, callerOf(auth), params.id),
  });
  defineRoute(app, ctx, {
    endpoint: outEndpoints.paySubsidy,
    handler: async ({ auth, params }) => paySubsidy(ctx, callerOf(auth), params.id),
  });
  defineRoute(app, ctx, { endpoint: outEndpoints.settings, handler: async ({ auth }) => settingsView(ctx, callerOf(auth)) });
  defineRoute(app, ctx, {
    endpoint: outEndpoints.updateSettings,
    handler: async ({ auth, body }) => updateSettings(ctx, callerOf(auth), body),
  });

  // --- receptions
  defineRoute(app, ctx, { endpoint: R.list, handler: async ({ auth, query }) => listReceptions(ctx, callerOf(auth), query) });
  defineRoute(app, ctx, {
    endpoint: R.create,
    async handler({ auth, body, reply }) {
      const { status, body: answer } = await createReception(ctx, callerOf(auth), body);
      reply.code(status);
      return answer;
    },
  });
  defineRoute(app, ctx, { endpoint: R.get, handler: async ({ auth, params }) => receptionDetail(ctx, callerOf(auth), params.id) });
  defineRoute(app, ctx, {
    endpoint: R.updatePlans,
    handler: async ({ auth, params, body }) => updatePlans(ctx, callerOf(auth), params.id, body),
  });
  defineRoute(app, ctx, {
    endpoint: R.createTask,
    async handler({ auth, params, body, reply }) {
      const task = await createTask(ctx, callerOf(auth), params.id, body);
      reply.code(201);
      return task;
    },
  });
  defineRoute(app, ctx, {
    endpoint: R.putMainTask,
    handler: async ({ auth, params, body }) => putMainTask(ctx, callerOf(auth), params.id, body),
  });
  defineRoute(app, ctx, {
    endpoint: R.updateAuth,
    handler: async ({ auth, params, body }) => updateAuth(ctx, callerOf(auth), params.id, body),
  });
  defineRoute(app, ctx, { endpoint: R.share, handler: async ({ auth, params }) => shareReception(ctx, callerOf(auth), params.id) });
  defineRoute(app, ctx, { endpoint: R.fees, handler: async ({ auth, params }) => receptionFees(ctx, callerOf(auth), params.id) });
  defineRoute(app, ctx, {
    endpoint: R.addFee,
    async handler({ auth, params, body, reply }) {
      const { status, body: answer } = await addFee(ctx, callerOf(auth), params.id, body);
      reply.code(status);
      return answer;
    },
  });
  defineRoute(app, ctx, { endpoint: R.removeFee, handler: async ({ auth, params }) => removeFee(ctx, callerOf(auth), params.id) });
  defineRoute(app, ctx, { endpoint: R.task, handler: async ({ auth, params }) => getTask(ctx, callerOf(auth), params.id) });
  defineRoute(app, ctx, {
    endpoint: R.updateTask,
    handler: async ({ auth, params, body }) => updateTask(ctx, callerOf(auth), params.id, body),
  });
  defineRoute(app, ctx, {
    endpoint: R.setTaskState,
    handler: async ({ auth, params, body }) => setTaskState(ctx, callerOf(auth), params.id, body.state),
  });
  defineRoute(app, ctx, { endpoint: R.removeTask, handler: async ({ auth, params }) => removeTask(ctx, callerOf(auth), params.id) });
  defineRoute(app, ctx, { endpoint: R.approvals, handler: async ({ auth, query }) => receptionApprovals(ctx, callerOf(auth), query) });
  defineRoute(app, ctx, { endpoint: R.shared, options: reads, handler: async ({ params }) => sharedReception(ctx, params.token) });
  defineRoute(app, ctx, {
    endpoint: R.sharedPlan,
    options: reads,
    handler: async ({ params }) => sharedPlan(ctx, params.token, params.plan),
  });
  defineRoute(app, ctx, {
    endpoint: R.sharedComment,
    options: writes,
    handler: async ({ params, body }) => commentShared(ctx, params.token, body),
  });
}

/** The canteen family's endpoints: thin (schemas in @campus/contracts, the work in the services). */
import type { FastifyInstance } from 'fastify';
import { canteenEndpoints } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http/route.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Actor } from '../../platform/orders/workflow.ts';
import { payService } from '../../platform/pay/index.ts';
import { callerOf, recordClock, type CanteenDeps } from './deps.ts';
import { addMenuItem, listCanteens, listDishes, menuOf, updateStock } from './menu.ts';
import { cancelOrder, collect, createOrder, getOrder, listForStaff, listMine } from './orders.ts';
import { createBill, getBill, publicBill } from './bills.ts';
import { daySummary } from './summary.ts';
import { submitApplication } from './apply.ts';
import { sweep } from './sweep.ts';

const SWEEP_MS = 60_000;

const actorOf = (auth: AuthContext): Actor => ({ companyId: auth.companyId, staffId: auth.staffId, role: auth.staff.role });

const depsByContext = new WeakMap<AppContext, CanteenDeps>();
/** The canteen services of one server (tests run the sweep through it). */
export function canteenService(ctx: AppContext): CanteenDeps {
  let deps = depsByContext.get(ctx);
  if (!deps) {
    deps = { db: ctx.handle.db, now: ctx.now, log: ctx.log, pay: payService(ctx) };
    depsByContext.set(ctx, deps);
    recordClock(ctx.handle.db, ctx.now);
  }
  return deps;
}

export function canteenRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps = canteenService(ctx);
  const timer = setInterval(() => {
    sweep(deps).catch((err: unknown) => deps.log.error({ err }, 'canteen sweep failed'));
  }, SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  defineRoute(app, ctx, { endpoint: canteenEndpoints.canteens, handler: async ({ auth }) => listCanteens(deps, callerOf(auth)) });
  defineRoute(app, ctx, { endpoint: canteenEndpoints.menu, handler: async ({ auth, query }) => menuOf(deps, callerOf(auth), query) });
  defineRoute(app, ctx, {
    endpoint: canteenEndpoints.createOrder,
    async handler({ auth, body, reply }) {
      const order = await createOrder(deps, callerOf(auth), body);
      reply.code(201);
      return order;
    },
  });
  defineRoute(app, ctx, {
    endpoint: canteenEndpoints.listOrders,
    handler: async ({ auth, query }) => listMine(deps, callerOf(auth), query),
  });
  defineRoute(app, ctx, {
    endpoint: canteenEndpoints.getOrder,
    handler: async ({ auth, params }) => getOrder(deps, callerOf(auth), params.id),
  });
  defineRoute(app, ctx, {
    endpoint: canteenEndpoints.cancelOrder,
    handler: async ({ auth, params }) => cancelOrder(deps, callerOf(auth), params.id),
  });
  defineRoute(app, ctx, {
    endpoint: canteenEndpoints.collect,
    handler: async ({ auth, body }) => collect(deps, callerOf(auth), body.code),
  });
  defineRoute(app, ctx, {
    endpoint: canteenEndpoints.dishes,
    handler: async ({ auth, query }) => listDishes(deps, callerOf(auth), query.canteen_id),
  });
  defineRoute(app, ctx, {
    endpoint: canteenEndpoints.addMenuItem,
    async handler({ auth, body, reply }) {
      const item = await addMenuItem(deps, callerOf(auth), body);
      reply.code(201);
      return item;
    },
  });
  defineRoute(app, ctx, {
    endpoint: canteenEndpoints.updateMenuItem,
    handler: async ({ auth, params, body }) => updateStock(deps, callerOf(auth), params.id, body.stock),
  });
  defineRoute(app, ctx, {
    endpoint: canteenEndpoints.staffOrders,
    handler: async ({ auth, query }) => listForStaff(deps, callerOf(auth), query),
  });
  defineRoute(app, ctx, {
    endpoint: canteenEndpoints.summary,
    handler: async ({ auth, query }) => daySummary(deps, callerOf(auth), query),
  });
  defineRoute(app, ctx, {
    endpoint: canteenEndpoints.createBill,
    async handler({ auth, body, reply }) {
      const bill = await createBill(deps, callerOf(auth), body);
      reply.code(201);
      return bill;
    },
  });
  defineRoute(app, ctx, {
    endpoint: canteenEndpoints.getBill,
    handler: async ({ auth, params }) => getBill(deps, callerOf(auth), params.id),
  });
  defineRoute(app, ctx, { endpoint: canteenEndpoints.publicBill, handler: async ({ params }) => publicBill(deps, params.code) });
  defineRoute(app, ctx, {
    endpoint: canteenEndpoints.apply,
    async handler({ auth, body, reply }) {
      const detail = await submitApplication(ctx, actorOf(auth), body);
      reply.code(201);
      return detail;
    },
  });
}

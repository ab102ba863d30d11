/** Authorisation to use a private car for business (pCarAuth): an order on the workflow with a period and the agreement. */
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PCAR_ORDER_TYPES, privateCarEndpoints, type PcarAuth } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { orders } from '../../platform/orders/schema.ts';
import { staffBriefs, unknownStaff } from '../../platform/directory/directory.ts';
import { callerOf, hubToday, requireVisibleOrder, type Caller } from './access.ts';
import { PCAR_AGREEMENT } from './agreement.ts';
import { pcarMessages as M } from './messages.ts';
import { PCAR_AUTH } from './order-types.ts';
import { pcarAuths } from './schema.ts';
import { orderState } from './views.ts';
import { latestAuths } from './summary-statements.ts';

const authQuery = (db: Database) =>
  db
    .select({ auth: pcarAuths, order: orders })
    .from(pcarAuths)
    .innerJoin(orders, and(eq(orders.companyId, pcarAuths.companyId), eq(orders.id, pcarAuths.id)));
type AuthRow = Awaited<ReturnType<typeof authQuery>>[number];

async function authViews(db: Database, companyId: string, rows: AuthRow[], today: string): Promise<PcarAuth[]> {
  const people = await staffBriefs(
    db,
    companyId,
    rows.map((r) => r.auth.staffId),
  );
  return rows.map(({ auth, order }) => {
    const approved = order.status === PCAR_AUTH.afterApproval;
    return {
      ...orderState(order),
      applicant: { id: auth.staffId, name: (people.get(auth.staffId) ?? unknownStaff(auth.staffId)).name },
      reason: auth.reason,
      valid_from: auth.validFrom,
      valid_to: auth.validTo,
      active: approved && auth.validFrom <= today && today <= auth.validTo,
      expired: approved && auth.validTo < today,
    };
  });
}

/** Is the staff authorised (an approved authorisation) on `day`? */
export async function authorisedOn(db: Database, companyId: string, staffId: string, day: string): Promise<boolean> {
  const [row] = await authQuery(db)
    .where(
      inCompany(
        pcarAuths,
        companyId,
        eq(pcarAuths.staffId, staffId),
        eq(orders.status, PCAR_AUTH.afterApproval),
        lte(pcarAuths.validFrom, day),
        gte(pcarAuths.validTo, day),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The authorisation in force today, else the latest one, or null. */
export async function currentAuth(db: Database, caller: Caller, today: string): Promise<PcarAuth | null> {
  const rows = await latestAuths(db).execute({ companyId: caller.companyId, staffId: caller.staffId });
  const views = await authViews(db, caller.companyId, rows, today);
  return views.find((a) => a.active) ?? views[0] ?? null;
}

async function oneAuth(db: Database, companyId: string, id: string, today: string): Promise<PcarAuth> {
  const rows = await authQuery(db).where(inCompany(pcarAuths, companyId, eq(pcarAuths.id, id)));
  const [view] = await authViews(db, companyId, rows, today);
  if (!view) throw notFound(); // an order of another type
  return view;
}

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = () => ctx.handle.db;

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.listAuths,
    async handler({ auth, query }) {
      const where = inCompany(pcarAuths, auth.companyId, eq(pcarAuths.staffId, auth.staffId));
      const order = [desc(pcarAuths.createdAt), desc(pcarAuths.id)];
      // The page's ids first, on pcar_auths_created_idx; then the orders of those rows.
      const ids = db()
        .select({ id: pcarAuths.id })
        .from(pcarAuths)
        .where(where)
        .orderBy(...order)
        .limit(query.page_size)
        .offset(offsetOf(query.page, query.page_size))
        .as('page');
      // The count walks the page's index up to the page and a window (issue 33), not the whole history.
      const [total, rows] = await Promise.all([
        boundedCount(db(), pcarAuths, where, query.page, query.page_size, order),
        authQuery(db())
          .innerJoin(ids, eq(ids.id, pcarAuths.id))
          .where(inCompany(pcarAuths, auth.companyId))
          .orderBy(...order),
      ]);
      return toPage(total, query.page, query.page_size, await authViews(db(), auth.companyId, rows, hubToday(ctx.now())));
    },
  });

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.createAuth,
    async handler({ auth, body, reply }) {
      const caller = callerOf(auth);
      const today = hubToday(ctx.now());
      if (body.valid_from < today) throw fieldError('valid_from', M.authFromPast);
      const id = await ctx.orders.submit(caller, {
        orderType: PCAR_ORDER_TYPES.auth,
        title: `私车公用授权（${body.valid_from} 至 ${body.valid_to}）`,
        fields: [
          { label: '用车事由', value: body.reason },
          { label: '授权期限', value: `${body.valid_from} 至 ${body.valid_to}` },
          { label: '协议', value: `已阅读并同意《${PCAR_AGREEMENT.title}》（${PCAR_AGREEMENT.version}）` },
        ],
        data: { reason: body.reason, valid_from: body.valid_from, valid_to: body.valid_to, agreement_version: PCAR_AGREEMENT.version },
        viaModule: true,
      });
      reply.code(201);
      return oneAuth(db(), auth.companyId, id, today);
    },
  });

  defineRoute(app, ctx, {
    endpoint: privateCarEndpoints.getAuth,
    async handler({ auth, params }) {
      await requireVisibleOrder(db(), callerOf(auth), params.id);
      return oneAuth(db(), auth.companyId, params.id, hubToday(ctx.now()));
    },
  });
}

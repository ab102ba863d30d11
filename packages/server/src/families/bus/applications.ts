/**
 * Route applications (busRouteApply): a staff asks for a seat on a shuttle route for a period. It is
 * an order of type `bus` on the shared workflow (the approval centre shows it to its approvers);
 * its pass (bus_passes, the order's id) is what a driver checks once approved. The route's pass
 * quota is checked at submit and taken at approval, in the approval's transaction.
 */
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { BUS_ORDER_TYPE, PUSH_MODULES, type BusApplication } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { badRequest, fieldError, notFound } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import type { OrderTypeDef, OrderRow } from '../../platform/orders/order-types.ts';
import type { OrderWorkflow } from '../../platform/orders/workflow.ts';
import type { Actor } from '../../platform/orders/policy.ts';
import { busPasses, busRides, busRoutes, busStops } from './schema.ts';
import { withFreshCode } from '../../platform/numbers/codes.ts';
import { newCode, type BusCaller } from './access.ts';
import { busMessages as M } from './messages.ts';
import { addDays, hubDate } from './trips.ts';
import { pgCode } from '../../platform/db/pg-code.ts';

/** What a bus order keeps in its data (the detail reads it back). */
interface BusOrderData {
  route_id: string;
  stop_id: string;
  start_date: string;
  end_date: string;
  reason: string;
}
const dataOf = (order: OrderRow): BusOrderData => order.payload.data as unknown as BusOrderData;

const QUIT = 'quit';

export const BUS_ORDER: OrderTypeDef = {
  type: BUS_ORDER_TYPE,
  module: PUSH_MODULES.bus,
  name: '乘车申请',
  statuses: { [-20]: '已驳回', [-10]: '已取消', 10: '审批中', 20: '已通过', 30: '已退出' },
  inApproval: 10,
  afterApproval: 20,
  rejected: -20,
  cancelled: -10,
  transitions: [{ action: QUIT, name: '退出乘车', from: 20, to: 30, by: 'applicant' }],
  genericSubmit: false,
  hooks: {
    async beforeSubmit({ tx, order }) {
      const d = dataOf(order);
      const [route] = await tx
        .select()
        .from(busRoutes)
        .where(inCompany(busRoutes, order.companyId, eq(busRoutes.id, d.route_id)));
      if (!route) throw fieldError('route_id', M.routeNotFound);
      if (route.passTaken >= route.passQuota) throw badRequest(M.passFull);
      // A drawn code another pass holds is drawn again; an open application of the passenger for
      // the route fails the insert on bus_passes_open_uq (the submit's transaction is undone).
      try {
        await withFreshCode(
          () => newCode('BP'),
          async (code) =>
            (
              await tx
                .insert(busPasses)
                .values({
                  companyId: order.companyId,
                  id: order.id,
                  code,
                  staffId: order.applicantId,
                  routeId: d.route_id,
                  stopId: d.stop_id,
                  startDate: d.start_date,
                  endDate: d.end_date,
                  status: 'applying',
                  createdAt: order.createdAt,
                })
                .onConflictDoNothing({ target: [busPasses.companyId, busPasses.code] })
                .returning({ id: busPasses.id })
            )[0],
        );
      } catch (err) {
        if (pgCode(err) === '23505') throw badRequest(M.applyTwice);
        throw err;
      }
    },
    async onApproved({ tx, order }) {
      const d = dataOf(order);
      // The seat is taken now, whatever was approved meanwhile: never more passes than the quota.
      const taken = await tx
        .update(busRoutes)
        .set({ passTaken: sql`${busRoutes.passTaken} + 1` })
        .where(inCompany(busRoutes, order.companyId, eq(busRoutes.id, d.route_id), lt(busRoutes.passTaken, busRoutes.passQuota)))
        .returning({ id: busRoutes.id });
      if (taken.length === 0) throw badRequest(M.passFullAtApproval);
      await tx
        .update(busPasses)
        .set({ status: 'active' })
        .where(inCompany(busPasses, order.companyId, eq(busPasses.id, order.id), eq(busPasses.status, 'applying')));
    },
    async onTransition({ tx, order, action }) {
      if (action === 'reject' || action === 'cancel') {
        await tx
          .update(busPasses)
          .set({ status: 'void' })
          .where(inCompany(busPasses, order.companyId, eq(busPasses.id, order.id), eq(busPasses.status, 'applying')));
        return;
      }
      if (action !== QUIT) return;
      const ended = await tx
        .update(busPasses)
        .set({ status: 'ended' })
        .where(inCompany(busPasses, order.companyId, eq(busPasses.id, order.id), eq(busPasses.status, 'active')))
        .returning({ routeId: busPasses.routeId });
      const routeId = ended[0]?.routeId;
      if (routeId)
        await tx
          .update(busRoutes)
          .set({ passTaken: sql`${busRoutes.passTaken} - 1` })
          .where(inCompany(busRoutes, order.companyId, eq(busRoutes.id, routeId), gt(busRoutes.passTaken, 0)));
    },
  },
};

const MAX_DAYS = 366;

export interface ApplicationInput {
  routeId: string;
  stopId: string;
  startDate: string;
  endDate: string;
  reason: string;
}

const actorOf = (c: BusCaller, role: Actor['role']): Actor => ({ companyId: c.companyId, staffId: c.staffId, role });

/** Submits a route application (the order starts in approval, its pass applying). */
export async function submitApplication(
  db: Database,
  orders: OrderWorkflow,
  caller: BusCaller,
  role: Actor['role'],
  input: ApplicationInput,
  now: Date,
): Promise<string> {
  const route = isGuid(input.routeId)
    ? (
        await db
          .select()
          .from(busRoutes)
          .where(inCompany(busRoutes, caller.companyId, eq(busRoutes.id, input.routeId), eq(busRoutes.active, true)))
      )[0]
    : undefined;
  if (!route) throw fieldError('route_id', M.routeNotFound);
  if (route.kind !== 'shuttle') throw fieldError('route_id', M.notShuttle);
  const stop = isGuid(input.stopId)
    ? (
        await db
          .select()
          .from(busStops)
          .where(inCompany(busStops, caller.companyId, eq(busStops.id, input.stopId), eq(busStops.routeId, route.id)))
      )[0]
    : undefined;
  if (!stop) throw fieldError('stop_id', M.stopNotOnRoute);
  const today = hubDate(now);
  if (input.startDate < today) throw fieldError('start_date', M.pastStart);
  if (input.endDate < input.startDate) throw fieldError('end_date', M.badPeriod);
  if (input.endDate > addDays(input.startDate, MAX_DAYS)) throw fieldError('end_date', M.longPeriod);
  const data: BusOrderData = {
    route_id: route.id,
    stop_id: stop.id,
    start_date: input.startDate,
    end_date: input.endDate,
    reason: input.reason,
  };
  return orders.submit(actorOf(caller, role), {
    orderType: BUS_ORDER_TYPE,
    title: `乘车申请 ${route.name}`,
    fields: [
      { label: '线路', value: route.name },
      { label: '上车站点', value: stop.name },
      { label: '乘车期间', value: `${input.startDate} 至 ${input.endDate}` },
      { label: '申请事由', value: input.reason },
    ],
    data: { ...data },
    viaModule: true,
  });
}

/** A route application as the caller may see it (the workflow's visibility: applicant, approvers, admin). */
export async function getApplication(
  db: Database,
  orders: OrderWorkflow,
  caller: BusCaller,
  role: Actor['role'],
  id: string,
): Promise<BusApplication> {
  const order = await orders.detail(actorOf(caller, role), id);
  if (order.order_type !== BUS_ORDER_TYPE) throw notFound();
  const [pass] = await db
    .select({ p: busPasses, routeName: busRoutes.name, routeKind: busRoutes.kind, stopName: busStops.name })
    .from(busPasses)
    .innerJoin(busRoutes, and(eq(busRoutes.companyId, busPasses.companyId), eq(busRoutes.id, busPasses.routeId)))
    .innerJoin(busStops, and(eq(busStops.companyId, busPasses.companyId), eq(busStops.id, busPasses.stopId)))
    .where(inCompany(busPasses, caller.companyId, eq(busPasses.id, id)));
  if (!pass) throw notFound();
  const [rides] = await db
    .select({ n: count() })
    .from(busRides)
    .where(inCompany(busRides, caller.companyId, eq(busRides.passKind, 'pass'), eq(busRides.passId, id)));
  const mine = order.applicant.id === caller.staffId;
  return {
    id: order.id,
    status: order.status,
    status_label: order.status_label,
    route: { id: pass.p.routeId, name: pass.routeName, kind: pass.routeKind },
    stop: { id: pass.p.stopId, name: pass.stopName },
    start_date: pass.p.startDate,
    end_date: pass.p.endDate,
    reason: String(order.data.reason ?? ''),
    applicant: { id: order.applicant.id, name: order.applicant.name },
    created_time: order.created_time,
    approve_time: order.approve_time,
    reject_reason: order.reject_reason,
    steps: order.steps.map((s) => ({
      seq: s.seq,
      approver: { id: s.approver.id, name: s.approver.name },
      state: s.state,
      comment: s.comment,
      act_time: s.act_time,
    })),
    pass: { status: pass.p.status, code: mine && pass.p.status === 'active' ? pass.p.code : null, rides: Number(rides?.n ?? 0) },
    can_cancel: order.can.can_cancel,
    can_quit: order.can.transitions.some((t) => t.action === QUIT),
  };
}

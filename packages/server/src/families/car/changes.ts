/**
 * Changing a trip (carV3ModifyTrip): the applicant asks for new places, times or passengers; the
 * change is an order of its own (car3_change) that goes through approval and, approved, changes the
 * trip (hooks.ts); every change is kept (car_trip_changes: before and after).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CAR_ORDER_TYPES,
  carMessages,
  hubDateTime,
  type CarChange,
  type carChangeInputSchema,
  type CarTripSnapshot,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { badRequest, fieldError, notFound } from '../../platform/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { loadOrder } from '../../platform/orders/workflow.ts';
import { orders } from '../../platform/orders/schema.ts';
import { forbiddenWith } from '../../platform/orders/policy.ts';
import { localDateTime } from '../../platform/time.ts';
import type { Page } from '@campus/contracts';
import { actorOf } from './caller.ts';
import { changeable, type ChangeDraft } from './hooks.ts';
import { checkRule, loadRule } from './rules.ts';
import { carTripChanges } from './schema.ts';
import { changeViews, loadCarOrder, snapshotOf, type Caller } from './views.ts';

const placeLine = (p: CarTripSnapshot['from'] | null) => (p ? p.name : '--');
const periodLine = (s: CarTripSnapshot) => `${s.start_time.slice(0, 16)} 至 ${s.end_time.slice(0, 16)}`;

export async function requestChange(
  ctx: AppContext,
  caller: Caller,
  tripId: string,
  input: z.output<typeof carChangeInputSchema>,
): Promise<CarChange> {
  const db = ctx.handle.db;
  const { order, trip } = await loadCarOrder(db, caller, tripId);
  if (order.applicantId !== caller.staffId) throw forbiddenWith('只有申请人可以变更行程');
  if (!changeable(trip.kind, order.status)) throw badRequest(carMessages.notChangeable);
  const before = snapshotOf(trip);
  const start = input.start_at ? new Date(input.start_at) : trip.startAt;
  const end = input.end_at ? new Date(input.end_at) : trip.endAt;
  if (end <= start) throw fieldError('end_at', carMessages.endAfterStart);
  const after: CarTripSnapshot = {
    from: input.from ? { name: input.from.name, address: input.from.address ?? '' } : before.from,
    to: input.to ? { name: input.to.name, address: input.to.address ?? '' } : before.to,
    start_at: start.toISOString(),
    end_at: end.toISOString(),
    start_time: localDateTime(start),
    end_time: localDateTime(end),
    passengers: input.passengers ?? before.passengers,
  };
  const same =
    JSON.stringify([after.from, after.to, after.start_at, after.end_at, after.passengers]) ===
    JSON.stringify([before.from, before.to, before.start_at, before.end_at, before.passengers]);
  if (same) throw badRequest(carMessages.nothingChanged);
  if (after.start_at !== before.start_at || after.end_at !== before.end_at)
    checkRule(await loadRule(db, caller.companyId, trip.kind), { departmentId: trip.departmentId }, { start, end }, ctx.now());
  const reason = input.reason.trim();
  const draft: ChangeDraft = { trip_order_id: tripId, reason, before, after };
  const fields = [
    { label: '原行程', value: order.title },
    { label: '出发地', value: `${placeLine(before.from)} → ${placeLine(after.from)}` },
    { label: '目的地', value: `${placeLine(before.to)} → ${placeLine(after.to)}` },
    { label: '用车时间', value: `${periodLine(before)} → ${periodLine(after)}` },
    { label: '乘车人数', value: `${String(before.passengers)} → ${String(after.passengers)}` },
    { label: '变更原因', value: reason },
  ];
  const id = await ctx.orders.submit(actorOf(caller), {
    orderType: CAR_ORDER_TYPES.change,
    title: `变更：${order.title}`,
    fields,
    data: { change: draft, trip_order_id: tripId, trip_start: hubDateTime(trip.startAt) },
    viaModule: true,
  });
  return getChange(ctx, caller, id);
}

async function changeRow(ctx: AppContext, caller: Caller, id: string) {
  const db = ctx.handle.db;
  const { order } = await loadOrder(db, actorOf(caller), id);
  const [change] = await db
    .select()
    .from(carTripChanges)
    .where(inCompany(carTripChanges, caller.companyId, eq(carTripChanges.changeOrderId, id)));
  if (!change) throw notFound();
  return { order, change };
}

/** One change (its applicant, its approvers, admins). */
export async function getChange(ctx: AppContext, caller: Caller, id: string): Promise<CarChange> {
  const [view] = await changeViews(ctx.handle.db, caller.companyId, [await changeRow(ctx, caller, id)]);
  if (!view) throw notFound();
  return view;
}

/** The caller's change requests, newest first. */
export async function myChanges(ctx: AppContext, caller: Caller, page: number, pageSize: number): Promise<Page<CarChange>> {
  const db = ctx.handle.db;
  const joined = and(eq(orders.companyId, carTripChanges.companyId), eq(orders.id, carTripChanges.changeOrderId));
  // A change is an order of its own type, written with its change row: the count reads the caller's orders of that type alone.
  const mine = inCompany(orders, caller.companyId, eq(orders.applicantId, caller.staffId), eq(orders.orderType, CAR_ORDER_TYPES.change));
  const where = and(mine, inCompany(carTripChanges, caller.companyId));
  // Newest first (orders_applicant_type_idx); the count walks it up to the page and a window (issue 33).
  const order = [desc(orders.createdAt), desc(orders.id)];
  const [total, rows] = await Promise.all([
    boundedCount(db, orders, mine, page, pageSize, order),
    db
      .select({ order: orders, change: carTripChanges })
      .from(carTripChanges)
      .innerJoin(orders, joined)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
  ]);
  return toPage(total, page, pageSize, await changeViews(db, caller.companyId, rows));
}

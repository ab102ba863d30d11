/**
 * A car order after approval: dispatch (vehicle and driver, by a car administrator), start and finish
 * (the driver; self-driving: the applicant) with odometer readings, withdraw (the applicant, before
 * it starts) and comment. Each is a transition of the workflow whose car rows change in the same
 * transaction (runTransition's `apply`).
 */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CAR3_ACTIONS,
  CAR_KIND_LABELS,
  carMessages,
  PUSH_MODULES,
  PUSH_MSG_TYPES,
  type CarCommentInput,
  type carDispatchInputSchema,
  type CarKind,
  type CarOdometerInput,
  type CarOrderDetail,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { badRequest, fieldError } from '../../platform/errors.ts';
import { forbiddenWith } from '../../platform/orders/policy.ts';
import type { PendingPush } from '../../platform/orders/workflow.ts';
import { localDateTime } from '../../platform/time.ts';
import type { OrderRow } from '../../platform/orders/order-types.ts';
import { actorOf, requireAdmin } from './caller.ts';
import { driverBusy, lockDriver, lockVehicle, vehicleRefusal } from './availability.ts';
import { CAR_STATUS, isDispatched, STEP_ACTIONS } from './kinds.ts';
import { carCommentTags, carTrips, carVehicles } from './schema.ts';
import { carOrderDetail, loadCarOrder, type Caller, type TripRow } from './views.ts';

/** The push module of a kind (OFFICIAL_CAR3's extra_param.module). */
const MODULE_OF: Record<CarKind, string> = {
  v2: PUSH_MODULES.car2,
  trip: PUSH_MODULES.car3Trip,
  daily: PUSH_MODULES.car3,
  driving: PUSH_MODULES.car3Driving,
};

/** A push to the driver of an order (spec 7: OFFICIAL_CAR3 driver_trip). */
export function driverPush(order: OrderRow, kind: CarKind, driverId: string, title: string, content: string): PendingPush {
  return {
    staffId: driverId,
    message: {
      title,
      content,
      extras: {
        msg_type: PUSH_MSG_TYPES.officialCar3,
        msg_id: order.id,
        order_type: order.orderType,
        extra_param: { module: MODULE_OF[kind], action_type: CAR3_ACTIONS.driverTrip },
      },
    },
  };
}

async function lockTripRow(tx: Database, order: OrderRow): Promise<TripRow> {
  const [trip] = await tx
    .select()
    .from(carTrips)
    .where(inCompany(carTrips, order.companyId, eq(carTrips.orderId, order.id)))
    .for('update');
  if (!trip) throw badRequest('用车单不存在');
  return trip;
}

const setTrip = (tx: Database, order: OrderRow, values: Partial<TripRow>) =>
  tx
    .update(carTrips)
    .set(values)
    .where(inCompany(carTrips, order.companyId, eq(carTrips.orderId, order.id)));

/**
 * A car administrator gives an approved order its vehicle and driver. Inside the transaction the trip,
 * the vehicle and the driver are locked in that order, then both are checked free for the period.
 */
export async function dispatch(
  ctx: AppContext,
  caller: Caller,
  orderId: string,
  input: z.output<typeof carDispatchInputSchema>,
): Promise<CarOrderDetail> {
  requireAdmin(caller);
  const db = ctx.handle.db;
  const { trip } = await loadCarOrder(db, caller, orderId);
  if (!isDispatched(trip.kind)) throw badRequest('自驾用车无需派车');
  await ctx.orders.runTransition(actorOf(caller), orderId, 'dispatch', input.remark, {
    apply: async (tx, order) => {
      const locked = await lockTripRow(tx, order);
      const period = { start: locked.startAt, end: locked.endAt };
      const vehicle = await lockVehicle(tx, order.companyId, input.vehicle_id);
      const refusal = await vehicleRefusal(tx, vehicle, locked.kind, period, order.id);
      if (refusal) throw fieldError('vehicle_id', refusal);
      const driver = await lockDriver(tx, order.companyId, input.driver_id);
      if (await driverBusy(tx, order.companyId, driver.id, period, order.id)) throw fieldError('driver_id', carMessages.driverBusy);
      await setTrip(tx, order, {
        vehicleId: vehicle.id,
        driverId: driver.id,
        holds: true,
        dispatchedAt: ctx.now(),
        dispatchedBy: caller.staffId,
      });
      const when = localDateTime(locked.startAt).slice(0, 16);
      const route = locked.toName ? `${locked.fromName} → ${locked.toName}` : locked.fromName;
      return [driverPush(order, locked.kind, driver.id, '新的出车任务', `${when} ${route}，车辆 ${vehicle.plate}`)];
    },
  });
  return carOrderDetail(db, caller, orderId);
}

/** Who takes the trip's steps: the driver, or for self-driving the applicant. */
function requireActor(caller: Caller, order: OrderRow, trip: TripRow): void {
  if (trip.kind === 'driving') {
    if (order.applicantId !== caller.staffId) throw forbiddenWith('只有申请人可以取车、还车');
  } else if (trip.driverId !== caller.staffId) {
    throw forbiddenWith('只有派单司机可以出车、结束行程');
  }
}

export async function startTrip(ctx: AppContext, caller: Caller, orderId: string, input: CarOdometerInput): Promise<CarOrderDetail> {
  const db = ctx.handle.db;
  const { order, trip } = await loadCarOrder(db, caller, orderId);
  requireActor(caller, order, trip);
  await ctx.orders.runTransition(actorOf(caller), orderId, STEP_ACTIONS[trip.kind].start, input.remark, {
    apply: async (tx, moved) => {
      const locked = await lockTripRow(tx, moved);
      if (isDispatched(locked.kind) && !locked.holds) throw badRequest('该行程尚未派车');
      await setTrip(tx, moved, { startedAt: ctx.now(), odometerStartKm: input.odometer_km });
    },
  });
  return carOrderDetail(db, caller, orderId);
}

export async function finishTrip(ctx: AppContext, caller: Caller, orderId: string, input: CarOdometerInput): Promise<CarOrderDetail> {
  const db = ctx.handle.db;
  const { order, trip } = await loadCarOrder(db, caller, orderId);
  requireActor(caller, order, trip);
  await ctx.orders.runTransition(actorOf(caller), orderId, STEP_ACTIONS[trip.kind].finish, input.remark, {
    apply: async (tx, moved) => {
      const locked = await lockTripRow(tx, moved);
      const start = locked.odometerStartKm ?? input.odometer_km;
      if (input.odometer_km < start) throw fieldError('odometer_km', carMessages.odometerBackwards);
      await setTrip(tx, moved, {
        finishedAt: ctx.now(),
        odometerStartKm: start,
        odometerEndKm: input.odometer_km,
        distanceKm: input.odometer_km - start,
        holds: false,
      });
      if (locked.vehicleId)
        await tx
          .update(carVehicles)
          .set({ odometerKm: sql`greatest(${carVehicles.odometerKm}, ${input.odometer_km})` })
          .where(inCompany(carVehicles, moved.companyId, eq(carVehicles.id, locked.vehicleId)));
    },
  });
  return carOrderDetail(db, caller, orderId);
}

/** The applicant cancels an approved order before it starts: vehicle and driver are free again, the driver is told. */
export async function withdraw(ctx: AppContext, caller: Caller, orderId: string): Promise<CarOrderDetail> {
  const db = ctx.handle.db;
  const { order } = await loadCarOrder(db, caller, orderId);
  if (order.applicantId !== caller.staffId) throw forbiddenWith('只有申请人可以取消用车');
  await ctx.orders.runTransition(actorOf(caller), orderId, 'withdraw', undefined, {
    apply: async (tx, moved) => {
      const locked = await lockTripRow(tx, moved);
      await setTrip(tx, moved, { holds: false });
      if (!locked.driverId) return [];
      return [
        driverPush(
          moved,
          locked.kind,
          locked.driverId,
          '出车任务已取消',
          `${CAR_KIND_LABELS[locked.kind]}「${moved.title}」已由申请人取消`,
        ),
      ];
    },
  });
  return carOrderDetail(db, caller, orderId);
}

/** The tags must be the company's; answers them in the company's order. */
export async function checkTags(db: Database, companyId: string, tags: readonly string[]): Promise<string[]> {
  if (tags.length === 0) return [];
  const known = (await db.select({ label: carCommentTags.label }).from(carCommentTags).where(inCompany(carCommentTags, companyId))).map(
    (r) => r.label,
  );
  if (tags.some((t) => !known.includes(t))) throw fieldError('tags', carMessages.badTag);
  return known.filter((t) => tags.includes(t));
}

/**
 * The comment of a finished trip, once: from the app by its applicant, or from the public page of a
 * shared link (the workflow records it as the applicant's, remark 分享页评价).
 */
export async function commentTrip(
  ctx: AppContext,
  order: OrderRow,
  trip: TripRow,
  input: CarCommentInput,
  via: 'app' | 'share',
): Promise<void> {
  const db = ctx.handle.db;
  const tags = await checkTags(db, order.companyId, input.tags ?? []);
  const s = CAR_STATUS[trip.kind];
  if (order.status !== s.finished) throw badRequest(trip.commentedAt ? carMessages.alreadyCommented : '行程结束后才能评价');
  const values = { commentStars: input.stars, commentTags: tags, commentText: input.text ?? '', commentVia: via };
  const actor = { companyId: order.companyId, staffId: order.applicantId, role: 'staff' as const };
  const write = async (tx: Database, moved: OrderRow) => {
    const done = await tx
      .update(carTrips)
      .set({ ...values, commentedAt: ctx.now() })
      .where(inCompany(carTrips, moved.companyId, eq(carTrips.orderId, moved.id), sql`${carTrips.commentedAt} IS NULL`))
      .returning({ id: carTrips.orderId });
    if (done.length === 0) throw badRequest(carMessages.alreadyCommented);
  };
  if (s.commented !== null) {
    await ctx.orders.runTransition(actor, order.id, 'comment', via === 'share' ? '分享页评价' : undefined, { apply: write });
    return;
  }
  // Version 2 keeps its comment without a status of its own: one conditional update decides.
  await db.transaction(async (t) => write(t as unknown as Database, order));
}

export async function commentAsApplicant(
  ctx: AppContext,
  caller: Caller,
  orderId: string,
  input: CarCommentInput,
): Promise<CarOrderDetail> {
  const db = ctx.handle.db;
  const { order, trip } = await loadCarOrder(db, caller, orderId);
  if (order.applicantId !== caller.staffId) throw forbiddenWith('只有申请人可以评价');
  await commentTrip(ctx, order, trip, input, 'app');
  return carOrderDetail(db, caller, orderId);
}

/**
 * The car order types' hooks, run by the workflow inside its transactions: the car rows are written
 * with the order (afterSubmit), a self-driving vehicle is checked at submit and held at approval, an
 * approved change changes its trip, an approved repair takes its vehicle out of service.
 * The validated input travels in the order's `data` (`car`, `change`, `repair`).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { carMessages, type CarKind, type CarPlace, type CarTripSnapshot } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { badRequest, fieldError } from '../../platform/errors.ts';
import type { OrderHookInput, OrderRow, OrderTypeHooks } from '../../platform/orders/order-types.ts';
import { orders } from '../../platform/orders/schema.ts';
import { driverBusy, lockDriver, lockVehicle, vehicleRefusal } from './availability.ts';
import { CAR_STATUS } from './kinds.ts';
import { carRepairs, carTripChanges, carTrips, carVehicles } from './schema.ts';

/** A car application as the order carries it (`data.car`). */
export interface TripDraft {
  kind: CarKind;
  department_id: string | null;
  from: CarPlace;
  to: CarPlace | null;
  start_at: string;
  end_at: string;
  passengers: number;
  passenger_names: string;
  purpose: string;
  remark: string;
  vehicle_id: string | null;
}

export interface ChangeDraft {
  trip_order_id: string;
  reason: string;
  before: CarTripSnapshot;
  after: CarTripSnapshot;
}

export interface RepairDraft {
  vehicle_id: string;
  description: string;
  estimate_fen: number | null;
  attachments: string[];
}

const dataOf = <T>(order: OrderRow, key: string): T => {
  const value = order.payload.data[key];
  if (value === undefined || value === null) throw new Error(`car order ${order.id} has no data.${key}`);
  return value as T;
};

async function insertTrip({ tx, order }: OrderHookInput): Promise<void> {
  const d = dataOf<TripDraft>(order, 'car');
  await tx.insert(carTrips).values({
    companyId: order.companyId,
    orderId: order.id,
    kind: d.kind,
    applicantId: order.applicantId,
    departmentId: d.department_id,
    fromName: d.from.name,
    fromAddress: d.from.address,
    toName: d.to?.name ?? null,
    toAddress: d.to?.address ?? null,
    startAt: new Date(d.start_at),
    endAt: new Date(d.end_at),
    passengers: d.passengers,
    passengerNames: d.passenger_names,
    purpose: d.purpose,
    remark: d.remark,
    vehicleId: d.vehicle_id,
  });
}

/** Trips with a driver (v2, trip, daily): the car row comes with the order; dispatch holds later. */
export const tripHooks: OrderTypeHooks = { afterSubmit: insertTrip };

const periodOf = (d: { start_at: string; end_at: string }) => ({ start: new Date(d.start_at), end: new Date(d.end_at) });

/** Self-driving: the chosen vehicle must be free at submit, and is held once approved. */
export const drivingHooks: OrderTypeHooks = {
  async beforeSubmit({ tx, order }) {
    const d = dataOf<TripDraft>(order, 'car');
    const vehicle = await lockVehicle(tx, order.companyId, d.vehicle_id ?? '');
    const refusal = await vehicleRefusal(tx, vehicle, 'driving', periodOf(d));
    if (refusal) throw fieldError('vehicle_id', refusal);
  },
  afterSubmit: insertTrip,
  async onApproved({ tx, order }) {
    const [trip] = await tx
      .select()
      .from(carTrips)
      .where(inCompany(carTrips, order.companyId, eq(carTrips.orderId, order.id)));
    if (!trip?.vehicleId) throw badRequest(carMessages.vehicleRequired);
    const vehicle = await lockVehicle(tx, order.companyId, trip.vehicleId);
    const refusal = await vehicleRefusal(tx, vehicle, 'driving', { start: trip.startAt, end: trip.endAt }, order.id);
    if (refusal) throw badRequest(`${refusal}，无法通过，请驳回`);
    await tx
      .update(carTrips)
      .set({ holds: true })
      .where(inCompany(carTrips, order.companyId, eq(carTrips.orderId, order.id)));
  },
};

/** The trip row of a change, locked. */
async function lockTrip(tx: Database, companyId: string, orderId: string) {
  const [trip] = await tx
    .select()
    .from(carTrips)
    .where(inCompany(carTrips, companyId, eq(carTrips.orderId, orderId)))
    .for('update');
  return trip;
}

/** May a trip in this status still change? Before it starts, once approved (and not a v2 order). */
export function changeable(kind: CarKind, status: number): boolean {
  if (kind === 'v2') return false;
  const s = CAR_STATUS[kind];
  return status === s.approved || status === s.dispatched;
}

export const changeHooks: OrderTypeHooks = {
  async beforeSubmit({ tx, order }) {
    const c = dataOf<ChangeDraft>(order, 'change');
    const trip = await lockTrip(tx, order.companyId, c.trip_order_id);
    const [tripOrder] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(inCompany(orders, order.companyId, eq(orders.id, c.trip_order_id)));
    if (!trip || !tripOrder || !changeable(trip.kind, tripOrder.status)) throw badRequest(carMessages.notChangeable);
    const open = await tx
      .select({ id: carTripChanges.changeOrderId })
      .from(carTripChanges)
      .innerJoin(orders, and(eq(orders.companyId, carTripChanges.companyId), eq(orders.id, carTripChanges.changeOrderId)))
      .where(inCompany(carTripChanges, order.companyId, eq(carTripChanges.tripOrderId, c.trip_order_id), eq(orders.status, 10)))
      .limit(1);
    if (open.length > 0) throw badRequest(carMessages.changePending);
  },
  async afterSubmit({ tx, order }) {
    const c = dataOf<ChangeDraft>(order, 'change');
    await tx.insert(carTripChanges).values({
      companyId: order.companyId,
      changeOrderId: order.id,
      tripOrderId: c.trip_order_id,
      reason: c.reason,
      before: c.before,
      after: c.after,
    });
  },
  /** Approved: the trip changes, if it still may and its vehicle and driver are free in the new period. */
  async onApproved({ tx, order }) {
    const c = dataOf<ChangeDraft>(order, 'change');
    const trip = await lockTrip(tx, order.companyId, c.trip_order_id);
    const [tripOrder] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(inCompany(orders, order.companyId, eq(orders.id, c.trip_order_id)));
    if (!trip || !tripOrder || !changeable(trip.kind, tripOrder.status)) throw badRequest(`${carMessages.notChangeable}，请驳回`);
    const period = periodOf(c.after);
    if (trip.holds && trip.vehicleId) {
      const vehicle = await lockVehicle(tx, order.companyId, trip.vehicleId);
      const refusal = await vehicleRefusal(tx, vehicle, trip.kind, period, trip.orderId);
      if (refusal) throw badRequest(`变更后${refusal}，请驳回或重新派车`);
      if (trip.driverId) {
        await lockDriver(tx, order.companyId, trip.driverId);
        if (await driverBusy(tx, order.companyId, trip.driverId, period, trip.orderId))
          throw badRequest(`变更后${carMessages.driverBusy}，请驳回或重新派车`);
      }
    }
    await tx
      .update(carTrips)
      .set({
        fromName: c.after.from.name,
        fromAddress: c.after.from.address,
        toName: c.after.to?.name ?? null,
        toAddress: c.after.to?.address ?? null,
        startAt: period.start,
        endAt: period.end,
        passengers: c.after.passengers,
      })
      .where(inCompany(carTrips, order.companyId, eq(carTrips.orderId, trip.orderId)));
    await tx
      .update(carTripChanges)
      .set({ appliedAt: new Date() })
      .where(inCompany(carTripChanges, order.companyId, eq(carTripChanges.changeOrderId, order.id)));
  },
};

export const repairHooks: OrderTypeHooks = {
  async afterSubmit({ tx, order }) {
    const r = dataOf<RepairDraft>(order, 'repair');
    await tx.insert(carRepairs).values({
      companyId: order.companyId,
      orderId: order.id,
      vehicleId: r.vehicle_id,
      description: r.description,
      estimateFen: r.estimate_fen,
      attachments: r.attachments,
    });
  },
  async onApproved({ tx, order }) {
    const r = dataOf<RepairDraft>(order, 'repair');
    await tx
      .update(carVehicles)
      .set({ inRepair: true })
      .where(inCompany(carVehicles, order.companyId, inArray(carVehicles.id, [r.vehicle_id])));
  },
};

/**
 * Car orders as the API answers them: the workflow's order joined with its car row, vehicle,
 * driver and fee total; who may see one (its applicant, its approvers, its driver, admins) and what
 * each may do with it now.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  CAR_FEE_LABELS,
  CAR_KIND_LABELS,
  type CarCan,
  type CarChange,
  type CarFee,
  type CarOrder,
  type CarOrderDetail,
  type CarTripSnapshot,
  type OrderStep,
  type StaffBrief,
} from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { notFound } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { iso, localDateTime } from '../../platform/time.ts';
import { staffBriefs, unknownStaff } from '../../platform/directory/directory.ts';
import { approvalSteps, orders } from '../../platform/orders/schema.ts';
import { orderType, statusLabel, type OrderRow } from '../../platform/orders/order-types.ts';
import { fileRefs } from '../../platform/files/index.ts';
import { CAR_STATUS, isDispatched } from './kinds.ts';
import { changeable } from './hooks.ts';
import { driversByIds, feeTotals, vehiclesByIds } from './statements.ts';
import { carFees, carTripChanges, carTrips } from './schema.ts';

export type TripRow = typeof carTrips.$inferSelect;
export type FeeRow = typeof carFees.$inferSelect;
export type ChangeRow = typeof carTripChanges.$inferSelect;

/** The staff calling (from the token). */
export interface Caller {
  companyId: string;
  staffId: string;
  isAdmin: boolean;
  departmentId: string | null;
  role: 'staff' | 'approver' | 'admin';
}

export interface LoadedCar {
  order: OrderRow;
  trip: TripRow;
  approverIds: string[];
}

/** An order and its car row; 404 unless the caller is its applicant, an approver of it, its driver or an admin. */
export async function loadCarOrder(db: Database, caller: Caller, orderId: string, forUpdate = false): Promise<LoadedCar> {
  if (!isGuid(orderId)) throw notFound();
  const query = db
    .select({ order: orders, trip: carTrips })
    .from(orders)
    .innerJoin(carTrips, and(eq(carTrips.companyId, orders.companyId), eq(carTrips.orderId, orders.id)))
    .where(inCompany(orders, caller.companyId, eq(orders.id, orderId)));
  const [row] = forUpdate ? await query.for('update', { of: carTrips }) : await query;
  if (!row) throw notFound();
  const steps = await db
    .select({ approverId: approvalSteps.approverId, transferredTo: approvalSteps.transferredTo })
    .from(approvalSteps)
    .where(inCompany(approvalSteps, caller.companyId, eq(approvalSteps.orderId, orderId)));
  const approverIds = steps.flatMap((s) => (s.transferredTo ? [s.approverId, s.transferredTo] : [s.approverId]));
  const visible =
    caller.isAdmin ||
    row.order.applicantId === caller.staffId ||
    row.trip.driverId === caller.staffId ||
    approverIds.includes(caller.staffId);
  if (!visible) throw notFound();
  return { order: row.order, trip: row.trip, approverIds };
}

/** What the caller may do with the order now. */
export function canOf(caller: Caller, order: OrderRow, trip: TripRow, hasOpenChange: boolean): CarCan {
  const s = CAR_STATUS[trip.kind];
  const mine = order.applicantId === caller.staffId;
  const driving = trip.kind === 'driving';
  const actor = driving ? mine : trip.driverId === caller.staffId;
  const commented = trip.commentedAt !== null;
  return {
    cancel: mine && order.status === 10,
    withdraw: mine && (order.status === s.approved || order.status === s.dispatched),
    dispatch: caller.isAdmin && isDispatched(trip.kind) && order.status === s.approved,
    start: actor && order.status === s.dispatched && (!isDispatched(trip.kind) || trip.holds),
    finish: actor && order.status === s.running,
    add_fee: actor && (order.status === s.running || order.status === s.finished || (s.commented !== null && order.status === s.commented)),
    comment: mine && order.status === s.finished && !commented,
    modify: mine && changeable(trip.kind, order.status) && !hasOpenChange,
    share: mine && trip.kind !== 'v2' && order.status >= s.approved,
  };
}

export function snapshotOf(
  trip: Pick<TripRow, 'fromName' | 'fromAddress' | 'toName' | 'toAddress' | 'startAt' | 'endAt' | 'passengers'>,
): CarTripSnapshot {
  return {
    from: { name: trip.fromName, address: trip.fromAddress },
    to: trip.toName === null ? null : { name: trip.toName, address: trip.toAddress ?? '' },
    start_at: trip.startAt.toISOString(),
    end_at: trip.endAt.toISOString(),
    start_time: localDateTime(trip.startAt),
    end_time: localDateTime(trip.endAt),
    passengers: trip.passengers,
  };
}

/** Car orders (order + car row) as list items, with vehicles, drivers and fee totals looked up once. */
export async function carOrderViews(db: Database, companyId: string, rows: { order: OrderRow; trip: TripRow }[]): Promise<CarOrder[]> {
  if (rows.length === 0) return [];
  const vehicleIds = [...new Set(rows.flatMap((r) => (r.trip.vehicleId ? [r.trip.vehicleId] : [])))];
  const driverIds = [...new Set(rows.flatMap((r) => (r.trip.driverId ? [r.trip.driverId] : [])))];
  const orderIds = rows.map((r) => r.order.id);
  const [vehicles, drivers, fees, people] = await Promise.all([
    vehicleIds.length ? vehiclesByIds(db).execute({ companyId, ids: vehicleIds }) : Promise.resolve([]),
    driverIds.length ? driversByIds(db).execute({ companyId, ids: driverIds }) : Promise.resolve([]),
    feeTotals(db).execute({ companyId, ids: orderIds }),
    staffBriefs(
      db,
      companyId,
      rows.map((r) => r.order.applicantId),
    ),
  ]);
  const vehicleOf = new Map(vehicles.map((v) => [v.id, v]));
  const driverOf = new Map(drivers.map((d) => [d.id, d]));
  const feeOf = new Map(fees.map((f) => [f.orderId, Number(f.total)]));
  return rows.map(({ order, trip }) => {
    const def = orderType(order.orderType);
    const v = trip.vehicleId ? vehicleOf.get(trip.vehicleId) : undefined;
    const d = trip.driverId ? driverOf.get(trip.driverId) : undefined;
    return {
      id: order.id,
      order_type: order.orderType,
      kind: trip.kind,
      kind_label: CAR_KIND_LABELS[trip.kind],
      title: order.title,
      status: order.status,
      status_label: def ? statusLabel(def, order.status) : String(order.status),
      applicant: people.get(order.applicantId) ?? unknownStaff(order.applicantId),
      from: { name: trip.fromName, address: trip.fromAddress },
      to: trip.toName === null ? null : { name: trip.toName, address: trip.toAddress ?? '' },
      start_at: trip.startAt.toISOString(),
      end_at: trip.endAt.toISOString(),
      start_time: localDateTime(trip.startAt),
      end_time: localDateTime(trip.endAt),
      passengers: trip.passengers,
      passenger_names: trip.passengerNames,
      purpose: trip.purpose,
      remark: trip.remark,
      vehicle: v ? { id: v.id, plate: v.plate, model: v.model, seats: v.seats, color: v.color } : null,
      driver: d ? { id: d.id, name: d.name, phone: d.phone } : null,
      dispatched_time: localDateTime(trip.dispatchedAt),
      started_time: localDateTime(trip.startedAt),
      finished_time: localDateTime(trip.finishedAt),
      odometer_start_km: trip.odometerStartKm,
      odometer_end_km: trip.odometerEndKm,
      distance_km: trip.distanceKm,
      fee_total_fen: feeOf.get(order.id) ?? 0,
      comment:
        trip.commentedAt && trip.commentStars
          ? {
              stars: trip.commentStars,
              tags: trip.commentTags ?? [],
              text: trip.commentText ?? '',
              time: localDateTime(trip.commentedAt),
              via: trip.commentVia ?? 'app',
            }
          : null,
      reject_reason: order.rejectReason,
      created_time: localDateTime(order.createdAt),
      approve_time: localDateTime(order.approvedAt),
    };
  });
}

export async function feeViews(db: Database, companyId: string, rows: FeeRow[]): Promise<CarFee[]> {
  const people = await staffBriefs(
    db,
    companyId,
    rows.map((r) => r.createdBy),
  );
  const refs = await fileRefs(
    db,
    companyId,
    rows.flatMap((r) => r.attachments),
  );
  const refOf = new Map(refs.map((r) => [r.id, r]));
  return rows.map((f) => ({
    id: f.id,
    order_id: f.orderId,
    kind: f.kind,
    kind_label: CAR_FEE_LABELS[f.kind],
    amount_fen: f.amountFen,
    remark: f.remark,
    attachments: f.attachments.flatMap((id) => {
      const ref = refOf.get(id);
      return ref ? [ref] : [];
    }),
    created_by: { id: f.createdBy, name: people.get(f.createdBy)?.name ?? '未知人员' },
    created_time: localDateTime(f.createdAt),
  }));
}

/** Change requests (their orders and rows) as the API answers them. */
export async function changeViews(db: Database, companyId: string, rows: { order: OrderRow; change: ChangeRow }[]): Promise<CarChange[]> {
  if (rows.length === 0) return [];
  const tripIds = [...new Set(rows.map((r) => r.change.tripOrderId))];
  const trips = await db
    .select({ id: orders.id, title: orders.title, kind: carTrips.kind })
    .from(orders)
    .innerJoin(carTrips, and(eq(carTrips.companyId, orders.companyId), eq(carTrips.orderId, orders.id)))
    .where(inCompany(orders, companyId, inArray(orders.id, tripIds)));
  const tripOf = new Map(trips.map((t) => [t.id, t]));
  const people = await staffBriefs(
    db,
    companyId,
    rows.map((r) => r.order.applicantId),
  );
  return rows.map(({ order, change }) => {
    const def = orderType(order.orderType);
    const trip = tripOf.get(change.tripOrderId);
    return {
      id: order.id,
      order_id: change.tripOrderId,
      order_title: trip?.title ?? '',
      kind: trip?.kind ?? 'trip',
      status: order.status,
      status_label: def ? statusLabel(def, order.status) : String(order.status),
      applicant: people.get(order.applicantId) ?? unknownStaff(order.applicantId),
      reason: change.reason,
      before: change.before,
      after: change.after,
      created_time: localDateTime(order.createdAt),
      applied_time: localDateTime(change.appliedAt),
      reject_reason: order.rejectReason,
    };
  });
}

/** The approval steps of an order, as the workflow's detail shows them. */
export async function stepsOf(db: Database, companyId: string, orderId: string): Promise<OrderStep[]> {
  const steps = await db
    .select()
    .from(approvalSteps)
    .where(inCompany(approvalSteps, companyId, eq(approvalSteps.orderId, orderId)))
    .orderBy(asc(approvalSteps.seq));
  const people = await staffBriefs(
    db,
    companyId,
    steps.flatMap((s) => (s.transferredTo ? [s.approverId, s.transferredTo] : [s.approverId])),
  );
  const who = (id: string): StaffBrief => people.get(id) ?? unknownStaff(id);
  return steps.map((s) => ({
    seq: s.seq,
    approver: who(s.approverId),
    state: s.state,
    comment: s.comment,
    acted_at: iso(s.actedAt),
    act_time: localDateTime(s.actedAt),
    transferred_to: s.transferredTo ? who(s.transferredTo) : null,
  }));
}

/** One car order with fees, changes, steps and the caller's actions. */
export async function carOrderDetail(db: Database, caller: Caller, orderId: string): Promise<CarOrderDetail> {
  const { order, trip } = await loadCarOrder(db, caller, orderId);
  const [view] = await carOrderViews(db, caller.companyId, [{ order, trip }]);
  const feeRows = await db
    .select()
    .from(carFees)
    .where(inCompany(carFees, caller.companyId, eq(carFees.orderId, orderId)))
    .orderBy(asc(carFees.createdAt), asc(carFees.id));
  const changeRows = await db
    .select({ order: orders, change: carTripChanges })
    .from(carTripChanges)
    .innerJoin(orders, and(eq(orders.companyId, carTripChanges.companyId), eq(orders.id, carTripChanges.changeOrderId)))
    .where(inCompany(carTripChanges, caller.companyId, eq(carTripChanges.tripOrderId, orderId)))
    .orderBy(asc(orders.createdAt));
  const changes = await changeViews(db, caller.companyId, changeRows);
  if (!view) throw notFound();
  return {
    ...view,
    fees: await feeViews(db, caller.companyId, feeRows),
    changes,
    steps: await stepsOf(db, caller.companyId, orderId),
    can: canOf(
      caller,
      order,
      trip,
      changeRows.some((c) => c.order.status === 10),
    ),
  };
}

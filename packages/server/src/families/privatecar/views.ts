/** The family's answers built from its rows (trip briefs, fees, order states). */
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  PCAR_FEE_TYPES,
  PCAR_TRIP_STATE_LABELS,
  type FileRef,
  type PcarFee,
  type PcarOrderState,
  type PcarPoint,
  type PcarTripBrief,
  type PcarTripState,
  type PcarVehicleBrief,
} from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { localDateTime } from '../../platform/time.ts';
import { orders } from '../../platform/orders/schema.ts';
import { orderType, statusLabel, type OrderRow } from '../../platform/orders/order-types.ts';
import { fileRefs } from '../../platform/files/index.ts';
import { feeSums } from './claims.ts';
import { pcarFees, pcarTrips, pcarVehicles } from './schema.ts';

type TripRow = typeof pcarTrips.$inferSelect;
type FeeRow = typeof pcarFees.$inferSelect;
type VehicleRow = typeof pcarVehicles.$inferSelect;

export const vehicleBrief = (v: Pick<VehicleRow, 'id' | 'plate' | 'brandModel' | 'color'>): PcarVehicleBrief => ({
  id: v.id,
  plate: v.plate,
  brand_model: v.brandModel,
  color: v.color,
});

/** The order part every authorisation, certification and claim answer carries. */
export function orderState(order: OrderRow): PcarOrderState {
  const def = orderType(order.orderType);
  return {
    id: order.id,
    order_type: order.orderType,
    status: order.status,
    status_label: def ? statusLabel(def, order.status) : String(order.status),
    reject_reason: order.rejectReason,
    created_time: localDateTime(order.createdAt),
    approve_time: localDateTime(order.approvedAt),
  };
}

/** The orders with these ids (any type), by id. */
export async function ordersById(db: Database, companyId: string, ids: readonly string[]): Promise<Map<string, OrderRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orders)
    .where(inCompany(orders, companyId, inArray(orders.id, [...new Set(ids)])));
  return new Map(rows.map((o) => [o.id, o]));
}

/** A trip's claim status as its state: in no claim, in one under review, in an approved (or paid) one. */
export function tripState(claim: OrderRow | undefined): PcarTripState {
  if (!claim) return 'open';
  return claim.status === orderType(claim.orderType)?.inApproval ? 'claimed' : 'subsidised';
}

const point = (placeId: string | null, name: string, lat: number | null, lng: number | null): PcarPoint => ({
  place_id: placeId,
  name,
  lat,
  lng,
});
export const fromPoint = (t: TripRow): PcarPoint => point(t.fromPlaceId, t.fromName, t.fromLat, t.fromLng);
export const toPoint = (t: TripRow): PcarPoint => point(t.toPlaceId, t.toName, t.toLat, t.toLng);

export interface TripWithCar {
  trip: TripRow;
  car: Pick<VehicleRow, 'id' | 'plate' | 'brandModel' | 'color'>;
}

/** Trips with their car (a removed car still names the trip's). */
export function tripQuery(db: Database) {
  return db
    .select({
      trip: pcarTrips,
      car: { id: pcarVehicles.id, plate: pcarVehicles.plate, brandModel: pcarVehicles.brandModel, color: pcarVehicles.color },
    })
    .from(pcarTrips)
    .innerJoin(pcarVehicles, and(eq(pcarVehicles.companyId, pcarTrips.companyId), eq(pcarVehicles.id, pcarTrips.vehicleId)));
}

/** Briefs of the given trips (in their order), with fee sums and claim states. */
export async function tripBriefs(db: Database, companyId: string, rows: readonly TripWithCar[]): Promise<PcarTripBrief[]> {
  const fees = await feeSums(
    db,
    companyId,
    rows.map((r) => r.trip.id),
  );
  const claims = await ordersById(
    db,
    companyId,
    rows.flatMap((r) => (r.trip.subsidyId ? [r.trip.subsidyId] : [])),
  );
  return rows.map(({ trip, car }) => {
    const state = tripState(trip.subsidyId ? claims.get(trip.subsidyId) : undefined);
    return {
      id: trip.id,
      trip_date: trip.tripDate,
      vehicle: vehicleBrief(car),
      from: fromPoint(trip),
      to: toPoint(trip),
      distance_m: trip.distanceM,
      distance_source: trip.distanceSource,
      purpose: trip.purpose,
      fees_fen: fees.get(trip.id) ?? 0,
      state,
      state_label: PCAR_TRIP_STATE_LABELS[state],
    };
  });
}

/** A person's trips, latest first (pcar_trips_staff_idx's order): the list's page and its count. */
export const tripOrder = (): SQL[] => [desc(pcarTrips.tripDate), desc(pcarTrips.createdAt), desc(pcarTrips.id)];

/** Trips matching `where` (the company filter is added), latest date first. */
export async function findTrips(db: Database, companyId: string, where: SQL | undefined, limit?: number, offset?: number) {
  const order = tripOrder();
  if (limit === undefined)
    return tripQuery(db)
      .where(inCompany(pcarTrips, companyId, where))
      .orderBy(...order);
  // A page's ids first, on pcar_trips alone (pcar_trips_staff_idx); then the cars of those rows.
  const ids = db
    .select({ id: pcarTrips.id })
    .from(pcarTrips)
    .where(inCompany(pcarTrips, companyId, where))
    .orderBy(...order)
    .limit(limit)
    .offset(offset ?? 0)
    .as('page');
  return tripQuery(db)
    .innerJoin(ids, eq(ids.id, pcarTrips.id))
    .where(inCompany(pcarTrips, companyId))
    .orderBy(...order);
}

const feeTypeName = (code: string): string => PCAR_FEE_TYPES.find((t) => t.code === code)?.name ?? code;

/** The fees of the given trips with their vouchers, by trip id. */
export async function feesOfTrips(
  db: Database,
  companyId: string,
  tripIds: readonly string[],
  canRemove: (fee: FeeRow) => boolean,
): Promise<Map<string, PcarFee[]>> {
  const out = new Map<string, PcarFee[]>();
  if (tripIds.length === 0) return out;
  const rows = await db
    .select()
    .from(pcarFees)
    .where(inCompany(pcarFees, companyId, inArray(pcarFees.tripId, [...tripIds])))
    .orderBy(pcarFees.createdAt, pcarFees.id);
  // every fee's vouchers in one query
  const refs = new Map((await fileRefs(db, companyId, [...new Set(rows.flatMap((r) => r.voucherIds))])).map((f) => [f.id, f]));
  for (const row of rows) {
    const list = out.get(row.tripId) ?? [];
    list.push(await feeView(db, row, canRemove(row), refs));
    out.set(row.tripId, list);
  }
  return out;
}

/** One fee; `refs`: its vouchers' refs already read (a list's, in one query), else they are read here. */
export async function feeView(db: Database, row: FeeRow, canRemove: boolean, refs?: ReadonlyMap<string, FileRef>): Promise<PcarFee> {
  return {
    id: row.id,
    trip_id: row.tripId,
    fee_type: row.feeType,
    fee_type_name: feeTypeName(row.feeType),
    amount_fen: row.amountFen,
    remark: row.remark,
    vouchers: refs ? row.voucherIds.flatMap((id) => refs.get(id) ?? []) : await fileRefs(db, row.companyId, row.voucherIds),
    created_time: localDateTime(row.createdAt),
    can_remove: canRemove,
  };
}

/**
 * The car family's lists: saved places, vehicles and drivers (with whether each is free in a period),
 * comment tags, and car orders by scope (mine, the dispatch desk, a driver's trips of a day).
 */
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CarCommentTag,
  type CarDriver,
  type CarOrderPage,
  type carOrdersQuerySchema,
  type CarSavedPlace,
  type CarVehicle,
  type carVehiclesQuerySchema,
} from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { badRequest } from '../../platform/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { staff } from '../../platform/db/schema.ts';
import { orders } from '../../platform/orders/schema.ts';
import { requireAdmin } from './caller.ts';
import { heldIds, type Period } from './availability.ts';
import { carCommentTags, carDrivers, carPlaces, carTrips, carVehicles } from './schema.ts';
import { carOrderViews, type Caller } from './views.ts';

type VehiclesQuery = z.output<typeof carVehiclesQuerySchema>;
type OrdersQuery = z.output<typeof carOrdersQuerySchema>;

export async function listPlaces(db: Database, companyId: string): Promise<CarSavedPlace[]> {
  return db
    .select({ id: carPlaces.id, name: carPlaces.name, address: carPlaces.address })
    .from(carPlaces)
    .where(inCompany(carPlaces, companyId))
    .orderBy(asc(carPlaces.sort), asc(carPlaces.name));
}

export async function listCommentTags(db: Database, companyId: string): Promise<CarCommentTag[]> {
  return db
    .select({ id: carCommentTags.id, label: carCommentTags.label })
    .from(carCommentTags)
    .where(inCompany(carCommentTags, companyId))
    .orderBy(asc(carCommentTags.sort));
}

function periodOf(query: { start_at?: string; end_at?: string }): Period | null {
  if (!query.start_at || !query.end_at) return null;
  const period = { start: new Date(query.start_at), end: new Date(query.end_at) };
  if (period.end <= period.start) throw badRequest('结束时间必须晚于开始时间');
  return period;
}

export async function listVehicles(db: Database, companyId: string, query: VehiclesQuery): Promise<CarVehicle[]> {
  const rows = await db
    .select()
    .from(carVehicles)
    .where(inCompany(carVehicles, companyId, eq(carVehicles.isActive, true)))
    .orderBy(asc(carVehicles.sort), asc(carVehicles.plate));
  const period = periodOf(query);
  const held = period ? await heldIds(db, companyId, period, query.order_id) : null;
  return rows
    .filter((v) => !query.kind || v.kinds.includes(query.kind))
    .map((v) => ({
      id: v.id,
      plate: v.plate,
      model: v.model,
      seats: v.seats,
      color: v.color,
      kinds: v.kinds,
      status: v.inRepair ? ('repair' as const) : ('active' as const),
      odometer_km: v.odometerKm,
      available: held ? !v.inRepair && !held.vehicles.has(v.id) : null,
    }));
}

/** The drivers and their phones: the dispatch desk's (car administrators). */
export async function listDrivers(db: Database, caller: Caller, query: VehiclesQuery): Promise<CarDriver[]> {
  requireAdmin(caller);
  const rows = await db
    .select({ id: staff.id, name: staff.name, phone: staff.phone, licenseNo: carDrivers.licenseNo })
    .from(carDrivers)
    .innerJoin(staff, and(eq(staff.companyId, carDrivers.companyId), eq(staff.id, carDrivers.staffId)))
    .where(inCompany(carDrivers, caller.companyId, eq(staff.isActive, true), eq(staff.isOff3driver, true)))
    .orderBy(asc(staff.name));
  const period = periodOf(query);
  const held = period ? await heldIds(db, caller.companyId, period, query.order_id) : null;
  return rows.map((d) => ({
    id: d.id,
    name: d.name,
    phone: d.phone,
    license_no: d.licenseNo,
    available: held ? !held.drivers.has(d.id) : null,
  }));
}

/** The hub-clock day [00:00, 24:00) of 'YYYY-MM-DD' (Asia/Shanghai: UTC+8, no daylight saving). */
function dayOf(date: string): Period {
  const start = new Date(`${date}T00:00:00+08:00`);
  if (Number.isNaN(start.getTime())) throw badRequest('日期格式为 YYYY-MM-DD');
  return { start, end: new Date(start.getTime() + 86_400_000) };
}

export async function listOrders(db: Database, caller: Caller, query: OrdersQuery): Promise<CarOrderPage> {
  const conditions: (SQL | undefined)[] = [];
  if (query.scope === 'mine') conditions.push(eq(orders.applicantId, caller.staffId));
  if (query.scope === 'dispatch') {
    requireAdmin(caller);
    // the dispatch desk: the kinds whose vehicle and driver the administrator gives
    conditions.push(inArray(carTrips.kind, ['v2', 'trip', 'daily']));
  }
  if (query.scope === 'driver') conditions.push(eq(carTrips.driverId, caller.staffId));
  if (query.version === 'v2') conditions.push(eq(carTrips.kind, 'v2'));
  if (query.version === 'v3') conditions.push(inArray(carTrips.kind, ['trip', 'daily', 'driving']));
  if (query.kind) conditions.push(eq(carTrips.kind, query.kind));
  if (query.status !== undefined) conditions.push(eq(orders.status, query.status));
  if (query.date) {
    const day = dayOf(query.date);
    conditions.push(lt(carTrips.startAt, day.end), gte(carTrips.endAt, day.start));
  }
  const joined = and(eq(carTrips.companyId, orders.companyId), eq(carTrips.orderId, orders.id));
  const where = inCompany(orders, caller.companyId, ...conditions);
  const [total] = await db.select({ n: count() }).from(orders).innerJoin(carTrips, joined).where(where);
  const rows = await db
    .select({ order: orders, trip: carTrips })
    .from(orders)
    .innerJoin(carTrips, joined)
    .where(where)
    // A driver's day reads in time order; the other lists newest first.
    .orderBy(...(query.scope === 'driver' ? [asc(carTrips.startAt)] : [desc(orders.createdAt), desc(orders.id)]))
    .limit(query.page_size)
    .offset(offsetOf(query.page, query.page_size));
  return toPage(Number(total?.n ?? 0), query.page, query.page_size, await carOrderViews(db, caller.companyId, rows));
}

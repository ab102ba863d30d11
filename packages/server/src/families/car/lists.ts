/**
 * The car family's lists: saved places, vehicles and drivers (with whether each is free in a period),
 * comment tags, and car orders by scope (mine, the dispatch desk, a driver's trips of a day).
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CAR_KINDS,
  CAR_ORDER_TYPES,
  type CarCommentTag,
  type CarDriver,
  type CarKind,
  type CarOrderPage,
  type carOrdersQuerySchema,
  type CarSavedPlace,
  type CarVehicle,
  type carVehiclesQuerySchema,
} from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { pageWithCount } from '../../platform/db/bounded-count.ts';
import { badRequest } from '../../platform/errors.ts';
import { toPage } from '../../platform/http/paging.ts';
import { staff } from '../../platform/db/schema.ts';
import { applicantTypesIds } from '../../platform/orders/applicant-types-page.ts';
import { requireAdmin } from './caller.ts';
import { heldIds, type Period } from './availability.ts';
import { carCommentTags, carDrivers, carPlaces, carTrips, carVehicles } from './schema.ts';
import { orders } from '../../platform/orders/schema.ts';
import { carOrderViews, type Caller } from './views.ts';
import { orderTripsByIds } from './statements.ts';
import { driverTripsCount, driverTripsPage, namedKinds, tripsShape } from './list-statements.ts';

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

/** An order whose trip's period touches the day (read per order: its trip by key). */
const tripOnDay = (day: Period): SQL =>
  sql`EXISTS (SELECT 1 FROM ${carTrips} WHERE ${carTrips.companyId} = ${orders.companyId} AND ${carTrips.orderId} = ${orders.id} AND ${carTrips.startAt} < ${day.end} AND ${carTrips.endAt} >= ${day.start})`;

/** The hub-clock day [00:00, 24:00) of 'YYYY-MM-DD' (Asia/Shanghai: UTC+8, no daylight saving). */
function dayOf(date: string): Period {
  const start = new Date(`${date}T00:00:00+08:00`);
  if (Number.isNaN(start.getTime())) throw badRequest('日期格式为 YYYY-MM-DD');
  return { start, end: new Date(start.getTime() + 86_400_000) };
}

export async function listOrders(db: Database, caller: Caller, query: OrdersQuery): Promise<CarOrderPage> {
  // The kinds asked for: the scope's, the version's and the kind's, together.
  let kinds: readonly CarKind[] = CAR_KINDS;
  const only = (allowed: readonly CarKind[]) => (kinds = kinds.filter((k) => allowed.includes(k)));
  if (query.scope === 'dispatch') {
    requireAdmin(caller);
    // the dispatch desk: the kinds whose vehicle and driver the administrator gives
    only(['v2', 'trip', 'daily']);
  }
  if (query.version === 'v2') only(['v2']);
  if (query.version === 'v3') only(['trip', 'daily', 'driving']);
  if (query.kind) only([query.kind]);
  const types = kinds.map((k) => CAR_ORDER_TYPES[k]);
  const day = query.date ? dayOf(query.date) : undefined;
  if (query.scope !== 'driver') {
    // The caller's orders, or the company's on the dispatch desk, of a few order types: one range of
    // an orders index per type, merged newest first. One `order_type IN (...)` made the planner
    // gather and sort every car order of the company (the dispatch desk: 450 ms at a large employer).
    const { count, ids } = await applicantTypesIds(db, {
      companyId: caller.companyId,
      applicantId: query.scope === 'mine' ? caller.staffId : undefined,
      types,
      status: query.status,
      where: day ? tripOnDay(day) : undefined,
      page: query.page,
      pageSize: query.page_size,
    });
    const rows = ids.length === 0 ? [] : await orderTripsByIds(db).execute({ companyId: caller.companyId, ids });
    return toPage(count, query.page, query.page_size, await carOrderViews(db, caller.companyId, rows));
  }
  // A driver's trips name their kinds (none when all are asked for).
  const named = kinds.length === CAR_KINDS.length ? null : kinds;
  const shape = tripsShape({ named: named?.length ?? null, status: query.status !== undefined, day: day !== undefined });
  const values = {
    companyId: caller.companyId,
    staffId: caller.staffId,
    ...namedKinds(named ?? []),
    status: query.status,
    dayStart: day?.start,
    dayEnd: day?.end,
  };
  // The count walks the page's own index with its WHERE, up to the page and a window (issue 33), not the whole history.
  const { rows, total } = await pageWithCount(
    { page: driverTripsPage(db, shape), count: driverTripsCount(db, shape) },
    values,
    query.page,
    query.page_size,
  );
  return toPage(total, query.page, query.page_size, await carOrderViews(db, caller.companyId, rows));
}

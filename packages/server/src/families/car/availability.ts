/**
 * Who is free when: a vehicle or a driver is held by an order for [start_at, end_at) from its
 * dispatch (self-driving: its approval) until it finishes or is cancelled (`car_trips.holds`).
 * "Only one may win" (one vehicle, one driver, two overlapping orders): every writer first locks
 * the vehicle's and the driver's rows (SELECT ... FOR UPDATE, in a fixed order), then checks, then
 * holds, all in one transaction; a concurrent writer waits for the lock and sees the hold.
 */
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { carMessages, type CarKind } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { fieldError } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { staff } from '../../platform/db/schema.ts';
import { carDrivers, carTrips, carVehicles } from './schema.ts';

export type VehicleRow = typeof carVehicles.$inferSelect;

export interface Period {
  start: Date;
  end: Date;
}

/** The vehicle, locked for the rest of the transaction; a field error when it is not the company's. */
export async function lockVehicle(tx: Database, companyId: string, vehicleId: string, field = 'vehicle_id'): Promise<VehicleRow> {
  if (!isGuid(vehicleId)) throw fieldError(field, carMessages.vehicleRequired);
  const [row] = await tx
    .select()
    .from(carVehicles)
    .where(inCompany(carVehicles, companyId, eq(carVehicles.id, vehicleId)))
    .for('update');
  if (!row) throw fieldError(field, carMessages.vehicleRequired);
  return row;
}

/** The driver (an active staff with his car_drivers row), locked; a field error otherwise. */
export async function lockDriver(
  tx: Database,
  companyId: string,
  driverId: string,
  field = 'driver_id',
): Promise<{ id: string; name: string }> {
  if (!isGuid(driverId)) throw fieldError(field, carMessages.notDriver);
  const [row] = await tx
    .select({ id: carDrivers.staffId })
    .from(carDrivers)
    .where(inCompany(carDrivers, companyId, eq(carDrivers.staffId, driverId)))
    .for('update');
  const [person] = row
    ? await tx
        .select({ id: staff.id, name: staff.name })
        .from(staff)
        .where(inCompany(staff, companyId, eq(staff.id, driverId), eq(staff.isActive, true), eq(staff.isOff3driver, true)))
    : [];
  if (!person) throw fieldError(field, carMessages.notDriver);
  return person;
}

const overlapping = (period: Period, exceptOrderId: string | undefined) =>
  and(
    eq(carTrips.holds, true),
    lt(carTrips.startAt, period.end),
    gt(carTrips.endAt, period.start),
    exceptOrderId ? ne(carTrips.orderId, exceptOrderId) : undefined,
  );

/** Is the vehicle held by another order in the period? */
export async function vehicleBusy(
  tx: Database,
  companyId: string,
  vehicleId: string,
  period: Period,
  exceptOrderId?: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`1` })
    .from(carTrips)
    .where(inCompany(carTrips, companyId, eq(carTrips.vehicleId, vehicleId), overlapping(period, exceptOrderId)))
    .limit(1);
  return row !== undefined;
}

/** Is the driver held by another order in the period? */
export async function driverBusy(
  tx: Database,
  companyId: string,
  driverId: string,
  period: Period,
  exceptOrderId?: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`1` })
    .from(carTrips)
    .where(inCompany(carTrips, companyId, eq(carTrips.driverId, driverId), overlapping(period, exceptOrderId)))
    .limit(1);
  return row !== undefined;
}

/** Why the (locked) vehicle cannot serve the kind in the period, or null. */
export async function vehicleRefusal(
  tx: Database,
  vehicle: VehicleRow,
  kind: CarKind,
  period: Period,
  exceptOrderId?: string,
): Promise<string | null> {
  if (!vehicle.isActive || vehicle.inRepair) return carMessages.vehicleUnavailable;
  if (!vehicle.kinds.includes(kind)) return carMessages.vehicleKind;
  if (await vehicleBusy(tx, vehicle.companyId, vehicle.id, period, exceptOrderId)) return carMessages.vehicleBusy;
  return null;
}

/** The ids held by other orders in the period (for the pickers' `available`). */
export async function heldIds(
  db: Database,
  companyId: string,
  period: Period,
  exceptOrderId?: string,
): Promise<{ vehicles: Set<string>; drivers: Set<string> }> {
  const rows = await db
    .select({ vehicleId: carTrips.vehicleId, driverId: carTrips.driverId })
    .from(carTrips)
    .where(inCompany(carTrips, companyId, overlapping(period, exceptOrderId)));
  return {
    vehicles: new Set(rows.flatMap((r) => (r.vehicleId ? [r.vehicleId] : []))),
    drivers: new Set(rows.flatMap((r) => (r.driverId ? [r.driverId] : []))),
  };
}

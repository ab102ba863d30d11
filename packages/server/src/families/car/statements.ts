/**
 * The statements of a page of car orders, built once per database (platform/db/built-once.ts): the
 * page's orders with their trips by key, and what each row names (car, driver, fees). Building them
 * was a third of the server's busy time on my car orders at the large employer.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { anyOfPlaceholder, builtOnce, rowsWithAnyOf } from '../../platform/db/built-once.ts';
import { staff } from '../../platform/db/schema.ts';
import { orders } from '../../platform/orders/schema.ts';
import { carFees, carTrips, carVehicles } from './schema.ts';

const company = sql.placeholder('companyId');

/** Orders with their trips by key, newest first ({companyId, ids}). */
export const orderTripsByIds = builtOnce((db) =>
  db
    .select({ order: orders, trip: carTrips })
    .from(orders)
    .innerJoin(carTrips, and(eq(carTrips.companyId, orders.companyId), eq(carTrips.orderId, orders.id)))
    .where(and(eq(orders.companyId, company), anyOfPlaceholder(orders.id, 'ids')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .prepare('car_order_trips_by_ids'),
);

/** Cars by key ({companyId, ids}). */
export const vehiclesByIds = rowsWithAnyOf(carVehicles, carVehicles.id, 'car_vehicles_by_ids');

/** Drivers' names and phones by staff key ({companyId, ids}). */
export const driversByIds = builtOnce((db) =>
  db
    .select({ id: staff.id, name: staff.name, phone: staff.phone })
    .from(staff)
    .where(and(eq(staff.companyId, company), anyOfPlaceholder(staff.id, 'ids')))
    .prepare('car_drivers_by_ids'),
);

/** Each order's fees in fen ({companyId, ids}). */
export const feeTotals = builtOnce((db) =>
  db
    .select({ orderId: carFees.orderId, total: sql<string>`sum(${carFees.amountFen})` })
    .from(carFees)
    .where(and(eq(carFees.companyId, company), anyOfPlaceholder(carFees.orderId, 'ids')))
    .groupBy(carFees.orderId)
    .prepare('car_fee_totals'),
);

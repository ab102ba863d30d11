import { drizzle } from 'drizzle-orm/node-postgres';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { busRoutes, busStops, busTickets, busTrips } from './families/bus/schema.ts';
import { staff } from './platform/db/schema.ts';
const db = drizzle.mock();
const checker = alias(staff, 'checker');
const C = '99aac4ab-5201-4ce5-8565-8a4d7b45f357', S = '0b3e99a0-445b-5c6c-9df0-977b34464f7c';
function build() {
  const ids = db.select({ id: busTickets.id }).from(busTickets).where(and(eq(busTickets.companyId, C), eq(busTickets.staffId, S))).orderBy(desc(busTickets.createdAt), desc(busTickets.id)).limit(10).offset(1990).as('page');
  return db.select({ t: busTickets, route: { id: busRoutes.id, name: busRoutes.name, kind: busRoutes.kind }, departAt: busTrips.departAt, stop: { id: busStops.id, name: busStops.name }, passengerName: staff.name, checkerName: checker.name })
    .from(busTickets)
    .innerJoin(busRoutes, and(eq(busRoutes.companyId, busTickets.companyId), eq(busRoutes.id, busTickets.routeId)))
    .innerJoin(busTrips, and(eq(busTrips.companyId, busTickets.companyId), eq(busTrips.id, busTickets.tripId)))
    .innerJoin(busStops, and(eq(busStops.companyId, busTickets.companyId), eq(busStops.id, busTickets.stopId)))
    .innerJoin(staff, and(eq(staff.companyId, busTickets.companyId), eq(staff.id, busTickets.staffId)))
    .leftJoin(checker, and(eq(checker.companyId, busTickets.companyId), eq(checker.id, busTickets.checkedBy)))
    .innerJoin(ids, eq(ids.id, busTickets.id)).where(eq(busTickets.companyId, C)).orderBy(desc(busTickets.createdAt), desc(busTickets.id));
}
for (let r = 0; r < 3; r++) {
  let t = performance.now(); for (let i = 0; i < 5000; i++) build(); const b = (performance.now() - t) / 5000;
  t = performance.now(); for (let i = 0; i < 5000; i++) build().toSQL(); const bs = (performance.now() - t) / 5000;
  console.log(`build ${(b * 1000).toFixed(0)} µs, build+toSQL ${(bs * 1000).toFixed(0)} µs`);
}

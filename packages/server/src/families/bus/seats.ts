/** A ticket's seat: taken with a conditional update (never above the trip's seats), released once. */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { busTickets, busTrips } from './schema.ts';

/**
 * Takes one seat of a trip that has not left: `seats_taken + 1 WHERE seats_taken < seats`, so of any
 * number of buyers at once exactly the seats left succeed. Answers false when none is left (or it left).
 */
export async function takeSeat(tx: Database, companyId: string, tripId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(busTrips)
    .set({ seatsTaken: sql`${busTrips.seatsTaken} + 1` })
    .where(inCompany(busTrips, companyId, eq(busTrips.id, tripId), lt(busTrips.seatsTaken, busTrips.seats), gt(busTrips.departAt, now)))
    .returning({ id: busTrips.id });
  return rows.length > 0;
}

/** Gives the ticket's seat back to its trip, once (the ticket's seat_held flag is cleared in the same statement). */
export async function releaseSeat(tx: Database, companyId: string, ticketId: string): Promise<void> {
  const [released] = await tx
    .update(busTickets)
    .set({ seatHeld: false })
    .where(inCompany(busTickets, companyId, eq(busTickets.id, ticketId), eq(busTickets.seatHeld, true)))
    .returning({ tripId: busTickets.tripId });
  if (!released) return;
  await tx
    .update(busTrips)
    .set({ seatsTaken: sql`${busTrips.seatsTaken} - 1` })
    .where(and(inCompany(busTrips, companyId, eq(busTrips.id, released.tripId)), gt(busTrips.seatsTaken, 0)));
}

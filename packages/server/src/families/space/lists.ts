/**
 * The booker's own bookings, paged through space_bookings_booker_idx (company, booker, end_at, id):
 * upcoming walks it forward from now (soonest end first), past walks it backwards; the page is
 * chosen before its spaces and seats are read.
 */
import { asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { BookingPage } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { boundedCount } from '../../platform/db/bounded-count.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import type { Actor } from '../../platform/orders/policy.ts';
import { spaceBookings } from './schema.ts';
import { listItems } from './views.ts';

export async function myBookings(
  ctx: AppContext,
  actor: Actor,
  q: {
    page: number;
    page_size: number;
    kind?: 'space' | 'seat' | undefined;
    scope?: 'upcoming' | 'past' | undefined;
    status?: number | undefined;
  },
): Promise<BookingPage> {
  const db = ctx.handle.db;
  const now = ctx.now();
  const past = q.scope === 'past';
  const where = inCompany(
    spaceBookings,
    actor.companyId,
    eq(spaceBookings.bookerId, actor.staffId),
    past ? lte(spaceBookings.endAt, now) : gt(spaceBookings.endAt, now),
    ...(q.kind ? [eq(spaceBookings.kind, q.kind)] : []),
    ...(q.status === undefined ? [] : [eq(spaceBookings.status, q.status)]),
  );
  const order = past ? [desc(spaceBookings.endAt), desc(spaceBookings.id)] : [asc(spaceBookings.endAt), asc(spaceBookings.id)];
  const total = await boundedCount(db, spaceBookings, where, q.page, q.page_size, order);
  const rows = await db
    .select()
    .from(spaceBookings)
    .where(where)
    .orderBy(...order)
    .limit(q.page_size)
    .offset(offsetOf(q.page, q.page_size));
  return toPage(total, q.page, q.page_size, await listItems(db, actor.companyId, rows));
}

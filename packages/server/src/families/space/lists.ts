/**
 * The booker's own bookings, paged through space_bookings_booker_idx (company, booker, end_at, id):
 * upcoming walks it forward from now (soonest end first), past walks it backwards; the page is
 * chosen before its spaces and seats are read. Its statements are built once per filter shape
 * (list-statements.ts); the count and the page are sent together.
 */
import type { BookingPage } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import { pageWithCount } from '../../platform/db/bounded-count.ts';
import { toPage } from '../../platform/http/paging.ts';
import type { Actor } from '../../platform/orders/policy.ts';
import { listItems } from './views.ts';
import { bookingsCount, bookingsPage, bookingsShape } from './list-statements.ts';

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
  const shape = bookingsShape({ past: q.scope === 'past', kind: q.kind, status: q.status });
  const values = { companyId: actor.companyId, staffId: actor.staffId, now: ctx.now(), kind: q.kind, status: q.status };
  const { rows, total } = await pageWithCount(
    { page: bookingsPage(db, shape), count: bookingsCount(db, shape) },
    values,
    q.page,
    q.page_size,
  );
  return toPage(total, q.page, q.page_size, await listItems(db, actor.companyId, rows));
}

/**
 * The order square: a booker shares a booking with places for others; colleagues join while places
 * are left (a member row and a conditional UPDATE of the entry's count in one transaction: 50 joins
 * for the last place, one) and comment; the owner is told of both (SPACE pushes).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  SPACE_PUSH_ACTIONS,
  hubInstant,
  hubToday,
  spaceMessages as M,
  type SquareComment,
  type SquareCommentPage,
  type SquareEntry,
  type SquareListItem,
  type SquarePage,
  type SquareShare,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { notFound } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { boundedCount, pageWithCount } from '../../platform/db/bounded-count.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { localDateTime } from '../../platform/time.ts';
import { staffBriefs, unknownStaff } from '../../platform/directory/directory.ts';
import { pgCode } from '../../platform/db/pg-code.ts';
import type { Actor } from '../../platform/orders/policy.ts';
import { HOLDING_STATUSES, refuse, slotView } from './common.ts';
import { spaceSquareComments, spaceSquareEntries, spaceSquareMembers } from './schema.ts';
import { requireBooking, resourcesOf, type BookingRow } from './views.ts';
import { sendPushes, spacePush } from './push.ts';
import { bookingsByIds, squareCount, squarePage, squareShape } from './square-statements.ts';

type EntryRow = typeof spaceSquareEntries.$inferSelect;

async function entryRow(db: Database, companyId: string, id: string): Promise<EntryRow> {
  if (!isGuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(spaceSquareEntries)
    .where(inCompany(spaceSquareEntries, companyId, eq(spaceSquareEntries.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The page's rows as the list shows them: their bookings (then those bookings' spaces and seats) and owners, read together. */
async function listItems(db: Database, companyId: string, rows: EntryRow[]): Promise<SquareListItem[]> {
  const sharedBookings = async () => {
    const bookings: BookingRow[] =
      rows.length === 0 ? [] : await bookingsByIds(db).execute({ companyId, ids: rows.map((r) => r.bookingId) });
    return { bookings, resources: await resourcesOf(db, companyId, bookings) };
  };
  const [{ bookings, resources }, owners] = await Promise.all([
    sharedBookings(),
    staffBriefs(
      db,
      companyId,
      rows.map((r) => r.ownerId),
    ),
  ]);
  const byId = new Map(bookings.map((b) => [b.id, b]));
  return rows.map((r) => {
    const b = byId.get(r.bookingId);
    const res = b ? resources.get(b.resourceId) : undefined;
    return {
      id: r.id,
      kind: r.kind,
      booking_id: r.bookingId,
      title: r.title,
      resource: { id: res?.areaId ?? b?.resourceId ?? '', name: res?.name ?? '已删除', place: res?.place ?? '' },
      seat_number: res?.seatNumber ?? null,
      slot: slotView(b?.date ?? '', r.startAt, r.endAt),
      owner: { id: r.ownerId, name: (owners.get(r.ownerId) ?? unknownStaff(r.ownerId)).name },
      places: r.places,
      joined_count: r.joinedCount,
      places_left: r.places - r.joinedCount,
      comment_count: r.commentCount,
      created_time: localDateTime(r.createdAt),
    };
  });
}

async function entryView(ctx: AppContext, actor: Actor, row: EntryRow): Promise<SquareEntry> {
  const db = ctx.handle.db;
  const [item] = await listItems(db, actor.companyId, [row]);
  const members = await db
    .select({ staffId: spaceSquareMembers.staffId })
    .from(spaceSquareMembers)
    .where(inCompany(spaceSquareMembers, actor.companyId, eq(spaceSquareMembers.entryId, row.id)))
    .orderBy(asc(spaceSquareMembers.joinedAt))
    .limit(row.places);
  const people = await staffBriefs(db, actor.companyId, [row.ownerId, ...members.map((m) => m.staffId)]);
  const name = (id: string) => ({ id, name: (people.get(id) ?? unknownStaff(id)).name });
  const joined = members.some((m) => m.staffId === actor.staffId);
  const isOwner = row.ownerId === actor.staffId;
  const open = row.open && row.endAt.getTime() > ctx.now().getTime();
  return {
    ...item!,
    description: row.description,
    people: [name(row.ownerId), ...members.map((m) => name(m.staffId))],
    is_owner: isOwner,
    joined,
    open,
    can_join: open && !isOwner && !joined && row.joinedCount < row.places,
    can_leave: open && joined,
  };
}

/** The booker shares a booking that is ahead or in use; once per booking. */
export async function shareBooking(
  ctx: AppContext,
  actor: Actor,
  bookingId: string,
  body: Required<SquareShare>,
): Promise<{ created: boolean; entry: SquareEntry }> {
  const db = ctx.handle.db;
  const booking = await requireBooking(db, actor.companyId, bookingId, actor.staffId);
  const [existing] = await db
    .select()
    .from(spaceSquareEntries)
    .where(inCompany(spaceSquareEntries, actor.companyId, eq(spaceSquareEntries.bookingId, booking.id)))
    .limit(1);
  if (existing) return { created: false, entry: await entryView(ctx, actor, existing) };
  const live = booking.holding && HOLDING_STATUSES.includes(booking.status);
  if (!live || booking.endAt.getTime() <= ctx.now().getTime()) throw refuse(M.shareNotAllowed);
  try {
    const [row] = await db
      .insert(spaceSquareEntries)
      .values({
        companyId: actor.companyId,
        id: randomUUID(),
        bookingId: booking.id,
        kind: booking.kind,
        ownerId: actor.staffId,
        title: body.title,
        description: body.description,
        places: body.places,
        startAt: booking.startAt,
        endAt: booking.endAt,
        createdAt: ctx.now(),
      })
      .returning();
    return { created: true, entry: await entryView(ctx, actor, row!) };
  } catch (err) {
    if (pgCode(err) !== '23505') throw err;
    const [row] = await db
      .select()
      .from(spaceSquareEntries)
      .where(inCompany(spaceSquareEntries, actor.companyId, eq(spaceSquareEntries.bookingId, booking.id)))
      .limit(1);
    return { created: false, entry: await entryView(ctx, actor, row!) };
  }
}

/**
 * Today's and the coming days' entries, soonest first (the square's index, walked from today's start);
 * its statements are built once per filter shape (square-statements.ts), the count and page sent together.
 */
export async function listSquare(
  ctx: AppContext,
  companyId: string,
  q: { page: number; page_size: number; kind?: 'space' | 'seat' | undefined },
): Promise<SquarePage> {
  const db = ctx.handle.db;
  const shape = squareShape(q);
  const values = { companyId, kind: q.kind, from: hubInstant(hubToday(ctx.now()), '00:00') };
  const { rows, total } = await pageWithCount({ page: squarePage(db, shape), count: squareCount(db, shape) }, values, q.page, q.page_size);
  return toPage(total, q.page, q.page_size, await listItems(db, companyId, rows));
}

export async function squareEntry(ctx: AppContext, actor: Actor, id: string): Promise<SquareEntry> {
  return entryView(ctx, actor, await entryRow(ctx.handle.db, actor.companyId, id));
}

/** Joins while places are left: the member row and the count move together, or neither. */
export async function joinSquare(ctx: AppContext, actor: Actor, id: string): Promise<SquareEntry> {
  const db = ctx.handle.db;
  const entry = await entryRow(db, actor.companyId, id);
  if (entry.ownerId === actor.staffId) throw refuse(M.squareOwn);
  const now = ctx.now();
  const joined = await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const [member] = await tx
      .insert(spaceSquareMembers)
      .values({ companyId: actor.companyId, entryId: entry.id, staffId: actor.staffId, joinedAt: now })
      .onConflictDoNothing()
      .returning({ staffId: spaceSquareMembers.staffId });
    if (!member) return false; // joined before: the same answer
    const [counted] = await tx
      .update(spaceSquareEntries)
      .set({ joinedCount: sql`${spaceSquareEntries.joinedCount} + 1` })
      .where(
        and(
          inCompany(spaceSquareEntries, actor.companyId, eq(spaceSquareEntries.id, entry.id)),
          sql`${spaceSquareEntries.joinedCount} < ${spaceSquareEntries.places}`,
          eq(spaceSquareEntries.open, true),
          gt(spaceSquareEntries.endAt, now),
        ),
      )
      .returning({ id: spaceSquareEntries.id });
    if (!counted) {
      const [after] = await tx
        .select({ open: spaceSquareEntries.open, endAt: spaceSquareEntries.endAt })
        .from(spaceSquareEntries)
        .where(inCompany(spaceSquareEntries, actor.companyId, eq(spaceSquareEntries.id, entry.id)));
      throw refuse(after?.open && after.endAt.getTime() > now.getTime() ? M.squareFull : M.squareClosed);
    }
    return true;
  });
  if (joined) {
    const who = (await staffBriefs(db, actor.companyId, [actor.staffId])).get(actor.staffId)?.name ?? '同事';
    await sendPushes(ctx, actor.companyId, [
      spacePush(entry.ownerId, entry.kind, SPACE_PUSH_ACTIONS.squareJoin, entry.id, '有人加入', `${who}加入了您分享的「${entry.title}」`),
    ]);
  }
  return squareEntry(ctx, actor, id);
}

export async function leaveSquare(ctx: AppContext, actor: Actor, id: string): Promise<SquareEntry> {
  const db = ctx.handle.db;
  const entry = await entryRow(db, actor.companyId, id);
  await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const [gone] = await tx
      .delete(spaceSquareMembers)
      .where(
        inCompany(
          spaceSquareMembers,
          actor.companyId,
          eq(spaceSquareMembers.entryId, entry.id),
          eq(spaceSquareMembers.staffId, actor.staffId),
        ),
      )
      .returning({ staffId: spaceSquareMembers.staffId });
    if (!gone) throw refuse(M.squareNotJoined);
    await tx
      .update(spaceSquareEntries)
      .set({ joinedCount: sql`${spaceSquareEntries.joinedCount} - 1` })
      .where(inCompany(spaceSquareEntries, actor.companyId, eq(spaceSquareEntries.id, entry.id)));
  });
  return squareEntry(ctx, actor, id);
}

export async function squareComments(
  ctx: AppContext,
  actor: Actor,
  id: string,
  page: number,
  pageSize: number,
): Promise<SquareCommentPage> {
  const db = ctx.handle.db;
  const entry = await entryRow(db, actor.companyId, id);
  const where = inCompany(spaceSquareComments, actor.companyId, eq(spaceSquareComments.entryId, entry.id));
  const order = [asc(spaceSquareComments.createdAt), asc(spaceSquareComments.id)];
  const total = await boundedCount(db, spaceSquareComments, where, page, pageSize, order);
  const rows = await db
    .select()
    .from(spaceSquareComments)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset(offsetOf(page, pageSize));
  const names = await staffBriefs(
    db,
    actor.companyId,
    rows.map((r) => r.authorId),
  );
  return toPage(
    total,
    page,
    pageSize,
    rows.map((r) => commentView(r, names.get(r.authorId)?.name ?? '未知人员', actor.staffId)),
  );
}

const commentView = (r: typeof spaceSquareComments.$inferSelect, name: string, me: string): SquareComment => ({
  id: r.id,
  author: { id: r.authorId, name },
  content: r.content,
  mine: r.authorId === me,
  created_time: localDateTime(r.createdAt),
});

export async function commentSquare(ctx: AppContext, actor: Actor, id: string, content: string): Promise<SquareComment> {
  const db = ctx.handle.db;
  const entry = await entryRow(db, actor.companyId, id);
  const row = await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const [inserted] = await tx
      .insert(spaceSquareComments)
      .values({ companyId: actor.companyId, id: randomUUID(), entryId: entry.id, authorId: actor.staffId, content, createdAt: ctx.now() })
      .returning();
    await tx
      .update(spaceSquareEntries)
      .set({ commentCount: sql`${spaceSquareEntries.commentCount} + 1` })
      .where(inCompany(spaceSquareEntries, actor.companyId, eq(spaceSquareEntries.id, entry.id)));
    return inserted!;
  });
  const name = (await staffBriefs(db, actor.companyId, [actor.staffId])).get(actor.staffId)?.name ?? '同事';
  if (entry.ownerId !== actor.staffId)
    await sendPushes(ctx, actor.companyId, [
      spacePush(
        entry.ownerId,
        entry.kind,
        SPACE_PUSH_ACTIONS.squareComment,
        entry.id,
        '新评论',
        `${name}评论了您分享的「${entry.title}」：${content.slice(0, 50)}`,
      ),
    ]);
  return commentView(row, name, actor.staffId);
}

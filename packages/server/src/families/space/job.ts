/**
 * The booking job (every minute on each server instance, on the server's clock `ctx.now`, which tests
 * inject): reminders before the start, no-shows released once the grace period has passed, bookings
 * in use completed at their end. Each step is decided by the database, so two instances running it at
 * once do each thing once: a reminder is a conditional UPDATE of `reminded_at`, a release or a
 * completion a conditional move of the order (the loser's move finds the order moved: 409, skipped),
 * and only the winner pushes, blocks a person after too many no-shows and offers the slot to a waiter.
 */
import { and, asc, count, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { SPACE_PUSH_ACTIONS, SPACE_STATUS as S, spaceMessages as M } from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import type { Actor } from '../../platform/orders/policy.ts';
import type { PendingPush } from '../../platform/orders/notifications.ts';
import { orders } from '../../platform/orders/schema.ts';
import { settingsOf, slotView, type Settings } from './common.ts';
import { spaceBookers, spaceBookings } from './schema.ts';
import { endHold, offerAfter } from './booking.ts';
import { VIA_FAMILY } from './order-types.ts';
import { spacePush, sendPushes } from './push.ts';
import { offerWaitingSlots } from './waits.ts';
import type { BookingRow } from './views.ts';

const BATCH = 200;
const MINUTE = 60_000;

export interface JobReport {
  reminded: number;
  released: number;
  completed: number;
}

/** The booker acts on his own booking (the event names him; no workflow push to himself). */
const bookerOf = (row: BookingRow): Actor => ({ companyId: row.companyId, staffId: row.bookerId, role: 'staff' });

const when = (row: BookingRow): string => {
  const slot = slotView(row.date, row.startAt, row.endAt);
  return `${slot.date} ${slot.start_time}-${slot.end_time}`;
};

/** After this release: too many no-shows within the window stop the person from booking for block_days. */
async function blockIfTooMany(tx: Database, row: BookingRow, settings: Settings, now: Date): Promise<void> {
  if (settings.blockDays <= 0) return;
  const since = new Date(now.getTime() - settings.noShowDays * 86_400_000);
  const [n] = await tx
    .select({ n: count() })
    .from(spaceBookings)
    .where(
      inCompany(
        spaceBookings,
        row.companyId,
        eq(spaceBookings.bookerId, row.bookerId),
        gt(spaceBookings.endAt, since),
        eq(spaceBookings.status, S.released),
      ),
    );
  if (Number(n?.n ?? 0) < settings.noShowLimit) return;
  const until = new Date(now.getTime() + settings.blockDays * 86_400_000);
  await tx
    .insert(spaceBookers)
    .values({ companyId: row.companyId, staffId: row.bookerId, blockedUntil: until, updatedAt: now })
    .onConflictDoUpdate({ target: [spaceBookers.companyId, spaceBookers.staffId], set: { blockedUntil: until, updatedAt: now } });
}

/** Runs the job over every company (or one: an administrator's `POST space/sweep/`). */
export async function runSpaceJob(ctx: AppContext, companyId?: string): Promise<JobReport> {
  const db = ctx.handle.db;
  const now = ctx.now();
  const report: JobReport = { reminded: 0, released: 0, completed: 0 };
  const settingsCache = new Map<string, Settings>();
  const settingsFor = async (c: string): Promise<Settings> => {
    let s = settingsCache.get(c);
    if (!s) settingsCache.set(c, (s = await settingsOf(db, c)));
    return s;
  };
  const only = companyId ? eq(spaceBookings.companyId, companyId) : undefined;

  // reminders: approved bookings starting within the company's reminder time (a day at most)
  const soon = await db
    .select()
    .from(spaceBookings)
    .where(
      and(
        sql`status = 20`,
        gt(spaceBookings.startAt, now),
        lte(spaceBookings.startAt, new Date(now.getTime() + 1440 * MINUTE)),
        isNull(spaceBookings.remindedAt),
        only,
      ),
    )
    // the soonest first: those due for a reminder are never crowded out by later ones
    .orderBy(asc(spaceBookings.startAt))
    .limit(BATCH);
  for (const row of soon) {
    const settings = await settingsFor(row.companyId);
    if (settings.reminderMinutes <= 0 || row.startAt.getTime() - settings.reminderMinutes * MINUTE > now.getTime()) continue;
    const [marked] = await db
      .update(spaceBookings)
      .set({ remindedAt: now })
      .where(inCompany(spaceBookings, row.companyId, eq(spaceBookings.id, row.id), isNull(spaceBookings.remindedAt)))
      .returning({ id: spaceBookings.id });
    if (!marked) continue;
    await sendPushes(ctx, row.companyId, [
      spacePush(
        row.bookerId,
        row.kind,
        SPACE_PUSH_ACTIONS.reminder,
        row.id,
        '预约即将开始',
        `您预约的 ${when(row)} 即将开始，请按时扫码签到`,
      ),
    ]);
    report.reminded++;
  }

  // no-shows: approved bookings whose grace period has passed without a check-in
  const late = await db
    .select()
    .from(spaceBookings)
    .where(and(sql`status = 20`, lte(spaceBookings.startAt, new Date(now.getTime() - MINUTE)), only))
    .orderBy(asc(spaceBookings.startAt))
    .limit(BATCH);
  for (const row of late) {
    const settings = await settingsFor(row.companyId);
    // approved after its start (a late approver): the grace period runs from the approval
    const [order] = await db
      .select({ approvedAt: orders.approvedAt })
      .from(orders)
      .where(inCompany(orders, row.companyId, eq(orders.id, row.id)))
      .limit(1);
    const from = Math.max(row.startAt.getTime(), order?.approvedAt?.getTime() ?? 0);
    if (from + settings.graceMinutes * MINUTE > now.getTime()) continue;
    try {
      await ctx.orders.runTransition(bookerOf(row), row.id, 'release', M.released, {
        apply: async (tx): Promise<PendingPush[]> => {
          await endHold(tx, row.companyId, row.id, now);
          await blockIfTooMany(tx, row, settings, now);
          return [
            spacePush(
              row.bookerId,
              row.kind,
              SPACE_PUSH_ACTIONS.released,
              row.id,
              '预约已释放',
              `您预约的 ${when(row)} 未按时签到，已释放`,
            ),
          ];
        },
      });
    } catch (err) {
      // another instance released it first (409), or it was checked in or cancelled meanwhile
      ctx.log.debug({ err, bookingId: row.id }, 'release skipped');
      continue;
    }
    report.released++;
    await offerAfter(ctx, row, now);
  }

  // in use and over: completed
  const over = await db
    .select()
    .from(spaceBookings)
    .where(and(sql`status = 30`, lte(spaceBookings.endAt, now), only))
    .orderBy(asc(spaceBookings.endAt))
    .limit(BATCH);
  for (const row of over) {
    try {
      await ctx.orders.runTransition(bookerOf(row), row.id, 'complete', M.autoComplete, {
        input: VIA_FAMILY,
        apply: async (tx) => endHold(tx, row.companyId, row.id, now),
      });
      report.completed++;
    } catch (err) {
      ctx.log.debug({ err, bookingId: row.id }, 'completion skipped');
    }
  }
  // slots freed by paths that could not offer them at once (a rejection, a cancel in approval)
  for (const { companyId: c, push } of await offerWaitingSlots(db, now, companyId)) await sendPushes(ctx, c, [push]);
  return report;
}

/** Starts the job on this instance (every minute); stopped when the server closes. */
export function startSpaceJob(ctx: AppContext, onClose: (stop: () => Promise<void>) => void, everyMs = MINUTE): void {
  // the suites run the job themselves on their injected clock: a timer firing between two steps of a test would race it
  if (process.env.VITEST) return;
  const timer = setInterval(() => {
    runSpaceJob(ctx).catch((err: unknown) => ctx.log.error({ err }, 'space job failed'));
  }, everyMs);
  timer.unref();
  onClose(async () => clearInterval(timer));
}

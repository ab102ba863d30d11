/**
 * Booking a space or a seat, and what its booker does with it: preview (which dates clash), book
 * (weekly repeats: clashing dates listed and skipped), cancel, check in by scanning the code, check
 * out early. No double booking: the booking row is written only under a row lock of its space or seat
 * (and, for a seat, of its booker) after the overlap check, inside the workflow's submit transaction.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import {
  SPACE_CHECKIN_QR_PREFIX,
  SPACE_STATUS as S,
  addHubDays,
  spaceMessages as M,
  spaceText,
  type BookingCreate,
  type BookingCreated,
  type BookingDateCheck,
  type BookingPreviewInput,
  type BookingPreviewResult,
  type CheckInResult,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { pgCode } from '../../platform/db/pg-code.ts';
import { HttpError } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { ValidationError } from '../../platform/http/validation.ts';
import type { Actor } from '../../platform/orders/policy.ts';
import { refundOrder, payService } from '../../platform/pay/index.ts';
import { firstError, instantOf, pendingBooking, priceOf, refuse, settingsOf, slotErrors, wallTime, type Settings } from './common.ts';
import { loadResource, type Resource } from './resources.ts';
import { spaceBookers, spaceBookings, spaceSeats, spaceSpaces, spaceSquareEntries } from './schema.ts';
import { VIA_FAMILY } from './order-types.ts';
import { bookingDetail, bookingRow, listItems, requireBooking, type BookingRow } from './views.ts';
import { offerFreedSlot, overlapping } from './waits.ts';
import { sendPushes } from './push.ts';

type PreviewBody = Required<Pick<BookingPreviewInput, 'kind' | 'resource_id' | 'date' | 'start_time' | 'end_time'>> & {
  purpose: string;
  attendees: number;
  repeat_weeks: number;
};

const seriesDates = (date: string, repeatWeeks: number): string[] =>
  Array.from({ length: repeatWeeks + 1 }, (_, i) => addHubDays(date, i * 7));

/** The one-person-one-seat check: the caller's holding seat bookings overlapping [start, end). */
const mySeatsOverlapping = (companyId: string, staffId: string, startAt: Date, endAt: Date) =>
  and(
    inCompany(spaceBookings, companyId, eq(spaceBookings.bookerId, staffId)),
    sql`holding AND kind = 'seat'`,
    lt(spaceBookings.startAt, endAt),
    gt(spaceBookings.holdEndAt, startAt),
  );

/** Booking is stopped after too many no-shows: the message, or null. */
export async function blockedUntil(db: Database, companyId: string, staffId: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ until: spaceBookers.blockedUntil })
    .from(spaceBookers)
    .where(inCompany(spaceBookers, companyId, eq(spaceBookers.staffId, staffId)))
    .limit(1);
  return row?.until && row.until.getTime() > now.getTime() ? row.until : null;
}

export const blockedMessage = (settings: Settings, until: Date): string =>
  spaceText(M.blocked, { days: settings.noShowDays, n: settings.noShowLimit, until: wallTime(until) });

async function resourceOf(ctx: AppContext, actor: Actor, body: { kind: 'space' | 'seat'; resource_id: string }): Promise<Resource> {
  const resource = await loadResource(ctx.handle.db, actor.companyId, body.kind, body.resource_id);
  if (!resource) throw new ValidationError({ resource_id: [M.resource] });
  return resource;
}

const needsApproval = (resource: Resource, settings: Settings): boolean =>
  resource.rules.needsApproval || (resource.kind === 'seat' && settings.seatNeedsApproval);

const minutesBetween = (body: { date: string; start_time: string; end_time: string }): number =>
  (instantOf(body.date, body.end_time).getTime() - instantOf(body.date, body.start_time).getTime()) / 60_000;

/** Checks the asked date strictly (its field errors) and answers what each date of the series would do. */
async function checkDates(
  ctx: AppContext,
  actor: Actor,
  body: PreviewBody,
  resource: Resource,
  settings: Settings,
): Promise<BookingDateCheck[]> {
  const db = ctx.handle.db;
  const now = ctx.now();
  if (resource.kind === 'space' && body.purpose === '') throw new ValidationError({ purpose: [M.purpose] });
  const capacity = resource.kind === 'space' ? { attendees: body.attendees, capacity: resource.capacity } : undefined;
  const asked = slotErrors(resource.rules, settings, body, now, capacity);
  if (Object.keys(asked).length > 0) throw new ValidationError(asked);
  const checks: BookingDateCheck[] = [];
  for (const date of seriesDates(body.date, body.repeat_weeks)) {
    const slot = { date, start_time: body.start_time, end_time: body.end_time };
    const reason = firstError(slotErrors(resource.rules, settings, slot, now, capacity));
    if (reason) {
      checks.push({ date, ok: false, reason });
      continue;
    }
    const startAt = instantOf(date, body.start_time);
    const endAt = instantOf(date, body.end_time);
    const [taken] = await db
      .select({ id: spaceBookings.id })
      .from(spaceBookings)
      .where(overlapping(actor.companyId, resource.id, startAt, endAt))
      .limit(1);
    if (taken) {
      checks.push({ date, ok: false, reason: M.slotTaken });
      continue;
    }
    if (resource.kind === 'seat') {
      const [busy] = await db
        .select({ id: spaceBookings.id })
        .from(spaceBookings)
        .where(mySeatsOverlapping(actor.companyId, actor.staffId, startAt, endAt))
        .limit(1);
      if (busy) {
        checks.push({ date, ok: false, reason: M.personBusy });
        continue;
      }
    }
    checks.push({ date, ok: true, reason: null });
  }
  return checks;
}

const withDefaults = (body: BookingPreviewInput): PreviewBody => ({
  kind: body.kind,
  resource_id: body.resource_id,
  date: body.date,
  start_time: body.start_time,
  end_time: body.end_time,
  purpose: body.purpose ?? '',
  attendees: body.attendees ?? 1,
  repeat_weeks: body.repeat_weeks ?? 0,
});

export async function previewBooking(ctx: AppContext, actor: Actor, input: BookingPreviewInput): Promise<BookingPreviewResult> {
  const body = withDefaults(input);
  const resource = await resourceOf(ctx, actor, body);
  const settings = await settingsOf(ctx.handle.db, actor.companyId);
  const until = await blockedUntil(ctx.handle.db, actor.companyId, actor.staffId, ctx.now());
  if (until) throw refuse(blockedMessage(settings, until));
  const dates = await checkDates(ctx, actor, body, resource, settings);
  return {
    dates,
    price_fen: priceOf(resource.rules.pricePerHourFen, minutesBetween(body)),
    needs_approval: needsApproval(resource, settings),
  };
}

async function byClientKey(db: Database, actor: Actor, clientKey: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(spaceBookings)
    .where(inCompany(spaceBookings, actor.companyId, eq(spaceBookings.bookerId, actor.staffId), eq(spaceBookings.clientKey, clientKey)))
    .orderBy(asc(spaceBookings.date));
}

class RepeatedKey extends Error {}

interface OneBooking {
  resource: Resource;
  body: PreviewBody;
  date: string;
  clientKey: string;
  seriesId: string | null;
  approval: boolean;
  priceFen: number;
}

/**
 * One booking through the workflow. Inside its transaction (afterSubmit): lock the booker (a seat),
 * then the space or seat row; refuse an overlap; write the booking. Two requests for one slot queue
 * on the row lock, and the second sees the first's booking once it committed.
 */
async function submitOne(ctx: AppContext, actor: Actor, b: OneBooking): Promise<string> {
  const { resource, body, date } = b;
  const c = actor.companyId;
  const startAt = instantOf(date, body.start_time);
  const endAt = instantOf(date, body.end_time);
  const write = async (tx: Database, orderId: string, status: number): Promise<void> => {
    if (resource.kind === 'seat') {
      await tx.insert(spaceBookers).values({ companyId: c, staffId: actor.staffId, updatedAt: ctx.now() }).onConflictDoNothing();
      await tx
        .select({ id: spaceBookers.staffId })
        .from(spaceBookers)
        .where(inCompany(spaceBookers, c, eq(spaceBookers.staffId, actor.staffId)))
        .for('update');
      await tx
        .select({ id: spaceSeats.id })
        .from(spaceSeats)
        .where(inCompany(spaceSeats, c, eq(spaceSeats.id, resource.id)))
        .for('update');
    } else {
      await tx
        .select({ id: spaceSpaces.id })
        .from(spaceSpaces)
        .where(inCompany(spaceSpaces, c, eq(spaceSpaces.id, resource.id)))
        .for('update');
    }
    const [taken] = await tx
      .select({ id: spaceBookings.id })
      .from(spaceBookings)
      .where(overlapping(c, resource.id, startAt, endAt))
      .limit(1);
    if (taken) throw refuse(M.slotTaken);
    if (resource.kind === 'seat') {
      const [busy] = await tx
        .select({ id: spaceBookings.id })
        .from(spaceBookings)
        .where(mySeatsOverlapping(c, actor.staffId, startAt, endAt))
        .limit(1);
      if (busy) throw refuse(M.personBusy);
    }
    try {
      await tx.insert(spaceBookings).values({
        companyId: c,
        id: orderId,
        kind: resource.kind,
        resourceId: resource.id,
        areaId: resource.areaId,
        bookerId: actor.staffId,
        date,
        startAt,
        endAt,
        holdEndAt: endAt,
        holding: true,
        status,
        purpose: body.purpose,
        attendees: body.attendees,
        needsApproval: b.approval,
        seriesId: b.seriesId,
        skipped: [],
        priceFen: b.priceFen,
        clientKey: b.clientKey,
        createdAt: ctx.now(),
      });
    } catch (err) {
      if (pgCode(err) === '23505') throw new RepeatedKey('client key used');
      throw err;
    }
  };
  const what = resource.seatNumber ? `${resource.name} ${resource.seatNumber}号座` : resource.name;
  const when = `${date} ${body.start_time}-${body.end_time}`;
  return pendingBooking.run(write, () =>
    ctx.orders.submit(actor, {
      orderType: resource.kind,
      title: `${what} ${when}`,
      fields: [
        { label: resource.kind === 'seat' ? '座位' : '场地', value: what },
        { label: '地点', value: resource.place },
        { label: '时间', value: when },
        ...(body.purpose ? [{ label: '用途', value: body.purpose }] : []),
        ...(resource.kind === 'space' ? [{ label: '人数', value: String(body.attendees) }] : []),
        ...(b.priceFen > 0 ? [{ label: '费用', value: `${(b.priceFen / 100).toFixed(2)}元` }] : []),
      ],
      data: { kind: resource.kind, resource_id: resource.id, date, start_time: body.start_time, end_time: body.end_time },
      ...(b.approval ? {} : { chain: [] }),
      viaModule: true,
    }),
  );
}

const isRefusal = (err: unknown): err is HttpError => err instanceof HttpError && err.statusCode === 400;

async function answerOf(ctx: AppContext, actor: Actor, rows: BookingRow[]): Promise<BookingCreated> {
  return { bookings: await listItems(ctx.handle.db, actor.companyId, rows), skipped: rows[0]?.skipped ?? [] };
}

/** Books the asked date and its weekly repeats; answers created: false for a repeated client key (the first answer). */
export async function createBooking(
  ctx: AppContext,
  actor: Actor,
  input: BookingCreate,
): Promise<{ created: boolean; answer: BookingCreated }> {
  const db = ctx.handle.db;
  const clientKey = input.client_key;
  const earlier = await byClientKey(db, actor, clientKey);
  if (earlier.length > 0) return { created: false, answer: await answerOf(ctx, actor, earlier) };
  const body = withDefaults(input);
  const resource = await resourceOf(ctx, actor, body);
  const settings = await settingsOf(db, actor.companyId);
  const until = await blockedUntil(db, actor.companyId, actor.staffId, ctx.now());
  if (until) throw refuse(blockedMessage(settings, until));
  const checks = await checkDates(ctx, actor, body, resource, settings);
  const seriesId = body.repeat_weeks > 0 ? randomUUID() : null;
  const one = {
    resource,
    body,
    clientKey,
    seriesId,
    approval: needsApproval(resource, settings),
    priceFen: priceOf(resource.rules.pricePerHourFen, minutesBetween(body)),
  };
  const skipped: BookingDateCheck[] = [];
  const booked: string[] = [];
  let firstRefusal: HttpError | null = null;
  for (const check of checks) {
    if (!check.ok) {
      skipped.push(check);
      continue;
    }
    try {
      booked.push(await submitOne(ctx, actor, { ...one, date: check.date }));
    } catch (err) {
      if (err instanceof RepeatedKey)
        return { created: false, answer: await answerOf(ctx, actor, await byClientKey(db, actor, clientKey)) };
      if (!isRefusal(err)) throw err;
      firstRefusal ??= err;
      const detail = (err.body as { detail?: string }).detail ?? M.slotTaken;
      skipped.push({ date: check.date, ok: false, reason: detail });
    }
  }
  if (booked.length === 0) {
    if (checks.length === 1) throw firstRefusal ?? refuse(skipped[0]?.reason ?? M.slotTaken);
    throw refuse(M.allClash);
  }
  if (seriesId && skipped.length > 0)
    await db
      .update(spaceBookings)
      .set({ skipped })
      .where(inCompany(spaceBookings, actor.companyId, eq(spaceBookings.seriesId, seriesId)));
  const rows = await db
    .select()
    .from(spaceBookings)
    .where(inCompany(spaceBookings, actor.companyId, inArray(spaceBookings.id, booked)))
    .orderBy(asc(spaceBookings.date));
  return { created: true, answer: { bookings: await listItems(db, actor.companyId, rows), skipped } };
}

/** The booking stops holding its slot (in the transition's transaction); its square entry closes. */
export async function endHold(tx: Database, companyId: string, id: string, now: Date, holdEndAt?: Date): Promise<void> {
  await tx
    .update(spaceBookings)
    .set({ holding: false, endedAt: now, ...(holdEndAt ? { holdEndAt } : {}) })
    .where(inCompany(spaceBookings, companyId, eq(spaceBookings.id, id)));
  await tx
    .update(spaceSquareEntries)
    .set({ open: false })
    .where(inCompany(spaceSquareEntries, companyId, eq(spaceSquareEntries.bookingId, id)));
}

/** After a slot freed (committed): the first waiter is offered it. */
export async function offerAfter(ctx: AppContext, row: BookingRow, from: Date): Promise<void> {
  const start = from.getTime() > row.startAt.getTime() ? from : row.startAt;
  if (start.getTime() >= row.endAt.getTime()) return;
  try {
    const pushes = await offerFreedSlot(ctx.handle.db, row.companyId, row.resourceId, start, row.endAt, ctx.now());
    await sendPushes(ctx, row.companyId, pushes);
  } catch (err) {
    ctx.log.warn({ err, bookingId: row.id }, 'offering a freed slot failed');
  }
}

export async function cancelBooking(ctx: AppContext, actor: Actor, id: string, remark: string | undefined) {
  const db = ctx.handle.db;
  const row = await requireBooking(db, actor.companyId, id, actor.staffId);
  const now = ctx.now();
  if (row.status === S.inApproval) {
    await ctx.orders.cancel(actor, id, remark);
    await endHold(db, actor.companyId, id, now);
  } else if (row.status === S.approved) {
    if (now.getTime() >= row.startAt.getTime()) throw refuse(M.cancelStarted);
    await ctx.orders.runTransition(actor, id, 'revoke', remark, { apply: async (tx) => endHold(tx, actor.companyId, id, now) });
  } else throw refuse(M.cancelNotAllowed);
  // paid and cancelled before the company's cut-off: all of it back. Read again after the commit: a payment
  // that committed while the cancel waited for the booking's lock is seen here (a later one refunds itself, pay.ts)
  const settings = await settingsOf(db, actor.companyId);
  const paid = (await bookingRow(db, actor.companyId, id)) ?? row;
  if (paid.payOrderId && paid.paidAt && now.getTime() <= row.startAt.getTime() - settings.cancelCutoffMinutes * 60_000)
    await refundOrder(payService(ctx), {
      companyId: actor.companyId,
      orderId: paid.payOrderId,
      amountFen: row.priceFen,
      reason: '取消场地预约',
      clientKey: `space-cancel:${id}`,
      actor: { kind: 'family', family: 'space' },
    });
  await offerAfter(ctx, row, now);
  return bookingDetail(ctx, actor, id);
}

export async function checkOut(ctx: AppContext, actor: Actor, id: string) {
  const db = ctx.handle.db;
  const row = await requireBooking(db, actor.companyId, id, actor.staffId);
  const now = ctx.now();
  if (row.status !== S.inUse || now.getTime() >= row.endAt.getTime()) throw refuse(M.checkOutNotInUse);
  const holdEnd = now.getTime() > row.startAt.getTime() ? now : row.startAt;
  await ctx.orders.runTransition(actor, id, 'check_out', undefined, {
    apply: async (tx) => endHold(tx, actor.companyId, id, now, holdEnd),
  });
  await offerAfter(ctx, row, now);
  return bookingDetail(ctx, actor, id);
}

/** The scanned text: 'campus-space:<company>:<code>' (the printed QR) or the code alone, typed. */
function codeOf(text: string, companyId: string): string {
  // a scanner may name the symbology first ('QR_CODE,…', spec 9's 'CODE_128,…')
  const t = text.trim().replace(/^(QR_CODE|CODE_128),/i, '');
  if (!t.startsWith(SPACE_CHECKIN_QR_PREFIX)) return t.toUpperCase();
  const [company = '', code = ''] = t.slice(SPACE_CHECKIN_QR_PREFIX.length).split(':');
  if (company !== companyId) throw refuse(isGuid(company) ? M.codeOtherCompany : M.codeUnknown);
  return code.toUpperCase();
}

async function resourceByCode(db: Database, companyId: string, code: string): Promise<string> {
  const [space] = await db
    .select({ id: spaceSpaces.id })
    .from(spaceSpaces)
    .where(inCompany(spaceSpaces, companyId, eq(spaceSpaces.checkinCode, code)))
    .limit(1);
  if (space) return space.id;
  const [seat] = await db
    .select({ id: spaceSeats.id })
    .from(spaceSeats)
    .where(inCompany(spaceSeats, companyId, eq(spaceSeats.checkinCode, code)))
    .limit(1);
  if (seat) return seat.id;
  throw refuse(M.codeUnknown);
}

/** Check-in: from checkin_before_minutes before the start to grace_minutes after it; a second scan counts once. */
export async function checkIn(ctx: AppContext, actor: Actor, text: string): Promise<CheckInResult> {
  const db = ctx.handle.db;
  const now = ctx.now();
  const resourceId = await resourceByCode(db, actor.companyId, codeOf(text, actor.companyId));
  const settings = await settingsOf(db, actor.companyId);
  const opensBy = new Date(now.getTime() + settings.checkinBeforeMinutes * 60_000);
  const mine = and(
    inCompany(spaceBookings, actor.companyId, eq(spaceBookings.resourceId, resourceId), eq(spaceBookings.bookerId, actor.staffId)),
    inArray(spaceBookings.status, [S.approved, S.inUse]),
    gt(spaceBookings.endAt, now),
  );
  const [row] = await db
    .select()
    .from(spaceBookings)
    .where(and(mine, lte(spaceBookings.startAt, opensBy)))
    .orderBy(asc(spaceBookings.startAt))
    .limit(1);
  if (!row) {
    const [later] = await db.select({ n: count() }).from(spaceBookings).where(mine);
    if (Number(later?.n ?? 0) > 0) throw refuse(spaceText(M.checkInTooEarly, { n: settings.checkinBeforeMinutes }));
    throw refuse(M.noBookingToCheckIn);
  }
  if (row.status === S.inUse) return { booking: await bookingDetail(ctx, actor, row.id), already: true };
  if (now.getTime() > row.startAt.getTime() + settings.graceMinutes * 60_000) throw refuse(M.checkInTooLate);
  if (row.priceFen > 0 && row.paidAt === null) throw refuse(M.payFirst);
  try {
    await ctx.orders.runTransition(actor, row.id, 'start_use', undefined, {
      input: VIA_FAMILY,
      apply: async (tx) => {
        await tx
          .update(spaceBookings)
          .set({ checkedInAt: now })
          .where(inCompany(spaceBookings, actor.companyId, eq(spaceBookings.id, row.id)));
      },
    });
  } catch (err) {
    // a second scan at the same moment lost the race: the first one checked in
    const after = await bookingRow(db, actor.companyId, row.id);
    if (after?.status === S.inUse) return { booking: await bookingDetail(ctx, actor, row.id), already: true };
    throw err;
  }
  return { booking: await bookingDetail(ctx, actor, row.id), already: false };
}

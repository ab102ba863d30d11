/**
 * Spaces and seat areas as the screens show them: the space list (by type, open and free in a
 * window), a space with its rules and (administrators) its check-in code, a day's timeline, the seat
 * areas, an area's plan with the seats free in a window, a seat; the settings and the caller's state.
 */
import { and, asc, count, eq, gt, inArray, lt } from 'drizzle-orm';
import {
  SEAT_FEATURES,
  SPACE_CHECKIN_QR,
  SPACE_CHECKIN_QR_PREFIX,
  SPACE_KINDS,
  SPACE_STATUS as S,
  hubToday,
  type CheckinCode,
  type SeatAreaPage,
  type SeatDetail,
  type SeatPlan,
  type SpaceDay,
  type SpaceDetail,
  type SpaceListItem,
  type SpaceMe,
  type SpacePage,
  type SpaceSettings,
} from '@campus/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { notFound } from '../../platform/errors.ts';
import { isGuid } from '../../platform/crypto.ts';
import { pageWithCount } from '../../platform/db/bounded-count.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { pictureAddress } from '../../platform/files/routes.ts';
import { staffBriefs } from '../../platform/directory/directory.ts';
import type { Actor } from '../../platform/orders/policy.ts';
import {
  clockOf,
  clockWithin,
  dayHours,
  instantOf,
  isAdmin,
  minutesOf,
  rulesView,
  settingsOf,
  settingsView,
  statusView,
  wallTime,
  type Settings,
} from './common.ts';
import { spaceAreas, spaceBookings, spaceSeats, spaceSettings, spaceSpaces } from './schema.ts';
import { blockedMessage, blockedUntil } from './booking.ts';
import { areasCount, areasPage, seatsPerArea } from './area-statements.ts';
import { heldInWindow, spacesCount, spacesPage, spacesShape } from './space-statements.ts';

type SpaceRow = typeof spaceSpaces.$inferSelect;

const checkinCode = (companyId: string, code: string): CheckinCode => ({
  code,
  qr_content: `${SPACE_CHECKIN_QR_PREFIX}${companyId}:${code}`,
  qr_size: SPACE_CHECKIN_QR.size,
  qr_level: SPACE_CHECKIN_QR.level,
});

interface Window {
  date: string;
  startAt: Date;
  endAt: Date;
  start: string;
  end: string;
}
function windowOf(q: { date?: string | undefined; start_time?: string | undefined; end_time?: string | undefined }): Window | null {
  if (!q.date || !q.start_time || !q.end_time) return null;
  const startAt = instantOf(q.date, q.start_time);
  const endAt = instantOf(q.date, q.end_time);
  if (Number.isNaN(startAt.getTime()) || endAt <= startAt) return null;
  return { date: q.date, startAt, endAt, start: q.start_time, end: q.end_time };
}

/** Which of `ids` have a holding booking overlapping the window (one query). */
async function busyIn(db: Database, companyId: string, ids: string[], w: Window): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await heldInWindow(db).execute({ companyId, ids, windowStart: w.startAt, windowEnd: w.endAt });
  return new Set(rows.map((r) => r.id));
}

const hoursOn = (rules: Pick<SpaceRow, 'openingHours'>, settings: Settings, date: string) => {
  const h = dayHours(rules, settings, date);
  return 'closed' in h ? null : h;
};
const openFor = (rules: Pick<SpaceRow, 'openingHours'>, settings: Settings, w: Window): boolean => {
  const h = hoursOn(rules, settings, w.date);
  return h !== null && minutesOf(w.start) >= minutesOf(h.open) && minutesOf(w.end) <= minutesOf(h.close);
};

function spaceItem(ctx: AppContext, s: SpaceRow, settings: Settings, date: string, available: boolean | null): SpaceListItem {
  return {
    id: s.id,
    name: s.name,
    kind: s.kind,
    kind_label: SPACE_KINDS[s.kind],
    place: s.place,
    capacity: s.capacity,
    photo_urls: s.photoFileIds.map((f) => pictureAddress(ctx, s.companyId, f)),
    facilities: s.facilities,
    price_per_hour_fen: s.pricePerHourFen,
    needs_approval: s.needsApproval,
    hours: hoursOn(s, settings, date),
    available,
  };
}

/**
 * A page of spaces (of a kind); with a window, whether each is open and free in it; with free_only,
 * only those (filtered here). Statements built once per shape (space-statements.ts), sent together.
 */
export async function listSpaces(
  ctx: AppContext,
  companyId: string,
  q: {
    page: number;
    page_size: number;
    kind?: SpaceRow['kind'] | undefined;
    date?: string | undefined;
    start_time?: string | undefined;
    end_time?: string | undefined;
    free_only?: string | undefined;
  },
): Promise<SpacePage> {
  const db = ctx.handle.db;
  const w = windowOf(q);
  const date = q.date ?? hubToday(ctx.now());
  const shape = spacesShape(q);
  const values = { companyId, kind: q.kind };
  const freeOnly = q.free_only === 'true' || q.free_only === '1';
  if (!freeOnly || !w) {
    const [settings, { rows, total }] = await Promise.all([
      settingsOf(db, companyId),
      pageWithCount({ page: spacesPage(db, shape), count: spacesCount(db, shape) }, values, q.page, q.page_size),
    ]);
    const busy = w
      ? await busyIn(
          db,
          companyId,
          rows.map((r) => r.id),
          w,
        )
      : new Set<string>();
    return toPage(
      total,
      q.page,
      q.page_size,
      rows.map((s) => spaceItem(ctx, s, settings, date, w ? openFor(s, settings, w) && !busy.has(s.id) : null)),
    );
  }
  // free in the window: a company's spaces are tens, so they are walked in order and filtered here
  const [settings, all] = await Promise.all([
    settingsOf(db, companyId),
    spacesPage(db, shape).execute({ ...values, limit: 500, offset: 0 }),
  ]);
  const busy = await busyIn(
    db,
    companyId,
    all.map((r) => r.id),
    w,
  );
  const free = all.filter((s) => openFor(s, settings, w) && !busy.has(s.id));
  const page = free.slice(offsetOf(q.page, q.page_size), offsetOf(q.page, q.page_size) + q.page_size);
  return toPage(
    free.length,
    q.page,
    q.page_size,
    page.map((s) => spaceItem(ctx, s, settings, date, true)),
  );
}

async function spaceRow(db: Database, companyId: string, id: string): Promise<SpaceRow> {
  if (!isGuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(spaceSpaces)
    .where(inCompany(spaceSpaces, companyId, eq(spaceSpaces.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function spaceDetail(ctx: AppContext, actor: Actor, id: string, date: string | undefined): Promise<SpaceDetail> {
  const db = ctx.handle.db;
  const s = await spaceRow(db, actor.companyId, id);
  const settings = await settingsOf(db, actor.companyId);
  return {
    ...spaceItem(ctx, s, settings, date ?? hubToday(ctx.now()), null),
    description: s.description,
    rules: rulesView(s),
    checkin_code: isAdmin(actor) ? checkinCode(actor.companyId, s.checkinCode) : null,
    can_manage: isAdmin(actor),
  };
}

/** A day of a space or seat: hours or why closed, the bookings that hold or held it, the free gaps (from now on, today). */
async function dayOf(
  ctx: AppContext,
  actor: Actor,
  resourceId: string,
  kind: 'space' | 'seat',
  rules: Pick<SpaceRow, 'openingHours' | 'slotMinutes'>,
  settings: Settings,
  date: string,
): Promise<SpaceDay> {
  const db = ctx.handle.db;
  const dayStart = instantOf(date, '00:00');
  const dayEnd = instantOf(date, '24:00');
  const rows = Number.isNaN(dayStart.getTime())
    ? []
    : await db
        .select()
        .from(spaceBookings)
        .where(
          inCompany(
            spaceBookings,
            actor.companyId,
            eq(spaceBookings.resourceId, resourceId),
            lt(spaceBookings.startAt, dayEnd),
            gt(spaceBookings.startAt, new Date(dayStart.getTime() - 86_400_000)),
            inArray(spaceBookings.status, [S.inApproval, S.approved, S.inUse, S.finished, S.checkedOut]),
          ),
        )
        .orderBy(asc(spaceBookings.startAt))
        .limit(200);
  const shown = rows.filter((r) => r.holdEndAt > dayStart);
  const names = await staffBriefs(
    db,
    actor.companyId,
    shown.map((r) => r.bookerId),
  );
  const h = dayHours(rules, settings, date);
  const hours = 'closed' in h ? null : h;
  const free: { start_time: string; end_time: string }[] = [];
  if (hours) {
    const open = minutesOf(hours.open);
    // today: from the next slot of the grid on
    const nowMinutes = date === hubToday(ctx.now()) ? minutesOf(clockWithin(date, ctx.now())) : 0;
    let cursor = nowMinutes <= open ? open : open + Math.ceil((nowMinutes - open) / rules.slotMinutes) * rules.slotMinutes;
    const close = minutesOf(hours.close);
    for (const r of shown.filter((x) => x.holding)) {
      const s = minutesOf(clockWithin(date, r.startAt));
      const e = minutesOf(clockWithin(date, r.holdEndAt));
      if (s > cursor && cursor < close) free.push({ start_time: clockOf(cursor), end_time: clockOf(Math.min(s, close)) });
      cursor = Math.max(cursor, e);
    }
    if (cursor < close) free.push({ start_time: clockOf(cursor), end_time: clockOf(close) });
  }
  return {
    date,
    open: hours !== null,
    closed_reason: 'closed' in h ? h.closed : null,
    hours,
    slot_minutes: rules.slotMinutes,
    bookings: shown.map((r) => ({
      id: r.id,
      start_time: clockWithin(date, r.startAt),
      end_time: clockWithin(date, r.holdEndAt),
      status: statusView(kind, r.status),
      booker: { id: r.bookerId, name: names.get(r.bookerId)?.name ?? '未知人员' },
      purpose: r.purpose,
      mine: r.bookerId === actor.staffId,
    })),
    free,
  };
}

export async function spaceDay(ctx: AppContext, actor: Actor, id: string, date: string | undefined): Promise<SpaceDay> {
  const db = ctx.handle.db;
  const s = await spaceRow(db, actor.companyId, id);
  return dayOf(ctx, actor, s.id, 'space', s, await settingsOf(db, actor.companyId), date ?? hubToday(ctx.now()));
}

type AreaRow = typeof spaceAreas.$inferSelect;

/** Seats per area of a page, in one grouped query. */
async function seatCounts(db: Database, companyId: string, areaIds: string[]): Promise<Map<string, number>> {
  if (areaIds.length === 0) return new Map();
  const rows = await seatsPerArea(db).execute({ companyId, ids: areaIds });
  return new Map(rows.map((r) => [r.areaId, r.n]));
}

const areaView = (a: AreaRow, seatCount: number, settings: Settings, date: string) => ({
  id: a.id,
  name: a.name,
  place: a.place,
  description: a.description,
  plan_width: a.planWidth,
  plan_height: a.planHeight,
  seat_count: seatCount,
  rules: rulesView(a),
  hours: hoursOn(a, settings, date),
});

export async function listAreas(
  ctx: AppContext,
  companyId: string,
  q: { page: number; page_size: number; date?: string | undefined },
): Promise<SeatAreaPage> {
  const db = ctx.handle.db;
  const [settings, { rows, total }] = await Promise.all([
    settingsOf(db, companyId),
    pageWithCount({ page: areasPage(db), count: areasCount(db) }, { companyId }, q.page, q.page_size),
  ]);
  const date = q.date ?? hubToday(ctx.now());
  const counts = await seatCounts(
    db,
    companyId,
    rows.map((a) => a.id),
  );
  return toPage(
    total,
    q.page,
    q.page_size,
    rows.map((a) => areaView(a, counts.get(a.id) ?? 0, settings, date)),
  );
}

const featureLabels = (features: string[]): string[] => features.map((f) => (SEAT_FEATURES as Record<string, string>)[f] ?? f);

export async function seatPlan(
  ctx: AppContext,
  actor: Actor,
  id: string,
  q: { date?: string | undefined; start_time?: string | undefined; end_time?: string | undefined },
): Promise<SeatPlan> {
  const db = ctx.handle.db;
  if (!isGuid(id)) throw notFound();
  const [area] = await db
    .select()
    .from(spaceAreas)
    .where(inCompany(spaceAreas, actor.companyId, eq(spaceAreas.id, id)))
    .limit(1);
  if (!area) throw notFound();
  const settings = await settingsOf(db, actor.companyId);
  const seats = await db
    .select()
    .from(spaceSeats)
    .where(inCompany(spaceSeats, actor.companyId, eq(spaceSeats.areaId, area.id)))
    .orderBy(asc(spaceSeats.number))
    .limit(1000);
  const w = windowOf(q);
  const busy = w
    ? await busyIn(
        db,
        actor.companyId,
        seats.map((s) => s.id),
        w,
      )
    : new Set<string>();
  const open = w ? openFor(area, settings, w) : true;
  let myBooking: SeatPlan['my_booking'] = null;
  if (w) {
    const [mine] = await db
      .select({ id: spaceBookings.id, seatId: spaceBookings.resourceId, areaId: spaceBookings.areaId })
      .from(spaceBookings)
      .where(
        and(
          inCompany(
            spaceBookings,
            actor.companyId,
            eq(spaceBookings.bookerId, actor.staffId),
            eq(spaceBookings.holding, true),
            eq(spaceBookings.kind, 'seat'),
          ),
          lt(spaceBookings.startAt, w.endAt),
          gt(spaceBookings.holdEndAt, w.startAt),
        ),
      )
      .limit(1);
    if (mine) {
      const [seat] = await db
        .select({ number: spaceSeats.number, areaName: spaceAreas.name })
        .from(spaceSeats)
        .innerJoin(spaceAreas, and(eq(spaceAreas.companyId, spaceSeats.companyId), eq(spaceAreas.id, spaceSeats.areaId)))
        .where(inCompany(spaceSeats, actor.companyId, eq(spaceSeats.id, mine.seatId)))
        .limit(1);
      myBooking = { id: mine.id, seat_number: seat?.number ?? '', area_name: seat?.areaName ?? '' };
    }
  }
  return {
    area: areaView(area, seats.length, settings, w?.date ?? hubToday(ctx.now())),
    seats: seats.map((s) => ({
      id: s.id,
      number: s.number,
      x: s.x,
      y: s.y,
      features: s.features,
      feature_labels: featureLabels(s.features),
      free: w ? open && !busy.has(s.id) : null,
    })),
    my_booking: myBooking,
  };
}

export async function seatDetail(ctx: AppContext, actor: Actor, id: string, date: string | undefined): Promise<SeatDetail> {
  const db = ctx.handle.db;
  if (!isGuid(id)) throw notFound();
  const [row] = await db
    .select({ seat: spaceSeats, area: spaceAreas })
    .from(spaceSeats)
    .innerJoin(spaceAreas, and(eq(spaceAreas.companyId, spaceSeats.companyId), eq(spaceAreas.id, spaceSeats.areaId)))
    .where(inCompany(spaceSeats, actor.companyId, eq(spaceSeats.id, id)))
    .limit(1);
  if (!row) throw notFound();
  const settings = await settingsOf(db, actor.companyId);
  const day = date ?? hubToday(ctx.now());
  return {
    id: row.seat.id,
    number: row.seat.number,
    x: row.seat.x,
    y: row.seat.y,
    features: row.seat.features,
    feature_labels: featureLabels(row.seat.features),
    free: null,
    area: { id: row.area.id, name: row.area.name, place: row.area.place },
    rules: rulesView(row.area),
    day: await dayOf(ctx, actor, row.seat.id, 'seat', row.area, settings, day),
    checkin_code: isAdmin(actor) ? checkinCode(actor.companyId, row.seat.checkinCode) : null,
    can_manage: isAdmin(actor),
  };
}

export async function settingsAnswer(ctx: AppContext, companyId: string): Promise<SpaceSettings> {
  return settingsView(await settingsOf(ctx.handle.db, companyId));
}

export async function updateSettings(ctx: AppContext, companyId: string, body: SpaceSettings): Promise<SpaceSettings> {
  const values = {
    checkinBeforeMinutes: body.checkin_before_minutes,
    graceMinutes: body.grace_minutes,
    reminderMinutes: body.reminder_minutes,
    noShowLimit: body.no_show_limit,
    noShowDays: body.no_show_days,
    blockDays: body.block_days,
    seatNeedsApproval: body.seat_needs_approval,
    cancelCutoffMinutes: body.cancel_cutoff_minutes,
    holidays: body.holidays,
    workdays: body.workdays,
    updatedAt: ctx.now(),
  };
  await ctx.handle.db
    .insert(spaceSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: spaceSettings.companyId, set: values });
  return settingsAnswer(ctx, companyId);
}

export async function me(ctx: AppContext, actor: Actor): Promise<SpaceMe> {
  const db = ctx.handle.db;
  const now = ctx.now();
  const settings = await settingsOf(db, actor.companyId);
  const until = await blockedUntil(db, actor.companyId, actor.staffId, now);
  const since = new Date(now.getTime() - settings.noShowDays * 86_400_000);
  const [n] = await db
    .select({ n: count() })
    .from(spaceBookings)
    .where(
      inCompany(
        spaceBookings,
        actor.companyId,
        eq(spaceBookings.bookerId, actor.staffId),
        gt(spaceBookings.endAt, since),
        eq(spaceBookings.status, S.released),
      ),
    );
  return {
    is_admin: isAdmin(actor),
    blocked_until: until ? wallTime(until) : null,
    blocked_reason: until ? blockedMessage(settings, until) : null,
    no_shows: Number(n?.n ?? 0),
    settings: settingsView(settings),
  };
}

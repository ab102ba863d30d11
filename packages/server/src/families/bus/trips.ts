/**
 * Dates on the hub clock (Asia/Shanghai, UTC+8 all year) and the trips made from each route's
 * timetable for today and the next days. Trips are made on demand (a list or a purchase asks for
 * them), with stable ids, so every server making them at once makes each trip once.
 */
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { BUS_DAYS_AHEAD, isoWeekday } from '@campus/contracts';
import type { Database } from '../../platform/db/types.ts';
import { inCompany } from '../../platform/db/scoped.ts';
import { seedId } from '../../platform/seed/ids.ts';
import { nextTripOfRoutes } from './route-statements.ts';
import { busRoutes, busTimetable, busTrips } from './schema.ts';

type BusTripRow = typeof busTrips.$inferSelect;

const HUB_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const WEEKDAY_NAMES = ['', '周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

/** 'YYYY-MM-DD' of an instant on the hub clock. */
export const hubDate = (d: Date): string => new Date(d.getTime() + HUB_OFFSET_MS).toISOString().slice(0, 10);
/** 'HH:mm' of an instant on the hub clock. */
export const hubTime = (d: Date): string => new Date(d.getTime() + HUB_OFFSET_MS).toISOString().slice(11, 16);
/** 'YYYY-MM' of an instant on the hub clock. */
export const hubMonth = (d: Date): string => hubDate(d).slice(0, 7);
/** The instant of a hub-clock date and time. */
export const hubInstant = (date: string, time = '00:00'): Date => new Date(`${date}T${time}:00+08:00`);

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM' one month after `month`. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${String(y + 1)}-01` : `${String(y)}-${String(m + 1).padStart(2, '0')}`;
}

/** 今天, 明天, else the weekday. */
export function dayLabel(date: string, today: string): string {
  if (date === today) return '今天';
  if (date === addDays(today, 1)) return '明天';
  return WEEKDAY_NAMES[isoWeekday(date)] ?? date;
}

export const weekdaysOf = (digits: string): number[] =>
  [...new Set([...digits].map(Number).filter((n) => n >= 1 && n <= 7))].sort((a, b) => a - b);

export function daysLabel(weekdays: readonly number[]): string {
  const key = weekdays.join('');
  if (key === '1234567') return '每天';
  if (key === '12345') return '工作日';
  if (key === '67') return '周末';
  return weekdays.map((d) => WEEKDAY_NAMES[d]).join('、');
}

/** The trip of a route at a date and time: the same id on every server. */
export const tripId = (companyId: string, routeId: string, date: string, time: string): string =>
  seedId(companyId, `bus:trip:${routeId}:${date}:${time}`);

/** Which days each company's trips are made for, per database (a new day makes the new day's trips). */
const made = new WeakMap<Database, Map<string, string>>();

/** Makes the trips of today and the next BUS_DAYS_AHEAD - 1 days from the company's timetables (idempotent). */
export async function ensureTrips(db: Database, companyId: string, now: Date): Promise<void> {
  const today = hubDate(now);
  let byCompany = made.get(db);
  if (!byCompany) {
    byCompany = new Map();
    made.set(db, byCompany);
  }
  if (byCompany.get(companyId) === today) return;
  const entries = await db
    .select({
      routeId: busTimetable.routeId,
      time: busTimetable.departTime,
      weekdays: busTimetable.weekdays,
      seats: busTimetable.seats,
      routeSeats: busRoutes.seats,
    })
    .from(busTimetable)
    .innerJoin(busRoutes, and(eq(busRoutes.companyId, busTimetable.companyId), eq(busRoutes.id, busTimetable.routeId)))
    .where(inCompany(busTimetable, companyId, eq(busRoutes.active, true)));
  const rows = [];
  for (let i = 0; i < BUS_DAYS_AHEAD; i++) {
    const date = addDays(today, i);
    const weekday = isoWeekday(date);
    for (const e of entries) {
      if (!weekdaysOf(e.weekdays).includes(weekday)) continue;
      rows.push({
        companyId,
        id: tripId(companyId, e.routeId, date, e.time),
        routeId: e.routeId,
        departAt: hubInstant(date, e.time),
        seats: e.seats ?? e.routeSeats,
        createdAt: now,
      });
    }
  }
  if (rows.length > 0) await db.insert(busTrips).values(rows).onConflictDoNothing();
  byCompany.set(companyId, today);
}

/** Forgets which trips were made (tests that move the clock). */
export function forgetMadeTrips(db: Database): void {
  made.delete(db);
}

/**
 * Each route's next trip to leave after `now` within the days trips are made for: one query, one
 * bus_trips_route_time_uq probe per route (LATERAL ... LIMIT 1), where the list of routes once read
 * a week of trips to keep five.
 */
export async function nextTrips(db: Database, companyId: string, routeIds: string[], now: Date): Promise<Map<string, BusTripRow>> {
  if (routeIds.length === 0) return new Map();
  const until = hubInstant(addDays(hubDate(now), BUS_DAYS_AHEAD));
  const rows = await nextTripOfRoutes(db).execute({ companyId, ids: routeIds, now, until });
  return new Map(rows.map((r) => [r.trip.routeId, r.trip]));
}

/** The trips of some routes on today and the next days (departed ones of today included), in departure order. */
export async function upcomingTrips(db: Database, companyId: string, routeIds: string[], now: Date) {
  if (routeIds.length === 0) return [];
  const today = hubDate(now);
  return db
    .select()
    .from(busTrips)
    .where(
      inCompany(
        busTrips,
        companyId,
        inArray(busTrips.routeId, routeIds),
        gte(busTrips.departAt, hubInstant(today)),
        lt(busTrips.departAt, hubInstant(addDays(today, BUS_DAYS_AHEAD))),
      ),
    )
    .orderBy(busTrips.departAt, busTrips.routeId);
}

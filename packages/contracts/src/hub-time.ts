import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The companies' clock. The server's `*_time` fields and every time the client shows use it, so
 * a message and the notice it announces read the same whatever zone the phone or the server is in.
 */
export const HUB_TIME_ZONE = 'Asia/Shanghai';

/**
 * From 1992-01-01 00:00 on the hub clock the hub is UTC+8 for good: China's last daylight saving
 * (1986-1991) ended in September 1991. From then on the hub's wall clock is the UTC fields of
 * `instant + 8 h`, with no Intl (dayjs's tz() formats through Intl on every call: 40 % of the
 * server's busy time on the orders list). Earlier instants keep dayjs's answer. Unlike dayjs, which
 * reads the hub's wall clock back in the runtime's own zone, this does not depend on that zone: in a
 * runtime with daylight saving, dayjs put a hub time that falls in the runtime's spring-forward hour
 * an hour late (e.g. 2026-03-08 02:30 came out 03:30 with TZ=America/Los_Angeles).
 */
const HUB_OFFSET_MS = 8 * 3_600_000;
const FIXED_OFFSET_FROM = Date.UTC(1992, 0, 1) - HUB_OFFSET_MS;
/** The hub's year 10000: 'YYYY' is no longer four digits, left to dayjs. */
const FIXED_OFFSET_UNTIL = Date.UTC(10_000, 0, 1) - HUB_OFFSET_MS;
/**
 * An ISO date-time with 'Z' or an explicit offset. dayjs reads such a string with `new Date` too;
 * one without an offset it reads as the runtime's local time, so that is left to dayjs.
 */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The instant (ms) when it is one the fixed +8 h may format; null leaves the time to dayjs. */
function fixedOffsetMs(time: Date | string): number | null {
  // anything else (a number, a Date of another realm) keeps dayjs's reading
  const ms = time instanceof Date ? time.getTime() : typeof time === 'string' && ISO_WITH_OFFSET.test(time) ? Date.parse(time) : NaN;
  return ms >= FIXED_OFFSET_FROM && ms < FIXED_OFFSET_UNTIL ? ms : null; // NaN fails both
}

const pad2 = (n: number): string => (n < 10 ? `0${String(n)}` : String(n));

/** 'YYYY-MM-DD' of a hub wall clock (a Date whose UTC fields are the hub's). */
const wallDate = (wall: Date): string => `${String(wall.getUTCFullYear())}-${pad2(wall.getUTCMonth() + 1)}-${pad2(wall.getUTCDate())}`;

/** 'YYYY-MM-DD HH:mm:ss' on the hub clock; null for an absent or unreadable time. */
export function hubDateTime(time: Date | string | null | undefined): string | null {
  if (time === null || time === undefined || time === '') return null;
  const ms = fixedOffsetMs(time);
  if (ms !== null) {
    const wall = new Date(ms + HUB_OFFSET_MS);
    return `${wallDate(wall)} ${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}:${pad2(wall.getUTCSeconds())}`;
  }
  const parsed = dayjs(time);
  return parsed.isValid() ? parsed.tz(HUB_TIME_ZONE).format('YYYY-MM-DD HH:mm:ss') : null;
}

/** The hub date ('YYYY-MM-DD') of an instant. */
export function hubDate(time: Date | string): string {
  const ms = fixedOffsetMs(time);
  if (ms !== null) return wallDate(new Date(ms + HUB_OFFSET_MS));
  return dayjs(time).tz(HUB_TIME_ZONE).format('YYYY-MM-DD');
}

const HUB_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HUB_CLOCK = /^(\d{2}):(\d{2})$/;

/** The instant of a hub date and wall-clock time ('YYYY-MM-DD', 'HH:mm'), e.g. a meal's cut-off. */
export function hubInstant(date: string, time: string): Date {
  const day = HUB_DATE.exec(date);
  const clock = HUB_CLOCK.exec(time);
  if (day && clock) {
    // Date.UTC reads the fields as dayjs.tz does (it parses them with Date.UTC, overflow included)
    const wall = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(clock[1]), Number(clock[2]));
    const ms = wall - HUB_OFFSET_MS;
    if (ms >= FIXED_OFFSET_FROM && ms < FIXED_OFFSET_UNTIL) return new Date(ms);
  }
  return dayjs.tz(`${date} ${time}`, HUB_TIME_ZONE).toDate();
}

/** A hub date `days` later (earlier when negative). */
export function addHubDays(date: string, days: number): string {
  // calendar arithmetic needs no zone: the UTC fields of the date's midnight, `days` on
  const day = HUB_DATE.exec(date);
  if (day) {
    const moved = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]) + days));
    const year = moved.getUTCFullYear();
    if (year >= 1000 && year < 10_000) return wallDate(moved);
  }
  return dayjs.tz(`${date} 12:00`, HUB_TIME_ZONE).add(days, 'day').format('YYYY-MM-DD');
}

/** ISO weekday (1 Monday ... 7 Sunday) of a calendar date ('YYYY-MM-DD'). */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The ISO 8601 week of a calendar date, e.g. '2026-W48': the week (Monday to Sunday) that holds the
 * date's Thursday, numbered in that Thursday's year. Counted on the date itself rather than with
 * dayjs's isoWeek plugin, whose answer on a zoned time shifts with the runtime's own zone and with
 * which other plugins are installed (dayjs issues #1655, #2632).
 */
export function isoWeekKey(date: string): string {
  const thursday = new Date(`${date}T00:00:00Z`);
  thursday.setUTCDate(thursday.getUTCDate() + 4 - isoWeekday(date));
  const weekYear = thursday.getUTCFullYear();
  const dayOfYear = (thursday.getTime() - Date.UTC(weekYear, 0, 1)) / 86_400_000;
  return `${String(weekYear)}-W${String(Math.floor(dayOfYear / 7) + 1).padStart(2, '0')}`;
}

/** Today's hub date ('YYYY-MM-DD'): the day the server checks "not before today" against. */
export const hubToday = (now: Date = new Date()): string => hubDate(now);

/**
 * A date as a date picker holds it: local midnight of that calendar day. Pickers work in the phone's
 * days, so a hub date put in this way shows, and comes back, as the same day in any time zone.
 */
export function pickerDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** The hub's today as a date picker's Date: the first day a "not before today" picker offers. */
export const pickerToday = (now: Date = new Date()): Date => pickerDay(hubToday(now));

/** 'YYYY-MM-DD' of a date picker's Date (its calendar day on the phone). */
export function pickerDayText(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

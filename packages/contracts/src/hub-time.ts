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

/** 'YYYY-MM-DD HH:mm:ss' on the hub clock; null for an absent or unreadable time. */
export function hubDateTime(time: Date | string | null | undefined): string | null {
  if (time === null || time === undefined || time === '') return null;
  const parsed = dayjs(time);
  return parsed.isValid() ? parsed.tz(HUB_TIME_ZONE).format('YYYY-MM-DD HH:mm:ss') : null;
}

/** The hub date ('YYYY-MM-DD') of an instant. */
export function hubDate(time: Date | string): string {
  return dayjs(time).tz(HUB_TIME_ZONE).format('YYYY-MM-DD');
}

/** The instant of a hub date and wall-clock time ('YYYY-MM-DD', 'HH:mm'), e.g. a meal's cut-off. */
export function hubInstant(date: string, time: string): Date {
  return dayjs.tz(`${date} ${time}`, HUB_TIME_ZONE).toDate();
}

/** A hub date `days` later (earlier when negative). */
export function addHubDays(date: string, days: number): string {
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

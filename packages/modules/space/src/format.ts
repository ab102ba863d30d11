import { addHubDays, fenToYuan, hubToday, isoWeekday, type SpaceSlot } from '@campus/contracts';

/** Yuan with two decimals and the currency sign (the server speaks fen). */
export const yuan = (fen: number): string => `¥${fenToYuan(fen)}`;

/** A space's price as the list shows it: 免费, else per hour. */
export const hourlyPrice = (fen: number): string => (fen === 0 ? '免费' : `${yuan(fen)}/小时`);

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'] as const;
/** 周一 ... 周日 of a hub date. */
export const weekdayLabel = (date: string): string => `周${WEEKDAYS[isoWeekday(date) - 1] ?? ''}`;

/** 今天, 明天, else 周三: how a day strip and a slot name a day. */
export function dayName(date: string, today = hubToday()): string {
  if (date === today) return '今天';
  if (date === addHubDays(today, 1)) return '明天';
  return weekdayLabel(date);
}

/** '11-30' of a hub date. */
export const shortDate = (date: string): string => date.slice(5);

/** '2026-11-30 周一 14:00-15:00': a slot in one line. */
export const slotText = (slot: Pick<SpaceSlot, 'date' | 'start_time' | 'end_time'>): string =>
  `${slot.date} ${weekdayLabel(slot.date)} ${slot.start_time}-${slot.end_time}`;

/** Minutes since midnight of 'HH:mm' ('24:00' is 1440). */
export const toMinutes = (clock: string): number => {
  const [h, m] = clock.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** 'HH:mm' of minutes since midnight. */
export const toClock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The times from `open` to `close` every `step` minutes, both ends included. */
export function clockSteps(open: string, close: string, step: number): string[] {
  const out: string[] = [];
  if (step <= 0) return out;
  for (let m = toMinutes(open); m <= toMinutes(close); m += step) out.push(toClock(m));
  return out;
}

/** The coming days a booking may be made for: today and `advanceDays` more. */
export function bookableDays(advanceDays: number, today = hubToday()): string[] {
  return Array.from({ length: Math.max(1, advanceDays + 1) }, (_, i) => addHubDays(today, i));
}

/** '1小时30分钟' of a length in minutes. */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h > 0 ? `${String(h)}小时` : ''}${m > 0 || h === 0 ? `${String(m)}分钟` : ''}`;
}

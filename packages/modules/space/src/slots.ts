import type { BookingRules } from '@campus/contracts';
import { toClock, toMinutes } from './format.ts';

type Hours = { open: string; close: string } | null;

/** 'HH:mm' `minutes` later (held at 24:00). */
export const addMinutesClock = (clock: string, minutes: number): string => toClock(Math.min(24 * 60, toMinutes(clock) + minutes));

/** The starts a booking may have on a day with these hours: every slot from opening until the shortest booking no longer fits. */
export function startOptions(rules: BookingRules, hours: Hours): string[] {
  if (!hours || rules.slot_minutes <= 0) return [];
  const out: string[] = [];
  const last = toMinutes(hours.close) - Math.max(rules.min_minutes, rules.slot_minutes);
  for (let m = toMinutes(hours.open); m <= last; m += rules.slot_minutes) out.push(toClock(m));
  return out;
}

/** The ends a booking starting at `start` may have: from the shortest to the longest booking, never after closing. */
export function endOptions(rules: BookingRules, hours: Hours, start: string): string[] {
  if (!hours || rules.slot_minutes <= 0) return [];
  const from = toMinutes(start);
  const out: string[] = [];
  const first = from + Math.max(rules.min_minutes, rules.slot_minutes);
  const last = Math.min(toMinutes(hours.close), from + rules.max_minutes);
  for (let m = first; m <= last; m += rules.slot_minutes) out.push(toClock(m));
  return out;
}

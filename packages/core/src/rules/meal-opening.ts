import { hubInstant } from '@campus/contracts';

/** What the rule needs of a meal period (the canteen's periods: code, serving start, cut-off). */
export interface MealPeriodTimes<C extends string = string> {
  code: C;
  /** Serving starts, 'HH:mm' on the hub clock (Asia/Shanghai). */
  serve_start: string;
  /** Ordering closes this many minutes before serving starts (660 before 07:00: 20:00 the day before). */
  cutoff_minutes: number;
}

/** When ordering a period of a hub date closes (ms): the server's own cut-off (canteen periods.ts cutoffOf). */
export function mealCutoffMs(date: string, period: MealPeriodTimes): number {
  return hubInstant(date, period.serve_start).getTime() - period.cutoff_minutes * 60_000;
}

/**
 * The meal an order screen opens on (issue 34): the first date of `dates` (hub dates, in order) and on
 * it the first period by serving time whose cut-off is still ahead of `nowMs`, the server's clock; so
 * after the day's last cut-off it is tomorrow's first meal that can be ordered, never a day where
 * every meal reads 已截止. Null when no period of any date can be ordered.
 */
export function firstOrderableMeal<C extends string>(
  dates: readonly string[],
  periods: readonly MealPeriodTimes<C>[],
  nowMs: number,
): { date: string; period: C } | null {
  const byServing = [...periods].sort((a, b) => a.serve_start.localeCompare(b.serve_start));
  for (const date of dates) {
    const open = byServing.find((p) => nowMs < mealCutoffMs(date, p));
    if (open) return { date, period: open.code };
  }
  return null;
}

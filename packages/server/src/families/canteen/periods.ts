/**
 * Meal periods on the hub clock: when ordering for a date and period closes, and how a meal is
 * named ('2026-05-06 午餐'). Pure functions of the canteen row and the date.
 */
import { CODE_ALPHABET, hubInstant, MEAL_PERIOD_NAMES, type MealPeriod, type MealPeriodDef } from '@campus/contracts';
import { localDateTime } from '../../platform/time.ts';
import { draw } from '../../platform/numbers/codes.ts';
import type { canteens, PeriodConfig } from './schema.ts';

export type CanteenRow = typeof canteens.$inferSelect;

export const periodOf = (canteen: CanteenRow, code: string): PeriodConfig | undefined => canteen.periods.find((p) => p.code === code);

/** Orders for `date` and period `p` close at this instant. */
export const cutoffOf = (date: string, p: PeriodConfig): Date =>
  new Date(hubInstant(date, p.serveStart).getTime() - p.cutoffMinutes * 60_000);

/** 'YYYY-MM-DD HH:mm' on the hub clock. */
export const minuteTime = (d: Date): string => localDateTime(d).slice(0, 16);

export const mealName = (date: string, period: MealPeriod): string => `${date} ${MEAL_PERIOD_NAMES[period]}`;

export const periodView = (p: PeriodConfig): MealPeriodDef => ({
  code: p.code,
  name: MEAL_PERIOD_NAMES[p.code],
  serve_start: p.serveStart,
  serve_end: p.serveEnd,
  cutoff_minutes: p.cutoffMinutes,
});

/** A random code of the collection alphabet (no look-alike characters). */
export const randomCode = (length: number): string => draw.chars(CODE_ALPHABET, length);

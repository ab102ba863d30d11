/**
 * Living costs in integer fen (issue 12). Pure functions, so the rules are tested exhaustively:
 *
 * - A stay holds its bed on [start, end): the days it counts in a month are the days of that month
 *   inside the range.
 * - Rent: the bed's monthly price times days held / days of the month, rounded half up to the fen.
 * - Utilities: the room's bill is split among its residents by the days each held a bed in the room
 *   that month (largest remainder method): each gets floor(bill x days / all days); the fen left over
 *   (fewer than the number of residents) go one each to the largest remainders, ties to the resident
 *   listed first (earlier move-in). The shares always add up to the bill exactly. A month with no
 *   resident-day leaves the bill unshared (a vacant room).
 */
import { hubToday } from '@campus/contracts';

export { hubToday };

const DAY_MS = 86_400_000;
const utcDay = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
export const addDays = (date: string, days: number): string => new Date((utcDay(date) + days) * DAY_MS).toISOString().slice(0, 10);

export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}
export const monthStart = (month: string): string => `${month}-01`;
/** The first day after the month. */
export const monthEnd = (month: string): string => addDays(monthStart(month), daysInMonth(month));

/** Days of [start, end) (end null: open) inside the month. */
export function daysInside(start: string, end: string | null, month: string): number {
  const from = Math.max(utcDay(start), utcDay(monthStart(month)));
  const to = Math.min(end === null ? Number.POSITIVE_INFINITY : utcDay(end), utcDay(monthEnd(month)));
  return Math.max(0, to - from);
}

/** Do [aStart, aEnd) and [bStart, bEnd) share a day? (null end: open) */
export function overlaps(aStart: string, aEnd: string | null, bStart: string, bEnd: string | null): boolean {
  return (bEnd === null || aStart < bEnd) && (aEnd === null || bStart < aEnd);
}

/** Rent for `days` of a month at `priceFen` per month, half up. */
export function rentFor(priceFen: number, days: number, month: string): number {
  const dim = daysInMonth(month);
  return Math.floor((2 * priceFen * days + dim) / (2 * dim));
}

/** Splits `totalFen` by weights (days), largest remainder; ties to the earlier part. Sums to totalFen when any weight > 0. */
export function splitByWeight(totalFen: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(totalFen) || totalFen < 0) throw new Error('split: total must be a non-negative integer');
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  // BigInt keeps total x weight exact whatever the sizes.
  const total = BigInt(totalFen);
  const whole = BigInt(sum);
  const shares = weights.map((w) => (total * BigInt(w)) / whole);
  const remainders = weights.map((w, i) => ({ i, r: (total * BigInt(w)) % whole }));
  let left = totalFen - Number(shares.reduce((a, b) => a + b, 0n));
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    shares[i] = (shares[i] ?? 0n) + 1n;
    left--;
  }
  return shares.map(Number);
}

/**
 * Human-readable numbers (a shop order's S2611281200000042, a member card's M261128000007): unique by
 * construction, never by chance (issue 34: four random digits per second collided under eight
 * buyers). A number is its moment on the hub clock and the company's count of its kind that day.
 * The count is one row of `number_counters`, moved by a single `INSERT ... ON CONFLICT DO UPDATE`:
 * concurrent requests, on one server or several, each get their own count.
 *
 * A family adds a kind by naming it (`kind`, the counter's key); nothing else is shared.
 */
import { sql } from 'drizzle-orm';
import { hubDateTime } from '@campus/contracts';
import type { Database } from '../db/types.ts';
import { numberCounters } from '../db/schema.ts';

/**
 * The next count of `key` in the company: 1, 2, 3 ... Inside a transaction it is the transaction's
 * (the counter row stays locked until it ends, and a rollback gives the count back with the row that
 * used it); outside, it is committed at once, so an order that fails afterwards leaves a gap, never a
 * repeat.
 */
export async function nextCount(db: Database, companyId: string, key: string): Promise<number> {
  const [row] = await db
    .insert(numberCounters)
    .values({ companyId, key, value: 1 })
    .onConflictDoUpdate({ target: [numberCounters.companyId, numberCounters.key], set: { value: sql`${numberCounters.value} + 1` } })
    .returning({ value: numberCounters.value });
  if (!row) throw new Error(`counter ${key} answered no row`);
  return row.value;
}

export interface DailyNumberKind {
  /** The counter's name ('shop_order'); one per kind of number. */
  kind: string;
  /** The letter that says what the number is ('S'). */
  prefix: string;
  /** How much of the moment it shows: the second (yyMMddHHmmss) or the day (yyMMdd). */
  stamp: 'second' | 'day';
  /** Digits of the day's count, zero-padded; a count beyond them runs longer. */
  width: number;
}

/**
 * prefix + stamp + the day's count. Unique in the company: the stamp has a fixed length and holds
 * the day, and a count is given once a day, so two numbers that are equal have the same day and
 * the same count.
 */
export function formatDailyNumber(kind: DailyNumberKind, now: Date, count: number): string {
  const digits = (hubDateTime(now) ?? '').replace(/\D/g, ''); // yyyyMMddHHmmss on the hub clock
  const stamp = kind.stamp === 'second' ? digits.slice(2, 14) : digits.slice(2, 8);
  return `${kind.prefix}${stamp}${String(count).padStart(kind.width, '0')}`;
}

/** The company's next number of this kind at `now` (the count is of the hub-clock day of `now`). */
export async function nextDailyNumber(db: Database, companyId: string, kind: DailyNumberKind, now: Date): Promise<string> {
  const day = (hubDateTime(now) ?? '').slice(0, 10);
  return formatDailyNumber(kind, now, await nextCount(db, companyId, `${kind.kind}:${day}`));
}

/**
 * Issue 34, "An order number that can collide": the shared pieces every family's numbers and codes
 * come from. A number is unique by construction (the company's count of the day), a code by a
 * bounded redraw; both on PGlite and on PostgreSQL, where concurrent requests really race.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { A, B, describeOnEveryDatabase } from '../test/harness.ts';
import { numberCounters } from '../db/schema.ts';
import { CODE_DRAWS, draw, withFreshCode } from './codes.ts';
import { formatDailyNumber, nextCount, nextDailyNumber, type DailyNumberKind } from './numbers.ts';

const ORDER: DailyNumberKind = { kind: 'test_order', prefix: 'T', stamp: 'second', width: 4 };
const CARD: DailyNumberKind = { kind: 'test_card', prefix: 'C', stamp: 'day', width: 6 };
/** 2026-11-28 23:59:59 on the hub clock (Asia/Shanghai), and the next second, a new day. */
const LAST_SECOND = new Date('2026-11-28T15:59:59.000Z');
const NEXT_DAY = new Date('2026-11-28T16:00:00.000Z');

describe('numbers: the format (issue 34)', () => {
  it('prefix + the hub-clock stamp + the count zero-padded; a count past the width runs longer, still distinct', () => {
    expect(formatDailyNumber(ORDER, LAST_SECOND, 42)).toBe('T2611282359590042');
    expect(formatDailyNumber(ORDER, LAST_SECOND, 12_345)).toBe('T26112823595912345');
    expect(formatDailyNumber(CARD, NEXT_DAY, 7)).toBe('C261129000007');
    const all = new Set(Array.from({ length: 20_000 }, (_, i) => formatDailyNumber(ORDER, LAST_SECOND, i + 1)));
    expect(all.size).toBe(20_000);
  });

  it('a code draw has its length and alphabet', () => {
    expect(draw.digits(6)).toMatch(/^\d{6}$/);
    expect(draw.chars('AB', 32)).toMatch(/^[AB]{32}$/);
  });
});

describeOnEveryDatabase('numbers and codes on the database (issue 34)', (h) => {
  const db = () => h().db.handle.db;

  it('50 concurrent counts of one key in one company are 1..50, each once; another key and another company count apart', async () => {
    const counts = await Promise.all(Array.from({ length: 50 }, () => nextCount(db(), A.id, 'test:race')));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await nextCount(db(), A.id, 'test:other')).toBe(1);
    expect(await nextCount(db(), B.id, 'test:race')).toBe(1);
  });

  it('50 concurrent numbers in one second are distinct; the count starts again on the next hub day', async () => {
    const numbers = await Promise.all(Array.from({ length: 50 }, () => nextDailyNumber(db(), A.id, ORDER, LAST_SECOND)));
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.every((n) => /^T261128235959\d{4}$/.test(n))).toBe(true);
    expect(await nextDailyNumber(db(), A.id, ORDER, NEXT_DAY)).toBe('T2611290000000001');
    expect(await nextDailyNumber(db(), A.id, CARD, NEXT_DAY)).toBe('C261129000001');
  });

  it('inside a transaction that fails, the count is given back with it', async () => {
    await expect(
      db().transaction(async (tx) => {
        await nextCount(tx as never, A.id, 'test:rollback');
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await nextCount(db(), A.id, 'test:rollback')).toBe(1);
  });

  // A code's unique index stands in: number_counters' key, in company A.
  const insertCode = async (code: string) =>
    (
      await db()
        .insert(numberCounters)
        .values({ companyId: A.id, key: code, value: 0 })
        .onConflictDoNothing({ target: [numberCounters.companyId, numberCounters.key] })
        .returning({ key: numberCounters.key })
    )[0];

  it('withFreshCode: a drawn code that is taken is drawn again', async () => {
    await insertCode('code:taken');
    const drawn = ['code:taken', 'code:taken', 'code:free'];
    const row = await withFreshCode(() => drawn.shift() ?? 'none', insertCode);
    expect(row).toEqual({ key: 'code:free' });
    expect(drawn).toEqual([]);
  });

  it(`withFreshCode: ${String(CODE_DRAWS)} taken draws fail the request instead of looping forever`, async () => {
    let draws = 0;
    const next = () => {
      draws++;
      return 'code:taken';
    };
    await expect(withFreshCode(next, insertCode)).rejects.toThrow(`No free code after ${String(CODE_DRAWS)} draws`);
    expect(draws).toBe(CODE_DRAWS);
    const [row] = await db().select().from(numberCounters).where(eq(numberCounters.key, 'code:taken'));
    expect(row?.value).toBe(0);
  });
});

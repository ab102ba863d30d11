import { describe, expect, it } from 'vitest';
import { addDays, daysInMonth, daysInside, overlaps, rentFor, splitByWeight } from './split.ts';

/** A small deterministic generator (the cases repeat run after run). */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('living costs in integer fen (issue 12: costs always add up)', () => {
  it('remainder rule: floor shares, the leftover fen one each to the largest remainders, ties to the earlier resident', () => {
    // 100 fen over 3 equal residents: 33 each, 1 left, to the first
    expect(splitByWeight(100, [30, 30, 30])).toEqual([34, 33, 33]);
    // 10 fen by 1:2: 3.33 / 6.67 -> 3 / 6, the larger remainder (.67) takes the last fen
    expect(splitByWeight(10, [1, 2])).toEqual([3, 7]);
    // nobody lived there: no share (the bill stays with the vacant room)
    expect(splitByWeight(500, [0, 0])).toEqual([0, 0]);
    expect(splitByWeight(0, [10, 20])).toEqual([0, 0]);
    // a resident with no day in the month pays nothing of it
    expect(splitByWeight(101, [0, 31, 31])).toEqual([0, 51, 50]);
  });

  it('5,000 random bills: the shares sum to the bill exactly, none is negative, each is within 1 fen of its exact part', () => {
    const next = rng(12);
    for (let n = 0; n < 5000; n++) {
      const total = Math.floor(next() * 5_000_000);
      const weights = Array.from({ length: 1 + Math.floor(next() * 8) }, () => Math.floor(next() * 32));
      const sum = weights.reduce((a, b) => a + b, 0);
      const shares = splitByWeight(total, weights);
      if (sum === 0) {
        expect(shares.every((s) => s === 0)).toBe(true);
        continue;
      }
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      shares.forEach((s, i) => {
        const exact = (total * (weights[i] ?? 0)) / sum;
        expect(s).toBeGreaterThanOrEqual(0);
        expect(Math.abs(s - exact)).toBeLessThan(1);
      });
    }
  });

  it('days of a stay inside a month ([start, end), open end), and overlap of ranges', () => {
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInside('2026-01-10', null, '2026-02')).toBe(28);
    expect(daysInside('2026-02-10', '2026-02-20', '2026-02')).toBe(10);
    expect(daysInside('2026-02-10', '2026-03-05', '2026-02')).toBe(19);
    expect(daysInside('2026-03-01', null, '2026-02')).toBe(0);
    expect(overlaps('2026-01-01', '2026-02-01', '2026-02-01', null)).toBe(false); // freed at its date
    expect(overlaps('2026-01-01', null, '2026-06-01', null)).toBe(true);
    expect(overlaps('2026-03-01', '2026-03-02', '2026-02-01', '2026-03-02')).toBe(true);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('rent: the bed price for the days held, half up', () => {
    expect(rentFor(30000, 30, '2026-04')).toBe(30000);
    expect(rentFor(30000, 10, '2026-04')).toBe(10000);
    expect(rentFor(30000, 1, '2026-01')).toBe(968); // 967.74 -> 968
    expect(rentFor(100, 1, '2026-02')).toBe(4); // 3.57 -> 4
  });
});

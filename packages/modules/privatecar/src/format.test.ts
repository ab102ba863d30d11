import { describe, expect, it } from 'vitest';
import { dateOf, dayOf, km, monthLabel, parseKm, periodEnd, rate, yuan, yuanToFen } from './format.ts';

describe('private car display helpers (issue 11: money in fen, distances in 0.1 km)', () => {
  it('shows fen as yuan, metres as km with one decimal, the rate per km and a month', () => {
    expect(yuan(1546)).toBe('¥15.46');
    expect(km(12_300)).toBe('12.3 公里');
    expect(rate(85)).toBe('0.85 元/公里');
    expect(monthLabel('2026-03')).toBe('2026年3月');
  });
  it('reads typed yuan exactly and refuses more than two decimals, zero and too much', () => {
    expect(['12', '12.3', '12.30', '0.01'].map(yuanToFen)).toEqual([1200, 1230, 1230, 1]);
    expect(['12.345', '0', '', 'abc', '10000.01'].map(yuanToFen)).toEqual([null, null, null, null, null]);
  });
  it('reads typed km with one decimal at most', () => {
    expect(['12', '12.3', '0.1'].map(parseKm)).toEqual([12, 12.3, 0.1]);
    expect(['12.34', '', '-1', 'x'].map(parseKm)).toEqual([null, null, null, null]);
  });
  it('an authorisation of N months ends the day before the same date N months on', () => {
    expect(dayOf(periodEnd(new Date(2026, 2, 5), 12))).toBe('2027-03-04');
    expect(dayOf(periodEnd(new Date(2026, 0, 1), 3))).toBe('2026-03-31');
  });
  it('turns dates into local days and back', () => {
    expect(dayOf(new Date(2026, 2, 5))).toBe('2026-03-05');
    expect(dayOf(dateOf('2026-12-31'))).toBe('2026-12-31');
  });
});

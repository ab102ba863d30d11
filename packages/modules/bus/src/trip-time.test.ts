import { describe, expect, it } from 'vitest';
import { saleMonths, stopTimeOn } from './trip-time.ts';

describe('bus trip times', () => {
  it('a stop’s time on a trip, past the hour and past midnight', () => {
    expect(stopTimeOn('07:40', 25)).toBe('08:05');
    expect(stopTimeOn('23:50', 20)).toBe('00:10');
    expect(stopTimeOn('07:10', 0)).toBe('07:10');
  });

  it('monthly tickets are sold for this month and the next on the hub clock (UTC+8), across a year end', () => {
    expect(saleMonths(new Date('2026-05-31T16:30:00Z'))).toEqual(['2026-06', '2026-07']);
    expect(saleMonths(new Date('2026-12-10T00:00:00Z'))).toEqual(['2026-12', '2027-01']);
  });
});

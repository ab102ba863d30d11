import { describe, expect, it } from 'vitest';
import { trip } from './test-data.ts';
import { nextBuyableTrip, saleMonths, stopTimeOn } from './trip-time.ts';

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

  it('issue 34: the buy screen starts on the soonest trip that can be bought; none when every trip is full, gone or already mine', () => {
    const later = trip('later', { depart_at: '2026-05-14T00:00:00.000Z' });
    const soon = trip('soon', { depart_at: '2026-05-13T00:00:00.000Z' });
    const departed = trip('gone', { depart_at: '2026-05-12T00:00:00.000Z', departed: true });
    const full = trip('full', { depart_at: '2026-05-12T01:00:00.000Z', seats_left: 0 });
    const mine = trip('mine', { depart_at: '2026-05-12T02:00:00.000Z', my_ticket_id: 'tk' });
    expect(nextBuyableTrip([later, departed, full, mine, soon])?.id).toBe('soon');
    expect(nextBuyableTrip([later])?.id).toBe('later');
    expect(nextBuyableTrip([departed, full, mine])).toBeNull();
    expect(nextBuyableTrip([])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { firstOrderableMeal, mealCutoffMs } from './meal-opening.ts';

// as the demo canteens: breakfast closes at 20:00 the evening before, lunch and dinner 90 minutes ahead
const PERIODS = [
  { code: 'dinner', serve_start: '17:30', cutoff_minutes: 90 },
  { code: 'breakfast', serve_start: '07:00', cutoff_minutes: 660 },
  { code: 'lunch', serve_start: '11:30', cutoff_minutes: 90 },
] as const;
const WEEK = ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01'];
/** An instant given on the hub clock (Asia/Shanghai, UTC+8). */
const hub = (local: string): number => Date.parse(`${local}:00+08:00`);

describe('the meal an order screen opens on (issue 34, on the server clock in Asia/Shanghai)', () => {
  it('cut-offs are hub times: breakfast the evening before, lunch 10:00', () => {
    expect(mealCutoffMs('2026-11-29', PERIODS[1])).toBe(hub('2026-11-28 20:00'));
    expect(mealCutoffMs('2026-11-29', PERIODS[2])).toBe(hub('2026-11-29 10:00'));
  });

  it('in the morning: today, the first period still open by serving time (lunch once breakfast has closed)', () => {
    expect(firstOrderableMeal(WEEK, PERIODS, hub('2026-11-28 09:00'))).toEqual({ date: '2026-11-28', period: 'lunch' });
    expect(firstOrderableMeal(WEEK, PERIODS, hub('2026-11-28 10:00'))).toEqual({ date: '2026-11-28', period: 'dinner' });
  });

  it('after the day’s last cut-off: the next day, its first meal that can still be ordered', () => {
    // 16:00 closes dinner; tomorrow's breakfast is open until 20:00
    expect(firstOrderableMeal(WEEK, PERIODS, hub('2026-11-28 16:00'))).toEqual({ date: '2026-11-29', period: 'breakfast' });
    // after 20:00 tomorrow's breakfast has closed too: tomorrow's lunch
    expect(firstOrderableMeal(WEEK, PERIODS, hub('2026-11-28 21:30'))).toEqual({ date: '2026-11-29', period: 'lunch' });
  });

  it('the hub day, not the phone’s or UTC’s: 00:30 in Shanghai is still the evening before in UTC', () => {
    // 2026-11-28 16:30 UTC = 2026-11-29 00:30 in Shanghai; the screen's dates start on the 29th
    expect(firstOrderableMeal(WEEK.slice(1), PERIODS, Date.parse('2026-11-28T16:30:00Z'))).toEqual({
      date: '2026-11-29',
      period: 'lunch',
    });
  });

  it('nothing left to order in the dates offered: null', () => {
    expect(firstOrderableMeal(WEEK.slice(0, 1), PERIODS, hub('2026-11-28 18:00'))).toBeNull();
    expect(firstOrderableMeal(WEEK, [], hub('2026-11-28 09:00'))).toBeNull();
  });
});

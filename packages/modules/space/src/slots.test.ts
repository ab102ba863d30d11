import type { BookingRules } from '@campus/contracts';
import { describe, expect, it } from 'vitest';
import { hoursText } from './components/rules-section.tsx';
import { addMinutesClock, endOptions, startOptions } from './slots.ts';

const rules = (patch: Partial<BookingRules> = {}): BookingRules => ({
  opening_hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open: '08:00', close: '12:00' })),
  slot_minutes: 30,
  min_minutes: 60,
  max_minutes: 120,
  advance_days: 7,
  needs_approval: false,
  price_per_hour_fen: 0,
  ...patch,
});
const hours = { open: '08:00', close: '12:00' };

describe('the times a booking form offers (issue 38: slot length, shortest and longest booking, opening hours)', () => {
  it('starts every slot while the shortest booking still fits before closing', () => {
    expect(startOptions(rules(), hours)).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00']);
  });
  it('ends from the shortest to the longest booking, never after closing', () => {
    expect(endOptions(rules(), hours, '09:00')).toEqual(['10:00', '10:30', '11:00']);
    expect(endOptions(rules(), hours, '10:30')).toEqual(['11:30', '12:00']);
  });
  it('a closed day offers nothing', () => {
    expect(startOptions(rules(), null)).toEqual([]);
    expect(endOptions(rules(), null, '09:00')).toEqual([]);
  });
  it('an end proposed after a start is held at midnight', () => {
    expect(addMinutesClock('23:30', 60)).toBe('24:00');
    expect(addMinutesClock('14:00', 60)).toBe('15:00');
  });
  it('opening hours read as people say them: equal weekdays grouped', () => {
    const r = rules({ opening_hours: [...rules().opening_hours, { weekday: 6, open: '09:00', close: '18:00' }] });
    expect(hoursText(r)).toBe('周一至周五 08:00-12:00；周六 09:00-18:00');
    expect(hoursText(rules({ opening_hours: [] }))).toBe('暂不开放');
  });
});

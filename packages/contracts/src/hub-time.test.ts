import { describe, expect, it } from 'vitest';
import { addHubDays, hubDate, hubDateTime, hubInstant, hubToday, pickerDay, pickerDayText } from './hub-time.ts';

describe('hub clock (Asia/Shanghai, spec 3 *_time fields)', () => {
  it('formats an instant on the China clock whatever the process zone', () => {
    expect(hubDateTime(new Date('2026-11-22T16:30:05Z'))).toBe('2026-11-23 00:30:05');
    expect(hubDateTime('2026-01-01T00:00:00.000Z')).toBe('2026-01-01 08:00:00');
  });

  it('null for an absent or unreadable time', () => {
    expect(hubDateTime(null)).toBeNull();
    expect(hubDateTime(undefined)).toBeNull();
    expect(hubDateTime('')).toBeNull();
    expect(hubDateTime('not a time')).toBeNull();
  });

  it('hub dates and instants: the China date of an instant, the instant of a China date and time, days later', () => {
    expect(hubDate(new Date('2026-11-22T16:30:05Z'))).toBe('2026-11-23');
    expect(hubDate('2026-11-22T15:59:59Z')).toBe('2026-11-22');
    expect(hubInstant('2026-11-23', '10:00').toISOString()).toBe('2026-11-23T02:00:00.000Z');
    expect(hubInstant('2026-01-01', '00:00').toISOString()).toBe('2025-12-31T16:00:00.000Z');
    expect(addHubDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addHubDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("a picker starts on the hub's today even where the phone's day is still yesterday (a 400 开始日期不能早于今天 otherwise)", () => {
    const lateEveningInLondon = new Date('2026-11-25T17:07:00Z'); // already the 26th in China
    expect(hubToday(lateEveningInLondon)).toBe('2026-11-26');
    const shown = pickerDay(hubToday(lateEveningInLondon));
    expect([shown.getFullYear(), shown.getMonth() + 1, shown.getDate(), shown.getHours()]).toEqual([2026, 11, 26, 0]);
    expect(pickerDayText(shown)).toBe('2026-11-26');
    expect(pickerDayText(pickerDay('2027-01-01'))).toBe('2027-01-01');
  });
});

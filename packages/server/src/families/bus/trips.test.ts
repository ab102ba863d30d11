import { describe, expect, it } from 'vitest';
import { isoWeekday } from '@campus/contracts';
import { addDays, dayLabel, daysLabel, hubDate, hubInstant, hubMonth, hubTime, nextMonth, weekdaysOf } from './trips.ts';

describe('bus trips: the hub clock (Asia/Shanghai, UTC+8)', () => {
  it('an instant late in the UTC day is already the next day on the hub clock', () => {
    const d = new Date('2026-05-31T16:30:00Z');
    expect([hubDate(d), hubTime(d), hubMonth(d)]).toEqual(['2026-06-01', '00:30', '2026-06']);
    expect(hubInstant('2026-06-01', '07:10').toISOString()).toBe('2026-05-31T23:10:00.000Z');
  });

  it('dates move by days and months across year ends; weekdays are ISO', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(nextMonth('2026-09')).toBe('2026-10');
    expect(isoWeekday('2026-05-10')).toBe(7); // a Sunday
    expect(isoWeekday('2026-05-11')).toBe(1);
  });

  it('labels: 今天, 明天, the weekday; 每天, 工作日, 周末 or the days named', () => {
    expect(dayLabel('2026-05-11', '2026-05-11')).toBe('今天');
    expect(dayLabel('2026-05-12', '2026-05-11')).toBe('明天');
    expect(dayLabel('2026-05-13', '2026-05-11')).toBe('周三');
    expect(daysLabel(weekdaysOf('1234567'))).toBe('每天');
    expect(daysLabel(weekdaysOf('54321'))).toBe('工作日');
    expect(daysLabel(weekdaysOf('76'))).toBe('周末');
    expect(daysLabel(weekdaysOf('135'))).toBe('周一、周三、周五');
    expect(weekdaysOf('1189x')).toEqual([1, 8].filter((d) => d <= 7));
  });
});

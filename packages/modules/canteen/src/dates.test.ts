import { describe, expect, it } from 'vitest';
import { dateLabel, orderDates } from './dates.ts';

describe('the date strip of the order screen', () => {
  it('names today, tomorrow, the day after, then weekdays', () => {
    expect(dateLabel('2026-05-06', '2026-05-06')).toEqual({ day: '今天', date: '5月6日', short: '5/6' });
    expect(dateLabel('2026-05-07', '2026-05-06').day).toBe('明天');
    expect(dateLabel('2026-05-08', '2026-05-06').day).toBe('后天');
    expect(dateLabel('2026-05-09', '2026-05-06')).toEqual({ day: '周六', date: '5月9日', short: '5/9' });
  });

  it('offers seven days from today across a month end', () => {
    expect(orderDates('2026-04-28')).toEqual([
      '2026-04-28',
      '2026-04-29',
      '2026-04-30',
      '2026-05-01',
      '2026-05-02',
      '2026-05-03',
      '2026-05-04',
    ]);
  });
});

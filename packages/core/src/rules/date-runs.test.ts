import { describe, expect, it } from 'vitest';
import { dateRuns } from './date-runs.ts';

const dates = (text: string) =>
  dateRuns(text)
    .filter((run) => run.date)
    .map((run) => run.text);

describe('issue 34: the dates and times of a text, each kept on one line', () => {
  it('finds a day with its time, a day, a month, a month-day with its time and a time', () => {
    expect(dates('2026-11-28 20:30')).toEqual(['2026-11-28 20:30']);
    expect(dates('支付时间 2026-11-28 20:30:05 已到账')).toEqual(['2026-11-28 20:30:05']);
    expect(dates('限每人1次 · 2026-11-28 至 2027-05-27')).toEqual(['2026-11-28', '2027-05-27']);
    expect(dates('班车月票 1号线 2026-12')).toEqual(['2026-12']);
    expect(dates('11-28 20:30 发车')).toEqual(['11-28 20:30']);
    expect(dates('午餐 11:30-13:00')).toEqual(['11:30-13:00']);
    expect(dates('2026年11月28日 周六')).toEqual(['2026年11月28日']);
    expect(dates('11月28日 08:00')).toEqual(['11月28日 08:00']);
  });

  it('joined, the runs are the text; a text without dates is one plain run', () => {
    const text = '优惠券 · 2026-11-28 至 2027-05-27 · 本期已用 0 次';
    expect(
      dateRuns(text)
        .map((run) => run.text)
        .join(''),
    ).toBe(text);
    expect(dateRuns('订单号 S2611281914315966')).toEqual([{ text: '订单号 S2611281914315966', date: false }]);
    expect(dateRuns('')).toEqual([]);
  });

  it('leaves numbers that are not dates: order numbers, amounts, counts, ranges of counts', () => {
    expect(dates('S2611281914315966 ¥1,234.50 3-5人 第1-2步 10:1')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { period, placeLine, yuan, yuanToFen } from './format.ts';

describe('car money and times (issue 11: fees are integer fen on the server)', () => {
  it('reads yuan typed with at most two decimals exactly, as fen', () => {
    expect(yuanToFen('15.5')).toBe(1550);
    expect(yuanToFen('200')).toBe(20_000);
    expect(yuanToFen('0.07')).toBe(7);
    expect(yuanToFen(' 12.30 ')).toBe(1230);
    for (const bad of ['', '1.234', '-1', 'abc', '1,000', '1e3']) expect(yuanToFen(bad)).toBeNull();
  });

  it('shows fen as yuan with two decimals', () => {
    expect(yuan(1550)).toBe('¥15.50');
    expect(yuan(7)).toBe('¥0.07');
  });

  it("a period on one day shows the end's time only; across days both dates", () => {
    expect(period('2026-03-05 09:00:00', '2026-03-05 12:30:00')).toBe('2026-03-05 09:00 至 12:30');
    expect(period('2026-03-05 09:00:00', '2026-03-06 12:30:00')).toBe('2026-03-05 09:00 至 2026-03-06 12:30');
  });

  it('a place with its address in brackets, without one by name only', () => {
    expect(placeLine({ name: '高铁站', address: '站前路 8 号' })).toBe('高铁站（站前路 8 号）');
    expect(placeLine({ name: '客户公司', address: '' })).toBe('客户公司');
    expect(placeLine(null)).toBe('--');
  });
});

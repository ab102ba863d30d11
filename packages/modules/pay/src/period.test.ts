import { describe, expect, it } from 'vitest';
import { periodOf } from './period.ts';

describe('reconciliation periods in hub time (issue 13: the reconciliation list for a period)', () => {
  it('takes the day and month of Asia/Shanghai, not of UTC', () => {
    // 2026-11-30 17:30 UTC is already 1 December in Shanghai
    const now = new Date('2026-11-30T17:30:00Z');
    expect(periodOf('today', now)).toEqual({ from: '2026-12-01T00:00:00+08:00', to: '2026-12-02T00:00:00+08:00' });
    expect(periodOf('month', now)).toEqual({ from: '2026-12-01T00:00:00+08:00', to: '2027-01-01T00:00:00+08:00' });
    expect(periodOf('lastMonth', now)).toEqual({ from: '2026-11-01T00:00:00+08:00', to: '2026-12-01T00:00:00+08:00' });
  });

  it('crosses the year backwards for last month in January', () => {
    expect(periodOf('lastMonth', new Date('2027-01-15T04:00:00Z'))).toEqual({
      from: '2026-12-01T00:00:00+08:00',
      to: '2027-01-01T00:00:00+08:00',
    });
  });
});

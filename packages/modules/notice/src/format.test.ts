import { describe, expect, it } from 'vitest';
import { formatDateTime, shortTime } from './format.ts';

describe('times', () => {
  it('an ISO time shows in the hub time zone (Asia/Shanghai), to the minute', () => {
    expect(formatDateTime('2026-03-01T02:05:59.000Z')).toBe('2026-03-01 10:05');
    expect(formatDateTime('2026-03-01T18:30:00Z')).toBe('2026-03-02 02:30');
  });

  it("absent or unreadable times are '--'", () => {
    expect(formatDateTime(null)).toBe('--');
    expect(formatDateTime('not a time')).toBe('--');
    expect(shortTime(null)).toBe('--');
    expect(shortTime('')).toBe('--');
  });

  it("the server's local time loses its seconds", () => {
    expect(shortTime('2026-03-01 10:00:00')).toBe('2026-03-01 10:00');
  });
});

import { describe, expect, it } from 'vitest';
import { hubDateTime } from './hub-time.ts';

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
});

import { describe, expect, it } from 'vitest';
import { clockFrom } from './server-clock.ts';

describe('server time on the phone (cut-offs are server time)', () => {
  it('a phone five minutes slow reads the server time', () => {
    const read = clockFrom(1_000_000 + 300_000, 1_000_000);
    expect(read(1_060_000)).toBe(1_360_000);
  });
});

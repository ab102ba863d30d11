import { describe, expect, it } from 'vitest';
import { minute, newClientKey, yuan } from './format.ts';

describe('goods formatting', () => {
  it('shows integer fen as yuan with two decimals (issue 36: money in integer fen)', () => {
    expect(yuan(2500)).toBe('¥25.00');
    expect(yuan(5)).toBe('¥0.05');
    expect(yuan(650000)).toBe('¥6500.00');
    expect(yuan(-150)).toBe('-¥1.50');
  });
  it('makes client keys the contract accepts (8-64 of A-Za-z0-9_.:-), a new one each time', () => {
    const a = newClientKey('goods');
    expect(a).toMatch(/^[A-Za-z0-9_.:-]{8,64}$/);
    expect(newClientKey('goods')).not.toBe(a);
  });
  it('shows times to the minute, -- when absent (spec 3 display rule)', () => {
    expect(minute('2026-05-12 08:30:59')).toBe('2026-05-12 08:30');
    expect(minute(null)).toBe('--');
  });
});

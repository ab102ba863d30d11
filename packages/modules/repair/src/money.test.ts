import { describe, expect, it } from 'vitest';
import { newClientKey, yuan, yuanToFen } from './money.ts';

describe('a repair charge is integer fen (issue 39: charges in integer fen are paid once)', () => {
  it('typed yuan become exact fen; 0 is a free repair', () => {
    expect(yuanToFen('35')).toBe(3500);
    expect(yuanToFen('35.5')).toBe(3550);
    expect(yuanToFen(' 0.07 ')).toBe(7);
    expect(yuanToFen('0')).toBe(0);
  });
  it('anything else is refused', () => {
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', '1234567']) expect(yuanToFen(bad)).toBeNull();
  });
  it('fen show as yuan with two decimals', () => {
    expect(yuan(3550)).toBe('¥35.50');
  });
  it('a client key fits the contract (8-64 of [A-Za-z0-9_.:-])', () => {
    expect(newClientKey()).toMatch(/^[A-Za-z0-9_.:-]{8,64}$/);
  });
});

import { describe, expect, it } from 'vitest';
import { yuan, yuanToFen } from './money.ts';

describe('money on the canteen screens (fen on the wire, yuan on screen)', () => {
  it('shows fen as yuan with two decimals', () => {
    expect(yuan(3700)).toBe('¥37.00');
    expect(yuan(5)).toBe('¥0.05');
  });

  it('reads typed yuan exactly, refusing more than two decimals, zero and too much', () => {
    expect(yuanToFen('15')).toBe(1500);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen(' 12.34 ')).toBe(1234);
    expect(yuanToFen('1.234')).toBeNull();
    expect(yuanToFen('0')).toBeNull();
    expect(yuanToFen('1000.01')).toBeNull();
    expect(yuanToFen('abc')).toBeNull();
  });
});

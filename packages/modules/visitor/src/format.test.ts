import { describe, expect, it } from 'vitest';
import { daysText, names, newClientKey, windowText, yuan, yuanToFen } from './format.ts';

describe('visitor formats', () => {
  it('turns typed yuan into exact fen and refuses what is no amount', () => {
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('12.3')).toBe(1230);
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen('0')).toBeNull();
    expect(yuanToFen('1.234')).toBeNull();
    expect(yuanToFen('abc')).toBeNull();
    expect(yuan(123456)).toBe('¥1234.56');
  });

  it('writes a window on one day with its end time only', () => {
    expect(windowText('2026-05-12 09:00', '2026-05-12 17:00')).toBe('2026-05-12 09:00 至 17:00');
    expect(windowText('2026-05-12 09:00', '2026-05-13 17:00')).toBe('2026-05-12 09:00 至 2026-05-13 17:00');
    expect(daysText('2026-05-12', '2026-05-12')).toBe('2026-05-12');
  });

  it('makes client keys the server accepts (8..64 characters) and names people', () => {
    const key = newClientKey();
    expect(key.length).toBeGreaterThanOrEqual(8);
    expect(key.length).toBeLessThanOrEqual(64);
    expect(names([{ name: '张三' }, { name: '李四' }])).toBe('张三、李四');
  });
});

import { describe, expect, it } from 'vitest';
import { scanQuery } from './scan.ts';

describe('scan results for the goods endpoints', () => {
  it('spec 9: a code-128 scan is a barcode and keeps its prefix for the search', () => {
    expect(scanQuery({ type: 'barcode', value: '6901234500011' })).toBe('CODE_128,6901234500011');
  });
  it('spec 9: anything else is QR content as it is (a slip, an asset tag)', () => {
    expect(scanQuery({ type: 'qrcode', value: 'campus-goods-slip:ABC' })).toBe('campus-goods-slip:ABC');
  });
});

import { describe, expect, it } from 'vitest';
import { classifyScan, isEmptyScan, scanUnsupportedMessage } from './scan.ts';

describe('classifyScan (spec 9 scan types)', () => {
  it('spec 9: a code-128 prefix is a barcode, with the prefix removed', () => {
    expect(classifyScan('CODE_128,6901234567892')).toEqual({ type: 'barcode', value: '6901234567892' });
  });

  it('spec 9: anything else is a QR code, kept whole', () => {
    expect(classifyScan('https://hub.example/#/RSC?id=1')).toEqual({ type: 'qrcode', value: 'https://hub.example/#/RSC?id=1' });
  });

  it('spec 9: a comma inside QR content or a lower-case prefix is not a barcode', () => {
    expect(classifyScan('a,b').type).toBe('qrcode');
    expect(classifyScan('code_128,1').type).toBe('qrcode');
  });

  it('spec 9: the prefix alone is an empty barcode', () => {
    expect(classifyScan('CODE_128,')).toEqual({ type: 'barcode', value: '' });
  });
});

describe('scan messages (spec 8)', () => {
  it('spec 8: an empty native scan result is detected', () => {
    expect(isEmptyScan('')).toBe(true);
    expect(isEmptyScan('  ')).toBe(true);
    expect(isEmptyScan(null)).toBe(true);
    expect(isEmptyScan(undefined)).toBe(true);
    expect(isEmptyScan('x')).toBe(false);
  });

  it('spec 8: a scan outside the supported apps names DingTalk, the WeChat official account and the app', () => {
    const text = scanUnsupportedMessage();
    expect(text).toContain('钉钉');
    expect(text).toContain('微信公众号');
    expect(text).toContain('App');
  });
});

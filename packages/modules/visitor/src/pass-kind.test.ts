import { classifyScan, routeScan } from '@campus/core';
import { describe, expect, it } from 'vitest';
import { visitorPassKind } from './pass-kind.ts';

const route = (text: string) => routeScan(classifyScan(text), [visitorPassKind]);

describe('the scanner hands a visitor pass to the gate (issue 39: visitor passes join /scanCode; issue 37)', () => {
  it('a pass QR opens 门岗扫码 with the pass filled in', () => {
    expect(route('CHP1.0123456789ABCDEFGHJKMNPQ')?.path).toBe('/makingAppointment?view=gate&qr=CHP1.0123456789ABCDEFGHJKMNPQ');
    expect(route(' chp1.0123456789abcdefghjkmnpq ')?.path).toBe('/makingAppointment?view=gate&qr=CHP1.0123456789ABCDEFGHJKMNPQ');
  });

  it('a barcode, a short code, a space check-in code or an address is not a pass', () => {
    expect(route('CODE_128,CHP1.0123456789ABCDEFGHJKMNPQ')).toBeNull();
    expect(route('CHP1.0123')).toBeNull();
    expect(route('campus-space:c1:ABCD2345')).toBeNull();
    expect(route('https://example.com/CHP1.0123456789ABCDEFGHJKMNPQ')).toBeNull();
  });
});

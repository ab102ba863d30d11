import { classifyScan, routeScan } from '@campus/core';
import { describe, expect, it } from 'vitest';
import { spaceCheckinKind } from './checkin-kind.ts';

describe('the hub’s scanner hands a check-in code to /space (issue 38)', () => {
  it('a space’s or seat’s QR opens /space with the scanned text', () => {
    expect(routeScan(classifyScan('campus-space:c1:ABCD2345'), [spaceCheckinKind])?.path).toBe(
      '/space?checkin=campus-space%3Ac1%3AABCD2345',
    );
  });
  it('spec 9: a barcode or another QR is not a check-in code', () => {
    expect(routeScan(classifyScan('CODE_128,campus-space:c1:X'), [spaceCheckinKind])).toBeNull();
    expect(routeScan(classifyScan('campus-checkpoint:CP-A01'), [spaceCheckinKind])).toBeNull();
  });
});

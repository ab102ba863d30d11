import { classifyScan, routeScan } from '@campus/core';
import { describe, expect, it } from 'vitest';
import { checkpointKind } from './checkpoint-kind.ts';

describe('the scanner hands a checkpoint tag to the patrol screen (issue 39)', () => {
  it("a QR tag ('campus-checkpoint:<code>') opens /inspect with the scanner's text", () => {
    expect(routeScan(classifyScan('campus-checkpoint:CP-A01'), [checkpointKind])?.path).toBe('/inspect?code=campus-checkpoint%3ACP-A01');
  });

  it('spec 9: a code-128 tag is a barcode and keeps its prefix for the server, which normalises it', () => {
    expect(routeScan(classifyScan('CODE_128,CP-A01'), [checkpointKind])?.path).toBe('/inspect?code=CODE_128%2CCP-A01');
  });

  it('any other QR code is not a checkpoint (the scanner shows its raw text)', () => {
    expect(routeScan(classifyScan('https://example.com/x'), [checkpointKind])).toBeNull();
  });
});

import { classifyScan, routeScan } from '@campus/core';
import { describe, expect, it } from 'vitest';
import { checkpointKind } from './checkpoint-kind.ts';

const route = (text: string) => routeScan(classifyScan(text), [checkpointKind]);

describe('the scanner hands a checkpoint tag to the patrol screen (issue 39)', () => {
  it("a QR tag ('campus-checkpoint:<code>') opens /inspect with the scanner's text", () => {
    expect(route('campus-checkpoint:CP-A01')?.path).toBe('/inspect?code=campus-checkpoint%3ACP-A01');
  });

  it('spec 9: a code-128 tag is a barcode and keeps its prefix for the server, which normalises it', () => {
    expect(route('CODE_128,CP-A01')?.path).toBe('/inspect?code=CODE_128%2CCP-A01');
    expect(route('CODE_128,cp- b02')?.path).toBe('/inspect?code=CODE_128%2Ccp-%20b02');
  });

  it('issue 39: only barcodes of the checkpoints’ own form are theirs (an asset tag or a product code is not)', () => {
    expect(route('CODE_128,ZC-NB-001')).toBeNull();
    expect(route('CODE_128,6901234567890')).toBeNull();
    expect(route('CODE_128,CP-')).toBeNull();
  });

  it('any other QR code is not a checkpoint (the scanner shows its raw text)', () => {
    expect(route('https://example.com/x')).toBeNull();
    expect(route('CP-A01')).toBeNull();
  });
});

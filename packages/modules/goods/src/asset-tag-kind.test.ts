import { classifyScan, routeScan } from '@campus/core';
import { describe, expect, it } from 'vitest';
import { assetTagKind } from './asset-tag-kind.ts';

const route = (text: string) => routeScan(classifyScan(text), [assetTagKind]);

describe('the scanner hands an asset tag to /assetReceive (issue 36, barcode split of issue 39)', () => {
  it('a QR asset tag opens the asset by its tag', () => {
    expect(route('ZC-NB-001')?.path).toBe('/assetReceive?tag=ZC-NB-001');
  });

  it('spec 9: a code-128 asset tag keeps its prefix for the by-tag lookup', () => {
    expect(route('CODE_128,ZC-PJ-002')?.path).toBe('/assetReceive?tag=CODE_128%2CZC-PJ-002');
  });

  it('a checkpoint’s barcode, another barcode or a web address is not an asset tag', () => {
    expect(route('CODE_128,CP-A01')).toBeNull();
    expect(route('CODE_128,6901234567890')).toBeNull();
    expect(route('https://example.com/ZC-NB-001')).toBeNull();
  });
});

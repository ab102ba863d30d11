import { describe, expect, it } from 'vitest';
import { classifyScan, composeModules, routeScan } from '@campus/core';
import { modules } from './modules.ts';

// Core's scanner routing over the kinds of app's one list (the manifests' scanKinds).
const tables = composeModules(modules);
const route = (text: string) => routeScan(classifyScan(text), tables.scanKinds);

describe('the scanner’s barcode split over the installed families (issue 39)', () => {
  it('the kinds compose: none claims another family’s printed examples', () => {
    expect(tables.scanKinds.map((k) => k.kind)).toEqual(expect.arrayContaining(['checkpoint', 'assetTag']));
  });

  it('spec 9: a checkpoint’s Code-128 tag or QR goes to the patrol screen', () => {
    expect(route('CODE_128,CP-A01')?.path).toBe('/inspect?code=CODE_128%2CCP-A01');
    expect(route('campus-checkpoint:CP-B02')?.kind.kind).toBe('checkpoint');
  });

  it('issue 39: an asset tag, barcode or QR, opens the asset (no longer taken for a checkpoint)', () => {
    expect(route('CODE_128,ZC-NB-001')?.path).toBe('/assetReceive?tag=CODE_128%2CZC-NB-001');
    expect(route('ZC-MN-001')?.path).toBe('/assetReceive?tag=ZC-MN-001');
  });

  it('a barcode no family prints is left to the scanner (its raw text is shown)', () => {
    expect(route('CODE_128,6901234567890')).toBeNull();
  });
});

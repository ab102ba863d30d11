import { describe, expect, it } from 'vitest';
import { classifyScan } from '../rules/scan.ts';
import { composeScanKinds, routeScan } from './compose-scan.ts';
import type { ModuleManifest, ScanKind } from './manifest.ts';

// Fixture families: core is tested without naming a real one.
const tagKind: ScanKind = {
  kind: 'tag',
  label: '标签',
  matches: (code) => code.type === 'qrcode' && code.value.startsWith('TAG:'),
  open: (code) => `/tags?code=${encodeURIComponent(code.value.slice(4))}`,
};
const barcodeKind: ScanKind = {
  kind: 'shelf',
  label: '货架',
  matches: (code) => code.type === 'barcode',
  open: (code) => `/shelves?code=${code.value}`,
};
const family = (module: string, scanKinds: ScanKind[]): ModuleManifest => ({ module, routes: [], scanKinds });

describe('the scanner hands a code to the family that registered its kind (issue 39)', () => {
  const kinds = composeScanKinds([family('tags', [tagKind]), family('shelves', [barcodeKind]), family('plain', [])]);

  it('a QR code of a registered kind opens that family’s screen', () => {
    const routed = routeScan(classifyScan('TAG:A 1'), kinds);
    expect(routed?.kind.kind).toBe('tag');
    expect(routed?.path).toBe('/tags?code=A%201');
  });

  it('spec 9: a code-128 prefix means a barcode, which goes to the barcode kind without its prefix', () => {
    expect(routeScan(classifyScan('CODE_128,690123'), kinds)?.path).toBe('/shelves?code=690123');
  });

  it('a code no family claims is left to the scanner (its raw text is shown)', () => {
    expect(routeScan(classifyScan('hello world'), kinds)).toBeNull();
  });

  it('two families claiming one kind is refused at composition', () => {
    expect(() => composeScanKinds([family('a', [tagKind]), family('b', [tagKind])])).toThrow(/Scan kind tag is declared twice \(b\)/);
  });
});

describe('the barcode split: each family claims only its own pattern (issue 39)', () => {
  const pointKind: ScanKind = {
    kind: 'point',
    label: '巡检点',
    examples: ['CODE_128,CP-A01'],
    matches: (code) => code.type === 'barcode' && code.value.startsWith('CP-'),
    open: (code) => `/points?code=${code.value}`,
  };
  const assetKind: ScanKind = {
    kind: 'asset',
    label: '资产',
    examples: ['CODE_128,ZC-NB-001', 'ZC-NB-001'],
    matches: (code) => code.value.startsWith('ZC-'),
    open: (code) => `/assets?tag=${code.value}`,
  };

  it('two barcode kinds with their own patterns compose, and each code goes to its own family whatever the order', () => {
    for (const order of [
      [pointKind, assetKind],
      [assetKind, pointKind],
    ]) {
      const kinds = composeScanKinds(order.map((k) => family(k.kind, [k])));
      expect(routeScan(classifyScan('CODE_128,CP-A01'), kinds)?.kind.kind).toBe('point');
      expect(routeScan(classifyScan('CODE_128,ZC-NB-001'), kinds)?.path).toBe('/assets?tag=ZC-NB-001');
      expect(routeScan(classifyScan('ZC-NB-001'), kinds)?.kind.kind).toBe('asset');
      expect(routeScan(classifyScan('CODE_128,690123'), kinds)).toBeNull();
    }
  });

  it('a kind that claims another’s printed example (every barcode, say) is refused at composition', () => {
    const greedy = { ...barcodeKind, examples: ['CODE_128,690123'] };
    expect(() => composeScanKinds([family('shelves', [greedy]), family('points', [pointKind])])).toThrow(
      /Scan kinds point and shelf both claim "CODE_128,CP-A01"/,
    );
    // it is refused whichever is listed first, and also when the greedy kind gives no example
    expect(() => composeScanKinds([family('points', [pointKind]), family('shelves', [barcodeKind])])).toThrow(/both claim/);
  });

  it('a kind whose example it does not claim itself is refused (the example is wrong, not the table)', () => {
    const wrong = { ...pointKind, examples: ['CODE_128,XX-1'] };
    expect(() => composeScanKinds([family('points', [wrong])])).toThrow(/Scan kind point does not claim its own example "CODE_128,XX-1"/);
  });
});

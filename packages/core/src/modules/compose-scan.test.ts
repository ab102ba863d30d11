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

import type { ScanResult } from '../rules/scan.ts';
import type { ModuleManifest, ScanKind } from './manifest.ts';

/** Every family's kinds of scanned code, in the order of app's list. */
export type ScanKindTable = readonly ScanKind[];

export const EMPTY_SCAN_KINDS: ScanKindTable = [];

/** Two families claiming one kind would fight over its codes: a programming error. */
export function composeScanKinds(manifests: readonly ModuleManifest[]): ScanKindTable {
  const seen = new Set<string>();
  const kinds: ScanKind[] = [];
  for (const { module, scanKinds } of manifests) {
    for (const kind of scanKinds ?? []) {
      if (seen.has(kind.kind)) throw new Error(`Scan kind ${kind.kind} is declared twice (${module})`);
      seen.add(kind.kind);
      kinds.push(kind);
    }
  }
  return kinds;
}

/** Where a scanned code goes: the first kind that claims it, or null (the scanner shows the raw text). */
export function routeScan(code: ScanResult, kinds: ScanKindTable): { kind: ScanKind; path: string } | null {
  for (const kind of kinds) {
    if (kind.matches(code)) return { kind, path: kind.open(code) };
  }
  return null;
}

import { classifyScan, type ScanResult } from '../rules/scan.ts';
import type { ModuleManifest, ScanKind } from './manifest.ts';

/** Every family's kinds of scanned code, in the order of app's list. */
export type ScanKindTable = readonly ScanKind[];

export const EMPTY_SCAN_KINDS: ScanKindTable = [];

/**
 * Each kind's examples are claimed by that kind and no other: else the first in the list's order
 * would take codes printed for the other (a checkpoint kind claiming every barcode took asset tags).
 */
function checkExamples(kinds: readonly ScanKind[]): void {
  for (const kind of kinds) {
    for (const text of kind.examples ?? []) {
      const code = classifyScan(text);
      if (!kind.matches(code)) throw new Error(`Scan kind ${kind.kind} does not claim its own example "${text}"`);
      const other = kinds.find((k) => k !== kind && k.matches(code));
      if (other) throw new Error(`Scan kinds ${kind.kind} and ${other.kind} both claim "${text}"`);
    }
  }
}

/** Two families claiming one kind, or one code, would fight over it: a programming error. */
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
  checkExamples(kinds);
  return kinds;
}

/** Where a scanned code goes: the first kind that claims it, or null (the scanner shows the raw text). */
export function routeScan(code: ScanResult, kinds: ScanKindTable): { kind: ScanKind; path: string } | null {
  for (const kind of kinds) {
    if (kind.matches(code)) return { kind, path: kind.open(code) };
  }
  return null;
}

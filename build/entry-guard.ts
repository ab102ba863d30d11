/**
 * Keeps the schemas out of the first visit (login's JS is held to 125 KB gzipped). The app's entry
 * reads a few constants of @campus/contracts (the family manifests: paths, push kinds); when one of
 * them sat in a module of zod schemas, zod and the schemas came along, 27 KB gzipped on every first
 * visit, unnoticed for a day. The build now fails and names the import chain.
 */
import type { Plugin } from 'vite';

/** Packages that must not be in the entry's static graph. */
export const KEPT_OUT_OF_ENTRY = [/[\\/]node_modules[\\/]zod[\\/]/];

interface ChunkLike {
  type: 'chunk';
  isEntry: boolean;
  fileName: string;
  imports: string[];
  moduleIds: string[];
}

/** The modules of the entry chunk and every chunk it imports statically. */
export function entryModules(bundle: Record<string, ChunkLike | { type: 'asset' }>): string[] {
  const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  const seen = new Set<string>();
  const stack = entry === undefined ? [] : [entry.fileName];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(chunks.get(file)?.imports ?? []));
  }
  return [...seen].flatMap((file) => chunks.get(file)?.moduleIds ?? []);
}

const keptOut = (id: string): boolean => KEPT_OUT_OF_ENTRY.some((pattern) => pattern.test(id));

/**
 * The entry's modules that import a kept-out package themselves, each with the entry's modules that
 * import it: the line to change. (The module graph's shortest chain would name a barrel; these are the
 * modules tree-shaking actually kept.)
 */
export function keptOutBringers(
  entry: readonly string[],
  importedIdsOf: (id: string) => readonly string[],
  importersOf: (id: string) => readonly string[],
): string[] {
  const inEntry = new Set(entry);
  return entry
    .filter((id) => !keptOut(id) && importedIdsOf(id).some(keptOut))
    .map((id) => {
      const importers = importersOf(id);
      const kept = importers.filter((importer) => inEntry.has(importer));
      return `${id}, imported by ${(kept.length > 0 ? kept : importers).join(', ')}`;
    });
}

export function entryGuardPlugin(): Plugin {
  return {
    name: 'hub-entry-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = entryModules(bundle as unknown as Record<string, ChunkLike>);
      if (!entry.some(keptOut)) return;
      const bringers = keptOutBringers(
        entry,
        (id) => this.getModuleInfo(id)?.importedIds ?? [],
        (id) => this.getModuleInfo(id)?.importers ?? [],
      );
      this.error(`${KEPT_OUT_OF_ENTRY.join(', ')} reached the first visit's chunks through:\n  ${bringers.join('\n  ')}`);
    },
  };
}

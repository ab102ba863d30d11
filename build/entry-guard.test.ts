import { describe, expect, it } from 'vitest';
import { entryModules, keptOutBringers } from './entry-guard.ts';

const chunk = (fileName: string, imports: string[], moduleIds: string[], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  moduleIds,
  isEntry,
});

describe('no schemas in the first visit (login ≤ 125 KB gzipped)', () => {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['assets/first-screen.js'], ['/app/main.tsx'], true),
    'assets/first-screen.js': chunk(
      'assets/first-screen.js',
      [],
      ['/shop/paths.ts', '/contracts/shop-orders.ts', '/node_modules/zod/index.js'],
    ),
    'assets/bus.js': chunk('assets/bus.js', ['assets/first-screen.js'], ['/bus/screen.tsx', '/node_modules/zod/v4/x.js']),
  };

  it('reads the modules of the entry chunk and the chunks it imports statically, not the lazy ones', () => {
    expect(entryModules(bundle)).toEqual(['/app/main.tsx', '/shop/paths.ts', '/contracts/shop-orders.ts', '/node_modules/zod/index.js']);
  });

  it('names the kept module that imports zod, and who in the entry imports it', () => {
    const imported: Record<string, string[]> = {
      '/contracts/shop-orders.ts': ['/node_modules/zod/index.js'],
      '/shop/paths.ts': ['/contracts/shop-orders.ts'],
    };
    const importers: Record<string, string[]> = { '/contracts/shop-orders.ts': ['/contracts/index.ts', '/shop/paths.ts'] };
    expect(
      keptOutBringers(
        entryModules(bundle),
        (id) => imported[id] ?? [],
        (id) => importers[id] ?? [],
      ),
    ).toEqual(['/contracts/shop-orders.ts, imported by /shop/paths.ts']);
  });
});

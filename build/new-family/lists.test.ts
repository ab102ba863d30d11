import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listEdits } from './lists.ts';
import { familyNames } from './names.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const names = familyNames('lostFound', '失物招领');
const edited = Object.fromEntries(listEdits(names).map(({ file, edit }) => [file, edit(readFileSync(join(ROOT, file), 'utf8'))]));
const before = (file: string) => readFileSync(join(ROOT, file), 'utf8');
/** The entries of the array literal that follows `opening`, as written. */
const entries = (text: string, opening: string) => {
  const start = text.indexOf(opening) + opening.length;
  return text
    .slice(start, text.indexOf('];', start))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
};
const added = (file: string) => {
  const old = new Set(before(file).split('\n'));
  return edited[file]!.split('\n').filter((line) => !old.has(line));
};

describe('npm run new:family: one entry per shared list (issue 8), on the lists as they are today', () => {
  it('exports the contract', () => {
    expect(added('packages/contracts/src/api/index.ts')).toEqual(["export * from './lostFound.ts';"]);
  });

  it('imports the server family and appends it to the one list', () => {
    const text = edited['packages/server/src/families/index.ts']!;
    expect(text).toContain("import { lostFound } from './lostFound/index.ts';");
    const opening = 'export const families: readonly FamilyDefinition[] = [';
    expect(entries(text, opening)).toEqual([...entries(before('packages/server/src/families/index.ts'), opening), 'lostFound']);
  });

  it('declares its OpenAPI tag', () => {
    expect(edited['packages/contracts/src/api/tags.ts']).toMatch(/\n {2}lostFound: '失物招领: .*',\n\} as const;/);
  });

  it('imports the client module, appends it to the one list and depends on it', () => {
    const text = edited['packages/app/src/modules.ts']!;
    expect(text).toContain("import { lostFoundModule } from '@campus/module-lostFound';");
    const opening = 'export const modules: ModuleManifest[] = [';
    expect(entries(text, opening)).toEqual([...entries(before('packages/app/src/modules.ts'), opening), 'lostFoundModule']);
    expect(JSON.parse(edited['packages/app/package.json']!).dependencies['@campus/module-lostFound']).toBe('*');
  });
});

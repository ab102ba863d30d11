import type { FamilyNames } from './names.ts';

/**
 * The shared lists a family joins, one entry each: an edit is a pure function of the file's text, so
 * it can be tested and shown before anything is written.
 */
export interface ListEdit {
  file: string;
  edit: (text: string) => string;
}

/** Inserts `line` after the last line matching `anchor`. */
function afterLast(text: string, anchor: RegExp, line: string, file: string): string {
  const lines = text.split('\n');
  const index = lines.map((l) => anchor.test(l)).lastIndexOf(true);
  if (index < 0) throw new Error(`${file}: no line matches ${String(anchor)}; add the entry by hand`);
  lines.splice(index + 1, 0, line);
  return lines.join('\n');
}

/** Adds `item` to the array literal that starts at `opening` (on one line or many). */
function intoArray(text: string, opening: string, item: string, file: string): string {
  const start = text.indexOf(opening);
  if (start < 0) throw new Error(`${file}: "${opening}" not found; add the entry by hand`);
  const close = text.indexOf(']', start + opening.length);
  const body = text.slice(start + opening.length, close).trimEnd();
  const separator = body === '' || body.endsWith(',') ? '' : ',';
  return `${text.slice(0, start + opening.length)}${body}${separator} ${item}${text.slice(close)}`;
}

const FAMILIES = 'packages/server/src/families/index.ts';
const MODULES = 'packages/app/src/modules.ts';

export function listEdits(n: FamilyNames): ListEdit[] {
  return [
    {
      file: 'packages/contracts/src/api/index.ts',
      edit: (text) => `${text.trimEnd()}\nexport * from './${n.name}.ts';\n`,
    },
    {
      file: FAMILIES,
      edit: (text) =>
        intoArray(
          afterLast(text, /^import \{ \w+ \} from '\.\/\w+\/index\.ts';$/, `import { ${n.name} } from './${n.name}/index.ts';`, FAMILIES),
          'export const families: readonly FamilyDefinition[] = [',
          n.name,
          FAMILIES,
        ),
    },
    {
      file: 'packages/contracts/src/api/tags.ts',
      edit: (text) => text.replace(/\n\} as const;/, `\n  ${n.name}: '${n.title}: the family\\'s items.',\n} as const;`),
    },
    {
      file: MODULES,
      edit: (text) =>
        intoArray(
          afterLast(
            text,
            /^import \{ \w+Module \} from '@campus\/module-\w+';$/,
            `import { ${n.name}Module } from '@campus/module-${n.name}';`,
            MODULES,
          ),
          'export const modules: ModuleManifest[] = [',
          `${n.name}Module`,
          MODULES,
        ),
    },
    {
      file: 'packages/app/package.json',
      edit: (text) => {
        const json = JSON.parse(text) as { dependencies: Record<string, string> };
        json.dependencies[`@campus/module-${n.name}`] = '*';
        return `${JSON.stringify(json, null, 2)}\n`;
      },
    },
  ];
}

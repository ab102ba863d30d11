/**
 * `npm run new:family <name> -- --title <中文名>`: scaffolds a service family in its own folders
 * (contract, server family, client module) and adds it to each shared list once, then installs the
 * workspace, writes the family's migration and formats what it wrote. docs/client-modules.md and
 * docs/server.md say what each part is for.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { listEdits } from '../build/new-family/lists.ts';
import { familyNames } from '../build/new-family/names.ts';
import { familyFiles } from '../build/new-family/templates.ts';

const ROOT = join(import.meta.dirname, '..');
const { positionals, values } = parseArgs({ allowPositionals: true, options: { title: { type: 'string' } } });
const names = familyNames(positionals[0] ?? '', values.title ?? '');

const files = familyFiles(names);
const taken = Object.keys(files).filter((file) => existsSync(join(ROOT, file)));
if (taken.length > 0) throw new Error(`family "${names.name}" exists already: ${taken.join(', ')}`);

// Every edit is computed before anything is written, so a list it cannot find leaves the tree as it was.
const edits = listEdits(names).map(({ file, edit }) => ({ file, text: edit(readFileSync(join(ROOT, file), 'utf8')) }));
for (const [file, text] of Object.entries(files)) {
  mkdirSync(dirname(join(ROOT, file)), { recursive: true });
  writeFileSync(join(ROOT, file), text);
}
for (const { file, text } of edits) writeFileSync(join(ROOT, file), text);

const run = (command: string, args: string[]): void => {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
};
run('npm', ['install', '--no-audit', '--no-fund']);
run('npm', ['run', 'db:generate', '-w', '@campus/server', '--', '--name', `${names.segment}_family`]);
const touched = [...Object.keys(files), ...edits.map((edit) => edit.file)];
run('npx', ['prettier', '--write', ...touched.filter((file) => !file.endsWith('.json'))]);

console.log(
  `\nFamily ${names.name} (${names.title}): ${Object.keys(files).length} new files in its folders, ${edits.length} shared lists with one entry each:`,
);
for (const file of touched) console.log(`  ${file}`);
console.log(`plus package-lock.json and the migration under packages/server/drizzle/. Open #/${names.name} after npm start.`);

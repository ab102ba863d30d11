/**
 * `npm run test:visual [-- --update] [-- --project=ln ...]` (issue 42): the visual checks alone, in every
 * project (the 7 tenants and the default bundle). Builds first (turbo keeps each unchanged bundle from
 * its cache), then runs only the tests tagged @visual (tests/e2e/visual/visual-check.ts), which compare
 * their screens with tests/e2e/visual/baselines/<project>/. `--update` accepts what the screens look like
 * now as the new baselines (docs/testing.md says when that is right); other arguments go to Playwright.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const update = args.includes('--update');
const passOn = args.filter((arg) => arg !== '--update');

const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// The hub servers on PostgreSQL as `npm test` runs them (ln's on PGlite, tests/e2e/hub-servers.ts): the
// baselines are of the screens as that run shows them, rows in that database's order.
const postgres = spawnSync('bash', ['scripts/ensure-postgres.sh'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
const databaseUrl = postgres.status === 0 ? postgres.stdout.trim() : null;
if (databaseUrl === null) console.warn('test:visual: no PostgreSQL server, every hub server on PGlite');

const run = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    '-c',
    'tests/playwright.config.ts',
    '--grep',
    '@visual',
    // only the baselines that differ are rewritten; a run that matches leaves every file as it was
    ...(update ? ['--update-snapshots=changed'] : []),
    ...passOn,
  ],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...(databaseUrl === null ? {} : { E2E_DATABASE_URL: databaseUrl }) } },
);
process.exit(run.status ?? 1);

/**
 * `npm test`: every test of the project, as CI runs it.
 * Installs Debian's Chromium (and a PostgreSQL server for the server suites) when
 * missing, builds every bundle, type-checks, lints, runs the unit suites on PGlite and on
 * PostgreSQL, then the Playwright suites per tenant, and ends with one line
 * `N passed, N failed` summing them all.
 */
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  browserOutcomes,
  unitOutcomes,
  type FailedTest,
  type Outcomes,
  type PlaywrightJson,
  type VitestJson,
} from '../build/test-failures';
import { adminQuery } from '../packages/server/src/platform/test/pg-admin';
import { HANDED_TEMPLATES_ENV, handedTemplatesIn, readHandedPostgres } from '../packages/server/src/platform/test/handed-templates';

const ROOT = join(import.meta.dirname, '..');
const RESULTS = join(ROOT, 'test-results');
mkdirSync(RESULTS, { recursive: true });

const testStarted = performance.now();
let passed = 0;
let failed = 0;
const failures: string[] = [];
const failedTests: FailedTest[] = [];
const flakyTests: FailedTest[] = [];
const durations: Array<{ label: string; seconds: number }> = [];

function run(label: string, command: string, args: string[], options: SpawnSyncOptions = {}): boolean {
  console.log(`\n== ${label}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  const seconds = (performance.now() - started) / 1000;
  durations.push({ label, seconds });
  console.log(`== ${label}: ${seconds.toFixed(1)} s`);
  const ok = result.status === 0;
  if (!ok) failures.push(label);
  return ok;
}

/**
 * Runs a step beside others: its output is held and printed whole when it ends, so steps that run
 * at the same time do not interleave their lines; a `live` step (only one at a time) prints as it goes.
 */
function runBeside(
  label: string,
  command: string,
  args: string[],
  { env = {}, live = false }: { env?: NodeJS.ProcessEnv; live?: boolean } = {},
): Promise<boolean> {
  const started = performance.now();
  if (live) console.log(`\n== ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      durations.push({ label, seconds });
      const held = live ? '' : `\n== ${label}\n${Buffer.concat(output).toString('utf8').trimEnd()}`;
      console.log(`${held}\n== ${label}: ${seconds.toFixed(1)} s`);
      if (code !== 0) failures.push(label);
      resolve(code === 0);
    });
  });
}

function capture(command: string, args: string[]): string | null {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

interface VitestReport extends VitestJson {
  numPassedTests: number;
  numFailedTests: number;
}
interface PlaywrightReport extends PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number };
}

function record(outcomes: Outcomes): void {
  failedTests.push(...outcomes.failed);
  flakyTests.push(...outcomes.flaky);
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

run('install Chromium when missing', 'bash', ['scripts/ensure-chromium.sh']);

const pgUrl = process.env.TEST_DATABASE_URL ?? capture('bash', ['scripts/ensure-postgres.sh']);
if (pgUrl === null) failures.push('start PostgreSQL for the server suites');

// The build, the type-check, ESLint and the formatter side by side, each on one thread, so together they
// keep both cores busy (162 s one after another, 124 s side by side, measured on 2 cores).
const staticStarted = performance.now();
const built = runBeside('build every bundle', 'npx', ['tsx', 'scripts/build.ts']);
const staticChecks = Promise.all([
  built,
  // TypeScript 7's native tsc (typescript 6 stays installed for typescript-eslint, which loads the compiler
  // as a library): 20 CPU-s on one thread against 76 for typescript 6's; on its default four checkers it
  // took 56, which only pays on an idle machine.
  runBeside('type-check', process.execPath, ['node_modules/typescript-7/bin/tsc', '--noEmit', '--singleThreaded', '-p', 'tsconfig.json']),
  // ESLint (layers, hooks) and the formatter as two turbo root tasks (each cached when nothing changed),
  // which turbo runs side by side (one after the other, they were the static step's longest branch), each to
  // its end when the other fails, so one run names every fault.
  runBeside('lint and format', 'npx', ['turbo', 'run', 'lint:code', 'format:check', '--continue', '--output-logs=errors-only']),
]).then(() => (performance.now() - staticStarted) / 1000);
// The unit suites start when the build ends (until then the three steps keep both cores busy), not after
// ESLint: its last 15-30 s ran on one core while the other waited (bench/notes.md, twentieth session).
await built;

// The server suites seed the demo templates and hand them on to the browser suites, which seeded the
// same data again (handed-templates.ts); removed, with the PostgreSQL template, once both steps are done.
const handOver = mkdtempSync(join(tmpdir(), 'campus-test-templates-'));
const vitestJson = join(RESULTS, 'vitest.json');
await runBeside(
  'unit suites (PGlite and PostgreSQL)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  { env: { [HANDED_TEMPLATES_ENV]: handOver, ...(pgUrl === null ? {} : { TEST_DATABASE_URL: pgUrl }) }, live: true },
);
const staticSeconds = await staticChecks;
const unit = readJson<VitestReport>(vitestJson);
if (unit !== null) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  record(unitOutcomes(unit, ROOT));
}

const e2eJson = join(RESULTS, 'e2e-report.json');
// The browser suites' hub servers run on this PostgreSQL server too, but for ln's, which stay on PGlite
// (tests/e2e/hub-servers.ts): every journey meets both databases in each run, ln's on the embedded one.
run(
  'browser suites (all-tenants/ in every project, per-skin/ in sa over every skin, journeys/ in ln and sa)',
  'npx',
  ['playwright', 'test', '-c', 'tests/playwright.config.ts'],
  { env: { [HANDED_TEMPLATES_ENV]: handOver, ...(pgUrl === null ? {} : { E2E_DATABASE_URL: pgUrl }) } },
);
const e2e = readJson<PlaywrightReport>(e2eJson);
if (e2e !== null) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  record(browserOutcomes(e2e));
}

const handedPostgres = readHandedPostgres(handedTemplatesIn(handOver));
if (handedPostgres !== null)
  await adminQuery(handedPostgres.url, `DROP DATABASE IF EXISTS "${handedPostgres.template}" WITH (FORCE)`).catch(() => undefined);
rmSync(handOver, { recursive: true, force: true });
if (pgUrl !== null && process.env.TEST_DATABASE_URL === undefined)
  spawnSync('bash', ['scripts/stop-postgres.sh'], { cwd: ROOT, stdio: 'inherit' });

// Per-step durations, so bench/results.md can say where CI time goes.
console.log("\nStep durations (build, type-check and lint side by side; the unit suites from the build's end):");
for (const { label, seconds } of durations) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${label}`);
console.log(`  ${staticSeconds.toFixed(1).padStart(7)} s  build, type-check and lint together`);
console.log(`  ${((performance.now() - testStarted) / 1000).toFixed(1).padStart(7)} s  total`);
writeFileSync(
  join(RESULTS, 'test-durations.json'),
  `${JSON.stringify(
    { finishedAt: new Date().toISOString(), totalSeconds: (performance.now() - testStarted) / 1000, staticSeconds, steps: durations },
    null,
    2,
  )}\n`,
);

if (failures.length > 0) console.log(`\nFailed steps: ${failures.join('; ')}`);
const list = (title: string, tests: FailedTest[]) => {
  if (tests.length === 0) return;
  console.log(`\n${title}:`);
  for (const test of tests) console.log(`  ${test.name}\n      ${test.reason}`);
};
list('Passed only on a retry (CI retries once)', flakyTests);
list('Failed tests', failedTests);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);

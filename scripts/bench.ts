/**
 * `npm run bench`: bundle sizes, build times, routes still "in preparation",
 * Lighthouse on every bundle's first screens (scripts/bench-lighthouse.ts) and API throughput, written to bench/results.md. Timings are compared as ratios
 * within one run; machines here are noisy.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { composeModules } from '../packages/core/src/modules/compose-modules.ts';
import { modules } from '../packages/app/src/modules.ts';
import { SCALE_HEADING, sectionOf } from './bench-sections.ts';

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const OUT = join(ROOT, 'bench', 'results.md');
const LOGIN_SCREEN = 'login-page.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function timeBuild(args: string[]): number {
  const started = performance.now();
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts', ...args], { cwd: ROOT, stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`build ${args.join(' ')} failed`);
  return (performance.now() - started) / 1000;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const br = (file: string) => brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Files a first visit to #/login downloads: the entry, the login screen, and what they import statically. */
function loginFiles(manifest: Manifest): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || key.endsWith(LOGIN_SCREEN)) visit(key);
  }
  return { js: [...seen].filter((file) => file.endsWith('.js')), css: [...css] };
}

function largestChunk(dir: string): { file: string; bytes: number; gzip: number } {
  const assets = join(dir, 'assets');
  const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const sized = files.map((name) => ({ file: name, bytes: statSync(join(assets, name)).size, gzip: gz(join(assets, name)) }));
  return sized.sort((a, b) => b.bytes - a.bytes)[0] ?? { file: '-', bytes: 0, gzip: 0 };
}

/**
 * Each family's own chunks: its lazily loaded screens and the chunks only they import (what opening
 * the family costs on top of the shell). Issue 10: every module chunk <= 30 KB gzipped.
 */
function moduleChunks(dir: string, manifest: Manifest): Array<{ module: string; files: string[] }> {
  const moduleOf = (key: string) => /(?:^|\/)modules\/([^/]+)\/src\//.exec(manifest[key]?.src ?? key)?.[1] ?? null;
  const importers = new Map<string, Set<string>>();
  const reach = (key: string, module: string, seen = new Set<string>()) => {
    if (seen.has(key)) return;
    seen.add(key);
    const set = importers.get(key) ?? new Set<string>();
    set.add(module);
    importers.set(key, set);
    for (const next of manifest[key]?.imports ?? []) reach(next, module, seen);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) reach(key, '(shell)');
    else if (chunk.isDynamicEntry) reach(key, moduleOf(key) ?? '(shared)');
  }
  const byModule = new Map<string, string[]>();
  for (const [key, modulesOfChunk] of importers) {
    const [only] = modulesOfChunk;
    const file = manifest[key]?.file;
    if (modulesOfChunk.size !== 1 || only === undefined || only.startsWith('(') || file === undefined || !file.endsWith('.js')) continue;
    byModule.set(only, [...(byModule.get(only) ?? []), join(dir, file)]);
  }
  return [...byModule].map(([module, files]) => ({ module, files })).sort((a, b) => a.module.localeCompare(b.module));
}

const lines: string[] = [
  '# Benchmarks',
  '',
  `Run ${new Date().toISOString()} on ${process.platform} ${process.arch}, Node ${process.version}, ${(await import('node:os')).cpus().length} cores. Produced by \`npm run bench\`.`,
  '',
];

console.log('timing builds...');
const allCold = timeBuild(['--force']);
const oneCold = timeBuild(['--tenant', 'sa', '--force']);
timeBuild([]); // restore every tenant's output
const noChange = timeBuild([]);
lines.push('## Build times', '', '| build | seconds | ratio to one tenant |', '|---|---|---|');
lines.push(`| one tenant (sa), cold: \`npm run build -- --tenant sa --force\` | ${oneCold.toFixed(1)} | 1.00 |`);
lines.push(
  `| all tenants + default, cold: \`npm run build -- --force\` | ${allCold.toFixed(1)} | ${(allCold / oneCold).toFixed(2)} (aim <= 1.5) |`,
);
lines.push(`| all, no change: \`npm run build\` | ${noChange.toFixed(1)} | ${(noChange / oneCold).toFixed(2)} |`, '');

lines.push(
  '## Login route, first visit (aim: <= 125 KB gzipped JS)',
  '',
  '| bundle | JS raw KB | JS gzip KB | JS brotli KB (as served) | CSS raw KB | CSS gzip KB | index.html gzip KB | largest chunk (raw / gzip KB) |',
  '|---|---|---|---|---|---|---|---|',
);
for (const bundle of readdirSync(DIST).sort()) {
  const dir = join(DIST, bundle);
  const manifestFile = join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) continue;
  const files = loginFiles(JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest);
  const sum = (list: string[], size: (file: string) => number) => list.reduce((total, file) => total + size(join(dir, file)), 0);
  const largest = largestChunk(dir);
  lines.push(
    `| ${bundle} | ${kb(sum(files.js, (f) => statSync(f).size))} | ${kb(sum(files.js, gz))} | ${kb(sum(files.js, br))} | ${kb(sum(files.css, (f) => statSync(f).size))} | ${kb(sum(files.css, gz))} | ${kb(gz(join(dir, 'index.html')))} | ${largest.file}: ${kb(largest.bytes)} / ${kb(largest.gzip)} |`,
  );
}
lines.push('');

const saManifest = join(DIST, 'sa', '.vite', 'manifest.json');
if (existsSync(saManifest)) {
  lines.push(
    "## Each family's own chunks (bundle sa; aim: every chunk <= 30 KB gzipped)",
    '',
    '| family | chunks | total raw KB | total gzip KB | largest chunk (gzip KB) |',
    '|---|---:|---:|---:|---|',
  );
  for (const { module, files } of moduleChunks(join(DIST, 'sa'), JSON.parse(readFileSync(saManifest, 'utf8')) as Manifest)) {
    const sized = files.map((file) => ({ file, raw: statSync(file).size, gzip: gz(file) })).sort((a, b) => b.gzip - a.gzip);
    const largest = sized[0];
    const total = (pick: (entry: (typeof sized)[number]) => number) => kb(sized.reduce((sum, entry) => sum + pick(entry), 0));
    lines.push(
      `| ${module} | ${sized.length} | ${total((e) => e.raw)} | ${total((e) => e.gzip)} | ${largest ? `${largest.file.split('/').pop() ?? ''}: ${kb(largest.gzip)}` : '-'} |`,
    );
  }
  lines.push('');
}

const flat = composeModules(modules).routes.flat;
const waiting = flat.filter((route) => !route.hasScreen);
lines.push(
  '## Screens',
  '',
  `${flat.length} routes; ${flat.length - waiting.length} have their own screen; **${waiting.length} still use the shared "in preparation" screen**.`,
  '',
);

// Where `npm test` spends its time (written by scripts/test.ts on its last run here).
const testDurations = join(ROOT, 'test-results', 'test-durations.json');
if (existsSync(testDurations)) {
  const run = JSON.parse(readFileSync(testDurations, 'utf8')) as {
    finishedAt: string;
    /** Wall time of the whole run (steps may overlap: build, type-check and lint run side by side). */
    totalSeconds?: number;
    steps: Array<{ label: string; seconds: number }>;
  };
  const total = run.totalSeconds ?? run.steps.reduce((sum, step) => sum + step.seconds, 0);
  lines.push(
    `## \`npm test\` by step (its last run on this machine, ${run.finishedAt}; aim: under 20 minutes)`,
    '',
    '| step | seconds |',
    '|---|---:|',
  );
  for (const step of run.steps) lines.push(`| ${step.label} | ${step.seconds.toFixed(1)} |`);
  lines.push(`| **total** | **${total.toFixed(1)}** (${(total / 60).toFixed(1)} min) |`, '');
}

lines.push(
  '## Before issue 10 (quoted from the issue, for comparison)',
  '',
  '- Lighthouse 12.8 mobile, login: score 73–83, LCP 3.4–4.0 s (under load 60 and 8.8 s), 56–66 requests in four waves, 117 KB gzipped JS.',
  '- `GET app_models/rules/` at 50 connections: PGlite 300 req/s, p99 2.6 s; PostgreSQL 2,268 req/s (4 % of a bare Fastify route), p99 44 ms.',
  '- All tenants cold 1.55× one tenant; CI 27 minutes for four services (203 browser tests, 15 minutes of them).',
  '',
);

mkdirSync(join(ROOT, 'bench'), { recursive: true });
// bench:scale takes minutes and runs on its own: its section of the last results is kept.
const scaleSection = existsSync(OUT) ? sectionOf(readFileSync(OUT, 'utf8'), SCALE_HEADING) : '';
writeFileSync(OUT, `${lines.join('\n')}\n`);

if (!process.argv.includes('--no-lighthouse')) {
  console.log('Lighthouse on every bundle (login and home, median of 3)...');
  const lighthouse = spawnSync('npx', ['tsx', 'scripts/bench-lighthouse.ts', '--runs', '3', '--out', OUT], { cwd: ROOT, stdio: 'inherit' });
  if (lighthouse.status !== 0) console.error('Lighthouse bench failed');
  // The preset's 4× is a phone only on a host of BenchmarkIndex ~1533: the same pages again, slowed to that phone on this host.
  console.log('Lighthouse again, CPU slowdown calibrated to this host...');
  const calibrated = spawnSync('npx', ['tsx', 'scripts/bench-lighthouse.ts', '--runs', '3', '--cpu-slowdown', 'calibrated', '--out', OUT], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (calibrated.status !== 0) console.error('calibrated Lighthouse bench failed');
}

if (existsSync(join(ROOT, 'scripts', 'bench-server.mjs')) && !process.argv.includes('--no-server')) {
  console.log('benchmarking the API...');
  const server = spawnSync('node', ['scripts/bench-server.mjs', '--out', OUT], { cwd: ROOT, stdio: 'inherit' });
  if (server.status !== 0) console.error('server bench failed');
}
// Issue 9: a notice to 5,000 staff while the native push service hangs (push queue).
if (spawnSync('npx', ['tsx', 'packages/server/src/bench/push-fanout.ts', '--out', OUT], { cwd: ROOT, stdio: 'inherit' }).status !== 0)
  console.error('push fan-out bench failed');
if (scaleSection) appendFileSync(OUT, `\n${scaleSection.trimEnd()}\n`);
// What a person measured beside the bench and wrote down: kept across runs, unlike the tables above.
const NOTES = join(ROOT, 'bench', 'notes.md');
if (existsSync(NOTES)) appendFileSync(OUT, `\n${readFileSync(NOTES, 'utf8').trimEnd()}\n`);
console.log(readFileSync(OUT, 'utf8'));

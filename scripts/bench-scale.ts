/**
 * `npm run bench:scale`: every list of every family at a large employer's size (issue 33).
 *
 *   npm run bench:scale [-- --duration 3] [--connections 10] [--pg URL] [--no-pglite] [--no-pg] [--only approval,staffs]
 *   npm run bench:scale -- --on postgres://.../grown_db [--only staffs]   (measure a grown database as it is)
 *
 * On the project's PostgreSQL (scripts/ensure-postgres.sh, or --pg / BENCH_DATABASE_URL): a fresh
 * database, seeded, each list measured (10 clients, the first page and page 200); then company `sa`
 * grown in SQL to 20,000 staff and a million orders (packages/server/src/bench/scale/grow.ts), every
 * list measured again; then the server restarted on the grown database (it must not seed again).
 * The same on PGlite at a mid-sized company (2,000 staff, 100,000 orders). Writes the tables to
 * bench/results.md (the section "Lists at scale", replaced on each run). Takes minutes; not part of
 * `npm test`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cannon, cpuMs, root, startTarget } from './bench-targets.mjs';
import { SCALE_HEADING, withSection } from './bench-sections.ts';
import { adminQuery, databaseUrl } from '../packages/server/src/platform/test/pg-admin.ts';
import { hubToday } from '../packages/contracts/src/hub-time.ts';
import {
  listCalls as sweep,
  deepPageUrl,
  pageUrl,
  PHONES,
  type ListCall,
  type OpenApiPaths,
  type Who,
} from '../packages/server/src/bench/scale/list-calls.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    pg: { type: 'string' },
    'no-pg': { type: 'boolean', default: false },
    'no-pglite': { type: 'boolean', default: false },
    only: { type: 'string' },
    /** Measure the lists once on a database already grown (while working on a list); writes nothing. */
    on: { type: 'string' },
    out: { type: 'string', default: join(root, 'bench', 'results.md') },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const log = (...m: unknown[]) => console.error('[bench-scale]', ...m);

const SA = '99aac4ab-5201-4ce5-8565-8a4d7b45f357';
const PASSWORD = 'Demo@2026';
const DEEP_PAGE = 200;
const PAGE_SIZE = 10;

/** Every list (bench/scale/list-calls.ts), with the required parameters a person's screen would send. */
async function listCalls(url: string): Promise<ListCall[]> {
  const doc = (await (await fetch(`${url}/9077/docs/json`)).json()) as OpenApiPaths;
  const token = await login(url, 'admin');
  const canteens = (await (await fetch(`${url}/9077/api/canteen/canteens/`, { headers: { authorization: `Token ${token}` } })).json()) as {
    results: { id: string }[];
  };
  const today = hubToday();
  const calls = sweep(doc, {
    canteen_id: canteens.results[0]?.id ?? '',
    date: today,
    month: today.slice(0, 7),
    from: new Date(Date.now() - 30 * 86_400_000).toISOString(),
    to: new Date().toISOString(),
  });
  // comma-separated: any of the names
  const only = args.only?.split(',');
  return only ? calls.filter((c) => only.some((name) => c.name.includes(name))) : calls;
}

async function login(url: string, who: Who): Promise<string> {
  const res = await fetch(`${url}/9077/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: PHONES[who], password: PASSWORD, company_id: SA }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`login of ${who} failed: ${res.status}`);
  return body.token;
}

interface Measured {
  p50: number;
  p99: number;
  rps: number;
  failed: number;
  /** Server CPU (the Node process) per request, ms. */
  cpu: number;
}

async function measure(target: { url: string; pid: number }, path: string, token: string): Promise<Measured> {
  const opts = {
    url: `${target.url}${path}`,
    connections,
    headers: { authorization: `Token ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' },
  };
  await cannon({ ...opts, duration: 0.5 });
  const before = cpuMs(target.pid);
  const r = await cannon({ ...opts, duration });
  const cpu = cpuMs(target.pid) - before;
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: r.requests.average,
    failed: r.errors + r.timeouts + r.non2xx,
    cpu: r.requests.total > 0 ? cpu / r.requests.total : 0,
  };
}

type Results = Map<string, { first: Measured; deep: Measured | null; keyset: boolean; answer: string }>;

/** What page 1 answered: its rows (a list) or its size (anything else), so a ratio over an empty seeded page shows as one. */
function answerSize(body: string): string {
  const parsed = JSON.parse(body) as unknown;
  const rows = Array.isArray(parsed) ? parsed : (parsed as { results?: unknown } | null)?.results;
  if (Array.isArray(rows)) return `${String(rows.length)} row${rows.length === 1 ? '' : 's'}`;
  const bytes = Buffer.byteLength(body);
  return bytes < 1024 ? `${String(bytes)} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

async function measureAll(target: { url: string; pid: number }, calls: ListCall[], label: string): Promise<Results> {
  const tokens = {
    admin: await login(target.url, 'admin'),
    approver: await login(target.url, 'approver'),
    staff: await login(target.url, 'staff'),
  };
  const out: Results = new Map();
  for (const call of calls) {
    log(`${label}: ${call.name}`);
    const first = await measure(target, pageUrl(call, 1, PAGE_SIZE), tokens[call.who]);
    const text = async (path: string): Promise<string> =>
      (await fetch(`${target.url}${path}`, { headers: { authorization: `Token ${tokens[call.who]}` } })).text();
    const get = async (path: string): Promise<unknown> => JSON.parse(await text(path));
    const deepUrl = call.paged ? await deepPageUrl(call, DEEP_PAGE, PAGE_SIZE, get) : null;
    const deep = deepUrl === null ? null : await measure(target, deepUrl, tokens[call.who]);
    // ‡ only where page 200 was asked by key (a search of the staff picker pages by offset)
    out.set(call.name, {
      first,
      deep,
      keyset: deepUrl?.includes('&after=') === true,
      answer: answerSize(await text(pageUrl(call, 1, PAGE_SIZE))),
    });
  }
  return out;
}

/** Active staff and departments as the API counts them: the same before and after a restart when nothing was re-seeded. */
async function headcount(url: string): Promise<string> {
  const token = await login(url, 'admin');
  const res = await fetch(`${url}/9077/api/departments/`, { headers: { authorization: `Token ${token}` } });
  const rows = (await res.json()) as { staff_count: number }[];
  return `${rows.length} departments, ${rows.reduce((n, d) => n + d.staff_count, 0)} active staff`;
}

interface Run {
  database: string;
  size: string;
  seeded: Results;
  grown: Results;
  growSeconds: number;
  rows: Record<string, number>;
  restart: string;
}

async function benchDatabase(database: string, size: 'large' | 'mid', env: Record<string, string>): Promise<Run> {
  log(`${database}: seeded`);
  let target = await startTarget({ BENCH_TARGET: 'hub', ...env }, `${database} seeded`);
  let calls: ListCall[];
  let seeded: Results;
  try {
    calls = await listCalls(target.url);
    seeded = await measureAll(target, calls, `${database} seeded`);
  } finally {
    await target.stop();
  }
  log(`${database}: growing sa (${size})`);
  const growStarted = Date.now();
  target = await startTarget({ BENCH_TARGET: 'hub', BENCH_GROW: size, ...env }, `${database} grown`, { timeoutMs: 3_600_000 });
  const growSeconds = (Date.now() - growStarted) / 1000;
  const rows = (target.grown as { rows: Record<string, number> } | null)?.rows ?? {};
  let grown: Results;
  let before: string;
  try {
    grown = await measureAll(target, calls, `${database} grown`);
    before = await headcount(target.url);
  } finally {
    await target.stop();
  }
  const restartStarted = Date.now();
  target = await startTarget({ BENCH_TARGET: 'hub', ...env }, `${database} restarted`);
  let restart: string;
  try {
    const after = await headcount(target.url);
    restart = `restart in ${((Date.now() - restartStarted) / 1000).toFixed(1)} s; ${after === before ? `nothing re-seeded (${after})` : `CHANGED: ${before} before, ${after} after`}`;
  } finally {
    await target.stop();
  }
  return { database, size, seeded, grown, growSeconds, rows, restart };
}

function postgresUrl(): string | null {
  if (args['no-pg']) return null;
  const given = args.pg ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return given;
  return execFileSync(join(root, 'scripts/ensure-postgres.sh'), {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 300_000,
  }).trim();
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const pair = (m: Measured | null | undefined) => (m ? `${fmt(m.p50)} / ${fmt(m.p99)}${m.failed ? ` (${m.failed} failed)` : ''}` : '—');

function table(run: Run): string[] {
  const lines = [
    `### ${run.database}, sa grown to the ${run.size === 'large' ? 'large employer' : 'mid-sized company'}`,
    '',
    `Rows of sa after growing: ${Object.entries(run.rows)
      .map(([t, n]) => `${t} ${fmt(n)}`)
      .join(', ')}. Growing took ${fmt(run.growSeconds)} s (with the server's start); ${run.restart}.`,
    '',
    `| list | seeded p50 / p99 ms | grown p50 / p99 ms | grown page ${DEEP_PAGE} p50 / p99 ms | grown p99 vs seeded | page 1 seeded → grown | server CPU ms/req seeded → grown |`,
    '|---|---|---|---|---:|---|---|',
  ];
  for (const [name, grown] of run.grown) {
    const seeded = run.seeded.get(name);
    const worst = Math.max(grown.first.p99, grown.deep?.p99 ?? 0);
    const ratio = seeded ? worst / Math.max(1, seeded.first.p99, seeded.deep?.p99 ?? 0) : NaN;
    lines.push(
      `| ${name}${grown.keyset ? ' ‡' : ''} | ${pair(seeded?.first)} | ${pair(grown.first)} | ${pair(grown.deep)} | ${Number.isFinite(ratio) ? `${ratio.toFixed(1)}×` : '—'} | ${seeded?.answer ?? '—'} → ${grown.answer} | ${seeded ? seeded.first.cpu.toFixed(2) : '—'} → ${grown.first.cpu.toFixed(2)} |`,
    );
  }
  const over = [...run.grown].filter(([, g]) => Math.max(g.first.p99, g.deep?.p99 ?? 0) > 50).map(([n]) => n);
  lines.push('', over.length ? `Over 50 ms at p99: ${over.join(', ')}.` : 'Every list at or under 50 ms at p99.', '');
  return lines;
}

if (args.on) {
  const target = await startTarget({ BENCH_TARGET: 'hub', BENCH_SHARED_DATABASE_URL: args.on }, 'hub', { timeoutMs: 3_600_000 });
  try {
    const results = await measureAll(target, await listCalls(target.url), 'as it is');
    for (const [name, r] of results)
      console.log(`${name}\t${pair(r.first)}\t${pair(r.deep)}\tcpu ${r.first.cpu.toFixed(2)} ms\t${r.answer}`);
  } finally {
    await target.stop();
  }
  process.exit(0);
}

const started = Date.now();
const runs: Run[] = [];
const pg = postgresUrl();
if (pg) {
  const name = `campus_scale_${process.pid}`;
  await adminQuery(pg, `CREATE DATABASE "${name}"`);
  try {
    runs.push(await benchDatabase('PostgreSQL', 'large', { BENCH_SHARED_DATABASE_URL: databaseUrl(pg, name) }));
  } finally {
    await adminQuery(pg, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}
if (!args['no-pglite']) {
  const dir = mkdtempSync(join(tmpdir(), 'campus-scale-pglite-'));
  try {
    runs.push(await benchDatabase('PGlite', 'mid', { BENCH_DATA_DIR: dir }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const section = [
  SCALE_HEADING,
  '',
  `\`npm run bench:scale\`: ${connections} clients per list, ${duration} s each after 0.5 s of warm-up, page 1 and page ${DEEP_PAGE} of ${PAGE_SIZE}; ${availableParallelism()} CPUs, Node ${process.version}, ${new Date().toISOString()}. ` +
    'Lists are every GET of the OpenAPI document without a path parameter, as the busy approver (审批人, his approval lists and messages), a staff with 10,000 orders ("my orders") or the admin (the rest). ' +
    'The large employer: 20,000 staff in 200 departments, 1,000,000 orders with 2,000,000 approval steps (50,000 pending the approver, 94,000 more he acted on), 5,000 notices with 2,000,000 read receipts, 2,000,000 messages (60,000 his), 200,000 bus tickets, 100,000 canteen orders; the mid-sized company a tenth of it. ' +
    'Server CPU is the Node process only (PostgreSQL runs in its own). ' +
    `‡: a list that continues by key; its page ${DEEP_PAGE} is asked as the app asks it, with the \`next_after\` of page ${DEEP_PAGE - 1} (\`?page=${DEEP_PAGE}&after=…\`).`,
  '',
  ...runs.flatMap(table),
  `Bench time: ${fmt((Date.now() - started) / 1000)} s.`,
  '',
].join('\n');
process.stdout.write(section);
writeFileSync(args.out, withSection(readFileSync(args.out, 'utf8'), SCALE_HEADING, section));

#!/usr/bin/env node
/**
 * Server bench: requests per second and p99 latency of the permission-rules call and of phone
 * login, 50 concurrent connections, on PGlite and on PostgreSQL, beside a bare Fastify route on the
 * same machine in the same run (the ceiling; the table reports the ratio).
 *
 *   node scripts/bench-server.mjs [--duration 5] [--connections 50] [--pg URL | --no-pg] [--out FILE]
 *                                 [--cache-only] [--port-base 8401] [--tmp-prefix /tmp/x-]
 *
 * The "API cache (issue 10)" section compares the rules call with its caches off (CACHE_TTL_MS=0)
 * and on, on PGlite, on PostgreSQL, and on two servers sharing one PostgreSQL (the connections
 * split between them). --cache-only runs the bare route and that section only.
 *
 * PostgreSQL: --pg URL, else BENCH_DATABASE_URL or TEST_DATABASE_URL, else scripts/ensure-postgres.sh
 * (a throwaway cluster on 127.0.0.1). Each server runs in its own process on loopback with a fresh
 * database; login's rate limit is lifted for the run (LOGIN_RATE_LIMIT_MAX). Each measurement follows
 * one unmeasured second of warm-up. Bounded in time (about 45 s with PostgreSQL running).
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { cannon as cannonRun, root, startTarget as startTargetProcess } from './bench-targets.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    pg: { type: 'string' },
    'no-pg': { type: 'boolean', default: false },
    out: { type: 'string' },
    'cache-only': { type: 'boolean', default: false },
    'port-base': { type: 'string', default: '0' },
    'tmp-prefix': { type: 'string' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const log = (...m) => console.error('[bench-server]', ...m);
let nextPort = Number(args['port-base']);
/** Each target its own port from --port-base on (0: any free port). */
const portEnv = () => (nextPort > 0 ? { BENCH_PORT: String(nextPort++) } : {});
const tmpEnv = args['tmp-prefix'] ? { BENCH_TMP_PREFIX: args['tmp-prefix'] } : {};

const startTarget = (env, label) => startTargetProcess({ ...tmpEnv, ...portEnv(), ...env }, label);
const cannon = (opts) => cannonRun({ connections, ...opts });

/** One second of unmeasured warm-up (JIT, PGlite's WASM, connection pools), then the measured run. */
async function run(opts) {
  await cannon({ ...opts, duration: 1 });
  return cannon({ ...opts, duration });
}

const summary = (r) => ({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx });

let bare = null;
/** The bare route's req/s now (it runs for the whole bench). */
async function bareNow() {
  return summary(await run({ url: `${bare.url}/bare` })).rps;
}
/** A measurement with the bare route measured right before it: its ratio has its own ceiling. */
async function besideBare(measure) {
  const ceiling = await bareNow();
  return { ...summary(await measure()), bare: ceiling };
}

const companyId = 'f93eb315-1945-4e9f-a343-b93ed994e55d';
const loginBody = JSON.stringify({ phone: '13800000000', password: 'Demo@2026', company_id: companyId });
/** What Chromium sends over https; the rows marked "no Accept-Encoding" leave it out (the answer goes uncompressed). */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const rulesCall = (url, token, { compressed = true } = {}) => ({
  url: `${url}/9077/api/app_models/rules/`,
  headers: { authorization: `Token ${token}`, ...(compressed ? { 'accept-encoding': BROWSER_ACCEPT_ENCODING } : {}) },
});

async function loginToken(url) {
  const res = await fetch(`${url}/9077/api/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody });
  const { token } = await res.json();
  if (!token) throw new Error(`login failed: ${res.status}`);
  return token;
}

async function benchHub(database, env) {
  const target = await startTarget({ BENCH_TARGET: 'hub', ...env }, `hub ${database}`);
  try {
    const token = await loginToken(target.url);
    log(`${database}: GET rules`);
    const rules = await besideBare(() => run(rulesCall(target.url, token)));
    log(`${database}: POST login`);
    const login = await besideBare(() =>
      run({ url: `${target.url}/9077/api/token/`, method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody }),
    );
    return [
      { name: 'GET /9077/api/app_models/rules/', database, ...rules },
      { name: 'POST /9077/api/token/ (phone login, scrypt)', database, ...login },
    ];
  } finally {
    await target.stop();
  }
}

/** The rules call with the caches off (CACHE_TTL_MS=0, the old path) and on, one fresh server each. */
async function benchRulesCache(database, env) {
  const out = [];
  for (const [label, cacheEnv] of [
    ['caches off (CACHE_TTL_MS=0)', { CACHE_TTL_MS: '0' }],
    ['cached', {}],
  ]) {
    const target = await startTarget({ BENCH_TARGET: 'hub', ...env, ...cacheEnv }, `hub ${database} ${label}`);
    try {
      const token = await loginToken(target.url);
      log(`${database}: GET rules, ${label}`);
      out.push({ name: `GET rules, ${label}`, database, ...(await besideBare(() => run(rulesCall(target.url, token)))) });
      if (label === 'cached') {
        log(`${database}: GET rules, cached, no Accept-Encoding`);
        const plain = await besideBare(() => run(rulesCall(target.url, token, { compressed: false })));
        out.push({ name: 'GET rules, cached, no Accept-Encoding (sent uncompressed)', database, ...plain });
      }
    } finally {
      await target.stop();
    }
  }
  return out;
}

/** Two server processes on one PostgreSQL database, the connections split between them (a load balancer). */
async function benchTwoServers(pgUrl) {
  const a = await startTarget({ BENCH_TARGET: 'hub', BENCH_DATABASE_URL: pgUrl }, 'hub PostgreSQL server A');
  try {
    if (!a.databaseUrl) throw new Error('server A did not print its database URL');
    const b = await startTarget({ BENCH_TARGET: 'hub', BENCH_SHARED_DATABASE_URL: a.databaseUrl }, 'hub PostgreSQL server B');
    try {
      const token = await loginToken(a.url);
      const half = Math.max(1, Math.floor(connections / 2));
      const both = (d) => Promise.all([a, b].map((t) => cannon({ ...rulesCall(t.url, token), connections: half, duration: d })));
      log('PostgreSQL: GET rules, cached, two servers');
      const ceiling = await bareNow();
      await both(1);
      const [ra, rb] = (await both(duration)).map(summary);
      return [
        {
          name: `GET rules, cached, two servers (${half} + ${half} connections)`,
          database: 'PostgreSQL (shared)',
          rps: ra.rps + rb.rps,
          p99: Math.max(ra.p99, rb.p99),
          errors: ra.errors + rb.errors,
          non2xx: ra.non2xx + rb.non2xx,
          bare: ceiling,
        },
      ];
    } finally {
      await b.stop();
    }
  } finally {
    await a.stop();
  }
}

function postgresUrl() {
  if (args['no-pg']) return null;
  const given = args.pg ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return given;
  try {
    log('no PostgreSQL URL given: scripts/ensure-postgres.sh');
    return execFileSync(join(root, 'scripts/ensure-postgres.sh'), {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      timeout: 300_000,
    }).trim();
  } catch (err) {
    log(`PostgreSQL unavailable, skipped: ${err.message}`);
    return null;
  }
}

const started = Date.now();
const rows = [];
const cacheRows = [];
const notes = [];
const cacheOnly = args['cache-only'];

log(`bare Fastify route, ${connections} connections, ${duration} s`);
// Kept running (idle between measurements): each call is compared with the bare route measured just
// before it, since a machine here can lose a third of its speed between the start and the end of a run.
const pgUrl = postgresUrl();
bare = await startTarget({ BENCH_TARGET: 'bare' }, 'bare');
try {
  const first = summary(await run({ url: `${bare.url}/bare` }));
  rows.push({ name: 'GET /bare (bare Fastify route, ceiling)', database: '-', ...first, bare: first.rps });
  if (!cacheOnly) {
    rows.push(...(await benchHub('PGlite', {})));
    if (pgUrl) rows.push(...(await benchHub('PostgreSQL', { BENCH_DATABASE_URL: pgUrl })));
    else notes.push('PostgreSQL: skipped (no server).');
  }
  cacheRows.push(...(await benchRulesCache('PGlite', {})));
  if (pgUrl) {
    cacheRows.push(...(await benchRulesCache('PostgreSQL', { BENCH_DATABASE_URL: pgUrl })));
    cacheRows.push(...(await benchTwoServers(pgUrl)));
  }
} finally {
  await bare.stop();
}

const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const row = (r) =>
  `| ${r.name} | ${r.database} | ${fmt(r.rps)} | ${fmt(r.p99)} | ${fmt(r.bare)} | ${fmt((r.rps / r.bare) * 100, 1)}% | ${r.errors + r.non2xx} |`;
const header = [
  '| call | database | req/s | p99 ms | bare route just before, req/s | vs bare route | errors |',
  '|---|---|---:|---:|---:|---:|---:|',
];
const stamp = `${connections} connections, ${duration} s each, ${availableParallelism()} CPUs, Node ${process.version}, ${new Date().toISOString()}`;
const sections = [];
if (!cacheOnly) {
  sections.push(
    `## API throughput (${stamp})`,
    '',
    ...header,
    ...rows.map(row),
    '',
    "Each run follows 1 s of unmeasured warm-up, and each call the bare route's own run (its ratio is to that). Login is bound by scrypt (N=16384, r=8, p=1: memory-hard on purpose); the rules call does the token lookup and the rules query on every request.",
    ...notes,
    '',
  );
}
sections.push(
  `## API cache (issue 10) (${stamp})`,
  '',
  ...header,
  row(rows[0]),
  ...cacheRows.map(row),
  '',
  `The rules calls send a browser's Accept-Encoding (${BROWSER_ACCEPT_ENCODING}): the answer goes compressed, once per cache entry (http/compression.ts), except in the row that leaves the header out. Caches off: the token lookup and the rules query on every request (the old path). Cached: caller per token hash and rules per (company, role) in memory, dropped by LISTEN/NOTIFY (docs/server.md "Caches"). Two servers: two processes on one database, autocannon splitting the connections between them; req/s summed, p99 the worse of the two.`,
  ...(pgUrl ? [] : ['PostgreSQL: skipped (no server).']),
  `Bench time: ${fmt((Date.now() - started) / 1000, 1)} s.`,
  '',
);
const table = sections.join('\n');
process.stdout.write(table);
if (args.out) appendFileSync(args.out, `${table}\n`);

#!/usr/bin/env node
/**
 * Server bench: requests per second and p99 latency of the permission-rules call and of phone
 * login, 50 concurrent connections, on PGlite and on PostgreSQL, beside a bare Fastify route on the
 * same machine in the same run (the ceiling; the table reports the ratio).
 *
 *   node scripts/bench-server.mjs [--duration 5] [--connections 50] [--pg URL | --no-pg] [--out FILE]
 *
 * PostgreSQL: --pg URL, else BENCH_DATABASE_URL or TEST_DATABASE_URL, else scripts/ensure-postgres.sh
 * (a throwaway cluster on 127.0.0.1). Each server runs in its own process on loopback with a fresh
 * database; login's rate limit is lifted for the run (LOGIN_RATE_LIMIT_MAX). Each measurement follows
 * one unmeasured second of warm-up. Bounded in time (about 45 s with PostgreSQL running).
 */
import { spawn, execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    pg: { type: 'string' },
    'no-pg': { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const log = (...m) => console.error('[bench-server]', ...m);

/** A target server in a child process; resolves with its URL once it prints READY. */
function startTarget(env, label) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'packages/server/src/bench/target.ts')], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${label}: no READY within 120 s`));
    }, 120_000);
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /READY (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({
          url: m[1],
          stop: () =>
            new Promise((done) => {
              const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
              child.once('exit', () => {
                clearTimeout(kill);
                done();
              });
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${label}: exited with ${code} before READY`));
    });
  });
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** One second of unmeasured warm-up (JIT, PGlite's WASM, connection pools), then the measured run. */
async function run(opts) {
  await cannon({ ...opts, duration: 1 });
  return cannon({ ...opts, duration });
}

const summary = (r) => ({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx });

async function benchHub(database, env) {
  const target = await startTarget({ BENCH_TARGET: 'hub', ...env }, `hub ${database}`);
  try {
    const companyId = 'f93eb315-1945-4e9f-a343-b93ed994e55d';
    const loginBody = JSON.stringify({ phone: '13800000000', password: 'Demo@2026', company_id: companyId });
    const res = await fetch(`${target.url}/9077/api/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody });
    const { token } = await res.json();
    if (!token) throw new Error(`login failed: ${res.status}`);
    log(`${database}: GET rules`);
    const rules = summary(await run({ url: `${target.url}/9077/api/app_models/rules/`, headers: { authorization: `Token ${token}` } }));
    log(`${database}: POST login`);
    const login = summary(
      await run({ url: `${target.url}/9077/api/token/`, method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody }),
    );
    return [
      { name: 'GET /9077/api/app_models/rules/', database, ...rules },
      { name: 'POST /9077/api/token/ (phone login, scrypt)', database, ...login },
    ];
  } finally {
    await target.stop();
  }
}

function postgresUrl() {
  if (args['no-pg']) return null;
  const given = args.pg ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return given;
  try {
    log('no PostgreSQL URL given: scripts/ensure-postgres.sh');
    return execFileSync(join(root, 'scripts/ensure-postgres.sh'), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: 300_000 }).trim();
  } catch (err) {
    log(`PostgreSQL unavailable, skipped: ${err.message}`);
    return null;
  }
}

const started = Date.now();
const rows = [];
const notes = [];

log(`bare Fastify route, ${connections} connections, ${duration} s`);
const bare = await startTarget({ BENCH_TARGET: 'bare' }, 'bare');
try {
  rows.push({ name: 'GET /bare (bare Fastify route, ceiling)', database: '-', ...summary(await run({ url: `${bare.url}/bare` })) });
} finally {
  await bare.stop();
}
rows.push(...(await benchHub('PGlite', {})));
const pgUrl = postgresUrl();
if (pgUrl) rows.push(...(await benchHub('PostgreSQL', { BENCH_DATABASE_URL: pgUrl })));
else notes.push('PostgreSQL: skipped (no server).');

const ceiling = rows[0].rps;
const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const table = [
  `## API throughput (${connections} connections, ${duration} s each, ${availableParallelism()} CPUs, Node ${process.version}, ${new Date().toISOString()})`,
  '',
  '| call | database | req/s | p99 ms | vs bare route | errors |',
  '|---|---|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.name} | ${r.database} | ${fmt(r.rps)} | ${fmt(r.p99)} | ${fmt((r.rps / ceiling) * 100, 1)}% | ${r.errors + r.non2xx} |`),
  '',
  'Each run follows 1 s of unmeasured warm-up. Login is bound by scrypt (N=16384, r=8, p=1: memory-hard on purpose); the rules call does the token lookup and the rules query on every request.',
  ...notes,
  `Bench time: ${fmt((Date.now() - started) / 1000, 1)} s.`,
  '',
].join('\n');
process.stdout.write(table);
if (args.out) appendFileSync(args.out, `${table}\n`);

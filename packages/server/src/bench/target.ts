/**
 * A server for scripts/bench-server.mjs, in its own process so the load generator does not share
 * its event loop. Prints `READY <url>` on stdout, stops on SIGTERM/SIGINT or stdin end.
 *   BENCH_TARGET=bare  a bare Fastify route (the ceiling)
 *   BENCH_TARGET=hub   the hub on a fresh PGlite folder, or on a fresh database of BENCH_DATABASE_URL,
 *                      or on BENCH_SHARED_DATABASE_URL as it is (a second server on the first one's database)
 *                      or on BENCH_DATA_DIR as it is (PGlite; kept, so a restart can be measured)
 * BENCH_GROW=large|mid|<fraction of large> grows company BENCH_GROW_COMPANY (default sa's) before READY (bench/scale/grow.ts)
 * and prints `GROWN <json>` (seconds per step, rows) first.
 * BENCH_PORT picks the port (default: any free one), BENCH_TMP_PREFIX where PGlite folders go.
 * With PostgreSQL it prints `READY <url> <database url>` so a second server can join the database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { readConfig } from '../platform/config.ts';
import { startServer } from '../platform/start.ts';
import { adminQuery, databaseUrl } from '../platform/test/pg-admin.ts';
import { growCompany, LARGE, MID, scaled } from './scale/grow.ts';

/** Company `sa`'s id (tenants/sa/tenant.json): the company the scale bench grows. */
const SA_COMPANY_ID = '99aac4ab-5201-4ce5-8565-8a4d7b45f357';

const cleanups: (() => Promise<void>)[] = [];
let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  for (const c of cleanups.reverse()) await c().catch((err: unknown) => console.error(err));
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();

if (process.env.BENCH_TARGET === 'bare') {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ ok: true }));
  await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
  cleanups.push(() => app.close());
  const addr = app.server.address();
  console.log(`READY http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`);
} else {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: process.env.BENCH_PORT ?? '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_MAX: process.env.LOGIN_RATE_LIMIT_MAX ?? '100000000',
    // The bench logs in with the demo accounts.
    SEED: 'demo',
    DIST_DIR: join(tmpdir(), 'campus-bench-no-dist'),
  };
  // Growing writes millions of rows in single statements: no per-statement bound while it runs.
  if (process.env.BENCH_GROW) env.DB_STATEMENT_TIMEOUT_MS = '0';
  const base = process.env.BENCH_DATABASE_URL;
  const shared = process.env.BENCH_SHARED_DATABASE_URL;
  if (shared) {
    env.DATABASE_URL = shared;
  } else if (base) {
    const name = `campus_bench_${process.pid}_${Date.now()}`;
    await adminQuery(base, `CREATE DATABASE "${name}"`);
    cleanups.push(() => adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    env.DATABASE_URL = databaseUrl(base, name);
  } else if (process.env.BENCH_DATA_DIR) {
    env.DATA_DIR = process.env.BENCH_DATA_DIR;
    delete env.DATABASE_URL;
  } else {
    const dir = mkdtempSync(process.env.BENCH_TMP_PREFIX ?? join(tmpdir(), 'campus-bench-pglite-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    env.DATA_DIR = dir;
    delete env.DATABASE_URL;
  }
  const started = await startServer(readConfig(env));
  cleanups.push(() => started.stop());
  const grow = process.env.BENCH_GROW;
  if (grow) {
    const factor = Number(grow);
    const sizes = grow === 'large' ? LARGE : grow === 'mid' ? MID : factor > 0 ? scaled(LARGE, factor) : null;
    if (!sizes) throw new Error(`BENCH_GROW: large, mid or a fraction of large, not ${grow}`);
    const report = await growCompany(started.handle.db, process.env.BENCH_GROW_COMPANY ?? SA_COMPANY_ID, sizes, (line) =>
      console.error(`[grow] ${line}`),
    );
    console.log(`GROWN ${JSON.stringify(report)}`);
  }
  console.log(`READY ${started.url.replace('localhost', '127.0.0.1')}${env.DATABASE_URL ? ` ${env.DATABASE_URL}` : ''}`);
}

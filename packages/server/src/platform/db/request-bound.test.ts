import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authEndpoints, endpointUrl, noticeEndpoints, type AuthData } from '@campus/contracts';
import { buildServer, type HubServer } from '../app.ts';
import { readConfig } from '../config.ts';
import { startServer } from '../start.ts';
import { databaseBusy } from '../http/errors.ts';
import { A, auth, tenants } from '../test/harness.ts';
import { adminQuery, databaseUrl, copyTemplateDatabase } from '../test/pg-admin.ts';
import { eventually } from '../test/eventually.ts';
import { logLines } from '../test/log-lines.ts';
import { DEMO_PASSWORD, DEMO_PHONE } from '../seed/data.ts';
import { MIGRATION_LOCK, openPostgres } from './postgres.ts';
import type { DatabaseHandle } from './types.ts';

describe('databaseBusy: which failures answer 503 (issue 33)', () => {
  const pgError = (code: string) => Object.assign(new Error('canceling statement due to statement timeout'), { code });
  const wrapped = (cause: unknown) =>
    Object.assign(new Error('Failed query: select 1\nparams: secret'), { name: 'DrizzleQueryError', cause });

  it('finds statement_timeout (57014) and the pool wait along the cause chain', () => {
    expect(databaseBusy(pgError('57014'))).toEqual({ reason: 'statement timeout', sqlState: '57014' });
    expect(databaseBusy(wrapped(pgError('57014')))).toEqual({ reason: 'statement timeout', sqlState: '57014' });
    expect(databaseBusy(wrapped(wrapped(pgError('57014'))))).toEqual({ reason: 'statement timeout', sqlState: '57014' });
    expect(databaseBusy(wrapped(new Error('timeout exceeded when trying to connect')))).toEqual({ reason: 'pool wait' });
    expect(databaseBusy(new Error('Connection terminated due to connection timeout'))).toEqual({ reason: 'pool wait' });
  });

  it('leaves every other failure to the 500 path', () => {
    expect(databaseBusy(wrapped(pgError('23505')))).toBeNull();
    expect(databaseBusy(new Error('Cannot use a pool after calling end on the pool'))).toBeNull();
    expect(databaseBusy('57014')).toBeNull();
    const loop: Error & { cause?: unknown } = new Error('loop');
    loop.cause = loop;
    expect(databaseBusy(loop)).toBeNull();
  });
});

/**
 * A slow statement is a list blocked behind another session's table lock (statement_timeout counts
 * the lock wait): a real route on the real app, held exactly as long as the test wants.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a bound on one request’s database time [postgres] (issue 33)', () => {
  const base = process.env.TEST_DATABASE_URL ?? '';
  const name = `campus_t_${randomBytes(6).toString('hex')}`;
  // Made when the suite runs: collecting a skipped suite must not read an unset URL.
  const url = (): string => databaseUrl(base, name);
  const handles: DatabaseHandle[] = [];
  const apps: HubServer[] = [];
  let admin: pg.Client;
  let probe: pg.Client;
  const { lines, stream } = logLines();

  const open = (options: { poolSize: number; statementTimeoutMs: number; poolWaitMs: number }) => {
    const handle = openPostgres({ url: url(), ...options });
    handles.push(handle);
    return handle;
  };
  const build = async (handle: DatabaseHandle) => {
    const app = await buildServer({
      db: handle,
      tenants,
      distDir: null,
      logger: { level: 'warn', stream },
      loginRateLimit: { max: 10_000, timeWindowMs: 60_000 },
      closeGraceMs: 100,
      demoMode: true,
    });
    apps.push(app);
    return app;
  };
  const login = (app: HubServer) =>
    app.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.login),
      payload: { phone: DEMO_PHONE, password: DEMO_PASSWORD, company_id: A.id },
    });
  const listNotices = (app: HubServer, token: string) =>
    app.inject({ method: 'GET', url: endpointUrl(noticeEndpoints.list), headers: auth(token) });
  const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
    const t0 = performance.now();
    const result = await run();
    return [result, performance.now() - t0];
  };
  /** statement_timeout as a pool connection sees it (node-postgres answers a QueryResult). */
  const setting = async (handle: DatabaseHandle): Promise<string | undefined> => {
    const res = (await handle.db.execute(sql`SHOW statement_timeout`)) as unknown as { rows: { statement_timeout: string }[] };
    return res.rows[0]?.statement_timeout;
  };
  /** Holds notices locked (every list of them waits) until the returned release is called. */
  const lockNotices = async (): Promise<() => Promise<void>> => {
    await admin.query('BEGIN');
    await admin.query('LOCK TABLE notices IN ACCESS EXCLUSIVE MODE');
    return async () => {
      await admin.query('ROLLBACK');
    };
  };
  /** Sessions of this database waiting for a lock: the slow lists that hold a pool connection each. */
  const lockWaiters = async (): Promise<number> => {
    // A connection of its own, outside any transaction: pg_stat_activity is read fresh each time.
    const res = await probe.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'",
      [name],
    );
    return res.rows[0]?.n ?? 0;
  };

  beforeAll(async () => {
    await copyTemplateDatabase(base, name, inject('pgTemplate'));
    admin = new pg.Client({ connectionString: url() });
    await admin.connect();
    probe = new pg.Client({ connectionString: url() });
    await probe.connect();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    await admin?.end().catch(() => {});
    await probe?.end().catch(() => {});
    await adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('the pool’s sessions carry statement_timeout: pg_sleep(1) fails with 57014 after 200 ms and the connection is reused', async () => {
    const handle = open({ poolSize: 1, statementTimeoutMs: 200, poolWaitMs: 1000 });
    expect(await setting(handle)).toBe('200ms');
    const [err, ms] = await timed(() =>
      handle.db.execute(sql`SELECT pg_sleep(1)`).then(
        () => null,
        (e: unknown) => e,
      ),
    );
    expect(databaseBusy(err)).toEqual({ reason: 'statement timeout', sqlState: '57014' });
    expect(ms).toBeLessThan(900);
    // The one connection of the pool answers the next statement.
    const one = (await handle.db.execute(sql`SELECT 1 AS one`)) as unknown as { rows: { one: number }[] };
    expect(one.rows).toEqual([{ one: 1 }]);
  });

  it('a slow list answers 503 {detail: 系统异常} with Retry-After in about the time-out, logged as a warning without its parameters', async () => {
    const app = await build(open({ poolSize: 2, statementTimeoutMs: 200, poolWaitMs: 1000 }));
    const me = (await login(app)).json<AuthData>();
    expect((await listNotices(app, me.token)).statusCode).toBe(200);
    lines.length = 0;
    const release = await lockNotices();
    try {
      const [res, ms] = await timed(() => listNotices(app, me.token));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ detail: '系统异常' });
      expect(res.headers['retry-after']).toBe('1');
      expect(ms).toBeLessThan(1000);
    } finally {
      await release();
    }
    const warnings = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'database busy');
    expect(warnings).toHaveLength(1);
    // sqlState of its own: the err serializer's `code` is censored with the verification codes.
    expect(warnings[0]).toMatchObject({ level: 40, reason: 'statement timeout', sqlState: '57014' });
    // The query's parameters (the company and the caller) never reach the log.
    expect(lines.join('')).not.toContain(A.id);
    expect(lines.join('')).not.toContain('params:');
    // The cancelled connections are back in the pool and serve the same list.
    expect((await listNotices(app, me.token)).statusCode).toBe(200);
  });

  it('slow lists holding every connection: a fast request is served once the time-out frees one, never stuck', async () => {
    // 800 ms: time enough to see both lists waiting on a busy machine before they are cancelled.
    const app = await build(open({ poolSize: 2, statementTimeoutMs: 800, poolWaitMs: 3000 }));
    const me = (await login(app)).json<AuthData>();
    const release = await lockNotices();
    try {
      const slow = [listNotices(app, me.token), listNotices(app, me.token)];
      await eventually(async () => (await lockWaiters()) === 2, 3000);
      const [fast, ms] = await timed(() => login(app));
      expect(fast.statusCode).toBe(200);
      expect(ms).toBeLessThan(2500);
      for (const res of await Promise.all(slow)) expect(res.statusCode).toBe(503);
    } finally {
      await release();
    }
    // Afterwards the whole pool works: more lists at once than connections.
    const after = await Promise.all(Array.from({ length: 6 }, () => listNotices(app, me.token)));
    expect(after.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('no statement time-out (0) but a pool wait: a request finding no free connection answers 503 after DB_POOL_WAIT_MS', async () => {
    const app = await build(open({ poolSize: 2, statementTimeoutMs: 0, poolWaitMs: 150 }));
    // Both connections opened first: opening one is bounded by the same 150 ms (a busy machine may miss it).
    await eventually(async () => (await Promise.all([login(app), login(app)])).every((r) => r.statusCode === 200), 5000);
    const me = (await login(app)).json<AuthData>();
    lines.length = 0;
    const release = await lockNotices();
    const slow = Promise.all([listNotices(app, me.token), listNotices(app, me.token)]);
    try {
      await eventually(async () => (await lockWaiters()) === 2, 3000);
      const [res, ms] = await timed(() => login(app));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ detail: '系统异常' });
      expect(res.headers['retry-after']).toBe('1');
      expect(ms).toBeGreaterThanOrEqual(140);
      expect(ms).toBeLessThan(1000);
    } finally {
      await release();
    }
    // Without a statement time-out the slow lists simply finish once the lock goes.
    expect((await slow).map((r) => r.statusCode)).toEqual([200, 200]);
    const warning = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'database busy');
    expect(warning).toMatchObject({ level: 40, reason: 'pool wait' });
    expect((await login(app)).statusCode).toBe(200);
  });

  it('the migration has no statement time-out: it waits for another instance’s migration lock longer than the time-out', async () => {
    const handle = open({ poolSize: 1, statementTimeoutMs: 100, poolWaitMs: 1000 });
    await admin.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    let unlocked = false;
    const unlock = setTimeout(() => {
      unlocked = true;
      void admin.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }, 400);
    try {
      await handle.migrate();
      expect(unlocked).toBe(true);
    } finally {
      clearTimeout(unlock);
      if (!unlocked) await admin.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  });

  it('startServer passes DB_POOL_SIZE, DB_STATEMENT_TIMEOUT_MS and DB_POOL_WAIT_MS to the pool', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'campus-bound-'));
    const started = await startServer(
      readConfig({
        DATABASE_URL: url(),
        DB_POOL_SIZE: '3',
        DB_STATEMENT_TIMEOUT_MS: '250',
        // Also bounds opening a connection: generous, so a busy test machine does not fail the start.
        DB_POOL_WAIT_MS: '3000',
        SEED: 'skip',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        DIST_DIR: join(dir, 'no-dist'),
      }),
    );
    try {
      expect(await setting(started.handle)).toBe('250ms');
      const [err, ms] = await timed(() =>
        started.handle.db.execute(sql`SELECT pg_sleep(1)`).then(
          () => null,
          (e: unknown) => e,
        ),
      );
      expect(databaseBusy(err)).toMatchObject({ sqlState: '57014' });
      expect(ms).toBeLessThan(900);
    } finally {
      await started.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type AuthData, authEndpoints, permissionEndpoints, endpointUrl } from '@campus/contracts';
import { buildServer, type HubServer } from '../app.ts';
import { eventually } from '../test/eventually.ts';
import { A, auth, openTestDatabase, tenants, type TestDatabase } from '../test/harness.ts';
import { DEMO_PASSWORD } from '../seed/data.ts';

/** Two servers behind one load balancer: each its own pool and LISTEN connection, one database. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('caches across two servers on one PostgreSQL (issue 10)', () => {
  let db: TestDatabase;
  let a: HubServer;
  let b: HubServer;
  const build = async (handle: TestDatabase['handle']) =>
    buildServer({
      db: handle,
      tenants,
      distDir: null,
      logger: false,
      demoMode: true,
      closeGraceMs: 100,
      loginRateLimit: { max: 10_000, timeWindowMs: 60_000 },
    });

  beforeAll(async () => {
    db = await openTestDatabase('postgres');
    a = await build(db.handle);
    b = await build(await db.openPeer());
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.dispose();
  });

  const login = async (phone: string): Promise<AuthData> => {
    const res = await a.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.login),
      payload: { phone, password: DEMO_PASSWORD, company_id: A.id },
    });
    expect(res.statusCode).toBe(200);
    return res.json<AuthData>();
  };
  const rulesStatus = async (app: HubServer, token: string) =>
    (await app.inject({ method: 'GET', url: endpointUrl(permissionEndpoints.rules), headers: auth(token) })).statusCode;

  it('logout on server A: server B answers 401 AUTH_FAIL as soon as the NOTIFY lands', async () => {
    const me = await login('13800000001');
    expect(await rulesStatus(b, me.token)).toBe(200);
    expect(b.context.caches.callers.size).toBeGreaterThan(0);
    expect((await a.inject({ method: 'POST', url: endpointUrl(authEndpoints.revokeToken), headers: auth(me.token) })).statusCode).toBe(200);
    await eventually(async () => (await rulesStatus(b, me.token)) === 401);
    const res = await b.inject({ method: 'GET', url: endpointUrl(permissionEndpoints.rules), headers: auth(me.token) });
    expect(res.json()).toMatchObject({ code: 'AUTH_FAIL' });
  });

  it('password change on server A ends the other sessions on server B', async () => {
    const other = await login('13800000002');
    const me = await login('13800000002');
    expect(await rulesStatus(b, other.token)).toBe(200);
    const change = await a.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.changePassword),
      headers: auth(me.token),
      payload: { old_password: DEMO_PASSWORD, new_password: 'Changed2026x' },
    });
    expect(change.statusCode).toBe(200);
    await eventually(async () => (await rulesStatus(b, other.token)) === 401);
    expect(await rulesStatus(b, me.token)).toBe(200);
  });

  it('LISTEN connection lost: server B drops its caches and caches nothing until it listens again', async () => {
    const me = await login('13800000003');
    expect(await rulesStatus(b, me.token)).toBe(200);
    const caches = b.context.caches;
    await db.handle.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    await eventually(() => !caches.invalidator.live);
    expect(caches.callers.size).toBe(0);
    // Revoked while B may miss the notice: B reads the database, so 401 at once.
    await db.handle.db.execute(sql`UPDATE auth_tokens SET revoked_at = now() WHERE company_id = ${A.id} AND staff_id = ${me.user_id}`);
    expect(await rulesStatus(b, me.token)).toBe(401);
    await eventually(() => caches.invalidator.live, 5000);
    expect(await rulesStatus(b, me.token)).toBe(401);
    // Caching again, and notices arrive again.
    const again = await login('13800000004');
    expect(await rulesStatus(b, again.token)).toBe(200);
    expect(caches.callers.size).toBe(1);
    expect((await a.inject({ method: 'POST', url: endpointUrl(authEndpoints.revokeToken), headers: auth(again.token) })).statusCode).toBe(
      200,
    );
    await eventually(async () => (await rulesStatus(b, again.token)) === 401);
  });
});

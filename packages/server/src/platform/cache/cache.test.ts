import { brotliDecompressSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { permissionEndpoints, authEndpoints, directoryEndpoints, endpointUrl } from '@campus/contracts';
import { eventually } from '../test/eventually.ts';
import { A, auth, describeOnEveryDatabase } from '../test/harness.ts';
import type { CodeSender } from '../identity/reset-codes.ts';
import type { HubServer } from '../app.ts';
import type { Database } from '../db/types.ts';

const TTL_MS = 30_000;
const TOKEN_TTL_MS = 3_600_000;
/** The servers' clock: tests move it instead of sleeping. */
let clock = Date.parse('2026-11-23T12:00:00Z');
const codes: string[] = [];
const captureSender: CodeSender = {
  async send(_staff, code) {
    codes.push(code);
  },
};

const rules = (app: HubServer, token: string) =>
  app.inject({ method: 'GET', url: endpointUrl(permissionEndpoints.rules), headers: auth(token) });

const departmentNames = async (app: HubServer, token: string): Promise<string[]> =>
  (await app.inject({ method: 'GET', url: endpointUrl(directoryEndpoints.listDepartments), headers: auth(token) }))
    .json<{ name: string }[]>()
    .map((d) => d.name);

/** A write the caches are not told about (trigger off): shows whether a request still reads the database. */
async function behindTheCachesBack(db: Database, table: string, write: ReturnType<typeof sql>): Promise<void> {
  await db.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER USER`));
  try {
    await db.execute(write);
  } finally {
    await db.execute(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER USER`));
  }
}

describeOnEveryDatabase(
  'caches: caller and rules (issue 10)',
  (h) => {
    it('a cached caller is served without the database until the TTL (injected clock) runs out', async () => {
      const me = await h().login(A.id, '13800000001');
      expect((await rules(h().app, me.token)).statusCode).toBe(200);
      // The token row is gone, but nobody told the caches: a cache hit does not look.
      await behindTheCachesBack(
        h().db.handle.db,
        'auth_tokens',
        sql`DELETE FROM auth_tokens WHERE company_id = ${A.id} AND staff_id = ${me.user_id}`,
      );
      expect((await rules(h().app, me.token)).statusCode).toBe(200);
      clock += TTL_MS - 1;
      expect((await rules(h().app, me.token)).statusCode).toBe(200);
      clock += 1;
      const expired = await rules(h().app, me.token);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toMatchObject({ code: 'AUTH_FAIL' });
    });

    it('a cached caller is never served past its token expiry', async () => {
      const me = await h().login(A.id, '13800000001');
      // The token ends in 10 s, well before the cache TTL.
      await behindTheCachesBack(
        h().db.handle.db,
        'auth_tokens',
        sql`UPDATE auth_tokens SET expires_at = ${new Date(clock + 10_000).toISOString()} WHERE company_id = ${A.id} AND staff_id = ${me.user_id}`,
      );
      expect((await rules(h().app, me.token)).statusCode).toBe(200);
      clock += 10_000;
      expect((await rules(h().app, me.token)).statusCode).toBe(401);
    });

    it('logout drops the caller at once: the next request is 401 AUTH_FAIL', async () => {
      const me = await h().login(A.id, '13800000001');
      expect((await rules(h().app, me.token)).statusCode).toBe(200);
      expect(
        (await h().app.inject({ method: 'POST', url: endpointUrl(authEndpoints.revokeToken), headers: auth(me.token) })).statusCode,
      ).toBe(200);
      const after = await rules(h().app, me.token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ code: 'AUTH_FAIL' });
    });

    it('a password change drops the other sessions at once, keeps this one', async () => {
      const other = await h().login(A.id, '13800000002');
      const me = await h().login(A.id, '13800000002');
      expect((await rules(h().app, other.token)).statusCode).toBe(200);
      expect((await rules(h().app, me.token)).statusCode).toBe(200);
      const change = await h().app.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.changePassword),
        headers: auth(me.token),
        payload: { old_password: 'Demo@2026', new_password: 'Changed2026x' },
      });
      expect(change.statusCode).toBe(200);
      expect((await rules(h().app, other.token)).statusCode).toBe(401);
      expect((await rules(h().app, me.token)).statusCode).toBe(200);
    });

    it('a password reset drops every session at once', async () => {
      const me = await h().login(A.id, '13800000003');
      expect((await rules(h().app, me.token)).statusCode).toBe(200);
      codes.length = 0;
      await h().app.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.sendResetCode),
        payload: { phone: '13800000003', company_id: A.id },
      });
      const reset = await h().app.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.resetPassword),
        payload: { phone: '13800000003', company_id: A.id, code: codes[0] ?? '', new_password: 'Reset2026x' },
      });
      expect(reset.statusCode).toBe(200);
      expect((await rules(h().app, me.token)).statusCode).toBe(401);
    });

    it('staff deactivated in the database (an admin, a script): 401 as soon as the NOTIFY lands', async () => {
      const me = await h().login(A.id, '13800000004');
      expect((await rules(h().app, me.token)).statusCode).toBe(200);
      await h().db.handle.db.execute(sql`UPDATE staff SET is_active = false WHERE company_id = ${A.id} AND id = ${me.user_id}`);
      await eventually(async () => (await rules(h().app, me.token)).statusCode === 401);
      await h().db.handle.db.execute(sql`UPDATE staff SET is_active = true WHERE company_id = ${A.id} AND id = ${me.user_id}`);
    });

    it('a rules change is served as soon as the NOTIFY lands; before it, the cached list', async () => {
      const me = await h().login(A.id);
      const before = (await rules(h().app, me.token)).json<{ keyword: string; name: string }[]>();
      const first = before[0];
      if (!first) throw new Error('no seeded rules');
      await h().db.handle.db.execute(
        sql`UPDATE permission_rules SET name = 'renamed' WHERE company_id = ${A.id} AND keyword = ${first.keyword}`,
      );
      await eventually(async () => (await rules(h().app, me.token)).json<{ name: string }[]>()[0]?.name === 'renamed');
    });

    it('issue 33: the department list is served from the cache until a change to the company directory lands, rows added too', async () => {
      const me = await h().login(A.id);
      const db = h().db.handle.db;
      const before = await departmentNames(h().app, me.token);
      await behindTheCachesBack(
        db,
        'departments',
        sql`INSERT INTO departments (company_id, id, name, sort) VALUES (${A.id}, gen_random_uuid(), '未通知部门', 90)`,
      );
      expect(await departmentNames(h().app, me.token)).toEqual(before);
      // An insert (an HR import, psql) notifies once per statement: the next list has both.
      await db.execute(sql`INSERT INTO departments (company_id, id, name, sort) VALUES (${A.id}, gen_random_uuid(), '新部门', 91)`);
      await eventually(async () => (await departmentNames(h().app, me.token)).join() === [...before, '未通知部门', '新部门'].join());
      await db.execute(sql`DELETE FROM departments WHERE company_id = ${A.id} AND name IN ('未通知部门', '新部门')`);
      await eventually(async () => (await departmentNames(h().app, me.token)).join() === before.join());
    });

    it('the cached rules go to a browser compressed, the same list as sent plain', async () => {
      const me = await h().login(A.id);
      const plain = await rules(h().app, me.token);
      const browser = await h().app.inject({
        method: 'GET',
        url: endpointUrl(permissionEndpoints.rules),
        headers: { ...auth(me.token), 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(browser.headers['content-encoding']).toBe('br');
      expect(browser.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(brotliDecompressSync(browser.rawPayload).toString('utf8'))).toEqual(plain.json());
    });
  },
  { now: () => new Date(clock), cache: { ttlMs: TTL_MS }, tokenTtlMs: TOKEN_TTL_MS, codeSender: captureSender },
);

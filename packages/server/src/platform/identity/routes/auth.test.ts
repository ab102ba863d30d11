import { eq, and } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { authDataSchema, staffRecordSchema, type AuthData, authEndpoints, permissionEndpoints, endpointUrl } from '@campus/contracts';
import { A, B, auth, describeOnDatabase, staffId } from '../../test/harness.ts';
import { DEMO_PASSWORD, demoLoginCode, demoOpenid } from '../../seed/data.ts';
import { authTokens } from '../../db/schema.ts';
import { revokeStaffTokens } from '../tokens.ts';
import { sha256Hex } from '../../crypto.ts';
import { eventually } from '../../test/eventually.ts';

describeOnDatabase('login (spec §4 start-up, §7 Login)', (h) => {
  const post = (payload: unknown) => h().app.inject({ method: 'POST', url: endpointUrl(authEndpoints.login), payload: payload as object });

  it('issue: phone + password login answers AuthData with token, company skin and the three flags', async () => {
    const res = await post({ phone: '13800000000', password: DEMO_PASSWORD, company_id: A.id });
    expect(res.statusCode).toBe(200);
    const body = authDataSchema.parse(res.json());
    expect(body.token).toMatch(new RegExp(`^${A.id}\\.[A-Za-z0-9_-]{43}$`));
    expect(body).toMatchObject({
      user_id: staffId(A.id, 'demo'),
      name: '演示员工',
      phone: '13800000000',
      company_id: A.id,
      company: { id: A.id, type: 'ln', mainColor: '#ffb359', assetDir: 'brand' },
      department: '行政部',
      is_patrolman: false,
      is_repairman: false,
      is_off3driver: false,
      is_approver: true,
    });
  });

  it('spec §3: company skin comes from the tenant descriptor (sa has colour; other types have none)', async () => {
    const sa = (await post({ phone: '13800000000', password: DEMO_PASSWORD, company_id: B.id })).json<AuthData>();
    expect(sa.company).toMatchObject({ id: B.id, type: 'sa', mainColor: '#6FBA2C', assetDir: 'brand' });
    const xyId = '65f043e2-3476-42fd-abf6-026eb3ed7bbc';
    const xy = (await post({ phone: '13800000000', password: DEMO_PASSWORD, company_id: xyId })).json<AuthData>();
    expect(xy.company).toMatchObject({ id: xyId, type: 'xy', mainColor: null, assetDir: null });
  });

  it('spec §6: the flags is_patrolman, is_repairman, is_off3driver come with the login answer', async () => {
    const flags = async (phone: string) => {
      const b = (await post({ phone, password: DEMO_PASSWORD, company_id: A.id })).json<AuthData>();
      return [b.is_patrolman, b.is_repairman, b.is_off3driver];
    };
    expect(await flags('13800000001')).toEqual([true, false, false]);
    expect(await flags('13800000002')).toEqual([false, true, false]);
    expect(await flags('13800000003')).toEqual([false, false, true]);
  });

  it('spec §4 step 3: {openid, company_id} logs in the staff bound to that openid', async () => {
    const res = await post({ openid: demoOpenid(A.id), company_id: A.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: staffId(A.id, 'wechat'), company_id: A.id });
  });

  it('spec §4 step 2: {p, openid} logs in with the login code', async () => {
    const res = await post({ p: demoLoginCode(B.id), openid: demoOpenid(B.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: staffId(B.id, 'wechat'), company_id: B.id });
  });

  it('spec §8 STAFF_WX_AUTH_FAIL: unknown openid, openid of another company, wrong p', async () => {
    for (const payload of [
      { openid: 'nobody', company_id: A.id },
      { openid: demoOpenid(B.id), company_id: A.id },
      { openid: demoOpenid(A.id), company_id: 'not-a-uuid' },
      { p: 'wrong', openid: demoOpenid(A.id) },
      { p: demoLoginCode(B.id), openid: demoOpenid(A.id) },
    ]) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
      expect(res.json()).toEqual({ code: 'STAFF_WX_AUTH_FAIL', msg: expect.any(String) });
    }
  });

  it('spec §8: wrong password or unknown phone answers 400 non_field_errors, the same for both', async () => {
    const wrong = await post({ phone: '13800000000', password: 'nope', company_id: A.id });
    const unknown = await post({ phone: '13999999999', password: DEMO_PASSWORD, company_id: A.id });
    const otherCompany = await post({ phone: '13800000000', password: DEMO_PASSWORD, company_id: '00000000-0000-4000-8000-000000000000' });
    for (const res of [wrong, unknown, otherCompany]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ non_field_errors: ['手机号或密码错误'] });
    }
  });

  it('issue: bad input answers 400 with field errors in Chinese', async () => {
    const res = await post({ phone: '123', password: '', company_id: A.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ phone: ['请输入11位手机号'], password: ['请输入密码'] });
    const missing = await post({ openid: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ company_id: ['该字段是必填项。'] });
    const notObject = await h().app.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.login),
      headers: { 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json()).toHaveProperty('non_field_errors');
    const badJson = await h().app.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.login),
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ non_field_errors: [expect.any(String)] });
  });

  it('issue: tokens are random and stored hashed (SHA-256), never in clear', async () => {
    const one = (await post({ phone: '13800000005', password: DEMO_PASSWORD, company_id: A.id })).json<AuthData>();
    const two = (await post({ phone: '13800000005', password: DEMO_PASSWORD, company_id: A.id })).json<AuthData>();
    expect(one.token).not.toBe(two.token);
    const rows = await h()
      .db.handle.db.select()
      .from(authTokens)
      .where(and(eq(authTokens.companyId, A.id), eq(authTokens.staffId, one.user_id)));
    const hashes = rows.map((r) => r.tokenHash);
    expect(hashes).toContain(sha256Hex(one.token));
    expect(JSON.stringify(rows)).not.toContain(one.token.split('.')[1]);
  });
});

describeOnDatabase('tokens: expiry and revocation answer AUTH_FAIL (spec §8)', (h) => {
  const rules = (token?: string) =>
    h().app.inject({ method: 'GET', url: endpointUrl(permissionEndpoints.rules), ...(token ? { headers: auth(token) } : {}) });
  const authFail = { code: 'AUTH_FAIL', msg: expect.any(String) };

  it('spec §8 AUTH_FAIL: a missing, malformed or unknown token answers 401 {code, msg}', async () => {
    for (const res of [
      await rules(),
      await rules('garbage'),
      await rules(`${A.id}.${'x'.repeat(43)}`),
      await h().app.inject({ method: 'GET', url: endpointUrl(permissionEndpoints.rules), headers: { authorization: 'Basic abc' } }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(authFail);
    }
  });

  it('issue: Bearer is accepted beside Token', async () => {
    const { token } = await h().login(A.id);
    const res = await h().app.inject({
      method: 'GET',
      url: endpointUrl(permissionEndpoints.rules),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('issue: an expired token answers AUTH_FAIL', async () => {
    const { token } = await h().login(A.id, '13800000004');
    expect((await rules(token)).statusCode).toBe(200);
    await h()
      .db.handle.db.update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, sha256Hex(token)));
    // A write straight to the database reaches the caller cache by NOTIFY (src/cache): wait for it.
    await eventually(async () => (await rules(token)).statusCode === 401);
    const res = await rules(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(authFail);
  });

  it('issue: tokens expire after 7 days', async () => {
    const { token } = await h().login(A.id);
    const [row] = await h()
      .db.handle.db.select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256Hex(token)));
    const days = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
  });

  it('issue: POST token/revoke/ revokes the caller token; later calls answer AUTH_FAIL', async () => {
    const { token } = await h().login(A.id, '13800000005');
    const out = await h().app.inject({ method: 'POST', url: endpointUrl(authEndpoints.revokeToken), headers: auth(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ detail: expect.any(String) });
    expect((await rules(token)).json()).toEqual(authFail);
  });

  it('issue: revokeStaffTokens (tests/QA) revokes every token of a staff, and only that staff', async () => {
    const one = await h().login(B.id, '13800000001');
    const two = await h().login(B.id, '13800000001');
    const other = await h().login(B.id, '13800000002');
    expect(await revokeStaffTokens(h().db.handle.db, B.id, one.user_id)).toBeGreaterThanOrEqual(2);
    expect((await rules(one.token)).statusCode).toBe(401);
    expect((await rules(two.token)).statusCode).toBe(401);
    expect((await rules(other.token)).statusCode).toBe(200);
  });

  it('issue: a token with another company prefix does not resolve (the hash covers the whole token)', async () => {
    const { token } = await h().login(A.id);
    const forged = `${B.id}.${token.split('.')[1] ?? ''}`;
    expect((await rules(forged)).statusCode).toBe(401);
  });
});

describeOnDatabase('login rate limit (issue: login attempts rate-limited)', (h) => {
  it('issue: the 11th attempt within a minute for one IP and phone answers 429 {detail}', async () => {
    const app = await h().build({ loginRateLimit: { max: 10, timeWindowMs: 60_000 } });
    const attempt = (phone: string) =>
      app.inject({ method: 'POST', url: endpointUrl(authEndpoints.login), payload: { phone, password: 'wrong', company_id: A.id } });
    for (let i = 0; i < 10; i++) expect((await attempt('13800000005')).statusCode).toBe(400);
    const limited = await attempt('13800000005');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: '登录尝试过于频繁，请稍后再试' });
    // Another account from the same IP is not locked out by it.
    expect((await attempt('13800000004')).statusCode).toBe(400);
  });
});

describeOnDatabase('staff record: GET token/{user_id}/ (spec §7 Load staff record)', (h) => {
  it('spec §4: a user_id loads that staff record (AuthData without a new token)', async () => {
    const me = await h().login(A.id, '13800000002');
    const res = await h().app.inject({
      method: 'GET',
      url: endpointUrl(authEndpoints.staffRecord, { user_id: me.user_id }),
      headers: auth(me.token),
    });
    expect(res.statusCode).toBe(200);
    const body = staffRecordSchema.parse(res.json());
    expect(body).not.toHaveProperty('token');
    const { token: _t, ...rest } = me;
    expect(res.json()).toEqual(rest);
    expect(body.is_repairman).toBe(true);
  });

  it('issue: an admin loads a staff of the same company; a plain staff may not (403)', async () => {
    const admin = await h().login(A.id);
    const plain = await h().login(A.id, '13800000005');
    const target = staffId(A.id, 'patrolman');
    const ok = await h().app.inject({
      method: 'GET',
      url: endpointUrl(authEndpoints.staffRecord, { user_id: target }),
      headers: auth(admin.token),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ user_id: target, is_patrolman: true });
    const no = await h().app.inject({
      method: 'GET',
      url: endpointUrl(authEndpoints.staffRecord, { user_id: target }),
      headers: auth(plain.token),
    });
    expect(no.statusCode).toBe(403);
    expect(no.json()).toEqual({ detail: '没有权限' });
  });

  it('issue: an unknown or malformed id answers 404 {detail}', async () => {
    const admin = await h().login(A.id);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', '1']) {
      const res = await h().app.inject({
        method: 'GET',
        url: endpointUrl(authEndpoints.staffRecord, { user_id: id }),
        headers: auth(admin.token),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: '未找到' });
    }
  });
});

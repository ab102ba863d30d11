import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { authEndpoints, endpointUrl, specialLoginEndpoints, specialLoginMessages as M, type AuthData } from '@campus/contracts';
import { A, B, describeOnDatabase, staffId } from '../../test/harness.ts';
import { staff } from '../../db/schema.ts';
import type { HubServer } from '../../app.ts';
import type { CodeSender } from '../reset-codes.ts';
import { issueCode } from '../reset-codes.ts';
import { BIND_PHONE_PURPOSE } from '../wechat-bind.ts';
import { LoginSigner } from '../login-signature.ts';

const PLAIN = '13800000005';
const creds = { appid: 'wx0123456789abcdef', secret: 'app-secret' };

/** The codes sent, by phone (the SMS gateway, faked). */
const sent = new Map<string, string>();
const captureSender: CodeSender = {
  async send(recipient, code) {
    sent.set(`${recipient.companyId}|${recipient.phone ?? ''}`, code);
  },
};

describeOnDatabase('issue 40 /bindPhone: a WeChat user with no account binds the openid to an account by phone and code', (h) => {
  let demo: HubServer;
  let prod: HubServer;
  let clock = Date.now();
  beforeAll(async () => {
    demo = await h().build({ codeSender: captureSender });
    prod = await h().build({
      demoMode: false,
      codeSender: captureSender,
      wechat: { apps: { [A.id]: creds } },
      now: () => new Date(clock),
      loginSigningSecret: 'bind-test-secret',
    });
  });
  const post = (server: HubServer, url: string, payload: object) => server.inject({ method: 'POST', url, payload });
  const askCode = (server: HubServer, payload: object) => post(server, endpointUrl(specialLoginEndpoints.sendWechatBindCode), payload);
  const bind = (server: HubServer, payload: object) => post(server, endpointUrl(specialLoginEndpoints.bindWechat), payload);
  const login = (server: HubServer, payload: object) => post(server, endpointUrl(authEndpoints.login), payload);
  const codeOf = (companyId: string, phone: string) => sent.get(`${companyId}|${phone}`) ?? 'none';

  it('spec 8: a WeChat login finding no staff is STAFF_WX_AUTH_FAIL; after binding the phone the same openid signs in', async () => {
    const openid = `wx-new-${randomUUID()}`;
    const refused = await login(demo, { openid, company_id: A.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'STAFF_WX_AUTH_FAIL' });

    expect((await askCode(demo, { openid, company_id: A.id, phone: PLAIN })).json()).toEqual({ detail: M.codeSent });
    const bound = await bind(demo, { openid, company_id: A.id, phone: PLAIN, code: codeOf(A.id, PLAIN) });
    expect(bound.statusCode, bound.body).toBe(200);
    const data = bound.json<AuthData>();
    expect(data.user_id).toBe(staffId(A.id, 'staff'));
    expect(data.token).toMatch(/.+/);
    const again = await login(demo, { openid, company_id: A.id });
    expect(again.statusCode).toBe(200);
    expect(again.json<AuthData>().user_id).toBe(staffId(A.id, 'staff'));
    // the code worked once
    expect((await bind(demo, { openid, company_id: A.id, phone: PLAIN, code: codeOf(A.id, PLAIN) })).json()).toEqual({
      code: [M.codeWrong],
    });
  });

  it('issue 40: an openid bound once cannot be bound to a second account, nor an account to a second openid', async () => {
    const openid = `wx-twice-${randomUUID()}`;
    const first = '13800000002';
    const second = '13800000003';
    await askCode(demo, { openid, company_id: A.id, phone: first });
    expect((await bind(demo, { openid, company_id: A.id, phone: first, code: codeOf(A.id, first) })).statusCode).toBe(200);
    await askCode(demo, { openid, company_id: A.id, phone: second });
    const other = await bind(demo, { openid, company_id: A.id, phone: second, code: codeOf(A.id, second) });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ openid: [M.wechatHasAccount] });
    // the refused bind did not use the code: the account binds another openid with it
    const fresh = `wx-fresh-${randomUUID()}`;
    expect((await bind(demo, { openid: fresh, company_id: A.id, phone: second, code: codeOf(A.id, second) })).statusCode).toBe(200);
    // the first account now has a WeChat: another openid is refused for it
    await askCode(demo, { openid: `wx-third-${randomUUID()}`, company_id: A.id, phone: first });
    const third = await bind(demo, { openid: `wx-third-${randomUUID()}`, company_id: A.id, phone: first, code: codeOf(A.id, first) });
    expect(third.json()).toEqual({ phone: [M.accountHasWechat] });
  });

  it('issue 40 race: 50 concurrent binds of one openid to 50 accounts bind exactly one', async () => {
    const db = h().db.handle.db;
    const openid = `wx-race-${randomUUID()}`;
    const phones = Array.from({ length: 50 }, (_, i) => `1391${String(Date.now() % 10_000).padStart(4, '0')}${String(i).padStart(3, '0')}`);
    const rows = phones.map((phone) => ({ companyId: A.id, id: randomUUID(), name: `绑定${phone.slice(-3)}`, phone }));
    await db.insert(staff).values(rows);
    for (const row of rows) {
      const [full] = await db
        .select()
        .from(staff)
        .where(and(eq(staff.companyId, A.id), eq(staff.id, row.id)));
      if (full) await issueCode(db, captureSender, full, BIND_PHONE_PURPOSE, new Date());
    }
    const results = await Promise.all(phones.map((phone) => bind(demo, { openid, company_id: A.id, phone, code: codeOf(A.id, phone) })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ openid: [M.wechatHasAccount] });
    }
    const holders = await db
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.companyId, A.id), eq(staff.openid, openid)));
    expect(holders).toHaveLength(1);
  }, 120_000);

  it('issue 40: 50 concurrent binds with one code: one binds, the others are told the code is wrong', async () => {
    const openid = `wx-code-race-${randomUUID()}`;
    const phone = '13800000001';
    await askCode(demo, { openid, company_id: B.id, phone });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => bind(demo, { openid, company_id: B.id, phone, code: codeOf(B.id, phone) })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json()).toEqual({ code: [M.codeWrong] });
  }, 60_000);

  it('issue 40 outside demo mode: only the signed p of the OAuth step proves the openid (and names the company)', async () => {
    const openid = `wx-prod-${randomUUID()}`;
    const signer = new LoginSigner(Buffer.from('bind-test-secret', 'utf8'), () => new Date(clock));
    const { p } = signer.sign(A.id, openid);
    // no proof, a forged p, a p for another openid, a company other than the p's: 400 on the openid
    for (const payload of [
      { openid, company_id: A.id, phone: PLAIN },
      { openid, p: `s1.${A.id}.zzzz.${'0'.repeat(64)}`, phone: PLAIN },
      { openid: 'someone-else', p, phone: PLAIN },
      { openid, p, company_id: B.id, phone: PLAIN },
    ]) {
      const res = await askCode(prod, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ openid: [M.wechatProofInvalid] });
    }
    const phone = '13800000004';
    expect((await askCode(prod, { openid, p, phone })).statusCode).toBe(200);
    const ok = await bind(prod, { openid, p, phone, code: codeOf(A.id, phone) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<AuthData>().company_id).toBe(A.id);
    // the p expires with the OAuth step's 5 minutes
    clock += 6 * 60 * 1000;
    expect((await askCode(prod, { openid, p, phone })).json()).toEqual({ openid: [M.wechatProofInvalid] });
  });

  it('issue 40: field errors in Chinese; a code of one company never binds in another (isolation)', async () => {
    const bad = await bind(demo, { openid: '', company_id: A.id, phone: '123', code: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ openid: [M.openidRequired], phone: [M.phoneInvalid], code: [M.codeInvalid] });
    const empty = await askCode(demo, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ phone: [M.phoneRequired] });
    const phone = '13800000000';
    const openid = `wx-iso-${randomUUID()}`;
    await askCode(demo, { openid, company_id: A.id, phone });
    const elsewhere = await bind(demo, { openid, company_id: B.id, phone, code: codeOf(A.id, phone) });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ code: [M.codeWrong] });
    // an unknown phone answers like a known one, and binds nothing
    expect((await askCode(demo, { openid, company_id: A.id, phone: '13999999999' })).json()).toEqual({ detail: M.codeSent });
    expect((await bind(demo, { openid, company_id: A.id, phone: '13999999999', code: '123456' })).json()).toEqual({ code: [M.codeWrong] });
  });
});

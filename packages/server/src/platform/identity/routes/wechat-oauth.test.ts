import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { type AuthData, wechatOAuthResponseSchema, wechatEndpoints, authEndpoints, endpointUrl } from '@campus/contracts';
import { A, B, describeOnDatabase, staffId } from '../../test/harness.ts';
import { staff } from '../../db/schema.ts';
import { demoOpenid, demoLoginCode } from '../../seed/data.ts';
import { WechatCodeRejected, type WechatOAuthClient } from '../wechat-oauth.ts';
import type { HubServer } from '../../app.ts';

const OPENID = 'oA1b2c3-real-openid';
const creds = { appid: 'wx0123456789abcdef', secret: 'app-secret' };

/** WeChat's code exchange, faked: `good` is the user's code; `used` was used; `down` is an outage. */
const fakeWechat: WechatOAuthClient & { seen: { appid: string; code: string }[] } = {
  seen: [],
  async openidForCode(c, code) {
    fakeWechat.seen.push({ appid: c.appid, code });
    if (code === 'good') return OPENID;
    if (code === 'down') throw new Error('connect ETIMEDOUT');
    throw new WechatCodeRejected(40029);
  },
};

describeOnDatabase('WeChat OAuth and signed openid logins outside demo mode (issue 9)', (h) => {
  let prod: HubServer;
  let clock = Date.now();
  beforeAll(async () => {
    await h()
      .db.handle.db.update(staff)
      .set({ openid: OPENID })
      .where(and(eq(staff.companyId, A.id), eq(staff.id, staffId(A.id, 'staff'))));
    prod = await h().build({
      demoMode: false,
      wechat: { apps: { [A.id]: creds }, oauth: fakeWechat },
      now: () => new Date(clock),
      loginSigningSecret: 'test-secret',
    });
  });
  const oauth = (query: string) => prod.inject({ method: 'GET', url: `${endpointUrl(wechatEndpoints.oauth)}?${query}` });
  const login = (payload: object) => prod.inject({ method: 'POST', url: endpointUrl(authEndpoints.login), payload });

  it('exchanges the code with the company app secret and redirects to the company page with openid and a signed p', async () => {
    const res = await oauth(`code=good&company_id=${A.id}`);
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location), 'http://x');
    expect(location.pathname).toBe(`/${A.type}/`);
    expect(location.searchParams.get('openid')).toBe(OPENID);
    expect(fakeWechat.seen.at(-1)).toEqual({ appid: creds.appid, code: 'good' });
    const p = location.searchParams.get('p') ?? '';
    const ok = await login({ p, openid: OPENID });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<AuthData>().user_id).toBe(staffId(A.id, 'staff'));
  });

  it('answers JSON with format=json', async () => {
    const res = await oauth(`code=good&company_id=${A.id}&format=json`);
    expect(res.statusCode).toBe(200);
    expect(wechatOAuthResponseSchema.parse(res.json())).toMatchObject({ openid: OPENID, expires_in: 300 });
  });

  it('refuses a bare openid, a demo login code, a p for another openid and an expired p', async () => {
    expect((await login({ openid: OPENID, company_id: A.id })).statusCode).toBe(403);
    expect((await login({ openid: demoOpenid(A.id), company_id: A.id })).json()).toMatchObject({ code: 'STAFF_WX_AUTH_FAIL' });
    expect((await login({ p: demoLoginCode(A.id), openid: demoOpenid(A.id) })).statusCode).toBe(403);
    const { p } = wechatOAuthResponseSchema.parse((await oauth(`code=good&company_id=${A.id}&format=json`)).json());
    expect((await login({ p, openid: 'someone-else' })).statusCode).toBe(403);
    expect((await login({ p: p.replace(/.$/, (c) => (c === '0' ? '1' : '0')), openid: OPENID })).statusCode).toBe(403);
    clock += 6 * 60 * 1000;
    expect((await login({ p, openid: OPENID })).statusCode).toBe(403);
  });

  it('answers field errors for a rejected code or a company without WeChat credentials, 404 for an unknown company, 502 when WeChat is down', async () => {
    const used = await oauth(`code=used&company_id=${A.id}`);
    expect(used.statusCode).toBe(400);
    expect(Object.keys(used.json() as object)).toEqual(['code']);
    const noCreds = await oauth(`code=good&company_id=${B.id}`);
    expect(noCreds.statusCode).toBe(400);
    expect(Object.keys(noCreds.json() as object)).toEqual(['company_id']);
    expect((await oauth('code=good&company_id=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await oauth(`code=good&company_id=nope`)).statusCode).toBe(404);
    expect((await oauth(`company_id=${A.id}`)).statusCode).toBe(400);
    expect((await oauth(`code=down&company_id=${A.id}`)).statusCode).toBe(502);
  });

  it('keeps the spec start-up logins with demo openids in demo mode', async () => {
    expect(
      (
        await h().app.inject({
          method: 'POST',
          url: endpointUrl(authEndpoints.login),
          payload: { openid: demoOpenid(A.id), company_id: A.id },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await h().app.inject({
          method: 'POST',
          url: endpointUrl(authEndpoints.login),
          payload: { p: demoLoginCode(A.id), openid: demoOpenid(A.id) },
        })
      ).statusCode,
    ).toBe(200);
  });
});

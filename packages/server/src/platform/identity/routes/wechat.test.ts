import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  companiesResponseSchema,
  systemTimeSchema,
  wechatConfigResponseSchema,
  wechatEndpoints,
  authEndpoints,
  systemEndpoints,
  endpointUrl,
} from '@campus/contracts';
import { A, B, auth, describeOnDatabase, tenants } from '../../test/harness.ts';
import { WechatService } from '../wechat.ts';

describeOnDatabase('remote configuration, companies and system time (spec §7)', (h) => {
  const config = (payload: object, headers: Record<string, string> = {}) =>
    h().app.inject({ method: 'POST', url: endpointUrl(wechatEndpoints.jsConfig), payload, headers });

  it('spec §7 Remote configuration: {url, company_id} -> {ticket, appid} (a local ticket without WeChat credentials)', async () => {
    const res = await config({ url: 'https://hub.example.com/ln/?code=1', company_id: A.id });
    expect(res.statusCode).toBe(200);
    const body = wechatConfigResponseSchema.parse(res.json());
    expect(body.appid).toMatch(/^wx[0-9a-f]{16}$/);
    expect(body.app_id).toBe(body.appid);
    expect(body.local).toBe(true);
    expect(body.expires_in).toBeGreaterThan(3600);
    // Spec §3 signature helper: the client can sign with the ticket.
    const sign = createHash('sha1')
      .update(`jsapi_ticket=${body.ticket}&noncestr=abcdefghijklmnop&timestamp=1700000000&url=https://hub.example.com/ln/?code=1`)
      .digest('hex');
    expect(sign).toMatch(/^[0-9a-f]{40}$/);
  });

  it('issue: the ticket is cached per company and shared (the same until it expires); companies differ', async () => {
    const one = (await config({ url: 'https://a.example/x', company_id: A.id })).json();
    const two = (await config({ url: 'https://a.example/y', company_id: A.id })).json();
    const other = (await config({ url: 'https://a.example/y', company_id: B.id })).json();
    expect(two.ticket).toBe(one.ticket);
    expect(other.ticket).not.toBe(one.ticket);
    expect(other.appid).not.toBe(one.appid);
  });

  it('issue: bad input answers 400 field errors; an unknown company 404', async () => {
    const bad = await config({ url: 'not a url', company_id: A.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('url');
    const missing = await config({ url: 'https://a.example/' });
    expect(missing.json()).toEqual({ company_id: ['该字段是必填项。'] });
    const unknown = await config({ url: 'https://a.example/', company_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
  });

  it('tenant isolation: with a token, company_id must be the caller company (else 404, no ticket)', async () => {
    const { token } = await h().login(A.id);
    const res = await config({ url: 'https://a.example/', company_id: B.id }, auth(token));
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('ticket');
    expect((await config({ url: 'https://a.example/', company_id: A.id }, auth(token))).statusCode).toBe(200);
  });

  it('issue: with WeChat credentials the ticket comes from WeChat (access_token, then getticket)', async () => {
    const calls: string[] = [];
    const fakeFetch = (async (input: string | URL | Request) => {
      const url = String(input);
      calls.push(url);
      const body = url.includes('/cgi-bin/token')
        ? { access_token: 'AT', expires_in: 7200 }
        : { errcode: 0, ticket: 'REAL-TICKET', expires_in: 7200 };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const service = new WechatService(h().db.handle.db, {
      apps: { [B.id]: { appid: 'wx1234567890abcdef', secret: 's' } },
      fetch: fakeFetch,
      apiBase: 'https://wx.test',
    });
    const got = await service.config(B.id);
    expect(got).toMatchObject({ ticket: 'REAL-TICKET', appid: 'wx1234567890abcdef', local: false });
    expect(calls).toEqual([
      'https://wx.test/cgi-bin/token?grant_type=client_credential&appid=wx1234567890abcdef&secret=s',
      'https://wx.test/cgi-bin/ticket/getticket?type=jsapi&access_token=AT',
    ]);
    await service.config(B.id);
    expect(calls).toHaveLength(2);
  });

  it('issue: the login screen lists the companies to choose from, by tenant type, without login', async () => {
    const all = await h().app.inject({ method: 'GET', url: endpointUrl(authEndpoints.listCompanies) });
    expect(all.statusCode).toBe(200);
    const list = companiesResponseSchema.parse(all.json());
    expect(list).toHaveLength(tenants.tenants.flatMap((t) => t.companyIds).length);
    const ln = companiesResponseSchema.parse(
      (await h().app.inject({ method: 'GET', url: `${endpointUrl(authEndpoints.listCompanies)}?type=ln` })).json(),
    );
    expect(ln.map((c) => c.id).sort()).toEqual([...(tenants.tenants.find((t) => t.type === 'ln')?.companyIds ?? [])].sort());
    expect(ln[0]).toEqual({ id: expect.any(String), name: expect.stringContaining('岭南校园'), type: 'ln' });
    expect((await h().app.inject({ method: 'GET', url: `${endpointUrl(authEndpoints.listCompanies)}?type=nope` })).statusCode).toBe(400);
  });

  it('spec §7 identity family: system time answers ISO time, epoch ms and China local time', async () => {
    const res = await h().app.inject({ method: 'GET', url: endpointUrl(systemEndpoints.time) });
    expect(res.statusCode).toBe(200);
    const body = systemTimeSchema.parse(res.json());
    expect(Math.abs(body.timestamp - Date.now())).toBeLessThan(5000);
    expect(body.local).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(new Date(body.time).getTime()).toBe(body.timestamp);
  });
});

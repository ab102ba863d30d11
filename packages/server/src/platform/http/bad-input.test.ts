import { expect, it } from 'vitest';
import {
  inputMessages,
  orderEndpoints,
  authEndpoints,
  directoryEndpoints,
  messageEndpoints,
  permissionEndpoints,
  endpointUrl,
} from '@campus/contracts';
import { auth, describeOnDatabase, A } from '../test/harness.ts';
import { clientOf } from '../test/client.ts';
import { DEMO_PHONE } from '../seed/data.ts';
import { logLines } from '../test/log-lines.ts';

const deep = (levels: number): unknown => {
  let v: unknown = 'x';
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
};

describeOnDatabase('bad input answers 400 with field errors, never 500 (issue 9)', (h) => {
  it('rejects a NUL byte and a lone surrogate in body text, naming the field', async () => {
    const c = await clientOf(h(), A.id);
    for (const title of ['a\u0000b', 'a\uD800b', '\uDC00']) {
      const res = await c.post(endpointUrl(orderEndpoints.submit), { order_type: 'goods', title, fields: [] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ title: [inputMessages.badText] });
    }
    const nested = await c.post(endpointUrl(orderEndpoints.submit), {
      order_type: 'goods',
      title: 't',
      fields: [{ label: 'l', value: 'v\u0000' }],
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({ 'fields.0.value': [inputMessages.badText] });
  });

  it('rejects NUL and surrogates in the openid of a login and in query strings', async () => {
    const login = await h().app.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.login),
      payload: { openid: 'x\u0000', company_id: A.id },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ openid: [inputMessages.badText] });
    const c = await clientOf(h(), A.id);
    for (const q of ['search=%00', 'search=a%00b&department_id=x']) {
      const res = await c.get(`${endpointUrl(directoryEndpoints.listStaffs)}?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(Object.keys(res.json() as object)).toEqual(['search']);
    }
    const orders = await c.get(`${endpointUrl(orderEndpoints.submit)}?order_type=a%00b`);
    expect(orders.statusCode).toBe(400);
  });

  it('rejects integers outside the database range', async () => {
    const c = await clientOf(h(), A.id);
    for (const status of ['2147483648', '-2147483649', '1e400', '99999999999999999999']) {
      const res = await c.get(`${endpointUrl(orderEndpoints.submit)}?status=${status}`);
      expect(res.statusCode, status).toBe(400);
      expect(Object.keys(res.json() as object)).toEqual(['status']);
    }
    expect((await c.get(`${endpointUrl(messageEndpoints.list)}?page=2147483648`)).statusCode).toBe(400);
  });

  it('rejects free-form JSON nested too deep or too big, and survives thousands of levels', async () => {
    const c = await clientOf(h(), A.id);
    // Written as text: JSON.stringify itself cannot nest this deep.
    const levels = 5000;
    const payload = `{"order_type":"forms","title":"t","data":${'{"a":'.repeat(levels)}"x"${'}'.repeat(levels)}}`;
    const tooDeep = await h().app.inject({
      method: 'POST',
      url: endpointUrl(orderEndpoints.submit),
      headers: { ...auth(c.auth.token), 'content-type': 'application/json' },
      payload,
    });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json()).toEqual({ data: [inputMessages.tooDeep] });
    const tooBig = await c.post(endpointUrl(orderEndpoints.submit), {
      order_type: 'goods',
      title: 't',
      data: { list: Array.from({ length: 20_000 }, () => 1) },
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({ non_field_errors: [inputMessages.tooBig] });
    // Within the limits, free-form data is still accepted.
    const ok = await c.post(endpointUrl(orderEndpoints.submit), {
      order_type: 'goods',
      title: 't',
      data: deep(10) as Record<string, unknown>,
    });
    expect(ok.statusCode).toBe(201);
  });

  it('marks every API answer no-store and accepts ?token= on the push stream only', async () => {
    const c = await clientOf(h(), A.id);
    const login = await h().app.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.login),
      payload: { phone: DEMO_PHONE, password: 'wrong', company_id: A.id },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const rules = await c.get(endpointUrl(permissionEndpoints.rules));
    expect(rules.headers['cache-control']).toBe('no-store');
    const byQuery = await h().app.inject({
      method: 'GET',
      url: `${endpointUrl(permissionEndpoints.rules)}?token=${encodeURIComponent(c.auth.token)}`,
    });
    expect(byQuery.statusCode).toBe(401);
    const byHeader = await h().app.inject({ method: 'GET', url: endpointUrl(permissionEndpoints.rules), headers: auth(c.auth.token) });
    expect(byHeader.statusCode).toBe(200);
  });
});

describeOnDatabase('logs carry no parameters, tokens or codes (issue 9)', (h) => {
  it('logs the path of a request without its query, and redacts tokens from logged errors', async () => {
    const { lines, stream: sink } = logLines();
    const app = await h().build({ logger: { level: 'info', stream: sink }, disableRequestLogging: false });
    const data = await h().login(A.id);
    await app.inject({
      method: 'GET',
      url: `${endpointUrl(permissionEndpoints.rules)}?token=${encodeURIComponent(data.token)}&phone=13912345678`,
    });
    await app.inject({ method: 'GET', url: endpointUrl(permissionEndpoints.rules), headers: auth(data.token) });
    const log = lines.join('');
    expect(log).toContain(endpointUrl(permissionEndpoints.rules));
    expect(log).not.toContain(data.token);
    expect(log).not.toContain(data.token.split('.')[1]);
    expect(log).not.toContain('13912345678');
  });
});

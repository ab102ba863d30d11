import { expect, it } from 'vitest';
import { authEndpoints, permissionEndpoints, endpointUrl } from '@campus/contracts';
import { A, auth, describeOnDatabase, openTestDatabase } from '../test/harness.ts';
import { buildServer } from '../app.ts';
import { tenants } from '../test/harness.ts';

describeOnDatabase('errors, security headers and docs (spec §8; issue: errors and security)', (h) => {
  it('spec §8 HTTP 5xx: a server failure answers 500 {detail: 系统异常} with no stack or internals', async () => {
    const db = await openTestDatabase(h().kind);
    const app = await buildServer({ db: db.handle, tenants, distDir: null, logger: false });
    try {
      await db.handle.close(); // the database goes away under the running server
      // A password login reaches the database (an openid login outside demo mode is refused before it).
      const res = await app.inject({
        method: 'POST',
        url: endpointUrl(authEndpoints.login),
        payload: { phone: '13800000000', password: 'x', company_id: A.id },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ detail: '系统异常' });
      expect(res.body).not.toMatch(/at |Error|stack|\.ts/);
    } finally {
      await app.close();
      await db.dispose().catch(() => {});
    }
  });

  it('issue: security headers are present on API answers and errors', async () => {
    const { token } = await h().login(A.id);
    for (const res of [
      await h().app.inject({ method: 'GET', url: endpointUrl(permissionEndpoints.rules), headers: auth(token) }),
      await h().app.inject({ method: 'GET', url: endpointUrl(permissionEndpoints.rules) }),
      await h().app.inject({ method: 'GET', url: '/9077/api/nope/' }),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
      expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(res.headers['referrer-policy']).toBeDefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('spec §8: unknown API paths answer 404 {detail}; wrong content type 415 {detail}', async () => {
    const missing = await h().app.inject({ method: 'POST', url: '/9077/api/does/not/exist/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: '未找到' });
    const xml = await h().app.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.login),
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ detail: expect.any(String) });
  });

  it('issue: OpenAPI documentation is served (JSON and UI) and lists every endpoint', async () => {
    const res = await h().app.inject({ method: 'GET', url: '/9077/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/9077/api/token/',
      '/9077/api/token/{user_id}/',
      '/9077/api/app_models/rules/',
      '/9077/api/wechat/config/',
      '/9077/api/system/time/',
      '/9077/api/push/send/',
      '/9077/api/push/stream/',
      '/9077/api/messages/',
      '/9077/api/password/change/',
    ]) {
      expect(Object.keys(doc.paths), p).toContain(p);
    }
    const ui = await h().app.inject({ method: 'GET', url: '/9077/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});

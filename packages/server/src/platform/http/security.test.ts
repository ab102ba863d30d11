import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installSecurityHeaders, securityHeaders } from './security.ts';

describe('security headers (issue 9: helmet on every answer, no-store on the API)', () => {
  it("records helmet's headers once: CSP, same-origin resources, strict referrer, nosniff, HSTS", () => {
    const headers = securityHeaders();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('sends them on every answer, errors included, and no-store on API answers only', async () => {
    const app = Fastify();
    installSecurityHeaders(app);
    app.get('/9077/api/thing/', async () => ({ ok: true }));
    app.get('/9077/api/broken/', async () => {
      throw new Error('boom');
    });
    app.get('/page', async () => 'page');
    const api = await app.inject({ url: '/9077/api/thing/' });
    const broken = await app.inject({ url: '/9077/api/broken/' });
    const page = await app.inject({ url: '/page' });
    for (const answer of [api, broken, page]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    }
    expect(api.headers['cache-control']).toBe('no-store');
    expect(broken.headers['cache-control']).toBe('no-store');
    expect(page.headers['cache-control']).toBeUndefined();
    await app.close();
  });
});

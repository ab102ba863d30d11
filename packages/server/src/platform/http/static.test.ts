import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemEndpoints, endpointUrl } from '@campus/contracts';
import { buildServer, type HubServer } from '../app.ts';
import { openTestDatabase, tenants, type TestDatabase } from '../test/harness.ts';

/** A dist folder like the build writes it: index.html and hashed assets, each with .br and .gz. */
function writeDist(dir: string): void {
  const put = (rel: string, text: string) => {
    const file = join(dir, rel);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
    writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)));
  };
  const big = (label: string) => `${label} ${'x'.repeat(4000)}`;
  put('ln/index.html', `<!doctype html><title>ln</title>${big('ln-index')}`);
  put('ln/assets/index-abc123.js', `console.log(1);//${big('ln-asset')}`);
  put('sa/index.html', `<!doctype html><title>sa</title>${big('sa-index')}`);
  put('default/index.html', `<!doctype html><title>default</title>${big('default-index')}`);
  writeFileSync(join(dir, 'ln', 'favicon.ico'), 'icon');
  writeFileSync(join(dir, 'ln', '.env'), 'SECRET=1');
}

describe('serving the tenant bundles (issue: serving and running)', () => {
  let dist = '';
  let db: TestDatabase;
  let app: HubServer;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'campus-dist-'));
    writeDist(dist);
    db = await openTestDatabase('pglite');
    app = await buildServer({ db: db.handle, tenants, distDir: dist, logger: false, closeGraceMs: 100 });
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
    rmSync(dist, { recursive: true, force: true });
  });

  it('issue: every built tenant at /<type>/ and the default at /', () => {
    expect(app.bundles.map((b) => b.prefix).sort()).toEqual(['/', '/ln/', '/sa/']);
  });

  it('issue: precompressed .br is chosen with Accept-Encoding: br; index.html is never cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/ln/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(500);
  });

  it('issue: gzip when only gzip is accepted; identity without Accept-Encoding', async () => {
    const gz = await app.inject({ method: 'GET', url: '/sa/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/sa/index.html', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('sa-index');
  });

  it('issue: hashed assets are cached as immutable (and compressed)', async () => {
    const res = await app.inject({ method: 'GET', url: '/ln/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('issue: a phone that has index.html revalidates it: 304 with no body while the build is the same', async () => {
    const first = await app.inject({ method: 'GET', url: '/ln/', headers: { 'accept-encoding': 'gzip' } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ method: 'GET', url: '/ln/', headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // another representation (brotli) is another entity: sent whole
    const br = await app.inject({ method: 'GET', url: '/ln/', headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('issue: HEAD answers the headers of GET without the body; a dot file is never served', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/ln/assets/index-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/javascript/);
    expect(head.rawPayload.length).toBe(0);
    const dot = await app.inject({ method: 'GET', url: '/ln/.env' });
    expect(dot.statusCode).toBe(404);
    expect(dot.body).not.toContain('SECRET');
  });

  it('issue: the default bundle at /; /<type> redirects to /<type>/', async () => {
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('default-index');
    const redirect = await app.inject({ method: 'GET', url: '/ln' });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/ln/');
  });

  it('issue: an unknown non-asset path under /<type>/ answers that tenant index.html; a missing file 404', async () => {
    const deep = await app.inject({ method: 'GET', url: '/ln/some/page' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('ln-index');
    expect(deep.headers['cache-control']).toBe('no-cache');
    const missingAsset = await app.inject({ method: 'GET', url: '/ln/assets/gone-123.js' });
    expect(missingAsset.statusCode).toBe(404);
    const missingFile = await app.inject({ method: 'GET', url: '/ln/robots.txt' });
    expect(missingFile.statusCode).toBe(404);
  });

  it('serves a built file only at its exact spelling (a case-folding file system must not answer another)', async () => {
    for (const url of ['/ln/ASSETS/index-abc123.js', '/ln/assets/INDEX-abc123.js', '/LN/assets/index-abc123.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('ln-asset');
    }
  });

  it('issue: the API beside the bundles: unknown API paths stay JSON 404, real ones answer', async () => {
    const api = await app.inject({ method: 'GET', url: '/9077/api/unknown/' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: '未找到' });
    expect((await app.inject({ method: 'GET', url: endpointUrl(systemEndpoints.time) })).statusCode).toBe(200);
  });

  it('issue: the server starts without dist (API only)', async () => {
    const bare = await buildServer({ db: db.handle, tenants, distDir: join(dist, 'nope'), logger: false });
    try {
      expect(bare.bundles).toEqual([]);
      expect((await bare.inject({ method: 'GET', url: endpointUrl(systemEndpoints.time) })).statusCode).toBe(200);
      expect((await bare.inject({ method: 'GET', url: '/ln/' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

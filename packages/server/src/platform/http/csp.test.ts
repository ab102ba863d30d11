import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemEndpoints, endpointUrl } from '@campus/contracts';
import { buildServer, type HubServer } from '../app.ts';
import { openTestDatabase, tenants, type TestDatabase } from '../test/harness.ts';
import { inlineScriptHashes } from './csp.ts';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const skinScript = "document.documentElement.dataset.skin=localStorage.getItem('skin')||'ln';";
const preloadScript = 'window.__preload=1;';

describe('CSP without unsafe-inline scripts (issue 9)', () => {
  let dist = '';
  let db: TestDatabase;
  let app: HubServer;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'campus-csp-'));
    mkdirSync(join(dist, 'ln'), { recursive: true });
    mkdirSync(join(dist, 'default'), { recursive: true });
    writeFileSync(
      join(dist, 'ln', 'index.html'),
      `<!doctype html><script>${skinScript}</script><script>${preloadScript}</script><script type="module" src="/ln/assets/a.js"></script>`,
    );
    writeFileSync(join(dist, 'default', 'index.html'), `<!doctype html><script>window.d=1</script>`);
    db = await openTestDatabase('pglite');
    app = await buildServer({ db: db.handle, tenants, distDir: dist, logger: false, closeGraceMs: 100 });
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
    rmSync(dist, { recursive: true, force: true });
  });

  it('hashes each inline script of a page, skipping external ones', () => {
    expect(
      inlineScriptHashes(
        `<script>${skinScript}</script><script src="x.js"></script><SCRIPT type="text/javascript">${preloadScript}</SCRIPT>`,
      ),
    ).toEqual([sha(skinScript), sha(preloadScript)]);
  });

  it("lists the served page's own inline-script hashes and never 'unsafe-inline' for scripts", async () => {
    for (const url of ['/ln/', '/ln/some/deep/path']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
      expect(scriptSrc).toContain(`'${sha(skinScript)}'`);
      expect(scriptSrc).toContain(`'${sha(preloadScript)}'`);
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).not.toContain(sha('window.d=1'));
    }
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(String(root.headers['content-security-policy'])).toContain(sha('window.d=1'));
    const api = await app.inject({ method: 'GET', url: endpointUrl(systemEndpoints.health) });
    expect(/script-src ([^;]*)/.exec(String(api.headers['content-security-policy']))?.[1]).not.toContain('unsafe-inline');
  });
});

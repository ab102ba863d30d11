import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { type AuthData, authEndpoints, permissionEndpoints, endpointUrl } from '@campus/contracts';
import { readConfig } from './config.ts';
import { startServer } from './start.ts';
import { banner } from './banner.ts';
import { repoRoot } from './paths.ts';

const dir = mkdtempSync(join(tmpdir(), 'campus-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// One tenant's folder (sa's tenant.json as it is): the first start seeds every family for its one company,
// not for all 18 companies of the repository's tenants, the same code at an eighteenth of the time.
const tenantsDir = join(dir, 'tenants');
mkdirSync(join(tenantsDir, 'sa'), { recursive: true });
copyFileSync(join(repoRoot, 'tenants', 'sa', 'tenant.json'), join(tenantsDir, 'sa', 'tenant.json'));

const config = () =>
  readConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: join(dir, 'pglite'),
    DIST_DIR: join(dir, 'no-dist'),
    TENANTS_DIR: tenantsDir,
    LOG_LEVEL: 'silent',
  });

it('issue: start migrates, seeds on first run, serves; a restart keeps the data (PGlite folder)', async () => {
  const first = await startServer(config());
  let token: string;
  try {
    const res = await fetch(first.url + endpointUrl(authEndpoints.login), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '13800000000', password: 'Demo@2026', company_id: '99aac4ab-5201-4ce5-8565-8a4d7b45f357' }),
    });
    expect(res.status).toBe(200);
    token = ((await res.json()) as AuthData).token;
    const text = banner(first.url, first.app.bundles, first.app.context.tenants, 'PGlite');
    expect(text).toContain('/9077/docs');
    expect(text).toContain('13800000000');
    expect(text).toContain('Demo@2026');
  } finally {
    await first.stop();
  }
  const second = await startServer(config());
  try {
    const rules = await fetch(second.url + endpointUrl(permissionEndpoints.rules), { headers: { authorization: `Token ${token}` } });
    expect(rules.status).toBe(200);
  } finally {
    await second.stop();
  }
}, 120_000);

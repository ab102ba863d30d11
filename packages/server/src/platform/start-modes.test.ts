import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { authEndpoints, endpointUrl } from '@campus/contracts';
import { readConfig } from './config.ts';
import { startServer } from './start.ts';
import { banner } from './banner.ts';
import { DEMO_PASSWORD, DEMO_PHONE, demoLoginCode, demoOpenid } from './seed/data.ts';

const dir = mkdtempSync(join(tmpdir(), 'campus-modes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const base = (name: string) => ({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: join(dir, name),
  DIST_DIR: join(dir, 'no-dist'),
  LOG_LEVEL: 'silent',
});
const companyId = '99aac4ab-5201-4ce5-8565-8a4d7b45f357';
const post = (url: string, body: object) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

it('a production start seeds companies and one admin with a password printed once, and no demo account or openid (issue 9)', async () => {
  const config = readConfig({ ...base('prod'), NODE_ENV: 'production' });
  expect(config.demoMode).toBe(false);
  const first = await startServer(config);
  let generated: string;
  try {
    const text = banner(first.url, first.app.bundles, first.app.context.tenants, 'PGlite', {
      demo: false,
      initialAdmin: first.initialAdmin,
    });
    generated = first.initialAdmin?.generatedPassword ?? '';
    expect(generated).not.toBe('');
    expect(text).toContain('production');
    expect(text).toContain(generated);
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain('demo-');

    expect(
      (await post(first.url + endpointUrl(authEndpoints.login), { phone: DEMO_PHONE, password: DEMO_PASSWORD, company_id: companyId }))
        .status,
    ).toBe(400);
    expect(
      (await post(first.url + endpointUrl(authEndpoints.login), { phone: '13800000005', password: DEMO_PASSWORD, company_id: companyId }))
        .status,
    ).toBe(400);
    expect(
      (await post(first.url + endpointUrl(authEndpoints.login), { openid: demoOpenid(companyId), company_id: companyId })).status,
    ).toBe(403);
    expect(
      (await post(first.url + endpointUrl(authEndpoints.login), { p: demoLoginCode(companyId), openid: demoOpenid(companyId) })).status,
    ).toBe(403);
    const admin = await post(first.url + endpointUrl(authEndpoints.login), {
      phone: DEMO_PHONE,
      password: generated,
      company_id: companyId,
    });
    expect(admin.status).toBe(200);
    expect(((await admin.json()) as { is_admin: boolean }).is_admin).toBe(true);
  } finally {
    await first.stop();
  }
  // A restart creates nothing and shows no password again.
  const second = await startServer(config);
  try {
    expect(second.initialAdmin).toBeNull();
    expect(banner(second.url, [], second.app.context.tenants, 'PGlite', { demo: false, initialAdmin: second.initialAdmin })).not.toContain(
      generated,
    );
  } finally {
    await second.stop();
  }
}, 120_000);

it('a production start takes the admin password from INITIAL_ADMIN_PASSWORD and refuses a weak one (issue 9)', async () => {
  await expect(startServer(readConfig({ ...base('weak'), NODE_ENV: 'production', INITIAL_ADMIN_PASSWORD: 'short' }))).rejects.toThrow(
    /INITIAL_ADMIN_PASSWORD/,
  );
  const started = await startServer(
    readConfig({ ...base('given'), NODE_ENV: 'production', INITIAL_ADMIN_PHONE: '13912345678', INITIAL_ADMIN_PASSWORD: 'Strong2026pw' }),
  );
  try {
    expect(started.initialAdmin).toEqual({ phone: '13912345678', generatedPassword: null });
    expect(
      (
        await post(started.url + endpointUrl(authEndpoints.login), {
          phone: '13912345678',
          password: 'Strong2026pw',
          company_id: companyId,
        })
      ).status,
    ).toBe(200);
  } finally {
    await started.stop();
  }
}, 120_000);

it('npm start on the embedded database is demo, and its banner says so (issue 9)', () => {
  const config = readConfig(base('demo'));
  expect(config.demoMode).toBe(true);
  expect(readConfig({ ...base('url'), DATABASE_URL: 'postgres://x@y/z' }).demoMode).toBe(false);
  expect(readConfig({ ...base('url'), DATABASE_URL: 'postgres://x@y/z', SEED: 'demo' }).demoMode).toBe(true);
  const text = banner('http://localhost:8080', [], { tenants: [] } as never, 'PGlite');
  expect(text).toContain('DEMO');
  expect(text).toContain(DEMO_PASSWORD);
});

/**
 * `npm run gallery -- --tenant ln [--tenant sa | --all] [--family bus]` (issue 42): builds the
 * bundles, starts the hub on a fresh embedded database with demo data, opens every screen that has
 * its own component in each chosen tenant's bundle on a phone, and writes gallery/<type>/index.html
 * (ignored by git): the theme's colour pairs with their contrast ratios, then a screenshot of each
 * screen by family with its route, Chinese title and axe result. It opens from the file system.
 */
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumLaunch } from '../build/chromium.ts';
import { galleryHtml } from '../build/gallery/page.ts';
import { completedTheme } from '../build/tenants.ts';
import { contrastTable } from '../packages/core/src/skin/brand-theme.ts';
import { captureTenant, type TenantToShow } from '../tests/gallery/capture.ts';

const ROOT = join(import.meta.dirname, '..');
const PORT = Number(process.env.GALLERY_PORT ?? 8790);
const ORIGIN = `http://127.0.0.1:${String(PORT)}`;

const { values } = parseArgs({
  options: { tenant: { type: 'string', multiple: true }, all: { type: 'boolean' }, family: { type: 'string' } },
});

interface TenantJson {
  type: string;
  title: string;
  companyIds: string[];
  defaultCompanyId?: string | null;
}
const tenants: TenantJson[] = readdirSync(join(ROOT, 'tenants'))
  .map((dir) => JSON.parse(readFileSync(join(ROOT, 'tenants', dir, 'tenant.json'), 'utf8')) as TenantJson)
  .sort((a, b) => a.type.localeCompare(b.type));
const chosen = values.all ? tenants : tenants.filter((tenant) => values.tenant?.includes(tenant.type));
const unknown = (values.tenant ?? []).filter((type) => !tenants.some((tenant) => tenant.type === type));
if (chosen.length === 0 || unknown.length > 0) {
  console.error(`usage: npm run gallery -- --tenant <type> [--tenant <type>] | --all [--family <module>]
tenants: ${tenants.map((tenant) => tenant.type).join(', ')}${unknown.length > 0 ? `\nunknown: ${unknown.join(', ')}` : ''}`);
  process.exit(2);
}

const started = performance.now();
const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// A fresh embedded database: the server migrates and seeds its demo data on first start.
const dataDir = mkdtempSync(join(tmpdir(), 'campus-gallery-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: join(dataDir, 'db'), LOGIN_RATE_LIMIT_MAX: '10000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopServer = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  stopServer();
  process.exit(130);
});

async function waitForServer(): Promise<void> {
  for (let waited = 0; waited < 300; waited++) {
    const answered = await fetch(`${ORIGIN}/9077/api/system/time/`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    if (server.exitCode !== null) throw new Error(`the hub server exited (${String(server.exitCode)})`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('the hub server did not answer within 5 minutes');
}

try {
  await waitForServer();
  const browser = await chromium.launch({ ...chromiumLaunch, headless: true });
  try {
    for (const tenant of chosen) {
      const tenantStarted = performance.now();
      const outDir = join(ROOT, 'gallery', tenant.type);
      rmSync(outDir, { recursive: true, force: true });
      const show: TenantToShow = {
        type: tenant.type,
        title: tenant.title,
        companyId: tenant.defaultCompanyId ?? tenant.companyIds[0] ?? '',
      };
      console.log(`gallery: ${tenant.type} (${tenant.title})…`);
      const { groups, problems } = await captureTenant(show, { browser, origin: ORIGIN, outDir, family: values.family ?? null });
      const theme = completedTheme(readFileSync(join(ROOT, 'tenants', tenant.type, 'theme.css'), 'utf8'));
      const seconds = (performance.now() - tenantStarted) / 1000;
      writeFileSync(
        join(outDir, 'index.html'),
        galleryHtml({
          type: tenant.type,
          title: tenant.title,
          tenants: chosen.map((t) => t.type),
          contrast: contrastTable(theme.variables),
          groups,
          problems,
          builtAt: new Date().toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' }),
          seconds,
        }),
      );
      const shots = groups.reduce((sum, group) => sum + group.shots.length, 0);
      const axeFaults = groups.reduce((sum, group) => sum + group.shots.filter((shot) => shot.axe.length > 0).length, 0);
      console.log(
        `gallery/${tenant.type}/index.html: ${String(shots)} screenshots, ${String(axeFaults)} with axe faults, ${seconds.toFixed(0)} s`,
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  stopServer();
}
console.log(`gallery: done in ${((performance.now() - started) / 1000).toFixed(0)} s`);

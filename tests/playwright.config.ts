import { defineConfig } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { SMS_OUTBOX_FILE } from './e2e/sms-outbox.ts';

const ROOT = join(import.meta.dirname, '..');
const PORT = Number(process.env.E2E_PORT ?? 8181);
const ORIGIN = `http://127.0.0.1:${PORT}`;

interface TenantFile {
  type: string;
}
const tenantTypes = readdirSync(join(ROOT, 'tenants'))
  .map((dir) => (JSON.parse(readFileSync(join(ROOT, 'tenants', dir, 'tenant.json'), 'utf8')) as TenantFile).type)
  .sort();

// Suites by reach: everything in e2e/all-tenants/ runs in every tenant project and the default
// bundle; a service family's journeys (e2e/journeys/) run in one private-mode tenant and in sa,
// which is enough to cover both login modes without multiplying CI time by the tenant count.
const JOURNEY_PROJECTS = new Set(['ln', 'sa']);
const ALL_TENANT_SUITES = '**/all-tenants/**/*.spec.ts';
const JOURNEY_SUITES = '**/journeys/**/*.spec.ts';

// Debian's Chromium, never a browser downloaded by a test tool (it cannot be fetched here).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: join(ROOT, 'test-results', 'e2e'),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 8_000 },
  reporter: [['list'], ['json', { outputFile: join(ROOT, 'test-results', 'e2e-report.json') }]],
  use: {
    headless: true,
    launchOptions: chromium,
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    // a trace of every test costs every test its snapshots: record one only when a test is retried
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [...tenantTypes, 'default'].map((type) => ({
    name: type,
    testMatch: JOURNEY_PROJECTS.has(type) ? [ALL_TENANT_SUITES, JOURNEY_SUITES] : [ALL_TENANT_SUITES],
    use: { baseURL: type === 'default' ? `${ORIGIN}/` : `${ORIGIN}/${type}/` },
    metadata: { tenant: type },
  })),
  webServer: {
    command: `npx tsx packages/server/src/main.ts`,
    cwd: ROOT,
    url: `${ORIGIN}/9077/api/system/time/`,
    reuseExistingServer: false,
    timeout: 300_000, // a fresh database seeds every family for 18 companies first
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: join(tmpdir(), `campus-hub-e2e-${process.pid}`),
      // every test signs in; the limit itself is covered by the server suites
      LOGIN_RATE_LIMIT_MAX: '10000',
      SMS_OUTBOX_FILE,
    },
  },
});

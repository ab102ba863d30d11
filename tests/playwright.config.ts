import { defineConfig } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

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
    // The phone's "reduce motion" setting: popups, dialogs and toasts appear without their animation
    // frames, which were CPU time on every tap and wait time before every check. The default bundle
    // keeps the animations, so its shell, start-up and push suites run them.
    use: { reducedMotion: type === 'default' ? 'no-preference' : 'reduce' },
    metadata: { tenant: type },
  })),
  // a hub server per worker slot, each on its own copy of the seeded demo data (e2e/hub-servers.ts);
  // the fixtures point baseURL at the slot's server
  globalSetup: './e2e/global-setup.ts',
});

import { defineConfig } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunch } from '../build/chromium.ts';
import { tenantTypes } from './e2e/skins.ts';

const ROOT = join(import.meta.dirname, '..');

// Suites by reach: everything in e2e/all-tenants/ runs in every tenant project and the default
// bundle; a service family's journeys (e2e/journeys/) run in one private-mode tenant and in sa,
// which is enough to cover both login modes without multiplying CI time by the tenant count.
// e2e/per-skin/ walks every screen once, in sa, and checks its colours there in every skin the app
// can lay over it (e2e/skins.ts): opening each screen again in one project per skin was a third of
// CI's browser time.
const JOURNEY_PROJECTS = new Set(['ln', 'sa']);
const SCREEN_WALK_PROJECT = 'sa';
const ALL_TENANT_SUITES = '**/all-tenants/**/*.spec.ts';
const PER_SKIN_SUITES = '**/per-skin/**/*.spec.ts';
const JOURNEY_SUITES = '**/journeys/**/*.spec.ts';
// Checks of the one build every bundle is stamped from, not of a service's story: where the walk runs only.
// The cold opens (issue 35) load each family's entry screen from scratch: 22 test-seconds a project.
const WALK_PROJECT_ONLY = ['**/journeys/cold-open.spec.ts'];
// Issue 42: the visual checks ride in the all-tenant suites (tests/e2e/visual/visual-check.ts); the one
// suite of their own shows that a changed colour fails the comparison, once, in this project.
const VISUAL_SELF_TEST_PROJECT = 'ln';
const VISUAL_SELF_TEST_SUITES = '**/visual/**/*.spec.ts';

export default defineConfig({
  testDir: './e2e',
  outputDir: join(ROOT, 'test-results', 'e2e'),
  fullyParallel: true,
  // One worker more than cores: with one per core the CPU stood 21 % idle while tests waited on
  // their servers and the spec's delays; a third worker on this 2-core machine took a set of
  // journeys from 241 s to 178 s (86 % busy), a fourth made it slower again (bench/notes.md).
  workers: availableParallelism() + 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: {
    timeout: 8_000,
    // a retried block that never passes fails in seconds, not at the test's time-out
    toPass: { timeout: 20_000 },
    // Issue 42's baselines, one folder per project (its bundle and skin), shared by the suites that
    // take them. Animations are finished and the caret hidden before each capture, so a compare with a
    // baseline matches on its first screenshot rather than retrying until the screen holds still.
    toHaveScreenshot: {
      pathTemplate: '{testDir}/visual/baselines/{projectName}/{arg}{ext}',
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  reporter: [['list'], ['json', { outputFile: join(ROOT, 'test-results', 'e2e-report.json') }]],
  use: {
    headless: true,
    launchOptions: chromiumLaunch,
    viewport: { width: 375, height: 740 },
    // One device pixel per CSS pixel: layout, hit-testing and axe read CSS pixels, so the phone's 2x only
    // cost Chromium its raster (6 % of a set of journeys' CPU, 5 % of their wall time, bench/notes.md);
    // kept screenshots were already taken at one pixel per CSS pixel.
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    // A tap or a fill whose target never comes fails in 20 s (the checks wait 8 s). Unbounded, one held
    // its worker to the test's time-out: 2 and 4 minutes in the journeys (bench/notes.md).
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // a trace of every test costs every test its snapshots: record one only when a test is retried
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  // The default bundle first: it signs in to sa's company, on the same hub servers as sa's journeys, and
  // Playwright queues tests project by project, so its all-tenant suites (the visual checks of issue 42
  // among them, tests/e2e/visual/) meet that company's demo data before any journey has changed it.
  projects: ['default', ...tenantTypes].map((type) => ({
    name: type,
    // a project without a suite of a kind never loads it: a test skipped at run time still cost a worker its set-up
    testMatch: [
      ALL_TENANT_SUITES,
      ...(type === SCREEN_WALK_PROJECT ? [PER_SKIN_SUITES] : []),
      ...(JOURNEY_PROJECTS.has(type) ? [JOURNEY_SUITES] : []),
      ...(type === VISUAL_SELF_TEST_PROJECT ? [VISUAL_SELF_TEST_SUITES] : []),
    ],
    testIgnore: type === SCREEN_WALK_PROJECT ? [] : WALK_PROJECT_ONLY,
    // The phone's "reduce motion" setting: popups, dialogs and toasts appear without their animation
    // frames, which were CPU time on every tap and wait time before every check. The default bundle
    // keeps the animations, so its shell, start-up and push suites run them.
    use: { reducedMotion: type === 'default' ? 'no-preference' : 'reduce' },
    // axe on a journey's screens: every WCAG rule where the screen walk runs, only the colour rules in the
    // other journey project (the same screens and components, in another skin: a skin changes colours only)
    metadata: { tenant: type, journeyAxe: type === SCREEN_WALK_PROJECT ? 'every rule' : 'colour rules' },
  })),
  // a hub server per worker slot and database, each on its own copy of the seeded demo data: ln's
  // tests on PGlite, the others on PostgreSQL when the run has one (e2e/hub-servers.ts); the fixtures
  // point baseURL at the slot's server for the project
  globalSetup: './e2e/global-setup.ts',
});

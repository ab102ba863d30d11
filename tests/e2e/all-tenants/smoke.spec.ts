import { flattenRoutes } from '../../../packages/core/src/routing/compose.ts';
import { fragments } from '../../../packages/app/src/routes.ts';
import { expectNoSeriousA11yViolations } from '../a11y.ts';
import type { Page } from '@playwright/test';
import { expect, hashPath, signIn, test } from '../fixtures.ts';

/** The app's own module: login, home and personal centre; every other fragment is a service family. */
const SHELL_MODULE = 'account';
const SCREEN_ERROR = '[role="alert"] .adm-result-error';

/** Signed out: login and the public pages of spec 2.2 that have their own screen. */
const publicScreens = flattenRoutes(fragments.flatMap((fragment) => fragment.routes))
  .filter((route) => route.public && route.hasScreen)
  .filter((route, index, all) => all.findIndex((other) => other.fullPath === route.fullPath) === index);

const titleOf = new Map(flattenRoutes(fragments.flatMap((fragment) => fragment.routes)).map((route) => [route.fullPath, route.title]));

/**
 * Signed in: each service family, from the route data. Its entry screen is the first of its
 * top-level routes the demo admin may open (spec 2.1 sends a route outside the user's
 * permitted names home, so the others cannot be the entry).
 */
const families = fragments
  .filter((fragment) => fragment.module !== SHELL_MODULE)
  .map((fragment) => ({
    module: fragment.module,
    paths: fragment.routes.filter((route) => !route.public).map((route) => (route.path.startsWith('/') ? route.path : `/${route.path}`)),
  }));

/** Opens the path; the hash path the app settles on (the route, a child it redirects to, or /mPage). */
async function openSettled(page: Page, path: string): Promise<string> {
  await page.goto(`./#${path}`);
  await page.waitForFunction(() => document.querySelector('.adm-nav-bar-title') !== null || location.hash.startsWith('#/mPage'));
  await page.waitForLoadState('networkidle');
  return hashPath(page);
}

test.describe('smoke: every public screen signed out, WCAG 2.1 AA (issue 16)', () => {
  for (const screen of publicScreens) {
    test(`${screen.fullPath} (${screen.title})`, async ({ page }) => {
      await page.goto(`./#${screen.fullPath}`);
      await expect.poll(() => hashPath(page)).toBe(screen.fullPath);
      await expect(page.locator('#root')).not.toBeEmpty();
      await expect(page.locator(SCREEN_ERROR)).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page, `${screen.fullPath} (signed out)`);
    });
  }
});

test.describe('smoke: each service family entry screen signed in, WCAG 2.1 AA (issue 16)', () => {
  test('home (mPage)', async ({ page, tenant }) => {
    await signIn(page, tenant);
    await expect(page.locator('[role="alert"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, '/mPage (signed in)');
  });

  for (const family of families) {
    test(`${family.module}: entry screen`, async ({ page, tenant }) => {
      await signIn(page, tenant);
      let entry: string | null = null;
      for (const path of family.paths) {
        const settled = await openSettled(page, path);
        if (settled !== '/mPage') {
          entry = settled;
          break;
        }
      }
      test.skip(entry === null, `the demo admin may open no screen of ${family.module} (spec 2.1 sends each home)`);
      const screen = entry ?? '';
      await expect(page.locator('.adm-nav-bar-title').first()).toHaveText(titleOf.get(screen) ?? `(no route ${screen})`);
      await expect(page.locator(SCREEN_ERROR)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `${screen} (${family.module}, signed in)`);
    });
  }
});

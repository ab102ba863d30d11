import { modules } from '../../../packages/app/src/modules.ts';
import { expectNoSeriousA11yViolations } from '../a11y.ts';
import { blockPushStream, expect, hashPath, signIn, test } from '../fixtures.ts';
import { SCREEN_ERROR, SHELL_MODULE, WALK_TIMEOUT, expectLoaded, openSettled, publicScreensOf, titleOf } from '../screen-walk.ts';
import { VISUAL_TAG, expectScreen, fixBrowserClock, openVisualDetail } from '../visual/visual-check.ts';

/** Signed out: the shell's public pages of spec 2.2 (the families' are walked in every skin in per-skin/). */
const publicScreens = publicScreensOf('shell');

/**
 * Signed in: each service family, from the route data. Its entry screen is the first of its
 * top-level routes the demo admin may open (spec 2.1 sends a route outside the user's
 * permitted names home, so the others cannot be the entry).
 */
const families = modules
  .filter((manifest) => manifest.module !== SHELL_MODULE)
  .map((manifest) => ({
    module: manifest.module,
    paths: manifest.routes.filter((route) => !route.public).map((route) => (route.path.startsWith('/') ? route.path : `/${route.path}`)),
  }));

// issue 42: the walk also compares login, home, every entry screen and one detail with the project's baselines
test.describe('smoke: WCAG 2.1 AA on every entry screen (issue 16)', { tag: VISUAL_TAG }, () => {
  // a push from the company's push suite, running meanwhile in the other worker, would put its dialog
  // (mid-animation, at a contrast axe rejects) over the screen under test
  test.beforeEach(({ page }) => blockPushStream(page));

  test('every public screen of the shell signed out (spec 2.2)', async ({ page }) => {
    test.setTimeout(WALK_TIMEOUT);
    for (const screen of publicScreens) {
      await test.step(`${screen.fullPath} (${screen.title})`, async () => {
        await page.goto(`./#${screen.fullPath}`);
        await expect.poll(() => hashPath(page)).toBe(screen.fullPath);
        await expect(page.locator('#root')).not.toBeEmpty();
        await expect.soft(page.locator(SCREEN_ERROR)).toHaveCount(0);
        await expectLoaded(page);
        await expectNoSeriousA11yViolations(page, `${screen.fullPath} (signed out)`, { soft: true });
        if (screen.fullPath === '/login') await expectScreen(page, 'login');
      });
    }
  });

  test('home and each service family entry screen signed in (spec 2.1)', async ({ page, tenant }) => {
    test.setTimeout(WALK_TIMEOUT);
    await fixBrowserClock(page);
    await signIn(page, tenant);
    await expect(page.locator('[role="alert"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, '/mPage (signed in)', { soft: true });
    await expectScreen(page, 'home');

    const unopened: string[] = [];
    for (const family of families) {
      await test.step(`${family.module}: entry screen`, async () => {
        let entry: string | null = null;
        for (const path of family.paths) {
          const settled = await openSettled(page, path);
          if (settled !== '/mPage') {
            entry = settled;
            break;
          }
        }
        if (entry === null) {
          unopened.push(family.module);
          return;
        }
        await expect.soft(page.locator('.adm-nav-bar-title').first()).toHaveText(titleOf.get(entry) ?? `(no route ${entry})`);
        await expect.soft(page.locator(SCREEN_ERROR)).toHaveCount(0);
        await expectNoSeriousA11yViolations(page, `${entry} (${family.module}, signed in)`, { soft: true });
        await expectScreen(page, `entry-${family.module}`);
      });
    }
    await test.step('one detail on a seeded record', () => openVisualDetail(page));
    // A family the demo admin may not open is named in the report rather than silently passed.
    if (unopened.length > 0)
      test.info().annotations.push({ type: 'not opened by the demo admin (spec 2.1 sends each home)', description: unopened.join(', ') });
  });
});

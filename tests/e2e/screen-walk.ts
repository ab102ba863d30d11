import type { Page } from '@playwright/test';
import { composeModules } from '../../packages/core/src/modules/compose-modules.ts';
import { modules } from '../../packages/app/src/modules.ts';
import { expect, hashPath } from './fixtures.ts';

/** Helpers of the suites that walk many screens in one page (smoke.spec.ts, per-skin/screens.spec.ts). */

export const SCREEN_ERROR = '[role="alert"] .adm-result-error';
/**
 * antd-mobile's loaders (a list or detail waiting for data, a button in its loading state) and a
 * block that says it is busy (its controls are disabled until the data comes, which axe would read).
 */
const LOADING = '.adm-dot-loading, .adm-spin-loading, [aria-busy="true"]';
// One page walks many screens (a hash change, no reload, one sign-in): per-screen tests cost a
// fresh bundle load and a login each, which in every tenant project was most of CI's browser time.
export const WALK_TIMEOUT = 180_000;

const allRoutes = composeModules(modules).routes.flat;
export const titleOf = new Map(allRoutes.map((route) => [route.fullPath, route.title]));

type Route = (typeof allRoutes)[number];

/** The routes with a screen of their own that match, one per path (a path may be declared twice). */
export function screensWhere(matches: (route: Route) => boolean): Route[] {
  return allRoutes
    .filter((route) => route.hasScreen && matches(route))
    .filter((route, index, all) => all.findIndex((other) => other.fullPath === route.fullPath) === index);
}

/** The app's own module: login, home and personal centre; every other fragment is a service family. */
export const SHELL_MODULE = 'account';

/** The module whose top-level route a screen sits under (approval details under the approval host). */
export const moduleOfTopRoute = new Map(
  modules.flatMap((manifest) => manifest.routes.map((route) => [route.name, manifest.module] as const)),
);

/**
 * Public screens (spec 2.2), signed out: the shell's carry each bundle's own brand (hero, company
 * picker, agreements), so the smoke opens them in every tenant; the families' are the same screens in
 * every bundle but for the colours, so the walk opens them once and lays every other skin over them.
 */
export const publicScreensOf = (reach: 'shell' | 'families') =>
  screensWhere((route) => route.public && (moduleOfTopRoute.get(route.topName) === SHELL_MODULE) === (reach === 'shell'));

/** No loader left: a hash change is no load, so networkidle was reached long ago. */
export async function expectLoaded(page: Page): Promise<void> {
  // polled every frame: expect's back-off (100, 250, 500, 1000 ms) waited up to a second after most
  // loaders had gone, which over a walk of every screen in three skins was minutes
  const gone = await page
    .waitForFunction((selector) => document.querySelector(selector) === null, LOADING, { timeout: 10_000, polling: 'raf' })
    .then(() => true)
    .catch(() => false);
  // on time-out, the assertion names what is still loading
  if (!gone) await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 1 });
}

/**
 * Opens the path; the hash path the app settles on: the route, a child it redirects to, a screen a
 * detail sends the user back to, or /mPage (spec 2.1, a route the user may not open).
 */
export async function openSettled(page: Page, path: string): Promise<string> {
  // A hash change is a same-document navigation (no load event to wait for): the screen has arrived
  // when the title bar is a new one or says something new (one screen component may serve two routes).
  const left = await page.evaluate(() => {
    const title = document.querySelector('.adm-nav-bar-title');
    title?.setAttribute('data-left', '');
    return title?.textContent ?? null;
  });
  // Set the hash in the page: page.goto to the address the page is already at waits for a navigation that never comes.
  const moved = await page.evaluate((target) => {
    if (location.hash === `#${target}`) return false;
    location.hash = target;
    return true;
  }, path);
  if (moved)
    await page
      .waitForFunction(
        (before) => {
          if (location.hash.startsWith('#/mPage')) return true;
          const title = document.querySelector('.adm-nav-bar-title');
          return title !== null && (!title.hasAttribute('data-left') || title.textContent !== before);
        },
        left,
        { timeout: 10_000 },
      )
      .catch(() => undefined); // two routes with the same title on the same component: nothing changes to wait for
  await expectLoaded(page);
  return hashPath(page);
}

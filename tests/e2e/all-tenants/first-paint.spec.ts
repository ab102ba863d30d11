import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures.ts';

type Box = { x: number; y: number; width: number; height: number };

/** Rounded boxes of every element matching `selector`. */
async function boxes(page: Page, selector: string): Promise<Box[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const r = element.getBoundingClientRect();
      return { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) };
    }),
  );
}

/** index.html alone, as a first visit shows it before any JavaScript file has arrived. */
async function firstPaintOnly(page: Page, hash: string): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('about:blank');
  await page.goto(`./${hash}`);
  await expect(page.locator('#hub-first-paint header')).toBeVisible();
}

async function withScripts(page: Page, hash: string): Promise<void> {
  await page.unroute('**/assets/*.js');
  await page.goto('about:blank');
  await page.goto(`./${hash}`);
}

/**
 * When the page asked for what, from its own timing entries: the first contentful paint, the first
 * script asked for, when the pictures asked for before it (the first paint's) were in, and how many
 * requests (the document with them) started before that paint.
 */
async function loadOrder(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const firstScript = Math.min(...resources.filter((r) => /\/assets\/[^/?]+\.js$/.test(r.name)).map((r) => r.startTime));
    const pictures = resources.filter((r) => /\/(logo|login-bg)\.svg$|\/picture\//.test(r.name) && r.startTime < firstScript);
    return {
      paint,
      firstScript,
      pictures: pictures.length,
      picturesIn: Math.max(0, ...pictures.map((r) => r.responseEnd)),
      requestsBeforePaint: 1 + resources.filter((r) => r.startTime < paint).length,
    };
  });
}

/**
 * Issue 10: the scripts are asked for once the first paint is on screen with its pictures (the
 * largest paint), so at most 8 requests come before it.
 */
function expectScriptsAfterFirstPaint(order: Awaited<ReturnType<typeof loadOrder>>, pictures: number): void {
  const said = JSON.stringify(order);
  expect(order.pictures, said).toBeGreaterThanOrEqual(pictures);
  expect(order.firstScript, said).toBeGreaterThan(order.paint);
  expect(order.firstScript, said).toBeGreaterThanOrEqual(order.picturesIn);
  expect(order.requestsBeforePaint, said).toBeLessThanOrEqual(8);
}

/** The company button of a multi-company login: the screen's, and the one index.html draws. */
const SCREEN_COMPANY_BUTTON = '.hub-login__form > button.adm-button-fill-outline';
const DRAWN_COMPANY_BUTTON = '#hub-first-paint .hub-fp-form button';

test.describe('first paint: the hero from index.html, then the screen in the same boxes (issue 10)', () => {
  test('login: the brand hero (and a multi-company bundle’s company button) is drawn before the scripts, in the screen’s boxes', async ({
    page,
  }) => {
    // the screen first: it remembers the companies it offered, which the first paint names
    await withScripts(page, '#/login');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    // a first visit: the logo and the hero's background, then the scripts
    expectScriptsAfterFirstPaint(await loadOrder(page), 2);
    const companyButton = page.locator(SCREEN_COMPANY_BUTTON);
    if ((await companyButton.count()) > 0) await expect(companyButton).not.toHaveText('加载单位');
    const screen = {
      hero: await boxes(page, '.hub-login__hero'),
      logo: await boxes(page, '.hub-login__logo'),
      title: await boxes(page, '.hub-login__title'),
      company: await boxes(page, SCREEN_COMPANY_BUTTON),
      companyText: await companyButton.allTextContents(),
    };
    await firstPaintOnly(page, '#/login');
    await expect(page.locator('#hub-first-paint h1')).not.toBeEmpty();
    expect({
      hero: await boxes(page, '#hub-first-paint header'),
      logo: await boxes(page, '#hub-first-paint img'),
      title: await boxes(page, '#hub-first-paint h1'),
      company: await boxes(page, DRAWN_COMPANY_BUTTON),
      companyText: await page.locator(DRAWN_COMPANY_BUTTON).allTextContents(),
    }).toEqual(screen);
    await withScripts(page, '#/login');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await expect(page.locator('#hub-first-paint')).toHaveCount(0);
  });

  test('home: with a saved login the company hero and last visit’s first banner are drawn first, in the home screen’s boxes', async ({
    page,
    tenant,
  }) => {
    await signIn(page, tenant);
    await expect(page.getByText('个人中心', { exact: true }).first()).toBeVisible();
    // every demo company has a banner (the shop family's seed)
    const firstPicture = page.getByTestId('banner-carousel').locator('img').first();
    await expect(firstPicture).toHaveAttribute('src', /\/picture\/\?company=/);
    const screen = {
      hero: await boxes(page, 'header:has(> img)'),
      logo: await boxes(page, 'header > img'),
      text: await boxes(page, 'header > div > div'),
      words: await page.locator('header > div > div').allTextContents(),
      banner: await boxes(page, '[data-testid="home-banners"]'),
      picture: await firstPicture.getAttribute('src'),
    };
    await firstPaintOnly(page, '#/mPage');
    // with no script allowed to run, only index.html can have asked for the picture: at its signed address, without the token
    const drawn = page.locator('#hub-first-paint .hub-fp-banner img');
    await expect.poll(() => drawn.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect({
      hero: await boxes(page, '#hub-first-paint header'),
      logo: await boxes(page, '#hub-first-paint header img'),
      text: await boxes(page, '#hub-first-paint header > div > *'),
      words: await page.locator('#hub-first-paint header > div > *').allTextContents(),
      banner: await boxes(page, '#hub-first-paint .hub-fp-banner'),
      picture: await drawn.getAttribute('src'),
    }).toEqual(screen);
    await withScripts(page, '#/mPage');
    await expect(page.getByText('个人中心', { exact: true }).first()).toBeVisible();
    await expect(page.locator('#hub-first-paint')).toHaveCount(0);
    // the company's logo and the remembered banner, then the scripts
    expectScriptsAfterFirstPaint(await loadOrder(page), 2);
  });
});

import { canteenEndpoints, hubToday, systemEndpoints } from '@campus/contracts';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectLoaded, openSettled } from '../screen-walk.ts';

/**
 * Visual checks (issue 42): a chosen set of screens compared with PNG baselines committed per project
 * (tests/e2e/visual/baselines/<project>/, playwright.config.ts expect.toHaveScreenshot.pathTemplate).
 * The screenshots are taken inside suites that already open those screens in every project (the
 * smoke walk, start-up, push), so the check costs a capture and a compare per screen, not a sign-in
 * and a load. `npm run test:visual` runs only the tests tagged VISUAL_TAG; docs/testing.md says when
 * to accept a difference with `npm run test:visual -- --update`.
 */
export const VISUAL_TAG = '@visual';

/** The instant the browser's clock stands at on the checked screens: a form's "today" is the same every run. */
export const VISUAL_CLOCK = new Date('2026-06-15T09:30:00+08:00');
/** The time of day the hub's clock is answered at on the checked screens (its date stays today's: the seeded data's). */
const SERVER_TIME_OF_DAY = '09:30:00';

/**
 * What changes by design and is painted over (toHaveScreenshot's mask): QR codes (signed, dated
 * payloads), drawings on a canvas, antd's skeletons.
 */
const VOLATILE = ['svg[role="img"][aria-label*="码"]', 'canvas', '.adm-skeleton'].join(', ');

/**
 * Dates, times, order numbers, codes, money and counts: every word of a text that holds a digit is
 * written as "00" while the screen is captured, and a relative day or time as "今天", then put back.
 * A mask would not do: its box is as wide as the text it covers, so "剩余名额 9" and "剩余名额 10" would
 * still differ. The text keeps its element, font and colour, so a skin that recolours it still shows.
 * Text that arrives during the capture (a screen's last answer) is rewritten as it comes (a
 * MutationObserver runs before the next frame is painted).
 */
async function neutraliseVolatileText(page: Page): Promise<void> {
  await page.evaluate(() => {
    const originals = new Map<Text, string>();
    const rewrite = (node: Text) => {
      const text = node.data;
      const fixed = text
        .replace(/[A-Za-z0-9.]*\d[A-Za-z0-9.]*/g, '00')
        .replace(/刚刚|前天|昨天|今天|明天|后天|\d+\s*(?:秒|分钟|小时|天)前/g, '今天');
      if (fixed === text) return;
      originals.set(node, text);
      node.data = fixed;
    };
    const rewriteWithin = (root: Node) => {
      if (root.nodeType === Node.TEXT_NODE) return rewrite(root as Text);
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) rewrite(node as Text);
    };
    rewriteWithin(document.body);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') rewrite(record.target as Text);
        else record.addedNodes.forEach(rewriteWithin);
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    (window as unknown as { visualRestore?: () => void }).visualRestore = () => {
      observer.disconnect();
      for (const [node, text] of originals) if (node.isConnected) node.data = text;
    };
  });
}

/**
 * Puts back what neutraliseVolatileText wrote (a text React changed meanwhile gets React's last
 * word). Not waited for: the page runs it before whatever the test asks of it next.
 */
function restoreVolatileText(page: Page): void {
  void page
    .evaluate(() => {
      const state = window as unknown as { visualRestore?: () => void };
      state.visualRestore?.();
      state.visualRestore = undefined;
    })
    .catch(() => undefined); // the test ended and closed the page first
}

export interface ScreenCheck {
  /** More boxes to paint over: what this one screen changes by design. */
  mask?: Locator[];
}

/**
 * Compares the viewport (375 x 740 CSS pixels, one device pixel each) with the project's baseline
 * `<name>.png`. Soft: a walk goes on and names every screen that differs, each with its expected,
 * actual and diff images in the report.
 */
export async function expectScreen(page: Page, name: string, check: ScreenCheck = {}): Promise<void> {
  await visualStep(name, () =>
    withVolatileTextNeutralised(page, () => expect.soft(page).toHaveScreenshot(`${name}.png`, screenOptions(page, check))),
  );
}

/** A step of its own in the report ("visual: home"): the JSON report's step durations sum what the checks cost. */
function visualStep(name: string, body: () => Promise<void>): Promise<void> {
  return test.step(`${VISUAL_STEP}${name}`, body, { box: true });
}
export const VISUAL_STEP = 'visual: ';

/** The options every compare uses: the volatile boxes and the screen's own masks. */
export function screenOptions(page: Page, check: ScreenCheck = {}): { mask: Locator[] } {
  return { mask: [page.locator(VOLATILE), ...(check.mask ?? [])] };
}

/** Runs `compare` with the screen's volatile words written as fixed ones (neutraliseVolatileText). */
export async function withVolatileTextNeutralised(page: Page, compare: () => Promise<void>): Promise<void> {
  await neutraliseVolatileText(page);
  try {
    await compare();
  } finally {
    restoreVolatileText(page);
  }
}

/** Compares one element (a dialog, a toast) with the project's baseline `<name>.png`: what is behind it does not count. */
export async function expectElement(element: Locator, name: string): Promise<void> {
  const page = element.page();
  await visualStep(name, () =>
    withVolatileTextNeutralised(page, () => expect.soft(element).toHaveScreenshot(`${name}.png`, screenOptions(page))),
  );
}

const TOAST_COPY = 'data-visual-toast-copy';

/**
 * Compares the toast on screen with the project's baseline `<name>.png`. A toast hides itself after a
 * second or two, sooner than a loaded machine may take two equal captures (what writing a baseline
 * takes), so a copy of it, at full opacity, stands still in its place for the capture, the toast itself
 * hidden meanwhile; the copy has the toast's classes, so it looks as the skin draws the toast.
 */
export async function expectToast(page: Page, name: string): Promise<void> {
  await visualStep(`${name} (copy)`, () => copyToast(page));
  await expectElement(page.locator(`[${TOAST_COPY}] .adm-toast-main`), name);
  await page.evaluate((copyMark) => document.querySelector(`[${copyMark}]`)?.remove(), TOAST_COPY);
}

async function copyToast(page: Page): Promise<void> {
  const copied = await page.evaluate((copyMark) => {
    const toast = document.querySelector<HTMLElement>('.adm-toast-mask');
    if (toast === null) return false;
    const copy = toast.cloneNode(true) as HTMLElement;
    copy.setAttribute(copyMark, '');
    for (const element of [copy, ...copy.querySelectorAll<HTMLElement>('[style]')]) element.style.opacity = '1';
    toast.style.visibility = 'hidden';
    document.body.append(copy);
    return true;
  }, TOAST_COPY);
  expect(copied, 'a toast on screen').toBe(true);
}

/**
 * Fixes the page's clock at VISUAL_CLOCK before its first load: `new Date()` and `Date.now()` answer
 * that instant, as Playwright's clock.setFixedTime does, and timers run as ever. Playwright's clock
 * belongs to the browser context and stays installed, so the worker's warm context (fixtures.ts) would
 * have had to be closed after the walk and the next test would have paid a cold start; an init script
 * of the page goes with the page.
 */
export async function fixBrowserClock(page: Page): Promise<void> {
  // the server's clock (core's ServerClock reads it at start-up): today on the hub, at a fixed time of
  // day, so a cut-off (canteen: 已截止 or not) reads the same at any hour the run happens
  const serverNow = Date.parse(`${hubToday()}T${SERVER_TIME_OF_DAY}+08:00`);
  await page.route(`**${systemEndpoints.time.url}`, (route) =>
    route.fulfill({
      json: { time: new Date(serverNow).toISOString(), timestamp: serverNow, local: `${hubToday()} ${SERVER_TIME_OF_DAY}` },
    }),
  );
  // a menu's meals are open while the server's clock is before their cut-off (canteen/menu.ts, `now < cutoff`):
  // answered at the same instant, or the canteen's entry screen showed lunch 已截止 from 10:00 on the hub
  await page.route(
    (url) => url.pathname === canteenEndpoints.menu.url,
    async (route) => {
      const response = await route.fetch();
      const menu = (await response.json()) as { periods?: Array<{ cutoff_at: string; open: boolean }> };
      for (const period of menu.periods ?? []) period.open = serverNow < Date.parse(period.cutoff_at);
      await route.fulfill({ response, json: menu });
    },
  );
  await page.addInitScript((fixed: number) => {
    const NativeDate = Date;
    function FixedDate(this: unknown, ...args: unknown[]): Date | string {
      if (new.target === undefined) return new NativeDate(fixed).toString();
      return args.length === 0 ? new NativeDate(fixed) : (Reflect.construct(NativeDate, args, new.target) as Date);
    }
    FixedDate.prototype = NativeDate.prototype;
    FixedDate.now = () => fixed;
    FixedDate.parse = NativeDate.parse;
    FixedDate.UTC = NativeDate.UTC;
    window.Date = FixedDate as unknown as DateConstructor;
  }, VISUAL_CLOCK.getTime());
}

/**
 * Opens the first seeded shuttle route from the bus entry screen and compares its detail screen
 * (线路详情) with `detail-bus-route`: a detail that reads and changes nothing.
 */
export async function openVisualDetail(page: Page): Promise<void> {
  if ((await openSettled(page, '/bus')) !== '/bus') {
    test.info().annotations.push({ type: 'visual check', description: 'no bus entry for the demo admin: no detail compared' });
    return;
  }
  await page.getByTestId('route-list').locator('.adm-list-item-content-main').first().click();
  await expect(page.locator('.adm-nav-bar-title')).toHaveText('线路详情');
  await expectLoaded(page);
  await expectScreen(page, 'detail-bus-route');
}

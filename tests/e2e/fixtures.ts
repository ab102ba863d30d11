import { authEndpoints, endpointUrl, pushEndpoints, systemEndpoints } from '@campus/contracts';
import { test as base, expect, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLOUR_RULES, expectNoSeriousA11yViolations } from './a11y.ts';
import { attachLoadReport } from './failure-report.ts';
import { bundlePath, projectOrigin } from './hub-servers.ts';
import { WarmContexts } from './warm-contexts.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const DEFAULT_PRIMARY = '#1677ff';

export interface TenantInfo {
  type: string | null;
  title: string;
  mainColor: string | null;
  companyIds: string[];
  defaultCompanyId: string | null;
}

function readTenant(project: string): TenantInfo {
  if (project === 'default') {
    const brand = JSON.parse(readFileSync(join(ROOT, 'build', 'default-brand', 'brand.json'), 'utf8')) as { title: string };
    return { type: null, title: brand.title, mainColor: null, companyIds: [], defaultCompanyId: null };
  }
  const raw = JSON.parse(readFileSync(join(ROOT, 'tenants', project, 'tenant.json'), 'utf8')) as TenantInfo & { mainColor?: string };
  return {
    type: raw.type,
    title: raw.title,
    mainColor: raw.mainColor ?? null,
    companyIds: raw.companyIds,
    defaultCompanyId: raw.defaultCompanyId,
  };
}

/** '#6FBA2C' -> 'rgb(111, 186, 44)', as computed styles report colours. */
export function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

export function expectedPrimary(tenant: TenantInfo): string {
  return rgb(tenant.mainColor ?? DEFAULT_PRIMARY);
}

/** The hash path the app shows now, e.g. '/login'. */
export async function hashPath(page: Page): Promise<string> {
  return page.evaluate(() => window.location.hash.replace(/^#/, '').split('?')[0] ?? '');
}

/** The test's bundle on its worker slot's own hub server (hub-servers.ts). */
export function bundleUrl(testInfo: TestInfo): string {
  return `${projectOrigin(testInfo.parallelIndex, testInfo.project.name)}${bundlePath(testInfo.project.name)}`;
}

/** The worker's warm contexts (warm-contexts.ts), for the second users of newUserPage too. */
let workerContexts: WarmContexts | null = null;
/** Second users' contexts lent during the running test, given back when it ends. */
const lentContexts: BrowserContext[] = [];

export const test = base.extend<{ tenant: TenantInfo }, { warmContexts: WarmContexts }>({
  warmContexts: [
    async ({ browser }, use, workerInfo) => {
      workerContexts = new WarmContexts(browser, workerInfo);
      await use(workerContexts);
      await workerContexts.closeAll();
      workerContexts = null;
    },
    // auto: a test of second users only (newUserPage, no page fixture) needs the worker's contexts too
    { scope: 'worker', auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture names from the first parameter
  baseURL: async ({}, use, testInfo) => {
    await use(bundleUrl(testInfo));
  },
  context: async ({ warmContexts, actionTimeout, navigationTimeout }, use, testInfo) => {
    const context = await warmContexts.take();
    context.setDefaultTimeout(actionTimeout || 0);
    context.setDefaultNavigationTimeout(navigationTimeout || 0);
    await use(context);
    const used = [context, ...lentContexts.splice(0)];
    if (testInfo.status !== testInfo.expectedStatus) await attachLoadReport(testInfo, used);
    await Promise.all(used.map((each) => warmContexts.give(each)));
  },
  // the context's kept page, wiped with its context (WarmContexts.give)
  page: async ({ context, warmContexts }, use) => {
    await use(await warmContexts.pageOf(context));
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture names from the first parameter
  tenant: async ({}, use, testInfo) => {
    await use(readTenant(testInfo.project.name));
  },
});

export { expect };

export const DEMO_PHONE = '13800000000';
export const PLAIN_STAFF_PHONE = '13800000005';
export const DEMO_PASSWORD = 'Demo@2026';

/** The company a project logs in to: the tenant's default, or (default bundle) the first sa company. */
export function loginCompany(tenant: TenantInfo): string {
  if (tenant.defaultCompanyId !== null) return tenant.defaultCompanyId;
  const sa = JSON.parse(readFileSync(join(ROOT, 'tenants', 'sa', 'tenant.json'), 'utf8')) as { defaultCompanyId: string };
  return sa.defaultCompanyId;
}

/** Signs in through the login screen, as a user would (the suites about logging in). */
export async function signInOnLoginScreen(page: Page, tenant: TenantInfo, phone = DEMO_PHONE): Promise<void> {
  await page.goto('./#/login');
  if (tenant.defaultCompanyId === null) {
    await page.getByRole('button', { name: /选择单位/ }).click();
    await page.locator('.adm-check-list-item', { hasText: '三安园区' }).click();
    await expect(page.getByRole('button', { name: /三安园区/ })).toBeVisible();
  }
  await page.getByLabel('手机号').fill(phone);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect.poll(() => hashPath(page)).toBe('/mPage');
}

/**
 * A returning user: the login answer is already in the browser's storage (as the login screen keeps
 * it, spec 3: token, LXDZAuths, company_id) and the app opens on home, or on `landing` (a hash path
 * such as '/notice?id=1', as a push or a shared link opens it) without loading home first, or
 * (null) not yet: the test's next goto opens it. Each journey's sign-in costs one bundle load at
 * most; the login screen itself is covered by signInOnLoginScreen's suites.
 */
export async function signIn(page: Page, tenant: TenantInfo, phone = DEMO_PHONE, landing?: string | null): Promise<void> {
  const answer = await page.request.post(endpointUrl(authEndpoints.login), {
    data: { phone, password: DEMO_PASSWORD, company_id: loginCompany(tenant) },
    // a connection of its own: a kept-alive one, idle as long as the server's keep-alive (5 s), can be
    // closed by the server just as this request goes out on it (ECONNRESET, seen on a loaded machine)
    headers: { connection: 'close' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const auth = (await answer.json()) as { token: string; company_id: string };
  // storage belongs to the origin: a small same-origin answer lets the page write it before the app starts
  // (a kept page is parked on it already, warm-contexts.ts)
  const parking = new URL(endpointUrl(systemEndpoints.time), bundleUrl(test.info())).href;
  if (page.url() !== parking) await page.goto(parking);
  await page.evaluate((login) => {
    localStorage.setItem('token', login.token);
    localStorage.setItem('LXDZAuths', JSON.stringify(login));
    localStorage.setItem('company_id', login.company_id);
  }, auth);
  if (landing === null) return;
  if (landing !== undefined) {
    await page.goto(`./#${landing}`);
    return;
  }
  await page.goto('./#/mPage');
  await expect(page.getByText('个人中心', { exact: true }).first()).toBeVisible();
}

/** Calls the hub API with a token from the page's storage. */
export async function apiAs(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; data: unknown }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const response = await fetch(p as string, {
        method: m as string,
        headers: { 'Content-Type': 'application/json', Authorization: `Token ${localStorage.getItem('token') ?? ''}` },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      const text = await response.text();
      return { status: response.status, data: text === '' ? null : (JSON.parse(text) as unknown) };
    },
    [method, path, body] as const,
  );
}

/**
 * Keeps a full-page screenshot as a test artifact: test-results/screenshots/<name>-<project>.png.
 * One pixel per CSS pixel: half the capture and encoding time of the phone's 2x pixels, still sharp
 * enough to read every label.
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = join(ROOT, 'test-results', 'screenshots', `${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path, fullPage: true, scale: 'css' });
  await testInfo.attach(`${name}-${testInfo.project.name}.png`, { path, contentType: 'image/png' });
}

/**
 * A journey's screen checked with axe (WCAG 2.1 AA, issue 16), then kept as a screenshot. In the
 * project that walks every screen (sa) every rule is read; in the other journey project only the rules
 * a skin can change (playwright.config.ts metadata.journeyAxe). That saves little CPU: colour-contrast is
 * most of axe's time on a screen (0.11 against 0.10-0.13 Chromium CPU-s, bench/notes.md, twenty-first session).
 */
export async function keepAccessibleScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const colourOnly = (testInfo.project.metadata as { journeyAxe?: string }).journeyAxe === 'colour rules';
  await expectNoSeriousA11yViolations(page, name, colourOnly ? { rules: COLOUR_RULES } : {});
  await keepScreenshot(page, testInfo, name);
}

/**
 * Waits until `count` files of the form are uploaded: antd's uploader shows a thumbnail while the
 * file is still on its way, and a form sent meanwhile has no attachment yet.
 */
export async function expectUploaded(scope: Page | Locator, count: number): Promise<void> {
  await expect(scope.locator('.adm-image-uploader-cell img')).toHaveCount(count);
  await expect(scope.locator('.adm-image-uploader-cell-loading')).toHaveCount(0);
}

/** The seeded approver (审批人) of every company. */
export const APPROVER_PHONE = '13800000004';

// ---------------------------------------------------------------------------------------------
// Second users' browsers (the journeys where two or more people act) and the push stream.

/**
 * A second user's browser (own storage, own login) with the project's device
 * settings and baseURL, for tests where two people act (one publishes, one receives): a warm
 * context of the worker's, given back when the test ends.
 */
export async function newUserPage(testInfo: TestInfo): Promise<{ context: BrowserContext; page: Page }> {
  if (workerContexts === null) throw new Error(`newUserPage outside a test of ${testInfo.project.name}`);
  const context = await workerContexts.take();
  lentContexts.push(context);
  return { context, page: await workerContexts.pageOf(context) };
}

/** A second user done with before the test ends: the context is wiped and kept for the next one. */
export async function releaseUser(context: BrowserContext): Promise<void> {
  const lent = lentContexts.indexOf(context);
  if (lent >= 0) lentContexts.splice(lent, 1);
  await workerContexts?.give(context);
}

/**
 * Keeps push dialogs off a page, for tests that do not test push: a push meant for an earlier test's
 * order (the same seeded users sign in again) would otherwise put a modal dialog over the screen
 * under test. The page's push stream never connects (an EventSource that stays connecting); a
 * page.route that refused it cost every other request of the page a round trip through Playwright.
 */
export async function blockPushStream(page: Page): Promise<void> {
  await page.addInitScript((streamPath: string) => {
    const Native = window.EventSource;
    class NeverConnects extends EventTarget {
      readonly CONNECTING = 0;
      readonly OPEN = 1;
      readonly CLOSED = 2;
      readyState = 0;
      readonly withCredentials = false;
      onopen = null;
      onmessage = null;
      onerror = null;
      constructor(readonly url: string) {
        super();
      }
      close(): void {
        this.readyState = 2;
      }
    }
    window.EventSource = new Proxy(Native, {
      construct: (target, args: [string | URL, EventSourceInit?]) =>
        String(args[0]).includes(streamPath) ? new NeverConnects(String(args[0])) : (Reflect.construct(target, args) as object),
    });
  }, pushEndpoints.stream.url);
}

import { authEndpoints, endpointUrl, pushEndpoints, systemEndpoints } from '@campus/contracts';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { composeModules } from '../../packages/core/src/modules/compose-modules.ts';
import { modules } from '../../packages/app/src/modules.ts';
import { shotFile, type GalleryGroup, type GalleryShot } from '../../build/gallery/page.ts';
import { seriousA11yViolations } from '../e2e/a11y.ts';

const DEMO_PHONE = '13800000000';
const DEMO_PASSWORD = 'Demo@2026';
const SHELL_MODULE = 'account';
/** A phone, as the issue asks (the browser suites use 375 x 740). */
const PHONE = { width: 390, height: 844 };
const LOADING = '.adm-dot-loading, .adm-spin-loading, [aria-busy="true"]';
/** What a screen without its record draws: antd's empty or error block. */
const EMPTY = '.adm-error-block';
/** Items of a list that lead somewhere: list rows with an arrow and cards of a paged list. */
const LIST_ITEMS = '.adm-list-item:has(.adm-list-item-content-arrow), .adm-infinite-scroll ~ * .adm-card, .adm-pull-to-refresh .adm-card';
const HARVEST_CLICKS = 4;

const flat = composeModules(modules).routes.flat;
const moduleOfTop = new Map(modules.flatMap((manifest) => manifest.routes.map((route) => [route.name, manifest.module] as const)));
type Route = (typeof flat)[number];

export interface TenantToShow {
  type: string;
  title: string;
  companyId: string;
}

export interface CaptureOptions {
  browser: Browser;
  origin: string;
  outDir: string;
  /** Only this family's screens (and the states), e.g. bus. */
  family: string | null;
}

/** The screens with a component of their own, one per path, by the family whose top-level route they sit under. */
function screensByFamily(family: string | null): Map<string, Route[]> {
  const byFamily = new Map<string, Route[]>();
  const seen = new Set<string>();
  for (const route of flat) {
    if (!route.hasScreen || seen.has(route.fullPath)) continue;
    seen.add(route.fullPath);
    const module = moduleOfTop.get(route.topName) ?? SHELL_MODULE;
    if (family !== null && module !== family) continue;
    byFamily.set(module, [...(byFamily.get(module) ?? []), route]);
  }
  return byFamily;
}

const hashOf = (page: Page) => page.evaluate(() => location.hash.replace(/^#/, ''));
const pathOf = (hash: string) => hash.split('?')[0] ?? '';

async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction((selector) => document.querySelector(selector) === null, LOADING, { timeout: 10_000, polling: 'raf' })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** Opens a hash address in the page already at the bundle (a same-document navigation) and waits for it to settle. */
async function open(page: Page, hash: string): Promise<void> {
  await page.evaluate((target) => {
    location.hash = target;
  }, hash);
  await page.waitForTimeout(150);
  await settle(page);
}

async function shoot(page: Page, outDir: string, route: Route, how: string, state = ''): Promise<GalleryShot> {
  const file = shotFile(route.fullPath, state);
  await page.screenshot({ path: join(outDir, 'shots', file), fullPage: true, scale: 'css', animations: 'disabled' });
  const axe = await seriousA11yViolations(page, route.fullPath).catch((error: unknown) => [`axe 未能运行：${String(error)}`]);
  return { route: route.fullPath, title: route.title, file, how, axe };
}

/**
 * Follows up to a few items of the list on screen, recording where each leads (the detail screen
 * with a real seeded record's id), then comes back.
 */
async function harvestLinks(page: Page, listHash: string, found: Map<string, string>): Promise<void> {
  const count = Math.min(await page.locator(LIST_ITEMS).count(), HARVEST_CLICKS);
  for (let index = 0; index < count; index++) {
    const item = page.locator(LIST_ITEMS).nth(index);
    if (!(await item.isVisible().catch(() => false))) continue;
    await item.click({ timeout: 2_000 }).catch(() => undefined);
    await page.waitForTimeout(200);
    const hash = await hashOf(page);
    if (pathOf(hash) !== pathOf(listHash) && !found.has(pathOf(hash))) found.set(pathOf(hash), hash);
    if (hash !== listHash) await open(page, listHash);
    else await page.keyboard.press('Escape');
  }
}

/**
 * A phone's browser for the tenant's bundle. tsx compiles this file keeping function names, through a
 * `__name` helper that the functions handed to page.evaluate then call in the page: the page gets one.
 */
async function phoneContext(browser: Browser, origin: string, tenant: TenantToShow): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: `${origin}/${tenant.type}/`,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    reducedMotion: 'reduce',
  });
  await context.addInitScript('globalThis.__name = (target) => target;');
  return context;
}

async function signedInContext(browser: Browser, origin: string, tenant: TenantToShow): Promise<BrowserContext> {
  const context = await phoneContext(browser, origin, tenant);
  const answer = await context.request.post(`${origin}${endpointUrl(authEndpoints.login)}`, {
    data: { phone: DEMO_PHONE, password: DEMO_PASSWORD, company_id: tenant.companyId },
  });
  if (!answer.ok()) throw new Error(`demo login for ${tenant.type}: ${String(answer.status())} ${await answer.text()}`);
  const login = (await answer.json()) as { token: string; company_id: string };
  await context.addInitScript((auth) => {
    if (localStorage.getItem('token') !== null) return;
    localStorage.setItem('token', auth.token);
    localStorage.setItem('LXDZAuths', JSON.stringify(auth));
    localStorage.setItem('company_id', auth.company_id);
  }, login);
  return context;
}

/** The dialogs and states a designer also needs to see: a push's confirm, a failed load, an empty list. */
async function captureStates(page: Page, outDir: string, origin: string): Promise<GalleryShot[]> {
  const shots: GalleryShot[] = [];
  const home = flat.find((route) => route.fullPath === '/mPage');
  const notices = flat.find((route) => route.fullPath === '/notices');
  if (home) {
    await open(page, '/mPage');
    await page.waitForSelector('html[data-push-stream="open"]', { timeout: 15_000 }).catch(() => undefined);
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
    await page.request.post(`${origin}${endpointUrl(pushEndpoints.send)}`, {
      headers: { Authorization: `Token ${token}` },
      data: {
        phone: DEMO_PHONE,
        title: '报修审批',
        content: '您有一张报修单待审批',
        extras: { msg_type: 'APPROVAL', msg_id: '42', order_type: 'repair', extra_param: { module: 'repair', action_type: 'approve' } },
      },
    });
    const dialog = page.getByRole('dialog').filter({ hasText: '您有一张报修单待审批' });
    if (await dialog.isVisible({ timeout: 10_000 }).catch(() => false)) {
      shots.push(await shoot(page, outDir, home, '推送确认框（已阅 / 查看）', 'push'));
      await dialog.getByRole('button', { name: '已阅' }).click();
    }
  }
  if (notices) {
    const listApi = (url: URL) => url.pathname === '/9077/api/notices/';
    await page.route(listApi, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"服务器错误"}' }));
    await open(page, '/mPage');
    await open(page, '/notices');
    shots.push(await shoot(page, outDir, notices, '加载失败（接口返回 500）', 'failed'));
    await page.unroute(listApi);
    await page.route(listApi, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"count":0,"next":null,"previous":null,"results":[]}' }),
    );
    await open(page, '/mPage');
    await open(page, '/notices');
    shots.push(await shoot(page, outDir, notices, '空列表', 'empty'));
    await page.unroute(listApi);
  }
  return shots;
}

/**
 * Every screen of one tenant's bundle: the public ones signed out, the others signed in as the demo
 * administrator (who may open every route but the admin tools), details on a seeded record found
 * from the list that leads to them, then the states. Each shot is checked with axe.
 */
export async function captureTenant(
  tenant: TenantToShow,
  options: CaptureOptions,
): Promise<{ groups: GalleryGroup[]; problems: string[] }> {
  const { browser, origin, outDir, family } = options;
  mkdirSync(join(outDir, 'shots'), { recursive: true });
  const problems: string[] = [];
  const groups: GalleryGroup[] = [];
  const byFamily = screensByFamily(family);

  const publicContext = await phoneContext(browser, origin, tenant);
  const publicPage = await publicContext.newPage();
  await publicPage.goto('./#/login');
  await settle(publicPage);
  const publicShots: GalleryShot[] = [];
  for (const routes of byFamily.values()) {
    for (const route of routes.filter((r) => r.public)) {
      await open(publicPage, route.fullPath);
      publicShots.push(await shoot(publicPage, outDir, route, '未登录打开'));
    }
  }
  groups.push({ name: '公共页面（未登录）', shots: publicShots });
  await publicContext.close();

  const context = await signedInContext(browser, origin, tenant);
  const page = await context.newPage();
  await page.goto(`${origin}${endpointUrl(systemEndpoints.time)}`);
  await page.goto('./#/mPage');
  await settle(page);
  const found = new Map<string, string>();
  const missing: Array<{ module: string; route: Route }> = [];
  const shotsOf = new Map<string, GalleryShot[]>();
  for (const [module, routes] of byFamily) {
    const shots: GalleryShot[] = [];
    for (const route of routes.filter((r) => !r.public)) {
      await open(page, route.fullPath);
      const landed = pathOf(await hashOf(page));
      if (landed === '/mPage' && route.fullPath !== '/mPage') {
        problems.push(`${route.fullPath}（${route.title}）：演示管理员无权打开（规则 2.1 送回首页）`);
        continue;
      }
      const emptyOrElsewhere = landed !== route.fullPath || (await page.locator(EMPTY).count()) > 0;
      if (emptyOrElsewhere && !found.has(route.fullPath)) {
        missing.push({ module, route });
        continue;
      }
      if (found.has(route.fullPath)) await open(page, found.get(route.fullPath) ?? route.fullPath);
      shots.push(await shoot(page, outDir, route, found.has(route.fullPath) ? '从列表打开一条演示数据' : '直接打开'));
      await harvestLinks(page, await hashOf(page), found);
    }
    shotsOf.set(module, shots);
  }
  // a detail reached before its list: opened now on the record its list led to, else as it is without one
  for (const { module, route } of missing) {
    const address = found.get(route.fullPath);
    await open(page, address ?? route.fullPath);
    const shot = await shoot(page, outDir, route, address ? '从列表打开一条演示数据' : '直接打开（未找到通向它的演示数据）');
    shotsOf.set(module, [...(shotsOf.get(module) ?? []), shot]);
  }
  for (const [module, shots] of shotsOf) groups.push({ name: module, shots });
  groups.push({ name: '对话框与状态', shots: await captureStates(page, outDir, origin) });
  await context.close();
  return { groups, problems };
}

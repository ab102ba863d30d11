import { endpointUrl, systemEndpoints } from '@campus/contracts';
import type { Browser, BrowserContext, BrowserContextOptions, Disposable, Page, WorkerInfo } from '@playwright/test';
import { bundlePath, projectOrigin } from './hub-servers.ts';

/**
 * Browser contexts a worker keeps between its tests, each wiped of what a test leaves (cookies,
 * storage, pages, offline mode) but keeping its HTTP cache and V8's code cache. A fresh context
 * costs a new renderer process and a cold load of every bundle file; on this project's 2-core
 * machines that was a second of each test and of each second user's browser (bench/notes.md).
 * Playwright's own reuseContext clears the cache too, and so saves a third of that.
 *
 * Each context keeps a page too, parked on a small document of the slot's origin: a new page starts
 * a renderer process, and a sign-in on a new page cost 1.49 machine CPU-s against 1.06 on a kept one
 * (bench/notes.md, twenty-first session). What a test leaves on the page goes with it: its init
 * scripts, locator handlers, routes and viewport, the document, its session storage and its history.
 */
export class WarmContexts {
  private readonly idle: BrowserContext[] = [];
  private readonly closed = new WeakSet<BrowserContext>();
  /** What a test added to a kept page (init scripts, locator handlers), taken off before the next test. */
  private readonly undos = new WeakMap<Page, Array<() => Promise<void>>>();
  private readonly options: BrowserContextOptions;
  private readonly origin: string;

  constructor(
    private readonly browser: Browser,
    workerInfo: WorkerInfo,
  ) {
    const use = workerInfo.project.use;
    this.origin = projectOrigin(workerInfo.parallelIndex, workerInfo.project.name);
    this.options = {
      baseURL: `${this.origin}${bundlePath(workerInfo.project.name)}`,
      viewport: use.viewport ?? { width: 375, height: 740 },
      deviceScaleFactor: use.deviceScaleFactor ?? 1,
      isMobile: use.isMobile ?? true,
      hasTouch: use.hasTouch ?? true,
      locale: use.locale ?? 'zh-CN',
      reducedMotion: use.reducedMotion ?? 'no-preference',
    };
  }

  /** A context as a new one would be, but warm; a test gives it back with give(). */
  async take(): Promise<BrowserContext> {
    for (let context = this.idle.pop(); context !== undefined; context = this.idle.pop()) {
      if (!this.closed.has(context)) return context;
    }
    const context = await this.browser.newContext(this.options);
    context.on('close', () => this.closed.add(context));
    return context;
  }

  /** The context's kept page, or a new one (the first of a fresh context, or after a test closed it). */
  async pageOf(context: BrowserContext): Promise<Page> {
    const kept = this.keptPageOf(context);
    if (kept !== undefined) return kept;
    const page = await context.newPage();
    const undos: Array<() => Promise<void>> = [];
    this.undos.set(page, undos);
    const addInitScript = page.addInitScript.bind(page);
    page.addInitScript = async (...args: Parameters<Page['addInitScript']>): Promise<Disposable> => {
      const script = await addInitScript(...args);
      undos.push(() => script.dispose());
      return script;
    };
    const addLocatorHandler = page.addLocatorHandler.bind(page);
    page.addLocatorHandler = async (...args: Parameters<Page['addLocatorHandler']>): Promise<void> => {
      await addLocatorHandler(...args);
      undos.push(() => page.removeLocatorHandler(args[0]));
    };
    return page;
  }

  /** Only a page made here is kept: what a test adds to it is known, and taken off (undos). */
  private keptPageOf(context: BrowserContext): Page | undefined {
    return context.pages().find((page) => this.undos.has(page));
  }

  /** The kept page as a new one would be: on the origin's small document, nothing of the test left. */
  private async resetPage(page: Page): Promise<void> {
    for (const undo of this.undos.get(page)?.splice(0) ?? []) await undo();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const viewport = this.options.viewport;
    const now = page.viewportSize();
    if (viewport && (now?.width !== viewport.width || now.height !== viewport.height)) await page.setViewportSize(viewport);
    // the same origin: the page keeps its renderer process (about:blank would start another)
    await page.goto(`${this.origin}${endpointUrl(systemEndpoints.time)}`);
    await page.evaluate(() => sessionStorage.clear());
  }

  /**
   * Wipes what the test left and keeps the context for the next one. A context the test closed is
   * dropped; one that cannot be wiped (its page crashed mid-wipe) is closed rather than reused dirty.
   * One given back twice is kept once: two tests never share it.
   */
  async give(context: BrowserContext): Promise<void> {
    if (this.closed.has(context) || this.idle.includes(context)) return;
    try {
      await context.setOffline(false);
      await context.clearCookies();
      await context.clearPermissions();
      const kept = this.keptPageOf(context);
      await Promise.all(context.pages().map((open) => (open === kept ? undefined : open.close())));
      const page = kept ?? (await this.pageOf(context));
      await this.resetPage(page);
      // the storage of the slot's origin (every bundle of the project is under it), not the HTTP cache,
      // and the page's back/forward history
      const session = await context.newCDPSession(page);
      await session.send('Page.resetNavigationHistory');
      await session.send('Storage.clearDataForOrigin', {
        origin: this.origin,
        storageTypes: 'local_storage,indexeddb,service_workers,cache_storage,file_systems,websql',
      });
      await session.detach();
      this.idle.push(context);
    } catch {
      await context.close().catch(() => undefined);
    }
  }

  async closeAll(): Promise<void> {
    await Promise.all(this.idle.splice(0).map((context) => context.close().catch(() => undefined)));
  }
}

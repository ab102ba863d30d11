import type { Browser, BrowserContext, BrowserContextOptions, WorkerInfo } from '@playwright/test';
import { bundlePath, projectOrigin } from './hub-servers.ts';

/**
 * Browser contexts a worker keeps between its tests, each wiped of what a test leaves (cookies,
 * storage, pages, offline mode) but keeping its HTTP cache and V8's code cache. A fresh context
 * costs a new renderer process and a cold load of every bundle file; on this project's 2-core
 * machines that was a second of each test and of each second user's browser (bench/notes.md).
 * Playwright's own reuseContext clears the cache too, and so saves a third of that.
 */
export class WarmContexts {
  private readonly idle: BrowserContext[] = [];
  private readonly closed = new WeakSet<BrowserContext>();
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
      const page = context.pages()[0] ?? (await context.newPage());
      // the storage of the slot's origin (every bundle of the project is under it), not the HTTP cache
      const session = await context.newCDPSession(page);
      await session.send('Storage.clearDataForOrigin', {
        origin: this.origin,
        storageTypes: 'local_storage,indexeddb,service_workers,cache_storage,file_systems,websql',
      });
      await session.detach();
      await Promise.all(context.pages().map((open) => open.close()));
      this.idle.push(context);
    } catch {
      await context.close().catch(() => undefined);
    }
  }

  async closeAll(): Promise<void> {
    await Promise.all(this.idle.splice(0).map((context) => context.close().catch(() => undefined)));
  }
}

import type { BrowserContext, Page, Request, TestInfo } from '@playwright/test';

/** A page held by a native alert answers nothing: each question gets this long. */
const ANSWER_MS = 2000;

const within = <T>(ms: number, work: Promise<T>, otherwise: T): Promise<T> =>
  Promise.race([work, new Promise<T>((resolve) => setTimeout(() => resolve(otherwise), ms))]);

/** The document's state and the files and calls it has received, in order (resource timing lists an entry once it has arrived). */
async function received(page: Page): Promise<string> {
  return page.evaluate(() => {
    const ms = (value: number) => `${Math.round(value)} ms`;
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return [
      `${location.href} (${document.readyState}, open ${ms(performance.now())})`,
      ...entries.map((entry) => `  ${ms(entry.startTime)} → ${ms(entry.responseEnd)} ${entry.name}`),
    ].join('\n');
  });
}

/** The request that loaded the page's document (a service worker's request has no frame to ask). */
function isDocumentLoad(page: Page, request: Request): boolean {
  try {
    return request.isNavigationRequest() && request.frame() === page.mainFrame();
  } catch {
    return false;
  }
}

/**
 * Requests of the page's current document that have no answer yet: what a screen on 加载中 waits for.
 * Each is asked apart and at once; on a loaded machine a hundred answers take a while to come back.
 */
async function unanswered(page: Page): Promise<string[]> {
  const requests = await page.requests();
  const load = requests.findLastIndex((request) => isDocumentLoad(page, request));
  const current = requests.slice(Math.max(0, load));
  const answers = await Promise.all(
    current.map((request) =>
      within(
        ANSWER_MS - 500,
        request.response().then(() => true),
        false,
      ),
    ),
  );
  return current.filter((_, index) => !answers[index]).map((request) => `  waiting: ${request.method()} ${request.url()}`);
}

/** Uncaught errors and console errors of the page since it last navigated. */
async function errors(page: Page): Promise<string[]> {
  const [thrown, logged] = await Promise.all([
    page.pageErrors({ filter: 'since-navigation' }),
    page.consoleMessages({ filter: 'since-navigation' }),
  ]);
  return [
    ...thrown.map((error) => `  uncaught: ${error.message}`),
    ...logged.filter((message) => message.type() === 'error').map((message) => `  console: ${message.text()}`),
  ];
}

async function reportOf(page: Page): Promise<string> {
  const silent = '(no answer within 2 s)';
  const [loaded, waiting, failed] = await Promise.all([
    within(ANSWER_MS, received(page), silent),
    within(ANSWER_MS, unanswered(page), [silent]),
    within(ANSWER_MS, errors(page), [silent]),
  ]);
  return [loaded, ...waiting, ...failed].join('\n');
}

/**
 * A failed test's pages, as far as they loaded, what they still waited for and what went wrong in them. A
 * screen left on 加载中 then shows its cause. Read only after a failure: listening to every request cost
 * every test (bench/notes.md, twenty-second session); Playwright keeps the last requests and errors anyway.
 */
export async function attachLoadReport(testInfo: TestInfo, contexts: BrowserContext[]): Promise<void> {
  const pages = contexts.flatMap((context) => context.pages());
  const reports = await Promise.all(
    pages.map((page, index) =>
      reportOf(page)
        .then((lines) => `page ${String(index + 1)}: ${lines}`)
        .catch((error: unknown) => `page ${String(index + 1)}: ${String(error)}`),
    ),
  );
  await testInfo.attach('what the pages loaded', { body: reports.join('\n\n'), contentType: 'text/plain' });
}

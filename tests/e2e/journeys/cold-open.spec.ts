import { ENTRY_SCREENS } from '../entry-screens.ts';
import { blockPushStream, DEMO_PHONE, expect, hashPath, signIn, test } from '../fixtures.ts';
import { WALK_TIMEOUT } from '../screen-walk.ts';

/**
 * Issue 35: a screen opened cold (a push, a shared link, the shell's menu) asks for its data with its
 * scripts, not after them. index.html's route table script sends the route's declared first request
 * (and the permission rules) before the app's entry script is even asked for, and the screen's own
 * call is answered from that response: the server sees each request once.
 */
test.describe('a family screen opened cold (issue 35)', () => {
  test('each entry screen’s data request starts before the app’s scripts, once, and the screen shows it', async ({ page, tenant }) => {
    // a cold open per family (one more with every family that lands): a walk's time, not one screen's
    test.setTimeout(WALK_TIMEOUT);
    await blockPushStream(page);
    await signIn(page, tenant, DEMO_PHONE, null);
    for (const entry of ENTRY_SCREENS) {
      await test.step(entry.path, async () => {
        await page.goto('about:blank');
        await page.goto(`./#${entry.path}`);
        // the first paint's frame is gone once the screen itself is mounted
        await expect(page.locator('#hub-first-paint')).toHaveCount(0, { timeout: 15_000 });
        await expect(page.locator('.adm-nav-bar-title')).toBeVisible();
        expect(await hashPath(page)).toBe(entry.path);
        // a resource's timing is written when its answer is complete: the screen's frame shows before its data
        if (entry.data !== null)
          await expect
            .poll(() =>
              page.evaluate(
                (url) => performance.getEntriesByType('resource').some((r) => new URL(r.name).pathname === url),
                `/9077/api${entry.data}`,
              ),
            )
            .toBe(true);
        const timings = await page.evaluate(() =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
            url: new URL(r.name).pathname,
            startTime: r.startTime,
            initiator: r.initiatorType,
          })),
        );
        const entryScript = timings.find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.url));
        const rules = timings.filter((r) => r.url === '/9077/api/app_models/rules/');
        const said = JSON.stringify(timings.filter((r) => r.url.startsWith('/9077/') || r.url.endsWith('.js')).slice(0, 12));
        expect(entryScript, said).toBeDefined();
        expect(rules, `the permission rules once, sent before the scripts: ${said}`).toEqual([
          expect.objectContaining({ initiator: 'fetch', startTime: expect.any(Number) }),
        ]);
        expect(rules[0]?.startTime ?? Infinity, said).toBeLessThan(entryScript?.startTime ?? 0);
        if (entry.data === null) return;
        const data = timings.filter((r) => r.url === `/9077/api${entry.data}`);
        expect(data, `${entry.data} once, from the route table script: ${said}`).toEqual([expect.objectContaining({ initiator: 'fetch' })]);
        expect(data[0]?.startTime ?? Infinity, `${entry.data} before the entry script: ${said}`).toBeLessThan(entryScript?.startTime ?? 0);
      });
    }
  });

  test('a screen the app moves to from home has every script it needs preloaded at once, from the route table (issues 10, 35)', async ({
    page,
    tenant,
  }) => {
    await blockPushStream(page);
    await signIn(page, tenant);
    // signed in, the app asks for the route table while the browser is idle (core's route-chunks.ts)
    await expect.poll(() => page.evaluate(() => '__HUB_ROUTE_GRAPH__' in window)).toBe(true);
    await page.evaluate(() => {
      window.location.hash = '#/bus';
    });
    await expect(page.locator('.adm-nav-bar-title')).toHaveText('班车');
    const { needed, preloaded } = await page.evaluate(() => {
      const graph = (window as unknown as { __HUB_ROUTE_GRAPH__: { F: string[]; G: number[][]; R: Record<string, [string, number[]]> } })
        .__HUB_ROUTE_GRAPH__;
      const seen = new Set<number>();
      const stack = [...(graph.R['/bus']?.[1] ?? [])];
      while (stack.length > 0) {
        const index = stack.pop() as number;
        if (seen.has(index)) continue;
        seen.add(index);
        stack.push(...(graph.G[index] ?? []));
      }
      const folder = new URL('./assets/', document.baseURI);
      return {
        needed: [...seen]
          .map((index) => graph.F[index] ?? '')
          .filter((name) => name.endsWith('.js'))
          .map((name) => new URL(name, folder).href),
        preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.href),
      };
    });
    expect(needed.length, 'the bus screen has chunks of its own').toBeGreaterThan(0);
    expect(
      needed.filter((href) => !preloaded.includes(href)),
      'scripts found only one import after another',
    ).toEqual([]);
  });

  test('before any app script the address shows its screen’s frame: the title bar and 加载中 (issue 35)', async ({ page, tenant }) => {
    await signIn(page, tenant, DEMO_PHONE, null);
    // index.html and the route table's script only: every app chunk is refused
    await page.route(/\/assets\/(?!route-table-)[^/]+\.js$/, (route) => route.abort());
    await page.goto('./#/bus');
    const frame = page.locator('#hub-first-paint');
    await expect(frame.locator('.hub-fp-bar')).toHaveText('班车');
    await expect(frame.locator('.hub-fp-wait')).toHaveText('加载中');
    // the bar in the box of the screen's own (antd-mobile's NavBar, 45 px), so the screen replaces it in place
    expect((await frame.locator('.hub-fp-bar').boundingBox())?.height).toBe(45);
  });
});

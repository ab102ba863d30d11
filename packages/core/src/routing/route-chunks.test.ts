import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  forgetRouteChunks,
  loadRouteGraph,
  preloadRouteChunks,
  ROUTE_GRAPH_GLOBAL,
  ROUTE_TABLE_URL_GLOBAL,
  routeChunks,
  type RouteGraph,
} from './route-chunks.ts';

// the route table's graph: the ticket screen imports a list, which imports a field and a stylesheet
const graph: RouteGraph = {
  F: ['ticket.js', 'list.js', 'field.js', 'list.css', 'home.js'],
  G: [[1], [2, 3], [1], [], []],
  R: { '/bus/ticket': ['车票详情', [0]], '/mPage': ['首页', [4]] },
};

type TestWindow = Window & Record<string, unknown>;
const win = window as unknown as TestWindow;

const preloads = () =>
  [...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) => [
    (link as HTMLLinkElement).href,
    link.getAttribute('crossorigin'),
  ]);

beforeEach(() => {
  forgetRouteChunks();
  // only what these tests add: the head is shared with other files' tests (emotion's style tags)
  for (const link of document.head.querySelectorAll('link[rel=modulepreload]')) link.remove();
  delete win[ROUTE_GRAPH_GLOBAL];
  delete win[ROUTE_TABLE_URL_GLOBAL];
});
afterEach(() => {
  delete win[ROUTE_GRAPH_GLOBAL];
  delete win[ROUTE_TABLE_URL_GLOBAL];
});

describe('a screen’s chunks in one wave from the route table (issues 10, 35)', () => {
  it('names the route’s screen chunks and all they import, once each, without stylesheets', () => {
    expect(routeChunks(graph, '/bus/ticket').sort()).toEqual(['field.js', 'list.js', 'ticket.js']);
    expect(routeChunks(graph, '/nowhere')).toEqual([]);
  });

  it('preloads them crossorigin, under the table’s folder, and never twice', async () => {
    win[ROUTE_GRAPH_GLOBAL] = graph;
    win[ROUTE_TABLE_URL_GLOBAL] = './assets/route-table-x.js';
    preloadRouteChunks('/bus/ticket');
    preloadRouteChunks('/bus/ticket');
    await Promise.resolve();
    await Promise.resolve();
    const base = new URL('./assets/', document.baseURI).href;
    expect(preloads().sort()).toEqual([
      [`${base}field.js`, ''],
      [`${base}list.js`, ''],
      [`${base}ticket.js`, ''],
    ]);
  });

  /** A window whose document records the scripts added to it, which the test loads or fails. */
  function fakeWindow(): { win: Window & Record<string, unknown>; scripts: Array<Record<string, unknown>> } {
    const scripts: Array<Record<string, unknown>> = [];
    const fake = {
      [ROUTE_TABLE_URL_GLOBAL]: './assets/route-table-x.js',
      document: {
        createElement: () => ({ remove: () => scripts.splice(0, 1) }),
        head: { appendChild: (script: Record<string, unknown>) => scripts.push(script) },
      },
    };
    return { win: fake as unknown as Window & Record<string, unknown>, scripts };
  }

  it('asks for the table’s script once when the app has not got it, and uses the graph it leaves', async () => {
    const { win: page, scripts } = fakeWindow();
    const first = loadRouteGraph(page);
    const second = loadRouteGraph(page);
    expect(scripts.map((script) => script.src)).toEqual(['./assets/route-table-x.js']);
    page[ROUTE_GRAPH_GLOBAL] = graph; // what the script does when it runs
    (scripts[0]?.onload as () => void)();
    expect(await first).toBe(graph);
    expect(await second).toBe(graph);
  });

  it('a table that fails to load preloads nothing and is asked for again by the next screen', async () => {
    const { win: page, scripts } = fakeWindow();
    const failed = loadRouteGraph(page);
    (scripts[0]?.onerror as () => void)();
    expect(await failed).toBeNull();
    expect(scripts).toHaveLength(0);
    void loadRouteGraph(page);
    expect(scripts).toHaveLength(1);
  });

  it('without a table (the dev server) there is nothing to preload', async () => {
    expect(await loadRouteGraph()).toBeNull();
    preloadRouteChunks('/bus/ticket');
    await Promise.resolve();
    expect(preloads()).toEqual([]);
  });
});

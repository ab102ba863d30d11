/**
 * A screen's chunks in one wave when the app moves to it. Vite lists, in each dynamic import, every
 * chunk the imported screen needs; the route tables' imports all live in the login route's
 * `first-screen` chunk, where those lists (277 screens, 540 chunk names) were a third of its weight.
 * The build leaves a route screen's import only its stylesheets (build/route-preload.ts), and the
 * route table's script, which holds the same graph once, is asked for here instead: when the app
 * moves to a screen, its chunks and everything they import are preloaded together, as Vite's lists
 * did. Signed in, the runtime fetches the table while the browser is idle, so the first tap on a
 * family finds it in.
 */

/** Where the route table's script leaves its graph (build/route-preload.ts writes it). */
export const ROUTE_GRAPH_GLOBAL = '__HUB_ROUTE_GRAPH__';

/** Where index.html's inline script leaves the route table's address (relative to index.html). */
export const ROUTE_TABLE_URL_GLOBAL = '__HUB_ROUTE_TABLE_URL__';

/**
 * The graph as the route table's script has it: chunk names (under the table's folder), what each
 * imports (indexes into the names), and per route path its screens' chunks (the entry's second item).
 */
export interface RouteGraph {
  F: string[];
  G: number[][];
  R: Record<string, readonly [string, number[], ...unknown[]]>;
}

type GraphWindow = Window & { [ROUTE_GRAPH_GLOBAL]?: RouteGraph; [ROUTE_TABLE_URL_GLOBAL]?: string };

let pending: Promise<RouteGraph | null> | null = null;
const preloaded = new Set<string>();

/** The route table's graph, its script asked for once; null without a table (the dev server) or when it failed. */
export function loadRouteGraph(win: Window = window): Promise<RouteGraph | null> {
  const graphWindow = win as GraphWindow;
  const known = graphWindow[ROUTE_GRAPH_GLOBAL];
  if (known !== undefined) return Promise.resolve(known);
  const url = graphWindow[ROUTE_TABLE_URL_GLOBAL];
  if (url === undefined) return Promise.resolve(null);
  pending ??= new Promise<RouteGraph | null>((resolve) => {
    const script = win.document.createElement('script');
    script.src = url;
    script.onload = () => resolve(graphWindow[ROUTE_GRAPH_GLOBAL] ?? null);
    script.onerror = () => {
      pending = null; // a later screen asks again
      script.remove();
      resolve(null);
    };
    win.document.head.appendChild(script);
  });
  return pending;
}

/**
 * Asks for the route table once the browser is idle (a timer where it has no idle callback, as in
 * iOS WebViews), so the first tap on a screen finds its graph in.
 */
export function loadRouteGraphWhenIdle(win: Window = window): void {
  const load = () => void loadRouteGraph(win);
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(load, { timeout: IDLE_WAIT_MS });
  else win.setTimeout(load, IDLE_WAIT_MS);
}

/** The longest the route table waits for an idle moment. */
const IDLE_WAIT_MS = 2000;

/** The chunk names a route's screens load: their own and what they import, transitively (scripts only). */
export function routeChunks(graph: RouteGraph, path: string): string[] {
  const seen = new Set<number>();
  const stack = [...(graph.R[path]?.[1] ?? [])];
  while (stack.length > 0) {
    const index = stack.pop() as number;
    if (seen.has(index)) continue;
    seen.add(index);
    stack.push(...(graph.G[index] ?? []));
  }
  // stylesheets come with the screen's import itself, which waits for them
  return [...seen].map((index) => graph.F[index] ?? '').filter((name) => name.endsWith('.js'));
}

/**
 * Preloads the chunks of the route at `path` (its absolute path, as the table keys it), crossorigin
 * like Vite's own preloads: a preload in another credentials mode is fetched a second time.
 */
export function preloadRouteChunks(path: string, win: Window = window): void {
  void loadRouteGraph(win).then((graph) => {
    const tableUrl = (win as GraphWindow)[ROUTE_TABLE_URL_GLOBAL];
    if (graph === null || tableUrl === undefined) return;
    const folder = new URL('.', new URL(tableUrl, win.document.baseURI));
    for (const name of routeChunks(graph, path)) {
      const href = new URL(name, folder).href;
      if (preloaded.has(href)) continue;
      preloaded.add(href);
      const link = win.document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      win.document.head.appendChild(link);
    }
  });
}

/** Tests start from a page that has asked for nothing. */
export function forgetRouteChunks(): void {
  pending = null;
  preloaded.clear();
}

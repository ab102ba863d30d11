import { describe, expect, it } from 'vitest';
import { PRELOADED_GLOBAL } from '../packages/core/src/api/preloaded.ts';
import {
  entryFacades,
  headFirst,
  routeGraph,
  routePreloads,
  routePreloadScript,
  routeTableFile,
  routeTableScript,
  screensPreloadedByTable,
  type RouteScreens,
} from './route-preload.ts';
import { ROUTE_GRAPH_GLOBAL, ROUTE_TABLE_URL_GLOBAL } from '../packages/core/src/routing/route-chunks.ts';
import { ROUTE_FILES_GLOBAL, ROUTE_GLOBAL, ROUTE_TABLE_ID } from './start-after-first-paint.ts';

const chunk = (
  fileName: string,
  imports: string[],
  extra: { facadeModuleId?: string; moduleIds?: string[]; isEntry?: boolean; css?: string[]; dynamicImports?: string[] } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  dynamicImports: extra.dynamicImports ?? [],
  facadeModuleId: extra.facadeModuleId ?? null,
  moduleIds: extra.moduleIds ?? (extra.facadeModuleId ? [extra.facadeModuleId] : []),
  isEntry: extra.isEntry ?? false,
  viteMetadata: { importedCss: new Set(extra.css ?? []) },
});

const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/react.js'], { isEntry: true, css: ['assets/index.css'] }),
  'assets/react.js': chunk('assets/react.js', []),
  'assets/login.js': chunk('assets/login.js', ['assets/react.js', 'assets/input.js'], {
    facadeModuleId: '/repo/screens/login.tsx',
    css: ['assets/login.css'],
  }),
  'assets/input.js': chunk('assets/input.js', [], { css: ['assets/input.css', 'assets/index.css'] }),
  'index.html': { type: 'asset' as const },
};
const screens: RouteScreens[] = [{ path: '/login', screens: ['screens/login.tsx'] }];

describe('route preload (first screen in one wave)', () => {
  it('lists the screen chunk and its static imports, minus what the entry already loads', () => {
    expect(routePreloads(bundle, screens)).toEqual({
      '/login': { js: ['assets/input.js', 'assets/login.js'], css: ['assets/input.css', 'assets/login.css'] },
    });
  });

  it('finds a screen grouped into a shared chunk (build/first-screen-groups.ts) by the modules it holds', () => {
    const grouped = {
      ...bundle,
      'assets/home-screen.js': chunk('assets/home-screen.js', ['assets/react.js'], {
        moduleIds: ['/repo/node_modules/antd-mobile/es/grid.js', '/repo/screens/home.tsx'],
        css: ['assets/home-screen.css'],
      }),
    };
    expect(routePreloads(grouped, [{ path: '/mPage', screens: ['screens/home.tsx'] }])).toEqual({
      '/mPage': { js: ['assets/home-screen.js'], css: ['assets/home-screen.css'] },
    });
  });

  it('fails the build when a first screen has no chunk (a renamed screen must not silently lose its preload)', () => {
    expect(() => routePreloads(bundle, [{ path: '/x', screens: ['screens/gone.tsx'] }])).toThrowError(/no chunk/);
  });

  it('preloads the facades the entry imports at start-up from chunks it already loads, not lazy screens or other groups (issue 10)', () => {
    const withFacades = {
      ...bundle,
      'assets/index.js': chunk('assets/index.js', ['assets/react.js'], {
        isEntry: true,
        dynamicImports: ['assets/client.js', 'assets/runtime.js', 'assets/login.js'],
      }),
      // react-dom/client: a CommonJS module in the vendor group, re-exported by a chunk of no module
      'assets/client.js': chunk('assets/client.js', ['assets/react.js'], {
        facadeModuleId: '/repo/node_modules/react-dom/client.js',
        moduleIds: [],
      }),
      // the runtime's facade reaches into a chunk the entry does not load: it stays after the first paint
      'assets/runtime.js': chunk('assets/runtime.js', ['assets/start-up.js'], { facadeModuleId: '/repo/runtime/index.ts', moduleIds: [] }),
      'assets/start-up.js': chunk('assets/start-up.js', []),
    };
    expect(entryFacades(withFacades)).toEqual(['assets/client.js']);
  });

  /** The links and scripts the inline script adds for `hash`, with this local storage and tenant, and the route files it leaves for the start script. */
  function run(hash: string, storage: Record<string, string>, routes = routePreloads(bundle, screens)) {
    const head = {
      children: [] as Array<Record<string, string>>,
      appendChild(node: Record<string, string>) {
        this.children.push(node);
      },
    };
    const window: Record<string, unknown> = { __HUB_TENANT__: { type: 'sa', brandDir: 'brand' } };
    new Function('location', 'localStorage', 'window', 'document', routePreloadScript(routes, 'assets/route-table-x.js'))(
      { hash },
      { getItem: (key: string) => storage[key] ?? null },
      window,
      { head, createElement: () => ({ setAttribute() {} }) },
    );
    return {
      links: head.children.map((link) =>
        link.src === undefined ? `${link.rel} ${link.as} ${link.href} ${link.fetchPriority}` : `script ${link.id} ${link.src}`,
      ),
      routeFiles: window[ROUTE_FILES_GLOBAL],
      tableUrl: window[ROUTE_TABLE_URL_GLOBAL],
    };
  }

  it('the script preloads the login screen’s pictures at high priority and leaves the route’s chunks and stylesheets to the start script', () => {
    // pictures in an <img>'s credentials mode (no crossorigin), or the browser fetches each twice
    expect(run('#/login?x=1', {})).toEqual({
      links: ['preload image ./brand/logo.svg high', 'preload image ./brand/login-bg.svg high'],
      routeFiles: { js: ['assets/input.js', 'assets/login.js'], css: ['assets/input.css', 'assets/login.css'] },
      tableUrl: './assets/route-table-x.js',
    });
    expect(run('#/carApply', {}), 'any other route: the route table decides').toEqual({
      links: [`script ${ROUTE_TABLE_ID} ./assets/route-table-x.js`],
      routeFiles: undefined,
      tableUrl: './assets/route-table-x.js',
    });
  });

  it('home with a saved login: the company’s remembered first banner first, while its address is valid, then its logo (issue 10)', () => {
    const routes = { '/login': { js: [], css: [] }, '/mPage': { js: ['assets/home.js'], css: [] } };
    const company = { id: 'c1', type: 'sa', assetDir: 'brand' };
    const saved = { LXDZAuths: JSON.stringify({ name: '演示员工', company }) };
    const banner = '/9077/api/files/f1/picture/?company=c1&exp=1&sig=ab';
    const remembered = (until: number) => ({ ...saved, 'hub_home_banners:c1': JSON.stringify({ src: banner, until }) });
    const home = { js: ['assets/home.js'], css: [] };
    expect(run('', remembered(Date.now() + 60_000), routes)).toEqual({
      links: [`preload image ${banner} high`, 'preload image /sa/brand/logo.svg high'],
      routeFiles: home,
      tableUrl: './assets/route-table-x.js',
    });
    expect(run('#/mPage', remembered(Date.now() - 1), routes)).toEqual({
      links: ['preload image /sa/brand/logo.svg high'],
      routeFiles: home,
      tableUrl: './assets/route-table-x.js',
    });
    expect(run('#/mPage', { ...saved, 'hub_home_banners:c1': '0' }, routes)).toEqual({
      links: ['preload image /sa/brand/logo.svg high'],
      routeFiles: home,
      tableUrl: './assets/route-table-x.js',
    });
    // home without a saved login is the login screen (the start-up sends it there)
    expect(run('#/mPage', {}, routes).routeFiles).toEqual({ js: [], css: [] });
  });

  it('puts the script and the stylesheets first in <head>, ahead of the entry script (a script after a stylesheet waits for it)', () => {
    const built = [
      '<head>',
      '    <!--tenant-head-->',
      '    <script type="module" crossorigin src="./assets/index.js"></script>',
      '    <link rel="modulepreload" crossorigin href="./assets/react.js">',
      '    <link rel="stylesheet" crossorigin href="./assets/a.css">',
      '    <link rel="stylesheet" crossorigin href="./assets/b.css">',
      '</head>',
    ].join('\n');
    const head = headFirst(built, 'PRELOAD');
    const at = (needle: string) => head.indexOf(needle);
    expect(at('<!--tenant-head-->')).toBeLessThan(at('PRELOAD'));
    expect(at('PRELOAD')).toBeLessThan(at('a.css'));
    expect(at('a.css')).toBeLessThan(at('b.css'));
    expect(at('b.css')).toBeLessThan(at('index.js'));
    expect(head.match(/rel="stylesheet"/g)).toHaveLength(2);
  });

  describe('the route table script (issue 35)', () => {
    const tableBundle = {
      ...bundle,
      'assets/index.js': chunk('assets/index.js', ['assets/react.js'], {
        isEntry: true,
        css: ['assets/index.css'],
        dynamicImports: ['assets/runtime.js'],
      }),
      'assets/runtime.js': chunk('assets/runtime.js', ['assets/start-up.js'], {
        facadeModuleId: '/repo/core/src/runtime/index.ts',
        moduleIds: [],
      }),
      'assets/start-up.js': chunk('assets/start-up.js', ['assets/react.js'], { moduleIds: ['/repo/core/src/runtime/hub-runtime.ts'] }),
      'assets/ticket.js': chunk('assets/ticket.js', ['assets/input.js', 'assets/react.js'], {
        facadeModuleId: '/repo/screens/ticket.tsx',
        css: ['assets/ticket.css'],
      }),
    };
    const routes: RouteScreens[] = [
      ...screens,
      { path: '/bus/ticket', title: '车票详情', screens: ['screens/ticket.tsx'], preload: [{ path: '/bus/tickets/:id/', query: [] }] },
      {
        path: '/bus',
        title: '班车',
        screens: ['screens/ticket.tsx'],
        preload: [
          { path: '/bus/routes/', query: [['kind', 'shuttle']] },
          { path: '/bus/config/', query: [] },
        ],
      },
      { path: '/softPrivacy', title: '隐私政策', screens: ['screens/ticket.tsx'], public: true },
    ];
    const graph = routeGraph(tableBundle, routes);

    /** What the table script leaves and sends for `hash` with this local storage, run as index.html's (or the app's) script. */
    function table(hash: string, storage: Record<string, string>, scriptId = ROUTE_TABLE_ID) {
      const window: Record<string, unknown> = {};
      const fetched: Array<{ url: string; headers: Record<string, string> }> = [];
      const bar = { textContent: '' };
      const fetch = (url: string, init: { headers: Record<string, string> }) => {
        fetched.push({ url, headers: init.headers });
        return Promise.resolve({ ok: true });
      };
      new Function('location', 'localStorage', 'window', 'document', 'fetch', routeTableScript(graph))(
        { hash },
        { getItem: (key: string) => storage[key] ?? null },
        window,
        { querySelector: () => bar, currentScript: { id: scriptId } },
        fetch,
      );
      const preloaded = window[PRELOADED_GLOBAL] as Record<string, { at: number }> | undefined;
      return {
        files: window[ROUTE_FILES_GLOBAL],
        route: window[ROUTE_GLOBAL],
        title: bar.textContent,
        fetched,
        preloaded,
        graph: window[ROUTE_GRAPH_GLOBAL],
      };
    }

    it('names the route’s files and the start-up’s, exactly as routePreloads lists them, and puts the title in the bar', () => {
      const expected = routePreloads(tableBundle, routes)['/bus'];
      expect(expected).toEqual({
        js: ['assets/input.js', 'assets/runtime.js', 'assets/start-up.js', 'assets/ticket.js'],
        css: ['assets/input.css', 'assets/ticket.css'],
      });
      const { files, route, title } = table('#/bus?from=push', { token: 't1' });
      expect(files).toEqual(expected);
      expect(route).toEqual({ path: '/bus', title: '班车' });
      expect(title).toBe('班车');
    });

    it('sends the permission rules and the declared first requests with the axios client’s headers, once each', () => {
      const { fetched, preloaded } = table('#/bus', { token: 't1' });
      const sent = ['/9077/api/app_models/rules/', '/9077/api/bus/routes/?kind=shuttle', '/9077/api/bus/config/'];
      expect(fetched.map((request) => request.url)).toEqual(sent);
      expect(fetched[0]?.headers).toMatchObject({ Authorization: 'Token t1', 'Cache-Control': 'no-cache' });
      expect(Object.keys(preloaded ?? {})).toEqual(sent);
    });

    it('fills a path parameter from the address’s query, and sends nothing it cannot fill', () => {
      expect(table('#/bus/ticket?id=a%2Fb', { token: 't1' }).fetched.map((request) => request.url)).toEqual([
        '/9077/api/app_models/rules/',
        '/9077/api/bus/tickets/a%2Fb/',
      ]);
      expect(table('#/bus/ticket', { token: 't1' }).fetched.map((request) => request.url)).toEqual(['/9077/api/app_models/rules/']);
    });

    it('sends nothing without a login on a protected route; a public route needs none', () => {
      const signedOut = table('#/bus', {});
      expect(signedOut.fetched).toEqual([]);
      expect(signedOut.files, 'the files are still named: the start-up decides where to go').toBeDefined();
      expect(table('#/softPrivacy', {}).fetched).toEqual([]);
      expect(table('#/nowhere', { token: 't1' })).toMatchObject({ files: undefined, fetched: [] });
    });

    it('leaves its graph for the app, which loads it again to preload a screen it moves to: then it sends and names nothing', () => {
      const atBoot = table('#/bus', { token: 't1' });
      expect(atBoot.graph).toEqual({ F: graph.files, G: graph.imports, R: graph.routes });
      const byApp = table('#/bus', { token: 't1' }, '');
      expect(byApp).toMatchObject({ files: undefined, route: undefined, title: '', fetched: [], preloaded: undefined });
      expect(byApp.graph).toEqual(atBoot.graph);
    });

    it('route screens other than login’s and home’s keep only their stylesheets in Vite’s import lists: the table preloads their scripts', () => {
      const withHome = {
        ...tableBundle,
        'assets/home.js': chunk('assets/home.js', ['assets/input.js'], { facadeModuleId: '/repo/screens/home.tsx' }),
      };
      const all: RouteScreens[] = [...routes, { path: '/mPage', screens: ['screens/home.tsx'] }];
      expect([...screensPreloadedByTable(withHome, all)]).toEqual(['assets/ticket.js']);
      // a first screen's chunk shown by another route too keeps its list
      const shared: RouteScreens[] = [...all, { path: '/loginAgain', screens: ['screens/login.tsx'] }];
      expect([...screensPreloadedByTable(withHome, shared)]).toEqual(['assets/ticket.js']);
    });

    it('is its own file, named by its content', () => {
      expect(routeTableFile('a')).toMatch(/^assets\/route-table-[\w-]{8}\.js$/);
      expect(routeTableFile('a')).not.toBe(routeTableFile('b'));
    });
  });
});

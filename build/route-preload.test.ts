import { describe, expect, it } from 'vitest';
import { entryFacades, headFirst, routePreloads, routePreloadScript, type FirstScreen } from './route-preload.ts';
import { ROUTE_FILES_GLOBAL } from './start-after-first-paint.ts';

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
const screens: FirstScreen[] = [{ path: '/login', moduleSuffix: 'screens/login.tsx' }];

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
    expect(routePreloads(grouped, [{ path: '/mPage', moduleSuffix: 'screens/home.tsx' }])).toEqual({
      '/mPage': { js: ['assets/home-screen.js'], css: ['assets/home-screen.css'] },
    });
  });

  it('fails the build when a first screen has no chunk (a renamed screen must not silently lose its preload)', () => {
    expect(() => routePreloads(bundle, [{ path: '/x', moduleSuffix: 'screens/gone.tsx' }])).toThrowError(/no chunk/);
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

  /** The links the script adds for `hash`, with this local storage and tenant, and the route files it leaves for the start script. */
  function run(hash: string, storage: Record<string, string>, routes = routePreloads(bundle, screens)) {
    const head = {
      children: [] as Array<Record<string, string>>,
      appendChild(node: Record<string, string>) {
        this.children.push(node);
      },
    };
    const window: Record<string, unknown> = { __HUB_TENANT__: { type: 'sa', brandDir: 'brand' } };
    new Function('location', 'localStorage', 'window', 'document', routePreloadScript(routes))(
      { hash },
      { getItem: (key: string) => storage[key] ?? null },
      window,
      { head, createElement: () => ({}) },
    );
    return {
      links: head.children.map((link) => `${link.rel} ${link.as} ${link.href} ${link.fetchPriority}`),
      routeFiles: window[ROUTE_FILES_GLOBAL],
    };
  }

  it('the script preloads the login screen’s pictures at high priority and leaves the route’s chunks and stylesheets to the start script', () => {
    // pictures in an <img>'s credentials mode (no crossorigin), or the browser fetches each twice
    expect(run('#/login?x=1', {})).toEqual({
      links: ['preload image ./brand/logo.svg high', 'preload image ./brand/login-bg.svg high'],
      routeFiles: { js: ['assets/input.js', 'assets/login.js'], css: ['assets/input.css', 'assets/login.css'] },
    });
    expect(run('#/carApply', {}), 'a route without a first paint').toEqual({ links: [], routeFiles: undefined });
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
    });
    expect(run('#/mPage', remembered(Date.now() - 1), routes)).toEqual({
      links: ['preload image /sa/brand/logo.svg high'],
      routeFiles: home,
    });
    expect(run('#/mPage', { ...saved, 'hub_home_banners:c1': '0' }, routes)).toEqual({
      links: ['preload image /sa/brand/logo.svg high'],
      routeFiles: home,
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
});

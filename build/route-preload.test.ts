import { describe, expect, it } from 'vitest';
import { headFirst, routePreloads, routePreloadScript, scriptsAfterFirstPaint, type FirstScreen } from './route-preload.ts';

const chunk = (
  fileName: string,
  imports: string[],
  extra: { facadeModuleId?: string; moduleIds?: string[]; isEntry?: boolean; css?: string[] } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  imports,
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

  /** The links the script adds for `hash`, with this local storage and tenant. */
  function linksFor(hash: string, storage: Record<string, string>, routes = routePreloads(bundle, screens)) {
    const head = {
      children: [] as Array<Record<string, string>>,
      appendChild(node: Record<string, string>) {
        this.children.push(node);
      },
    };
    new Function('location', 'localStorage', 'window', 'document', routePreloadScript(routes))(
      { hash },
      { getItem: (key: string) => storage[key] ?? null },
      { __HUB_TENANT__: { type: 'sa', brandDir: 'brand' } },
      { head, createElement: () => ({}) },
    );
    return head.children;
  }
  const describe_ = (link: Record<string, string>) => `${link.rel} ${link.href} ${link.fetchPriority ?? ''}`.trim();

  it('the script adds modulepreload links for the hash route, after the login screen’s pictures', () => {
    const links = linksFor('#/login?x=1', {});
    expect(links.map(describe_)).toEqual([
      'preload ./brand/logo.svg high',
      'preload ./brand/login-bg.svg high',
      'modulepreload ./assets/input.js low',
      'modulepreload ./assets/login.js low',
      'preload ./assets/input.css',
      'preload ./assets/login.css',
    ]);
    // scripts and stylesheets in the credentials mode of the tags Vite's loader adds, or the browser
    // fetches each file twice; pictures in an <img>'s
    expect(links.map((link) => `${link.as ?? 'script'} ${String(link.crossOrigin)}`)).toEqual([
      'image undefined',
      'image undefined',
      'script ',
      'script ',
      'style ',
      'style ',
    ]);
  });

  it('home with a saved login: the company’s remembered first banner first, while its address is valid, then its logo (issue 10)', () => {
    const routes = { '/mPage': { js: ['assets/home.js'], css: [] } };
    const company = { id: 'c1', type: 'sa', assetDir: 'brand' };
    const saved = { LXDZAuths: JSON.stringify({ name: '演示员工', company }) };
    const banner = '/9077/api/files/f1/picture/?company=c1&exp=1&sig=ab';
    const remembered = (until: number) => ({ ...saved, 'hub_home_banners:c1': JSON.stringify({ src: banner, until }) });
    expect(linksFor('', remembered(Date.now() + 60_000), routes).map(describe_)).toEqual([
      `preload ${banner} high`,
      'preload /sa/brand/logo.svg high',
      'modulepreload ./assets/home.js low',
    ]);
    expect(linksFor('#/mPage', remembered(Date.now() - 1), routes).map(describe_)).toEqual([
      'preload /sa/brand/logo.svg high',
      'modulepreload ./assets/home.js low',
    ]);
    expect(linksFor('#/mPage', { ...saved, 'hub_home_banners:c1': '0' }, routes).map(describe_)).toEqual([
      'preload /sa/brand/logo.svg high',
      'modulepreload ./assets/home.js low',
    ]);
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

  it('asks for the scripts at low priority: the first paint needs only the stylesheet and the brand images', () => {
    const built = [
      '<script type="module" crossorigin src="./assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="./assets/react.js">',
      '<link rel="stylesheet" crossorigin href="./assets/a.css">',
    ].join('\n');
    expect(scriptsAfterFirstPaint(built).split('\n')).toEqual([
      '<script type="module" fetchpriority="low" crossorigin src="./assets/index.js"></script>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="./assets/react.js">',
      '<link rel="stylesheet" crossorigin href="./assets/a.css">',
    ]);
  });
});

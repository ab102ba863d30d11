import { describe, expect, it } from 'vitest';
import {
  ENTRY_WAIT_MAX_MS,
  entryAfterFirstPaintScript,
  headFirst,
  routePreloads,
  routePreloadScript,
  scriptsAfterFirstPaint,
  type FirstScreen,
} from './route-preload.ts';

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

  it('asks for the scripts at low priority and starts the entry from an inline script after the first paint', () => {
    const built = [
      '<script type="module" crossorigin src="./assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="./assets/react.js">',
      '<link rel="stylesheet" crossorigin href="./assets/a.css">',
    ].join('\n');
    expect(
      scriptsAfterFirstPaint(built)
        .split('\n')
        .map((line) => line.trim()),
    ).toEqual([
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="./assets/index.js">',
      `<script>${entryAfterFirstPaintScript('./assets/index.js')}</script>`,
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="./assets/react.js">',
      '<link rel="stylesheet" crossorigin href="./assets/a.css">',
    ]);
    expect(() => scriptsAfterFirstPaint('<link rel="stylesheet" href="./a.css">')).toThrowError(/no module entry/);
  });
});

/** The entry loader on a fake page: frames, timers and first-paint pictures that load when told. */
function fakePage({ hidden = false, pictures = 0 } = {}) {
  let now = 0;
  const timers: Array<{ at: number; run: () => void }> = [];
  let frames: Array<() => void> = [];
  const appended: Array<Record<string, string>> = [];
  const images = Array.from({ length: pictures }, () => {
    const onLoad: Array<() => void> = [];
    return {
      complete: false,
      addEventListener: (type: string, listener: () => void) => (type === 'load' ? onLoad.push(listener) : 0),
      load() {
        this.complete = true;
        for (const listener of onLoad.splice(0)) listener();
      },
    };
  });
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    createElement: () => ({}),
    head: { appendChild: (node: Record<string, string>) => appended.push(node) },
    querySelectorAll: (selector: string) => (selector === '#hub-first-paint img' ? images : []),
  };
  const setTimeout = (run: () => void, ms: number) => timers.push({ at: now + ms, run });
  const requestAnimationFrame = (run: () => void) => frames.push(run);
  new Function('document', 'setTimeout', 'requestAnimationFrame', entryAfterFirstPaintScript('./assets/index.js'))(
    document,
    setTimeout,
    requestAnimationFrame,
  );
  return {
    appended,
    images,
    /** One frame painted, then the timers due by then. */
    frame() {
      const due = frames;
      frames = [];
      for (const run of due) run();
      this.advance(0);
    },
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((candidate) => candidate.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

describe('the entry starts after the first paint (issue 10: the largest paint before any script runs)', () => {
  it('a hidden page starts it at once: it paints nothing to wait for', () => {
    const page = fakePage({ hidden: true });
    expect(page.appended).toEqual([{ type: 'module', crossOrigin: '', src: './assets/index.js' }]);
  });

  it('starts it once the first frame is painted, and only once', () => {
    const page = fakePage();
    expect(page.appended).toHaveLength(0);
    page.frame();
    expect(page.appended).toHaveLength(1);
    page.advance(ENTRY_WAIT_MAX_MS);
    expect(page.appended).toHaveLength(1);
  });

  it('waits for the first paint’s pictures (logo, banner) and the frame that draws them', () => {
    const page = fakePage({ pictures: 2 });
    page.frame();
    page.images[0]?.load();
    page.frame();
    expect(page.appended).toHaveLength(0);
    page.images[1]?.load();
    expect(page.appended).toHaveLength(0);
    page.frame();
    expect(page.appended).toHaveLength(1);
  });

  it('does not wait longer than ENTRY_WAIT_MAX_MS for a picture that does not come', () => {
    const page = fakePage({ pictures: 1 });
    page.frame();
    page.advance(ENTRY_WAIT_MAX_MS - 1);
    expect(page.appended).toHaveLength(0);
    page.advance(1);
    expect(page.appended).toHaveLength(1);
  });
});

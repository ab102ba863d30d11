import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_ID } from '../packages/core/src/routing/first-paint-id.ts';
import { ROUTE_FILES_GLOBAL, ROUTE_TABLE_ID, START_MAX_WAIT_MS, startScript, takeEntryTags } from './start-after-first-paint.ts';

class FakePicture {
  complete = false;
  src = '';
  private listeners = new Map<string, Array<() => void>>();
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: 'load' | 'error') {
    this.complete = true;
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

/** The route table's script element (route-preload.ts) while it loads. */
class FakeTable extends FakePicture {
  private done = false;
  hasAttribute(name: string) {
    return name === 'data-done' && this.done;
  }
  /** Its onload runs first, marks it done, then the listeners. */
  loaded(window: Record<string, unknown>) {
    window[ROUTE_FILES_GLOBAL] = { js: ['assets/bus.js'], css: [] };
    this.done = true;
    this.fire('load');
  }
}

/** A page as far as the start script sees it: the first paint's pictures, frames and timers run by hand. */
function page({
  firstPaint = true,
  hidden = false,
  logoComplete = false,
  background = 'url("./brand/login-bg.svg")',
  paintTiming = false,
  routeTable = null as FakeTable | null,
} = {}) {
  const added: Array<Record<string, string>> = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; at: number }> = [];
  const backgrounds: FakePicture[] = [];
  let now = 0;
  const logo = new FakePicture();
  logo.complete = logoComplete;
  const overlay = { getElementsByTagName: () => [logo], firstChild: { style: { backgroundImage: background } } };
  const document = {
    head: { appendChild: (node: Record<string, string>) => added.push(node) },
    visibilityState: hidden ? 'hidden' : 'visible',
    createElement: (tag: string) => ({ tag }),
    getElementById: (id: string) => (firstPaint && id === FIRST_PAINT_ID ? overlay : id === ROUTE_TABLE_ID ? routeTable : null),
  };
  type Report = (list: { getEntriesByName: (name: string) => string[] }, observer: PaintObserver) => void;
  const observers: PaintObserver[] = [];
  /** Paint timing as the browser reports it, once a frame is presented (older WebViews have none). */
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    observed: unknown = null;
    disconnected = false;
    constructor(readonly report: Report) {
      observers.push(this);
    }
    observe(options: unknown) {
      this.observed = options;
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  const window: Record<string, unknown> = {
    ...(routeTable === null ? { [ROUTE_FILES_GLOBAL]: { js: ['assets/home.js'], css: ['assets/home.css'] } } : {}),
    ...(paintTiming ? { PerformanceObserver: PaintObserver } : {}),
  };
  class Image extends FakePicture {
    constructor() {
      super();
      backgrounds.push(this);
    }
  }
  const script = startScript({ entry: './assets/index.js', preloads: ['./assets/vendor.js'] });
  new Function('window', 'document', 'Image', 'requestAnimationFrame', 'setTimeout', script)(
    window,
    document,
    Image,
    (callback: () => void) => frames.push(callback),
    (run: () => void, ms: number) => timers.push({ run, at: now + ms }),
  );
  return {
    window,
    logo,
    backgrounds,
    observers,
    /** The browser reports these paint entries to every connected observer. */
    presented(...names: string[]) {
      for (const observer of observers.filter((o) => !o.disconnected))
        observer.report({ getEntriesByName: (name) => names.filter((n) => n === name) }, observer);
    },
    /** What was added to <head>, in order. */
    added: () => added.map((node) => `${node.tag} ${node.rel ?? node.type} ${node.as ?? ''} ${node.href ?? node.src} ${node.crossOrigin}`),
    frame() {
      for (const callback of frames.splice(0)) callback();
    },
    /** Runs the timers due by `ms` from the start. */
    advanceTo(ms: number) {
      now = ms;
      for (const timer of timers.filter((t) => t.at <= ms)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

const STARTED = [
  'link modulepreload  ./assets/vendor.js ',
  'link modulepreload  ./assets/home.js ',
  'link preload style ./assets/home.css ',
  'script module  ./assets/index.js ',
];

describe('scripts after the first paint (issue 10: LCP ≤ 1.5 s, ≤ 8 requests before first paint)', () => {
  it('without a first paint (another route) the entry, every chunk and the route’s stylesheets are asked for at once, crossorigin like Vite’s tags', () => {
    expect(page({ firstPaint: false }).added()).toEqual(STARTED);
  });

  it('another route waits for the route table’s script, which names its files, then starts with them (issue 35)', () => {
    const routeTable = new FakeTable();
    const opened = page({ firstPaint: false, routeTable });
    expect(opened.added()).toEqual([]);
    routeTable.loaded(opened.window);
    expect(opened.added()).toEqual([
      'link modulepreload  ./assets/vendor.js ',
      'link modulepreload  ./assets/bus.js ',
      'script module  ./assets/index.js ',
    ]);
  });

  it('a route table that does not arrive holds the scripts back no longer than START_MAX_WAIT_MS', () => {
    const opened = page({ routeTable: new FakeTable() });
    opened.advanceTo(START_MAX_WAIT_MS);
    expect(opened.added()).toEqual(['link modulepreload  ./assets/vendor.js ', 'script module  ./assets/index.js ']);
  });

  it('with a first paint nothing is asked for until its pictures are in and two frames have shown them; then once', () => {
    const p = page();
    expect(p.backgrounds.map((picture) => picture.src)).toEqual(['./brand/login-bg.svg']);
    p.logo.fire('load');
    p.advanceTo(0);
    p.frame();
    expect(p.added()).toEqual([]);
    p.backgrounds[0]?.fire('error'); // a picture that fails is as in as one that loads
    p.frame();
    p.advanceTo(1);
    // the first contentful paint is when a frame is presented, after its animation frame callbacks
    expect(p.added(), 'one frame').toEqual([]);
    p.frame();
    expect(p.added(), 'the next frame, before it is presented').toEqual([]);
    p.advanceTo(2);
    expect(p.added()).toEqual(STARTED);
    p.advanceTo(START_MAX_WAIT_MS);
    expect(p.added()).toHaveLength(STARTED.length);
  });

  it('where the browser reports paint timing, the scripts wait for the first contentful paint to be presented', () => {
    const p = page({ logoComplete: true, background: '', paintTiming: true });
    p.frame();
    p.frame();
    expect(p.observers.map((o) => o.observed)).toEqual([{ type: 'paint', buffered: true }]);
    p.presented('first-paint');
    p.advanceTo(1);
    expect(p.added(), 'a paint without content').toEqual([]);
    p.presented('first-paint', 'first-contentful-paint');
    expect(p.observers.every((o) => o.disconnected)).toBe(true);
    p.advanceTo(2);
    expect(p.added()).toEqual(STARTED);
  });

  it('a picture already in (a cached logo) is not waited for; home has no CSS background', () => {
    const p = page({ logoComplete: true, background: '' });
    expect(p.backgrounds).toEqual([]);
    p.frame();
    p.frame();
    p.advanceTo(0);
    expect(p.added()).toEqual(STARTED);
  });

  it(`pictures that never come hold the scripts back ${START_MAX_WAIT_MS} ms at most`, () => {
    const p = page();
    p.advanceTo(START_MAX_WAIT_MS - 1);
    expect(p.added()).toEqual([]);
    p.advanceTo(START_MAX_WAIT_MS);
    expect(p.added()).toEqual(STARTED);
  });

  it('a page opened in a hidden tab (no frames there) starts at once', () => {
    expect(page({ hidden: true }).added()).toEqual(STARTED);
  });

  it('takes Vite’s entry script and modulepreload links out of index.html', () => {
    const built = [
      '<head>',
      '    <script type="module" crossorigin src="./assets/index.js"></script>',
      '    <link rel="modulepreload" crossorigin href="./assets/react.js">',
      '    <link rel="modulepreload" crossorigin href="./assets/vendor.js">',
      '    <link rel="stylesheet" crossorigin href="./assets/a.css">',
      '</head>',
    ].join('\n');
    expect(takeEntryTags(built)).toEqual({
      html: ['<head>', '    <link rel="stylesheet" crossorigin href="./assets/a.css">', '</head>'].join('\n'),
      entry: './assets/index.js',
      preloads: ['./assets/react.js', './assets/vendor.js'],
    });
    expect(() => takeEntryTags('<head></head>')).toThrowError(/one entry script/);
  });
});

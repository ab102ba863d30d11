/**
 * Every screen in one wave (issues 10 and 35). A small inline script in index.html reads the hash.
 * On login and home, the first screens, it preloads the first paint's pictures (their largest paint)
 * and names the screen's chunks, everything they import statically and their stylesheets, for the
 * start script (start-after-first-paint.ts) to ask for with the entry's. Any other address asks for
 * the route table's script at once, beside the stylesheets: it names that route's chunks with the
 * start-up's and, with a saved login, sends the permission rules and the route's declared first data
 * requests (RouteDef.preload), which core's apiCall answers the screen's identical calls from. Before,
 * the browser found the screen chunk only after the entry and the start-up ran, and the data only
 * after the screen's code: script, script, script, data.
 *
 * The route table is the app's own (route-table.ts, read in a Node process at build time), so a
 * family's new route is covered without being listed here. The inline script is computed once from
 * the build (identical in every stamped bundle), so it stays static for the server's CSP hash. It and
 * the stylesheets go first in <head>: a script after a stylesheet waits for it, and on HTTP/1.1's six
 * connections the stylesheets that block the first paint should not queue behind the JavaScript.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { API_PREFIX } from '../packages/contracts/src/api/paths.ts';
import { permissionEndpoints } from '../packages/contracts/src/api/rules.ts';
import { PRELOADED_GLOBAL } from '../packages/core/src/api/preloaded.ts';
import { FIRST_PAINT_ID } from '../packages/core/src/routing/first-paint-id.ts';
import { ROUTE_GRAPH_GLOBAL, ROUTE_TABLE_URL_GLOBAL } from '../packages/core/src/routing/route-chunks.ts';
import { FIRST_PAINT_CSS, FIRST_PAINT_PICTURES, FIRST_PAINT_SCRIPT, SAVED_LOGIN } from './first-paint.ts';
import { TENANT_HEAD_MARK } from './html.ts';
import type { RouteEntry } from './route-table.ts';
import {
  ROUTE_FILES_GLOBAL,
  ROUTE_GLOBAL,
  ROUTE_TABLE_ID,
  startScript,
  takeEntryTags,
  type RouteFiles,
} from './start-after-first-paint.ts';

export const LOGIN_SCREEN_MODULE = 'modules/account/src/screens/login-page.tsx';
export const HOME_SCREEN_MODULE = 'modules/account/src/screens/home-screen.tsx';

/** The screens index.html draws itself (first-paint.ts); their start-up waits for that paint. */
export const FIRST_SCREEN_PATHS = ['/login', '/mPage'] as const;

/** The screen of a route that has none yet (main.tsx's ScreenParts). */
export const IN_PREPARATION_MODULE = 'ui/src/in-preparation.tsx';

/**
 * What every other screen also needs before it can show: the runtime main.tsx loads (start-up
 * decision, permission rules), axios, antd-mobile's React 19 set-up and the plain browser's host.
 * Asked for by main.tsx and the runtime one after another, they were two more waves.
 */
export const START_UP_MODULES = [
  'core/src/runtime/index.ts',
  'node_modules/axios/index.js',
  'core/src/setup/antd-react19.ts',
  'core/src/host/browser.ts',
];

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  /** Every module the chunk holds (a grouped screen module is in a group's chunk, not its own). */
  moduleIds: string[];
  imports: string[];
  dynamicImports?: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

type BundleLike = Record<string, ChunkLike | { type: 'asset' }>;

/** The route table as route-preload needs it (route-table.ts's entries; tests pass module suffixes). */
export type RouteScreens = Pick<RouteEntry, 'path' | 'screens'> & Partial<Pick<RouteEntry, 'title' | 'public' | 'preload'>>;

function chunksOf(bundle: BundleLike): Map<string, ChunkLike> {
  const chunks = new Map<string, ChunkLike>();
  for (const [fileName, output] of Object.entries(bundle)) if (output.type === 'chunk') chunks.set(fileName, output);
  return chunks;
}

/** The chunk and every chunk it statically imports, transitively (file names). */
export function staticClosure(start: string, chunks: ReadonlyMap<string, { imports: string[] }>): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const fileName = stack.pop() as string;
    if (seen.has(fileName)) continue;
    seen.add(fileName);
    stack.push(...(chunks.get(fileName)?.imports ?? []));
  }
  return seen;
}

/** The entry chunk and the files its static graph loads. */
function entryGraph(chunks: ReadonlyMap<string, ChunkLike>): { entry: ChunkLike; loadedByEntry: Set<string> } {
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (entry === undefined) throw new Error('route preload: the build has no entry chunk');
  return { entry, loadedByEntry: staticClosure(entry.fileName, chunks) };
}

/**
 * Per route, the files not already loaded by the entry's own static graph: its screen modules'
 * chunks and their static imports, and for routes other than the first screens the start-up's.
 * A route without a screen has the shared "in preparation" screen's.
 */
export function routePreloads(bundle: BundleLike, routes: readonly RouteScreens[]): Record<string, RouteFiles> {
  const chunks = chunksOf(bundle);
  const { loadedByEntry } = entryGraph(chunks);
  const cssOf = (files: Iterable<string>): Set<string> =>
    new Set([...files].flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]));
  const entryCss = cssOf(loadedByEntry);
  const closureOf = (modules: readonly string[]): Set<string> =>
    new Set(modules.flatMap((module) => [...staticClosure(holdingChunk(chunks, module).fileName, chunks)]));
  const startUp = closureOf(presentModules(chunks, START_UP_MODULES));
  const inPreparation = presentModules(chunks, [IN_PREPARATION_MODULE]);

  const result: Record<string, RouteFiles> = {};
  for (const route of routes) {
    const first = (FIRST_SCREEN_PATHS as readonly string[]).includes(route.path);
    const files = new Set([...closureOf(route.screens.length > 0 ? route.screens : inPreparation), ...(first ? [] : startUp)]);
    const js = [...files].filter((file) => !loadedByEntry.has(file)).sort();
    result[route.path] = { js, css: [...cssOf(js)].filter((file) => !entryCss.has(file)).sort() };
  }
  return result;
}

/**
 * The chunk a module's dynamic import loads: the chunk whose facade it is (Rolldown gives a module
 * grouped elsewhere a facade chunk re-exporting it), else the chunk holding it.
 */
function holdingChunk(chunks: ReadonlyMap<string, ChunkLike>, module: string): ChunkLike {
  const all = [...chunks.values()];
  const found =
    all.find((chunk) => chunk.facadeModuleId !== null && chunk.facadeModuleId.endsWith(module)) ??
    all.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)));
  if (found === undefined) throw new Error(`route preload: no chunk holds ${module}`);
  return found;
}

/** The modules of the list this build has (a build without a host module simply lacks its chunk). */
function presentModules(chunks: ReadonlyMap<string, ChunkLike>, modules: readonly string[]): string[] {
  const ids = [...chunks.values()].flatMap((chunk) => [...chunk.moduleIds, chunk.facadeModuleId ?? '']);
  return modules.filter((module) => ids.some((id) => id.endsWith(module)));
}

/**
 * What the entry imports dynamically at start-up from chunks it already loads: Rolldown's facade
 * chunks, which hold no module and re-export one from a group (main.tsx requires react-dom/client
 * that way, in a task of its own). Asked for only when main.tsx reached them, they were one more
 * round trip before the first render; the start script preloads them with the entry's chunks.
 */
export function entryFacades(bundle: BundleLike): string[] {
  const chunks = chunksOf(bundle);
  const { entry, loadedByEntry } = entryGraph(chunks);
  return (entry.dynamicImports ?? [])
    .map((file) => chunks.get(file))
    .filter((chunk): chunk is ChunkLike => chunk !== undefined && chunk.moduleIds.length === 0)
    .filter((chunk) => chunk.imports.every((file) => loadedByEntry.has(file)))
    .map((chunk) => chunk.fileName)
    .sort();
}

const ASSETS = 'assets/';

/**
 * The route table as its script carries it: the chunks beyond the entry's graph, each named once
 * (without the assets folder), with what each imports (scripts and stylesheets, by index); per route
 * its title, its screen chunks, its data addresses and whether it is public; and the start-up's
 * chunks. The script walks the imports itself: listed per route, the same chunks came to five times
 * the size.
 */
export function routeGraph(bundle: BundleLike, routes: readonly RouteScreens[]) {
  const chunks = chunksOf(bundle);
  const { loadedByEntry } = entryGraph(chunks);
  const entryCss = new Set([...loadedByEntry].flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]));
  const names: string[] = [];
  const imports: number[][] = [];
  const index = new Map<string, number>();
  const at = (file: string): number => {
    const known = index.get(file);
    if (known !== undefined) return known;
    if (!file.startsWith(ASSETS)) throw new Error(`route preload: ${file} is not under ${ASSETS}`);
    const position = names.push(file.slice(ASSETS.length)) - 1;
    index.set(file, position);
    const chunk = chunks.get(file);
    if (chunk !== undefined) {
      imports[position] = []; // before its imports: a cycle of chunks ends here
      const css = [...(chunk.viteMetadata?.importedCss ?? [])].filter((sheet) => !entryCss.has(sheet));
      imports[position] = [...chunk.imports.filter((next) => !loadedByEntry.has(next)), ...css].map(at);
    }
    return position;
  };
  const inPreparation = presentModules(chunks, [IN_PREPARATION_MODULE]);
  const roots = (modules: readonly string[]): number[] =>
    modules
      .map((module) => holdingChunk(chunks, module).fileName)
      .filter((file) => !loadedByEntry.has(file))
      .map(at);
  const startUp = roots(presentModules(chunks, START_UP_MODULES));
  const table: Record<string, [string, number[], string?, 1?]> = {};
  for (const route of routes) {
    const entry: [string, number[], string?, 1?] = [route.title ?? '', roots(route.screens.length > 0 ? route.screens : inPreparation)];
    if (route.preload !== undefined || route.public === true) entry.push(dataAddresses(route.preload));
    if (route.public === true) entry.push(1);
    table[route.path] = entry;
  }
  // css files have no imports: empty lists, not holes (JSON would write null)
  return { files: names, imports: Array.from(imports, (list) => list ?? []), startUp, routes: table };
}

/** The declared preloads' addresses under the API, space-separated; `:name` segments are filled in by the script. */
function dataAddresses(preload: RouteScreens['preload']): string {
  return (preload ?? [])
    .map(({ path, query }) => {
      const search = new URLSearchParams(query).toString();
      return `${API_PREFIX}${path}${search === '' ? '' : `?${search}`}`;
    })
    .join(' ');
}

/**
 * The route table's script (its own file: inline it was 12 KB gzipped on every first visit, login's
 * included). Wherever it is loaded it leaves the graph for core's route-chunks.ts. Loaded by
 * index.html (its element has ROUTE_TABLE_ID), for the route the address names it leaves the route's
 * scripts and stylesheets, with the start-up's, for the start script, and puts the title in the first
 * paint's bar (first-paint.ts).
 * With a saved login (or on a public route) it sends the permission rules and the route's declared
 * first data request at once, leaving the fetches for apiCall (core's preloaded.ts); the headers are
 * the axios client's (http-client.ts).
 */
export function routeTableScript({ files, imports, startUp, routes }: ReturnType<typeof routeGraph>): string {
  return (
    `(function(){var F=${json(files)},G=${json(imports)},S=${json(startUp)},R=${json(routes)},w=window;` +
    // the graph for the app's moves to other screens (core's route-chunks.ts); the rest only at boot
    `w.${ROUTE_GRAPH_GLOBAL}={F:F,G:G,R:R};var q=document.currentScript;if(!q||q.id!=='${ROUTE_TABLE_ID}')return;` +
    `var s=location.hash.replace(/^#/,''),i=s.indexOf('?'),p=i<0?s:s.slice(0,i),e=R[p];if(!e)return;` +
    `var o={},j=[],c=[];function k(l){l.forEach(function(x){if(o[x])return;o[x]=1;var n=F[x];(/\\.css$/.test(n)?c:j).push('${ASSETS}'+n);k(G[x]||[])})}` +
    `k(e[1]);k(S);w.${ROUTE_FILES_GLOBAL}={js:j.sort(),css:c.sort()};w.${ROUTE_GLOBAL}={path:p,title:e[0]};` +
    `var b=document.querySelector('#${FIRST_PAINT_ID} .hub-fp-bar span');if(b)b.textContent=e[0];` +
    `var t=null;try{t=localStorage.getItem('token')}catch(x){}if(!t&&!e[3])return;` +
    `var H={'Content-Type':'application/json','Cache-Control':'no-cache',Pragma:'no-cache'};if(t)H.Authorization='Token '+t;` +
    `var P=w.${PRELOADED_GLOBAL}={};function g(u){var r=fetch(u,{headers:H});r.catch(function(){});P[u]={response:r,at:Date.now()}}` +
    `if(t&&!e[3])g(${json(permissionEndpoints.rules.url)});` +
    `var v=new URLSearchParams(i<0?'':s.slice(i+1));(e[2]||'').split(' ').forEach(function(d){if(!d)return;` +
    `var m=1,u=d.replace(/:(\\w+)/g,function(y,z){var x=v.get(z);if(!x)m=0;return encodeURIComponent(x||'')});if(m)g(u)})})();`
  );
}

function json(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The route table's file name: its content's hash, like the chunks', for the same long caching. */
export function routeTableFile(script: string): string {
  return `${ASSETS}route-table-${createHash('sha256').update(script).digest('base64url').slice(0, 8)}.js`;
}

/**
 * The inline script. An empty hash goes to home with a saved login and to login without one
 * (the start-up rules decide for real; a wrong guess only costs an unused preload). Login and home,
 * the first screens, have their files here and preload the first paint's pictures (first-paint.ts)
 * at high priority: the banner or logo is the screen's largest paint. Any other address asks for the
 * route table's script (routeTableScript) at once, beside the stylesheets.
 */
export function routePreloadScript(first: Record<string, RouteFiles>, tableFile: string): string {
  return (
    `(function(){var r=${json(first)};window.${ROUTE_TABLE_URL_GLOBAL}='./${tableFile}';` +
    `var p=location.hash.replace(/^#/,'').split('?')[0],a=${SAVED_LOGIN},h=document.head;` +
    `if(!p||p==='/')p=a?'/mPage':'/login';if(p==='/mPage'&&!a)p='/login';var e=r[p];` +
    `if(!e){var m=document.createElement('script');m.id='${ROUTE_TABLE_ID}';m.src='./${tableFile}';m.onload=m.onerror=function(){m.setAttribute('data-done','')};h.appendChild(m);return}` +
    `window.${ROUTE_FILES_GLOBAL}=e;var q=(${FIRST_PAINT_PICTURES})(p,a,window.__HUB_TENANT__||{});` +
    `[q.banner,q.logo,q.bg].forEach(function(f){if(!f)return;var k=document.createElement('link');k.rel='preload';k.as='image';k.href=f;k.fetchPriority='high';h.appendChild(k)})})();`
  );
}

/** The route table read from the app's sources (route-table-cli.ts, run with tsx). */
export function readAppRoutes(): RouteEntry[] {
  const cli = join(import.meta.dirname, 'route-table-cli.ts');
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`route preload: reading the route table failed\n${result.stderr}`);
  return JSON.parse(result.stdout) as RouteEntry[];
}

const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * Puts the route preload script and the stylesheet links right after the tenant's head mark, ahead
 * of the entry script and its modulepreload links.
 */
export function headFirst(html: string, script: string, mark = TENANT_HEAD_MARK): string {
  if (!html.includes(mark)) throw new Error(`index.html has no ${mark} placeholder`);
  const stylesheets = (html.match(STYLESHEET_LINK) ?? []).map((link) => link.trim());
  const rest = html.replace(STYLESHEET_LINK, '');
  return rest.replace(mark, [mark, `<script>${script}</script>`, ...stylesheets].join('\n    '));
}

/**
 * The chunks whose dynamic imports keep only their stylesheets: every route's screens but the first
 * screens'. The route table's graph preloads their scripts when the app moves to them (core's
 * route-chunks.ts); listed in every import as well, they weighed 14 KB gzipped in the login route's
 * first-screen chunk, which holds the route tables. Login's and home's keep Vite's lists: their
 * screens follow each other before the table is asked for.
 */
export function screensPreloadedByTable(bundle: BundleLike, routes: readonly RouteScreens[]): Set<string> {
  const chunks = chunksOf(bundle);
  const isFirst = (route: RouteScreens) => (FIRST_SCREEN_PATHS as readonly string[]).includes(route.path);
  const roots = (list: readonly RouteScreens[]) =>
    new Set(list.flatMap((route) => route.screens.map((module) => holdingChunk(chunks, module).fileName)));
  const first = roots(routes.filter(isFirst));
  return new Set([...roots(routes.filter((route) => !isFirst(route)))].filter((file) => !first.has(file)));
}

/**
 * Build only: the route preload script and the stylesheets first in <head>, the first paint
 * (first-paint.ts) first in <body>, the scripts asked for after it (start-after-first-paint.ts), and
 * route screens' imports without their scripts' list (screensPreloadedByTable).
 */
export function routePreloadPlugin(): Plugin[] {
  let tableFile: string | null = null;
  let tableSource = '';
  let routes: RouteEntry[] | null = null;
  const appRoutes = (): RouteEntry[] => (routes ??= readAppRoutes());
  let bundleSeen: BundleLike | null = null;
  let trimmed: Set<string> | null = null;
  const screenDeps: Plugin = {
    name: 'hub-route-screen-deps',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (file, deps, { hostType }) => {
            if (hostType !== 'js') return deps;
            if (bundleSeen === null) throw new Error('route preload: a dynamic import was resolved before the bundle was seen');
            trimmed ??= screensPreloadedByTable(bundleSeen, appRoutes());
            return trimmed.has(file) ? [] : deps;
          },
        },
      },
    }),
    // before Vite's import analysis, which asks resolveDependencies in its generateBundle
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        bundleSeen = bundle as unknown as BundleLike;
        trimmed = null;
      },
    },
  };
  const preload: Plugin = {
    name: 'hub-route-preload',
    apply: 'build',
    // after Vite's HTML plugin, whose generateBundle runs transformIndexHtml: the table exists by then
    enforce: 'post',
    generateBundle() {
      if (tableFile === null) throw new Error('route preload: index.html was not transformed before the bundle was written');
      this.emitFile({ type: 'asset', fileName: tableFile, source: tableSource });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.bundle === undefined) return html;
        const bundle = context.bundle as unknown as BundleLike;
        const routes = appRoutes();
        const tableScript = routeTableScript(routeGraph(bundle, routes));
        tableFile = routeTableFile(tableScript);
        tableSource = tableScript;
        const first = routePreloads(
          bundle,
          routes.filter((route) => (FIRST_SCREEN_PATHS as readonly string[]).includes(route.path)),
        );
        const script = routePreloadScript(first, tableFile);
        const { html: withoutEntry, entry, preloads } = takeEntryTags(headFirst(html, script));
        const facades = entryFacades(bundle).map((file) => `./${file}`);
        const tags: HtmlTagDescriptor[] = [
          { tag: 'style', children: FIRST_PAINT_CSS, injectTo: 'head' },
          { tag: 'script', children: FIRST_PAINT_SCRIPT, injectTo: 'body-prepend' },
          // after the app's root element: the entry may run as soon as it is added
          { tag: 'script', children: startScript({ entry, preloads: [...preloads, ...facades] }), injectTo: 'body' },
        ];
        return { html: withoutEntry, tags };
      },
    },
  };
  return [screenDeps, preload];
}

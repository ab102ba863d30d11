/**
 * First screen in one wave: a tiny inline script in index.html that reads the hash, preloads the
 * first paint's pictures and names that route's screen chunk, everything it statically imports and
 * their stylesheets, for the start script (start-after-first-paint.ts) to ask for beside the entry's.
 * Without it the browser discovers the screen chunk only after the entry ran.
 *
 * The script is computed once from the build (identical in every stamped bundle), so it stays
 * static for the server's CSP hash. It and the stylesheets go first in <head>: a script after a
 * stylesheet waits for it, and on HTTP/1.1's six connections the stylesheets that block the first
 * paint should not queue behind the JavaScript.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { FIRST_PAINT_CSS, FIRST_PAINT_PICTURES, FIRST_PAINT_SCRIPT, SAVED_LOGIN } from './first-paint.ts';
import { TENANT_HEAD_MARK } from './html.ts';
import { ROUTE_FILES_GLOBAL, startScript, takeEntryTags, type RouteFiles } from './start-after-first-paint.ts';

/** A first screen: the hash path it answers and its screen module. */
export interface FirstScreen {
  path: string;
  /** Ending of the screen module's id (the target of the route's dynamic import). */
  moduleSuffix: string;
}

export const LOGIN_SCREEN_MODULE = 'modules/account/src/screens/login-page.tsx';
export const HOME_SCREEN_MODULE = 'modules/account/src/screens/home-screen.tsx';

export const FIRST_SCREENS: FirstScreen[] = [
  { path: '/login', moduleSuffix: LOGIN_SCREEN_MODULE },
  { path: '/mPage', moduleSuffix: HOME_SCREEN_MODULE },
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

/** Per first screen, the files not already loaded by the entry's own static graph. */
export function routePreloads(bundle: BundleLike, screens: FirstScreen[] = FIRST_SCREENS): Record<string, RouteFiles> {
  const chunks = chunksOf(bundle);
  const { loadedByEntry } = entryGraph(chunks);
  const cssOf = (files: Iterable<string>): Set<string> =>
    new Set([...files].flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]));
  const entryCss = cssOf(loadedByEntry);

  const result: Record<string, RouteFiles> = {};
  for (const screen of screens) {
    const chunk = [...chunks.values()].find((candidate) => candidate.moduleIds.some((id) => id.endsWith(screen.moduleSuffix)));
    if (chunk === undefined) throw new Error(`route preload: no chunk for ${screen.moduleSuffix}`);
    const files = [...staticClosure(chunk.fileName, chunks)].filter((file) => !loadedByEntry.has(file)).sort();
    const css = [...cssOf(files)].filter((file) => !entryCss.has(file)).sort();
    result[screen.path] = { js: files, css };
  }
  return result;
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

/**
 * The inline script. An empty hash goes to home with a saved login and to login without one
 * (the start-up rules decide for real; a wrong guess only costs an unused preload). Login and home
 * preload the first paint's pictures (first-paint.ts) at high priority: the banner or logo is the
 * screen's largest paint. The route's scripts and stylesheets are left for the start script, which
 * asks for them once that paint is on screen.
 */
export function routePreloadScript(routes: Record<string, RouteFiles>): string {
  return (
    `(function(){var r=${JSON.stringify(routes).replace(/</g, '\\u003c')};` +
    `var p=location.hash.replace(/^#/,'').split('?')[0],a=${SAVED_LOGIN};` +
    `if(!p||p==='/')p=a?'/mPage':'/login';if(p==='/mPage'&&!a)p='/login';` +
    `var e=r[p];if(!e)return;var h=document.head;window.${ROUTE_FILES_GLOBAL}=e;` +
    `if(p==='/login'||p==='/mPage'){var q=(${FIRST_PAINT_PICTURES})(p,a,window.__HUB_TENANT__||{});` +
    `[q.banner,q.logo,q.bg].forEach(function(f){if(!f)return;var k=document.createElement('link');k.rel='preload';k.as='image';k.href=f;k.fetchPriority='high';h.appendChild(k)})}})();`
  );
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
 * Build only: the route preload script and the stylesheets first in <head>, the first paint
 * (first-paint.ts) first in <body>, and the scripts asked for after it (start-after-first-paint.ts).
 */
export function routePreloadPlugin(): Plugin {
  return {
    name: 'hub-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.bundle === undefined) return html;
        const script = routePreloadScript(routePreloads(context.bundle as unknown as BundleLike));
        const { html: withoutEntry, entry, preloads } = takeEntryTags(headFirst(html, script));
        const facades = entryFacades(context.bundle as unknown as BundleLike).map((file) => `./${file}`);
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
}

/**
 * First screen in one wave: a tiny inline script in index.html that reads the hash and adds
 * `modulepreload` links for that route's screen chunk and everything it statically imports, plus
 * preloads for the brand images that screen shows. Without it the browser discovers the screen
 * chunk only after the entry ran, and the logo only after the screen rendered.
 *
 * The script is computed once from the build (identical in every stamped bundle: it reads the
 * brand folder from window.__HUB_TENANT__ at run time), so it stays static for the server's CSP hash.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** A first screen: the hash path it answers, its screen module, and the brand images it shows first. */
export interface FirstScreen {
  path: string;
  /** Ending of the screen module's id (the target of the route's dynamic import). */
  moduleSuffix: string;
  images: string[];
}

export const FIRST_SCREENS: FirstScreen[] = [
  { path: '/login', moduleSuffix: 'modules/account/src/screens/login-page.tsx', images: ['logo.svg', 'login-bg.svg'] },
  { path: '/mPage', moduleSuffix: 'modules/account/src/screens/home-screen.tsx', images: ['logo.svg'] },
];

/** What the script needs per route: the chunk and CSS files, relative to index.html. */
export interface RoutePreload {
  js: string[];
  css: string[];
  images: string[];
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

type BundleLike = Record<string, ChunkLike | { type: 'asset' }>;

function chunksOf(bundle: BundleLike): Map<string, ChunkLike> {
  const chunks = new Map<string, ChunkLike>();
  for (const [fileName, output] of Object.entries(bundle)) if (output.type === 'chunk') chunks.set(fileName, output);
  return chunks;
}

/** The chunk and every chunk it statically imports, transitively. */
function staticClosure(start: string, chunks: Map<string, ChunkLike>): Set<string> {
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

/** Per first screen, the files not already loaded by the entry's own static graph. */
export function routePreloads(bundle: BundleLike, screens: FirstScreen[] = FIRST_SCREENS): Record<string, RoutePreload> {
  const chunks = chunksOf(bundle);
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (entry === undefined) throw new Error('route preload: the build has no entry chunk');
  const loadedByEntry = staticClosure(entry.fileName, chunks);
  const cssOf = (files: Iterable<string>): Set<string> =>
    new Set([...files].flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]));
  const entryCss = cssOf(loadedByEntry);

  const result: Record<string, RoutePreload> = {};
  for (const screen of screens) {
    const chunk = [...chunks.values()].find((candidate) => candidate.facadeModuleId?.endsWith(screen.moduleSuffix));
    if (chunk === undefined) throw new Error(`route preload: no chunk for ${screen.moduleSuffix}`);
    const files = [...staticClosure(chunk.fileName, chunks)].filter((file) => !loadedByEntry.has(file)).sort();
    const css = [...cssOf(files)].filter((file) => !entryCss.has(file)).sort();
    result[screen.path] = { js: files, css, images: screen.images };
  }
  return result;
}

/**
 * The inline script. An empty hash goes to home with a saved login and to login without one
 * (the start-up rules decide for real; a wrong guess only costs an unused preload).
 */
export function routePreloadScript(routes: Record<string, RoutePreload>): string {
  return (
    `(function(){var r=${JSON.stringify(routes).replace(/</g, '\\u003c')};` +
    `var p=location.hash.replace(/^#/,'').split('?')[0];` +
    `if(!p||p==='/'){try{p=localStorage.getItem('LXDZAuths')?'/mPage':'/login'}catch(e){p='/login'}}` +
    `var e=r[p];if(!e)return;var h=document.head,b=(window.__HUB_TENANT__||{}).brandDir||'default-brand';` +
    `function l(rel,href,as){var k=document.createElement('link');k.rel=rel;k.href=href;if(as)k.as=as;if(rel==='modulepreload')k.crossOrigin='';h.appendChild(k)}` +
    `e.js.forEach(function(f){l('modulepreload','./'+f)});e.css.forEach(function(f){l('preload','./'+f,'style')});` +
    `e.images.forEach(function(f){l('preload','./'+b+'/'+f,'image')})})();`
  );
}

/** Build only: injects the route preload script into index.html's head, after the tenant's own head. */
export function routePreloadPlugin(): Plugin {
  return {
    name: 'hub-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        if (context.bundle === undefined) return [];
        const script = routePreloadScript(routePreloads(context.bundle as unknown as BundleLike));
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

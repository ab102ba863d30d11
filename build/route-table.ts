/**
 * The app's route table as the build needs it (issue 35): every route's absolute path, title,
 * whether it is public, the screen modules its loader imports and its declared data preload. It is
 * read from the real table, the family manifests composed by core (packages/app/src/modules.ts),
 * in a Node process with tsx (route-table-cli.ts), so a route added to a family is in the next build
 * without being listed anywhere else.
 *
 * A loader is a function: where it was written, and so what its `import('./…')` names, is asked of
 * V8 through the inspector ([[FunctionLocation]] of the function).
 */
import { Session } from 'node:inspector/promises';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteDef, RoutePreload } from '../packages/core/src/routing/types.ts';

export interface RouteEntry {
  /** Absolute hash path, e.g. '/bus/busTicketDetail'. */
  path: string;
  title: string;
  public: boolean;
  /** Absolute files of the modules the route's screen loader imports. */
  screens: string[];
  /** The declared first data requests: each endpoint's path (under the API prefix) and its query, keys in order. */
  preload?: Array<{ path: string; query: Array<[string, string]> }>;
}

/**
 * The specifiers of the dynamic imports in a function's source (as tsx leaves them, or as Vitest
 * rewrites them): every path literal in the import's argument, so a conditional import counts both.
 */
export function importSpecifiers(source: string): string[] {
  return [...source.matchAll(/(?:\bimport|__vite_ssr_dynamic_import__)\(([^()]*)\)/g)].flatMap((call) =>
    [...(call[1] as string).matchAll(/["'`]((?:\.{1,2})?\/[^"'`]+)["'`]/g)].map((literal) => literal[1] as string),
  );
}

const REPO_ROOT = resolve(import.meta.dirname, '..');

type Loader = (...args: never[]) => unknown;

/** Asks V8 which file each function was written in. */
async function definingFiles(functions: Loader[]): Promise<Map<Loader, string>> {
  const session = new Session();
  session.connect();
  const scripts = new Map<string, string>();
  session.on('Debugger.scriptParsed', ({ params }) => scripts.set(params.scriptId, params.url));
  try {
    await session.post('Debugger.enable'); // reports every script parsed so far
    const files = new Map<Loader, string>();
    const probe = globalThis as { __hubRouteProbe?: Loader };
    for (const fn of functions) {
      probe.__hubRouteProbe = fn;
      const { result } = await session.post('Runtime.evaluate', { expression: 'globalThis.__hubRouteProbe' });
      if (result.objectId === undefined) throw new Error('route table: the inspector gave no object for a loader');
      const { internalProperties } = await session.post('Runtime.getProperties', { objectId: result.objectId, ownProperties: true });
      const location = internalProperties?.find((property) => property.name === '[[FunctionLocation]]')?.value?.value as
        { scriptId: string } | undefined;
      const url = location === undefined ? undefined : scripts.get(location.scriptId);
      if (url === undefined || !url.startsWith('file:')) throw new Error(`route table: no source file for ${String(fn).slice(0, 80)}`);
      files.set(fn, fileURLToPath(url));
    }
    delete probe.__hubRouteProbe;
    return files;
  } finally {
    session.disconnect();
  }
}

/** Resolves a relative specifier written in `file` (root-relative under Vitest) to an existing source file. */
function resolveScreen(file: string, specifier: string): string {
  if (!specifier.startsWith('.') && !specifier.startsWith('/'))
    throw new Error(`route table: ${file} loads a screen from "${specifier}"; screens are loaded by relative path`);
  const target = specifier.startsWith('/') ? join(REPO_ROOT, specifier) : resolve(dirname(file), specifier);
  if (!existsSync(target)) throw new Error(`route table: ${file} loads ${specifier}, which does not exist`);
  return target;
}

function preloadOf(declared: RouteDef['preload']): RouteEntry['preload'] {
  if (declared === undefined) return undefined;
  const list: readonly RoutePreload[] = Array.isArray(declared) ? declared : [declared as RoutePreload];
  return list.map((preload) => ({
    path: preload.path,
    query: Object.entries(preload.query ?? {})
      .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
      .map(([key, value]): [string, string] => [key, String(value)])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  }));
}

/** Flattens route trees with their loaders, parents before children. */
function flatten(routes: RouteDef[], parent: string): Array<{ path: string; def: RouteDef }> {
  return routes.flatMap((def) => {
    const path = def.path.startsWith('/') ? def.path : parent === '' || parent === '/' ? `/${def.path}` : `${parent}/${def.path}`;
    return [{ path, def }, ...flatten(def.children ?? [], path)];
  });
}

/** The loaders whose modules a route's screen needs: its screen loader and what it loads with it. */
function loadersOf(def: RouteDef): Loader[] {
  return [...(def.screen === undefined ? [] : [def.screen]), ...(def.loadsWith ?? [])] as Loader[];
}

/** Every route of the composed table, with the files of its screen loader (and what it loads with it). */
export async function readRouteTable(routes: RouteDef[]): Promise<RouteEntry[]> {
  const flat = flatten(routes, '');
  const files = await definingFiles([...new Set(flat.flatMap(({ def }) => loadersOf(def)))]);
  return flat.map(({ path, def }) => {
    const screens = loadersOf(def).flatMap((loader) => {
      const file = files.get(loader);
      const found = file === undefined ? [] : importSpecifiers(String(loader)).map((specifier) => resolveScreen(file, specifier));
      if (found.length === 0) throw new Error(`route table: a loader of ${path} imports no module`);
      return found;
    });
    const preload = preloadOf(def.preload);
    return { path, title: def.title, public: def.public === true, screens, ...(preload === undefined ? {} : { preload }) };
  });
}

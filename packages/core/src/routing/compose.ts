import type { RouteDef, RouteFragment } from './types.ts';

/** A route with its absolute path, as the flattened table sees it. */
export interface FlatRoute {
  fullPath: string;
  name: string;
  title: string;
  public: boolean;
  hasScreen: boolean;
  /** Name of the top-level route this one sits under (itself for top-level routes). */
  topName: string;
}

export function joinPath(parent: string, segment: string): string {
  if (segment.startsWith('/')) return segment;
  return parent === '' || parent === '/' ? `/${segment}` : `${parent}/${segment}`;
}

/** Flattens route trees depth-first into absolute paths. */
export function flattenRoutes(routes: RouteDef[], parent = '', topName?: string): FlatRoute[] {
  return routes.flatMap((route) => {
    const fullPath = joinPath(parent, route.path);
    const top = topName ?? route.name;
    const self: FlatRoute = {
      fullPath,
      name: route.name,
      title: route.title,
      public: route.public === true,
      hasScreen: route.screen !== undefined,
      topName: top,
    };
    return [self, ...flattenRoutes(route.children ?? [], fullPath, top)];
  });
}

export interface ComposedRoutes {
  routes: RouteDef[];
  flat: FlatRoute[];
  /** Route name -> Chinese title (spec section 2.1). */
  titles: ReadonlyMap<string, string>;
  /** Absolute paths that need no login (spec section 2.2). */
  publicPaths: ReadonlySet<string>;
}

/** Joins every module's fragment into one table; a path declared twice is a programming error. */
export function composeRoutes(fragments: RouteFragment[]): ComposedRoutes {
  const routes = fragments.flatMap((fragment) => fragment.routes);
  const flat = flattenRoutes(routes);
  const seen = new Map<string, string>();
  for (const route of flat) {
    const owner = seen.get(route.fullPath);
    if (owner !== undefined) throw new Error(`Route ${route.fullPath} is declared twice (${owner}, ${route.name})`);
    seen.set(route.fullPath, route.name);
  }
  const titles = new Map<string, string>();
  for (const route of flat) if (!titles.has(route.name)) titles.set(route.name, route.title);
  const publicPaths = new Set(flat.filter((route) => route.public).map((route) => route.fullPath));
  return { routes, flat, titles, publicPaths };
}

import type { HubRouteObject } from './route-objects.tsx';

/**
 * The few routes that can match a path. react-router flattens, ranks and compiles every route of
 * the table on each match; with ~300 static routes that cost ~100 ms of main thread at start-up on
 * a mid-range phone. A path can only match the top-level routes of its first segment (plus the
 * dynamic and catch-all ones), so the router is handed those. Matching stays react-router's
 * (case-insensitive, ranked); only routes that cannot match are left out.
 */
interface RouteIndex {
  bySegment: Map<string, HubRouteObject[]>;
  /** Routes a path's first segment does not decide: `/`, `*`, `:param`. */
  always: HubRouteObject[];
}

const indexes = new WeakMap<HubRouteObject[], RouteIndex>();

const firstSegment = (path: string): string => path.split('/').find((segment) => segment !== '') ?? '';

function buildIndex(table: HubRouteObject[]): RouteIndex {
  const always: HubRouteObject[] = [];
  const grouped = new Map<string, HubRouteObject[]>();
  for (const route of table) {
    const segment = firstSegment(route.path ?? '');
    if (segment === '' || segment.includes(':') || segment.includes('*')) {
      always.push(route);
      continue;
    }
    const key = segment.toLowerCase();
    grouped.set(key, [...(grouped.get(key) ?? []), route]);
  }
  const bySegment = new Map<string, HubRouteObject[]>();
  for (const [key, routes] of grouped) bySegment.set(key, [...routes, ...always]);
  return { bySegment, always };
}

/** The routes of `table` that can match `pathname`; the same array for the same first segment. */
export function routesForPath(table: HubRouteObject[], pathname: string): HubRouteObject[] {
  let index = indexes.get(table);
  if (index === undefined) {
    index = buildIndex(table);
    indexes.set(table, index);
  }
  return index.bySegment.get(firstSegment(pathname).toLowerCase()) ?? index.always;
}

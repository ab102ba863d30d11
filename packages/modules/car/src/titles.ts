import type { RouteDef } from '@campus/core/routing';
import { carRoutes } from './routes.ts';

function collect(routes: RouteDef[], into: Map<string, string>): Map<string, string> {
  for (const route of routes) {
    if (!into.has(route.name)) into.set(route.name, route.title);
    collect(route.children ?? [], into);
  }
  return into;
}

const titles = collect(carRoutes.routes, new Map());

/** The Chinese title of one of this module's routes, as the route data declares it (spec 2.1). */
export function titleOf(name: string): string {
  return titles.get(name) ?? name;
}

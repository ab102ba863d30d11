import type { RouteDef } from '@campus/core/routing';
import { canteenRoutes } from './routes.ts';

function collect(routes: RouteDef[], into: Map<string, string>): Map<string, string> {
  for (const route of routes) {
    into.set(route.name, route.title);
    collect(route.children ?? [], into);
  }
  return into;
}

const titles = collect(canteenRoutes.routes, new Map());

/** The Chinese title of one of this module's routes, as the route data declares it (spec 2.1). */
export const titleOf = (name: string): string => titles.get(name) ?? name;

import type { RouteDef } from '@campus/core/routing';
import { aiRoutes } from './routes.ts';

const titles = new Map<string, string>();
const collect = (routes: RouteDef[]) => {
  for (const route of routes) {
    if (!titles.has(route.name)) titles.set(route.name, route.title);
    collect(route.children ?? []);
  }
};
collect(aiRoutes.routes);

/** The Chinese title of one of this module's routes, as the route data declares it. */
export const titleOf = (name: string): string => titles.get(name) ?? name;

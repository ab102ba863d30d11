import type { RouteDef } from '@campus/core/routing';
import { spaceRoutes } from './routes.ts';

const titles = new Map<string, string>();
const collect = (routes: RouteDef[]) => {
  for (const r of routes) {
    if (!titles.has(r.name)) titles.set(r.name, r.title);
    collect(r.children ?? []);
  }
};
collect(spaceRoutes.routes);

/** The Chinese title of one of this module's routes, as the route data declares it. */
export const titleOf = (name: string): string => titles.get(name) ?? name;

import type { ComponentType } from 'react';

/** A lazily loaded screen module: its default export is the screen component. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * One route as data (ARCHITECTURE.md, "Routes are data").
 * `path` is the segment: top-level routes carry a leading slash ('/applyCar'),
 * children do not ('selectLocation'). A route without `screen` renders the
 * shared "in preparation" screen, and `npm run bench` counts it.
 */
export interface RouteDef {
  path: string;
  /** Route name: the key of the title table and of the permitted-route check. */
  name: string;
  /** Chinese page title (spec section 2.1). */
  title: string;
  screen?: ScreenLoader;
  children?: RouteDef[];
  /** Where an unknown child path of this route goes (absolute path, e.g. '/notice'). */
  redirect?: string;
  /** True for the routes of spec section 2.2, which need no login. */
  public?: boolean;
}

/** What every module package exports: its routes. */
export interface RouteFragment {
  module: string;
  routes: RouteDef[];
}

import type { QueryValues } from '@campus/contracts';
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
  /**
   * Modules the screen loader also loads that its own source does not name (a loader passed in), so
   * the build puts their chunks in the route's first wave too (build/route-table.ts).
   */
  loadsWith?: readonly (() => Promise<unknown>)[];
  /** The screen's first data requests, started with its scripts when the app opens on this route. */
  preload?: RoutePreload | readonly RoutePreload[];
}

/**
 * A screen's first GET, as the screen itself calls it (issue 35). When the app opens on the route,
 * index.html's inline script sends it beside the scripts (build/route-preload.ts) and apiCall answers
 * the screen's identical call from that response, so the data no longer waits for the code.
 * The endpoint is named by its path, not imported: the route table is in the entry chunk, and the
 * contracts' endpoints would bring their schemas with them (routes.spec.test.ts checks each path is a
 * GET of the contracts).
 */
export interface RoutePreload {
  /** The GET endpoint's path under the API prefix, e.g. '/bus/routes/'; its `:name` params come from the address's query. */
  path: `/${string}/`;
  query?: QueryValues;
}

/** What every module package exports: its routes. */
export interface RouteFragment {
  module: string;
  routes: RouteDef[];
}

import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { withTimeout } from './chunk-timeout.ts';
import { FirstPaintHandoff } from './first-paint-handoff.tsx';
import { joinPath } from './compose.ts';
import { RouteHandleContext, type RouteHandle } from './route-handle.ts';
import { ScreenBoundary, type ScreenErrorProps } from './screen-boundary.tsx';
import type { RouteDef, ScreenLoader } from './types.ts';

export type { RouteHandle } from './route-handle.ts';

/** A route object of the table, with the handle the guard reads. */
export type HubRouteObject = RouteObject & { handle?: RouteHandle; children?: HubRouteObject[] };

export interface ScreenParts {
  /** Loads the screen shown for routes whose module has no screen yet. */
  inPreparation: ScreenLoader;
  /** Shown when a screen's code fails to load or times out (spec 2, 8), or a screen throws. */
  LoadError: ComponentType<ScreenErrorProps>;
  /** Shown while a screen's code loads. */
  Loading: ComponentType;
}

/** One lazy component per loader, so screens that share a loader share their chunk and state. */
function lazyScreen(load: ScreenLoader, cache: Map<ScreenLoader, LazyExoticComponent<ComponentType>>) {
  let screen = cache.get(load);
  if (screen === undefined) {
    screen = lazy(() => withTimeout(load()));
    cache.set(load, screen);
  }
  return screen;
}

function screenElement(
  def: RouteDef,
  handle: RouteHandle,
  parts: ScreenParts,
  cache: Map<ScreenLoader, LazyExoticComponent<ComponentType>>,
) {
  const Screen = lazyScreen(def.screen ?? parts.inPreparation, cache);
  return (
    <RouteHandleContext.Provider value={handle}>
      <ScreenBoundary Fallback={parts.LoadError}>
        <Suspense fallback={<parts.Loading />}>
          <Screen />
          <FirstPaintHandoff />
        </Suspense>
      </ScreenBoundary>
    </RouteHandleContext.Provider>
  );
}

/**
 * Turns route data into react-router objects. A route with children becomes a
 * layout whose index is the route's own screen, so a child replaces its parent
 * on screen (a mobile stack), and unknown children follow the route's redirect.
 */
export function toRouteObjects(
  defs: RouteDef[],
  parts: ScreenParts,
  parentPath = '',
  cache: Map<ScreenLoader, LazyExoticComponent<ComponentType>> = new Map(),
): HubRouteObject[] {
  return defs.map((def) => {
    const fullPath = joinPath(parentPath, def.path);
    const handle: RouteHandle = { name: def.name, title: def.title, public: def.public === true, fullPath };
    const path = def.path.replace(/^\//, '');
    const element = screenElement(def, handle, parts, cache);
    if (def.children === undefined || def.children.length === 0) return { path, handle, element };
    const children: HubRouteObject[] = [{ index: true, handle, element }, ...toRouteObjects(def.children, parts, fullPath, cache)];
    if (def.redirect !== undefined) children.push({ path: '*', element: <Navigate to={def.redirect} replace /> });
    return { path, handle, children };
  });
}

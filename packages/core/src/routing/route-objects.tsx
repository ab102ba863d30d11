import { Suspense, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { withTimeout } from './chunk-timeout.ts';
import { FirstPaintHandoff } from './first-paint-handoff.tsx';
import { joinPath } from './compose.ts';
import { lazyComponent } from './loaded-component.tsx';
import { preloadRouteChunks } from './route-chunks.ts';
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

/** The screen, and index.html's first paint taken away once it is mounted. */
function withFirstPaintHandoff(Screen: ComponentType): ComponentType {
  return function ScreenWithHandoff() {
    return (
      <>
        <Screen />
        <FirstPaintHandoff />
      </>
    );
  };
}

/**
 * One component per screen loader (screens that share a loader share its chunk), `Loading` until its
 * code is in, which takes at most the spec's time. lazyComponent rather than React.lazy: no Suspense
 * fallback whose reveal React would hold back 300 ms. The chunks the screen imports are preloaded
 * beside it (route-chunks.ts), by the path of the first route that shows it.
 */
function loadedScreen(load: ScreenLoader, path: string, Loading: ComponentType, cache: Map<ScreenLoader, ComponentType>): ComponentType {
  let screen = cache.get(load);
  if (screen === undefined) {
    screen = lazyComponent(() => {
      preloadRouteChunks(path);
      return withTimeout(load()).then((module) => ({ default: withFirstPaintHandoff(module.default) }));
    }, Loading);
    cache.set(load, screen);
  }
  return screen;
}

function screenElement(def: RouteDef, handle: RouteHandle, parts: ScreenParts, cache: Map<ScreenLoader, ComponentType>) {
  const Screen = loadedScreen(def.screen ?? parts.inPreparation, handle.fullPath, parts.Loading, cache);
  return (
    <RouteHandleContext.Provider value={handle}>
      <ScreenBoundary Fallback={parts.LoadError}>
        {/* for a part of the screen that suspends (a lazy component without a boundary of its own) */}
        <Suspense fallback={<parts.Loading />}>
          <Screen />
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
  cache: Map<ScreenLoader, ComponentType> = new Map(),
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

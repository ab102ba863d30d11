import { type ComponentType } from 'react';
import { createHashRouter, Navigate, Outlet } from 'react-router-dom';
import type { ComposedRoutes } from './compose.ts';
import { HOME_PATH } from './guard.ts';
import { RouteGuard } from './route-guard.tsx';
import { toRouteObjects, type ScreenParts } from './route-objects.tsx';

export interface HubRouterParts extends ScreenParts {
  /** Shown when a screen's code fails to load or times out (spec 2, 8), with a retry. */
  LoadError: ComponentType;
  /** Shown while the first screen's code loads. */
  Loading: ComponentType;
}


/** The one hash router of the app: every module's routes, the global rules, unknown -> /mPage. */
export function createHubRouter(composed: ComposedRoutes, parts: HubRouterParts) {
  const Root = () => (
    <RouteGuard Waiting={parts.Loading}>
      <Outlet />
    </RouteGuard>
  );
  return createHashRouter([
    {
      path: '/',
      Component: Root,
      ErrorBoundary: parts.LoadError,
      HydrateFallback: parts.Loading,
      children: [
        { index: true, element: <Navigate to={HOME_PATH} replace /> },
        ...toRouteObjects(composed.routes, parts).map((route) => ({ ...route, ErrorBoundary: parts.LoadError })),
        { path: '*', element: <Navigate to={HOME_PATH} replace /> },
      ],
    },
  ]);
}

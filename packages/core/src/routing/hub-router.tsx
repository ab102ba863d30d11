import { Fragment, useEffect, useMemo } from 'react';
import { HashRouter, Navigate, useLocation, useRoutes } from 'react-router-dom';
import { closeOverlaysLeftBehind } from '../feedback/overlays.ts';
import type { ComposedRoutes } from './compose.ts';
import { HOME_PATH } from './guard.ts';
import { RouteGuard } from './route-guard.tsx';
import { routesForPath } from './route-index.ts';
import { toRouteObjects, type HubRouteObject, type ScreenParts } from './route-objects.tsx';

/** Every module's routes plus the global fallbacks: / and any unknown path go to /mPage (spec 2.1). */
export function buildRouteTable(composed: ComposedRoutes, parts: ScreenParts): HubRouteObject[] {
  return [
    ...toRouteObjects(composed.routes, parts),
    { path: '/', element: <Navigate to={HOME_PATH} replace /> },
    { path: '*', element: <Navigate to={HOME_PATH} replace /> },
  ];
}

/**
 * The screen of the path. Nothing of the screen left behind survives a path change (issue 34): the
 * screen remounts (a popup or picker it had open unmounts with it, also where two paths share one
 * screen) and the dialogs it opened into document.body close.
 */
function Screens({ table }: { table: HubRouteObject[] }) {
  const { pathname } = useLocation();
  useEffect(() => closeOverlaysLeftBehind(), [pathname]);
  return <Fragment key={pathname}>{useRoutes(routesForPath(table, pathname))}</Fragment>;
}

/**
 * The one hash router of the app. It is a component router (HashRouter +
 * useRoutes) rather than a data router: the data router's code costs about
 * 16 KB gzipped on the first paint, and the app loads its data in the screens.
 */
export function HubRouter({ composed, parts }: { composed: ComposedRoutes; parts: ScreenParts }) {
  const table = useMemo(() => buildRouteTable(composed, parts), [composed, parts]);
  return (
    <HashRouter>
      <RouteGuard table={table} Waiting={parts.Loading}>
        <Screens table={table} />
      </RouteGuard>
    </HashRouter>
  );
}

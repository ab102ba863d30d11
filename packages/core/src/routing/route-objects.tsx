import { Navigate, type RouteObject } from 'react-router-dom';
import { withTimeout } from './chunk-timeout.ts';
import { joinPath } from './compose.ts';
import type { RouteDef, ScreenLoader } from './types.ts';

/** What every matched route carries in `handle`. */
export interface RouteHandle {
  name: string;
  title: string;
  public: boolean;
  fullPath: string;
}

export interface ScreenParts {
  /** Loads the screen shown for routes whose module has no screen yet. */
  inPreparation: ScreenLoader;
}

function screenObject(def: RouteDef, parts: ScreenParts): Pick<RouteObject, 'lazy'> {
  const screen = def.screen ?? parts.inPreparation;
  return { lazy: async () => ({ Component: (await withTimeout(screen())).default }) };
}

/**
 * Turns route data into react-router objects. A route with children becomes a
 * layout whose index is the route's own screen, so a child replaces its parent
 * on screen (a mobile stack), and unknown children follow the route's redirect.
 */
export function toRouteObjects(defs: RouteDef[], parts: ScreenParts, parentPath = ''): RouteObject[] {
  return defs.map((def) => {
    const fullPath = joinPath(parentPath, def.path);
    const handle: RouteHandle = { name: def.name, title: def.title, public: def.public === true, fullPath };
    const path = def.path.replace(/^\//, '');
    if (def.children === undefined || def.children.length === 0) {
      return { path, handle, ...screenObject(def, parts) };
    }
    const children: RouteObject[] = [
      { index: true, handle, ...screenObject(def, parts) },
      ...toRouteObjects(def.children, parts, fullPath),
    ];
    if (def.redirect !== undefined) children.push({ path: '*', element: <Navigate to={def.redirect} replace /> });
    return { path, handle, children };
  });
}

import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../stores/root-store.tsx';
import { loginPathFor } from '../rules/auth-failure.ts';
import { localStore } from '../storage/local-store.ts';
import { decideGuard, HOME_PATH } from './guard.ts';
import { routesForPath } from './route-index.ts';
import type { HubRouteObject, RouteHandle } from './route-objects.tsx';

/** The handles of the routes matching a path, outermost first. */
export function matchedHandles(table: HubRouteObject[], pathname: string): RouteHandle[] {
  const matches = matchRoutes(routesForPath(table, pathname), pathname) ?? [];
  return matches.map((match) => (match.route as HubRouteObject).handle).filter((handle): handle is RouteHandle => handle !== undefined);
}

/** Applies spec 2.1 after every navigation and keeps document.title in step with the route. */
export const RouteGuard = observer(function RouteGuard({
  table,
  children,
  Waiting,
}: {
  table: HubRouteObject[];
  children: ReactNode;
  Waiting: ComponentType;
}) {
  const { session, permissions, layout } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const handles = useMemo(() => matchedHandles(table, location.pathname), [table, location.pathname]);
  const target = handles[handles.length - 1] ?? null;
  const topName = handles[0]?.name ?? null;
  const topIsPublic = handles[0]?.public === true;
  const authenticated = session.isAuthenticated;
  const settled = session.startupSettled;
  const loaded = permissions.isAuthGetted;

  useEffect(() => {
    if (target === null) return;
    layout.setTitle(target.title);
    document.title = target.title;
  }, [target, layout]);

  useEffect(() => {
    if (target === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const decision = decideGuard({
        topName,
        isPublic: target.public,
        topIsPublic,
        startupSettled: session.startupSettled,
        authenticated: session.isAuthenticated,
        permissionsLoaded: permissions.isAuthGetted,
        permitted: permissions.permitted,
      });
      // the sign-in page the user came from: /lnLogin after signing in there (issue 40), else /login
      if (decision.kind === 'login') navigate(loginPathFor(localStore.get('lnLoginType')), { replace: true });
      else if (decision.kind === 'home') navigate(HOME_PATH, { replace: true });
      else if (decision.kind === 'retry') timer = setTimeout(check, decision.afterMs);
    };
    check();
    return () => clearTimeout(timer);
  }, [target, topName, topIsPublic, settled, authenticated, loaded, session, permissions, navigate]);

  // A protected screen renders only once start-up has settled, so it never calls the API without a login.
  const waiting = !settled && target !== null && !target.public;
  // The store's change renders at once and in one piece (MobX observers are external stores to React);
  // deferred, the screen that settling reveals renders as a transition, in slices that leave the main
  // thread free, while the waiting view stays up.
  const showWaiting = useDeferredValue(waiting);
  if (waiting || showWaiting) return <Waiting />;
  return <>{children}</>;
});

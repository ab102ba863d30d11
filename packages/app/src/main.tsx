import { antdReady, composeRoutes, createHubRouter, createStores, installRem, StoresProvider } from '@campus/core';
import { LoadError, ScreenLoading } from '@campus/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './global.css';
import { fragments } from './routes.ts';

const stores = createStores();
installRem((width) => stores.layout.setWinWidth(width));
const composed = composeRoutes(fragments);
stores.permissions.setKnownRoutes(composed.flat.map((route) => route.name));
const router = createHubRouter(composed, {
  inPreparation: () => import('@campus/ui/in-preparation'),
  LoadError,
  Loading: ScreenLoading,
});

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <StoresProvider stores={stores}>
      <RouterProvider router={router} />
    </StoresProvider>
  </StrictMode>,
);

// After the first paint: antd-mobile's React 19 set-up (toasts and dialogs await it), then the runtime:
// start-up decision, error catalogue, host bridge, push and network toasts.
void antdReady();
void import('@campus/core/runtime').then(({ startHubRuntime }) =>
  startHubRuntime({
    stores,
    navigate: (to) => void router.navigate(to, { replace: to === '/login' }),
    isPublicPath: (path) => composed.publicPaths.has(path),
  }),
);

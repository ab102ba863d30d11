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

// antd-mobile's React 19 set-up loads right after the first paint; toasts and dialogs await it.
void antdReady();

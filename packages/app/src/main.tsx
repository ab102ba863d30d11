import { setupAntdMobile } from '@campus/core';
setupAntdMobile(); // before anything renders (TOOLCHAIN.md: antd-mobile under React 19)

import { composeRoutes, createHubRouter, createStores, installRem, StoresProvider } from '@campus/core';
import { InPreparation, LoadError } from '@campus/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './global.css';
import { fragments } from './routes.ts';

const stores = createStores();
installRem((width) => stores.layout.setWinWidth(width));
const composed = composeRoutes(fragments);
stores.permissions.setKnownRoutes(composed.flat.map((route) => route.name));
const router = createHubRouter(composed, { InPreparation, LoadError });

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <StoresProvider stores={stores}>
      <RouterProvider router={router} />
    </StoresProvider>
  </StrictMode>,
);

import {
  antdReady,
  composeModules,
  createStores,
  httpClient,
  HubRouter,
  installModules,
  installRem,
  nextTask,
  StoresProvider,
  type ScreenParts,
} from '@campus/core';
import { LoadError, ScreenLoading } from '@campus/ui';
import { startTransition, StrictMode } from 'react';
import './global.css';
import { modules } from './modules.ts';

// Start-up in tasks of a few milliseconds each, with the browser free in between (index.html's first
// paint is on screen meanwhile): as one task it blocked a slow phone's main thread for ~150 ms.
await nextTask();
const stores = createStores();
installRem((width) => stores.layout.setWinWidth(width));
await nextTask();
// the family tables, composed once and installed before any rule (push, sign-in, approval) reads them
const { routes: composed, ...tables } = composeModules(modules);
installModules(tables);
stores.permissions.setKnownRoutes(composed.flat.map((route) => route.name));
const parts: ScreenParts = {
  inPreparation: () => import('@campus/ui/in-preparation'),
  LoadError,
  Loading: ScreenLoading,
};

await nextTask();
// React DOM's renderer is one function of 200 KB that V8 parses when it is first called: required in
// its own task, it is not added to the chunks' evaluation (one task of 16-27 ms on a fast desktop).
const { createRoot } = await import('react-dom/client');
await nextTask();
const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root');
const root = createRoot(container);
// A transition renders in slices that yield to the browser every few milliseconds: the first
// render was one long task of hundreds of milliseconds on a slow phone (index.html's first paint is
// already on screen meanwhile, so nothing waits for it).
startTransition(() => {
  root.render(
    <StrictMode>
      <StoresProvider stores={stores}>
        <HubRouter composed={composed} parts={parts} />
      </StoresProvider>
    </StrictMode>,
  );
});

// After the first paint: axios (its own chunk, evaluated in its own task while the runtime's chunk
// loads), antd-mobile's React 19 set-up (toasts and dialogs await it), then the runtime: start-up
// decision, error catalogue, host bridge, push and network toasts.
await nextTask();
// a failed load is reported by the first call, which awaits the same promise
httpClient().catch(() => undefined);
await nextTask();
void antdReady();
void import('@campus/core/runtime').then(({ startHubRuntime }) =>
  startHubRuntime({
    stores,
    // hash routing: changing the hash is navigating; going to login replaces the entry
    navigate: (to) => (to === '/login' || to === '/lnLogin' ? window.location.replace(`#${to}`) : void (window.location.hash = to)),
    isPublicPath: (path) => composed.publicPaths.has(path),
  }),
);

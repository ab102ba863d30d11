import { reaction } from 'mobx';
import { httpClient, onHttpClient } from '../api/http-client.ts';
import { createHostBridge } from '../host/detect.ts';
import { setCurrentHost } from '../host/current.ts';
import type { HostBridge } from '../host/types.ts';
import { loadRouteGraphWhenIdle } from '../routing/route-chunks.ts';
import { nextTask } from '../start/next-task.ts';
import { tenantConfig } from '../tenant/tenant-config.ts';
import type { Stores } from '../stores/root-store.tsx';
import { installErrorCatalogue } from './error-catalogue.ts';
import { currentHashPath, readLaunchLocation } from './launch-location.ts';
import { watchNetwork } from './network-status.ts';
import { PushCenter } from './push-center.ts';
import { runStartup } from './startup-runner.ts';

export interface HubRuntimeOptions {
  stores: Stores;
  navigate: (to: string) => void;
  isPublicPath: (path: string) => boolean;
  win?: Window;
  /** Tests inject a host; otherwise it is detected once (native shell, DingTalk, WeChat or browser). */
  host?: HostBridge;
}

export interface HubRuntime {
  host: HostBridge;
  push: PushCenter;
  dispose: () => void;
}

/**
 * The app's life around the router: the error catalogue on every call, the host
 * bridge, start-up (spec 4), network toasts, push, telling the host app once
 * that login succeeded, and the route table once signed in.
 */
export async function startHubRuntime(options: HubRuntimeOptions): Promise<HubRuntime> {
  const { stores, navigate, isPublicPath } = options;
  const win = options.win ?? window;
  onHttpClient((instance) =>
    installErrorCatalogue(instance, {
      stores,
      navigate,
      isPublicPath,
      currentPath: () => currentHashPath(win.location),
      online: () => win.navigator.onLine,
    }),
  );
  void httpClient(); // start loading axios while the host is detected

  const host = options.host ?? (await createHostBridge(win));
  setCurrentHost(host);
  stores.layout.setNativeShell(host.kind === 'native');
  const push = new PushCenter({ navigate, hasToken: () => stores.session.token !== null });
  const unsubscribers: Array<() => void> = [];
  await host.init().catch(() => undefined);
  unsubscribers.push(host.onPush((payload) => void push.presentNative(payload)));
  unsubscribers.push(watchNetwork(win, () => stores.session.auth?.company.type ?? tenantConfig().type));

  // Whenever a token appears: tell the host once, and (outside the native shell) open the event stream.
  let notifiedToken: string | null = null;
  unsubscribers.push(
    reaction(
      () => (stores.session.isAuthenticated ? stores.session.token : null),
      (token) => {
        if (token === null) {
          push.disconnect();
          return;
        }
        const auth = stores.session.auth;
        if (auth !== null && notifiedToken !== token) {
          notifiedToken = token;
          void host.notifyLoginSuccess({ token, user_id: auth.user_id, company_id: auth.company_id }).catch(() => undefined);
        }
        if (host.kind !== 'native' && typeof EventSource === 'function') push.connect(token);
        // signed in, the next tap opens a family's screen: its chunks come in one wave (route-chunks.ts)
        loadRouteGraphWhenIdle(win);
      },
      { fireImmediately: true },
    ),
  );

  // the start-up decision's first call in a task of its own: with the set-up above it was one long task
  await nextTask();
  await runStartup(readLaunchLocation(win.location.href), { stores, host, navigate, isPublicPath });
  return {
    host,
    push,
    dispose: () => {
      for (const unsubscribe of unsubscribers) unsubscribe();
      push.disconnect();
    },
  };
}

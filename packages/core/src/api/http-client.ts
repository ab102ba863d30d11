import type { AxiosInstance } from 'axios';
import { localStore } from '../storage/local-store.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows the failure itself (e.g. inline on a form): no toast from the error catalogue. */
    silent?: boolean;
  }
}

let client: Promise<AxiosInstance> | null = null;
let created: AxiosInstance | null = null;
const installers: Array<(instance: AxiosInstance) => void> = [];

/** Lets the runtime add its interceptors (error catalogue), whether or not the client exists yet. */
export function onHttpClient(install: (instance: AxiosInstance) => void): void {
  if (created !== null) install(created);
  else installers.push(install);
}

/**
 * The one axios client (spec 7): JSON bodies, the stored token on every call,
 * caching disabled. Calls go through apiCall with the endpoints of @campus/contracts, all under
 * /9077/api. axios loads on first use, keeping it out of the first paint.
 */
export function httpClient(): Promise<AxiosInstance> {
  client ??= import('axios').then(({ default: axios }) => {
    const instance = axios.create({
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
      timeout: 30_000,
    });
    instance.interceptors.request.use((config) => {
      const token = localStore.get('token');
      if (token !== null) config.headers.set('Authorization', `Token ${token}`);
      return config;
    });
    for (const install of installers.splice(0)) install(instance);
    created = instance;
    return instance;
  });
  return client;
}

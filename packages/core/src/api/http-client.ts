import type { AxiosInstance } from 'axios';
import { localStore } from '../storage/local-store.ts';

/** Every call goes under the provider's /9077 prefix, then /api (spec 7). */
export const API_BASE = '/9077/api';

let client: Promise<AxiosInstance> | null = null;
const installers: Array<(instance: AxiosInstance) => void> = [];

/** Lets the start-up layer add its interceptors (error catalogue) before the first call. */
export function onHttpClient(install: (instance: AxiosInstance) => void): void {
  installers.push(install);
}

/**
 * The one axios client (spec 7): JSON bodies, the stored token on every call,
 * caching disabled. axios loads on first use, keeping it out of the first paint.
 */
export function httpClient(): Promise<AxiosInstance> {
  client ??= import('axios').then(({ default: axios }) => {
    const instance = axios.create({
      baseURL: API_BASE,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
      timeout: 30_000,
    });
    instance.interceptors.request.use((config) => {
      const token = localStore.get('token');
      if (token !== null) config.headers.set('Authorization', `Token ${token}`);
      return config;
    });
    for (const install of installers) install(instance);
    return instance;
  });
  return client;
}

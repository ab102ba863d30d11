import { defineEndpoint, pageQuerySchema, unreadCountSchema } from '@campus/contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCall } from './api-call.ts';
import { onHttpClient } from './http-client.ts';
import { PRELOAD_MAX_AGE_MS, PRELOADED_GLOBAL, preloadKey, takePreloaded } from './preloaded.ts';

const list = defineEndpoint({
  method: 'GET',
  path: '/notices/',
  operationId: 'notices.preloadTest',
  tags: ['messages'],
  summary: 's',
  description: 'd',
  auth: 'required',
  query: pageQuerySchema,
  response: { 200: unreadCountSchema },
});

const sent: InternalAxiosRequestConfig[] = [];
onHttpClient((instance) => {
  instance.defaults.adapter = async (config) => {
    sent.push(config);
    return { data: { count: 0 }, status: 200, statusText: 'OK', headers: {}, config };
  };
});

const store = window as unknown as Record<string, unknown>;
/** What index.html's route table script leaves: a fetch per address (build/route-preload.ts). */
function preload(url: string, response: Promise<Partial<Response>>, at = Date.now()) {
  void response.catch(() => undefined);
  store[PRELOADED_GLOBAL] = { ...(store[PRELOADED_GLOBAL] as object), [url]: { response, at } };
}
const ok = (body: unknown) => Promise.resolve({ ok: true, json: () => Promise.resolve(body) });
const sentTo = (path: string) => sent.filter((config) => config.url === path);

afterEach(() => {
  delete store[PRELOADED_GLOBAL];
  sent.length = 0;
});

describe('preloaded first requests (issue 35)', () => {
  it('keys an address by its query in key order, as the route table script writes it', () => {
    expect(preloadKey('/9077/api/notices/?page_size=20&page=1')).toBe('/9077/api/notices/?page=1&page_size=20');
    expect(preloadKey('/9077/api/app_models/rules/')).toBe('/9077/api/app_models/rules/');
  });

  it('apiCall answers the screen’s GET from the preloaded response once, then asks the server', async () => {
    preload('/9077/api/notices/?page=1&page_size=20', ok({ count: 7 }));
    await expect(apiCall(list, { query: { page_size: 20, page: 1 } })).resolves.toEqual({ count: 7 });
    expect(sentTo('/9077/api/notices/')).toHaveLength(0);
    await expect(apiCall(list, { query: { page: 1, page_size: 20 } })).resolves.toEqual({ count: 0 });
    expect(sentTo('/9077/api/notices/')).toHaveLength(1);
  });

  it('a call with other parameters is not answered from it', async () => {
    preload('/9077/api/notices/?page=1&page_size=20', ok({ count: 7 }));
    await expect(apiCall(list, { query: { page: 2, page_size: 20 } })).resolves.toEqual({ count: 0 });
    expect(sentTo('/9077/api/notices/')).toHaveLength(1);
  });

  it('a refused or failed preload leaves the call to the client, which reports it the usual way', async () => {
    preload('/9077/api/notices/?page=1&page_size=20', Promise.resolve({ ok: false, status: 401 }));
    await expect(apiCall(list, { query: { page: 1, page_size: 20 } })).resolves.toEqual({ count: 0 });
    preload('/9077/api/notices/?page=1&page_size=20', Promise.reject(new TypeError('offline')));
    await expect(apiCall(list, { query: { page: 1, page_size: 20 } })).resolves.toEqual({ count: 0 });
    expect(sentTo('/9077/api/notices/')).toHaveLength(2);
  });

  it('an answer older than PRELOAD_MAX_AGE_MS is not used: the screen asks afresh', async () => {
    const at = Date.now();
    preload('/9077/api/notices/', ok({ count: 1 }), at);
    await expect(takePreloaded('/9077/api/notices/', at + PRELOAD_MAX_AGE_MS + 1)).resolves.toBeNull();
    preload('/9077/api/notices/', ok({ count: 1 }), at);
    await expect(takePreloaded('/9077/api/notices/', at + 10)).resolves.toEqual({ count: 1 });
  });
});

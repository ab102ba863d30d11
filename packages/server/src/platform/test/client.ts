import type { LightMyRequestResponse as Response } from 'fastify';
import type { AuthData } from '@campus/contracts';
import type { PushDelivery } from '../push/delivery.ts';
import type { StoredPushMessage } from '@campus/contracts';
import { auth, type Harness } from './harness.ts';

/** A logged-in staff calling the API through inject (tests). */
export interface Client {
  auth: AuthData;
  id: string;
  get(url: string): Promise<Response>;
  post(url: string, payload?: unknown): Promise<Response>;
  put(url: string, payload: unknown): Promise<Response>;
}

export async function clientOf(h: Harness, companyId: string, phone?: string): Promise<Client> {
  const data = await h.login(companyId, phone);
  const headers = auth(data.token);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    h.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    auth: data,
    id: data.user_id,
    get: (url) => call('GET', url),
    post: (url, payload) => call('POST', url, payload),
    put: (url, payload) => call('PUT', url, payload),
  };
}

/** A delivery that records every push (target and message), for assertions on who got what. */
export function pushRecorder(): PushDelivery & {
  sent: { companyId: string; staffId: string; message: StoredPushMessage }[];
  clear(): void;
} {
  const sent: { companyId: string; staffId: string; message: StoredPushMessage }[] = [];
  return {
    name: 'recorder',
    sent,
    clear: () => void sent.splice(0),
    async deliver(target, message) {
      sent.push({ companyId: target.companyId, staffId: target.staffId, message });
    },
  };
}

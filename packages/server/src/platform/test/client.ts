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

/** A multipart/form-data body with one file part (an upload), as a browser's FormData sends it. */
export async function multipartBody(
  file: { bytes: Uint8Array; name: string; type?: string },
  field = 'file',
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append(field, new Blob([Uint8Array.from(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const request = new Request('http://upload.test/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

/** Uploads a file as the client's staff (POST files/); answers the raw response. */
export async function uploadAs(h: Harness, client: Client, file: { bytes: Uint8Array; name: string; type?: string }): Promise<Response> {
  const { payload, headers } = await multipartBody(file);
  return h.app.inject({ method: 'POST', url: '/9077/api/files/', payload, headers: { ...headers, ...auth(client.auth.token) } });
}

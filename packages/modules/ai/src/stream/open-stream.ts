import { AUTH_SCHEME } from '@campus/contracts';
import { classifyFailure, localStore, type ErrorAction } from '@campus/core';

/**
 * Opens one event stream of the assistant with fetch (ask is a POST; EventSource sends only GETs).
 * The address comes from the contract's endpoint through `endpointUrl` and the token is sent as
 * core's axios client sends it (`Authorization: Token <token>`, no caching), so the stream goes
 * where and as apiCall's calls go.
 */

export interface StreamRequest {
  url: string;
  method: 'GET' | 'POST';
  body?: unknown;
  /** Sends the signed-in user's token (the guest assistant has none). */
  withToken: boolean;
  signal: AbortSignal;
}

/** A refusal answered before the stream started (400 field errors, 404, 429 quota, 401...), as spec 8 reads it. */
export class StreamRefusedError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
    readonly action: ErrorAction,
  ) {
    super(action.kind === 'message' ? action.text : action.msg);
    this.name = 'StreamRefusedError';
  }
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The streamed body; rejects with StreamRefusedError for an HTTP refusal, with fetch's own error when there was no answer. */
export async function openStream(request: StreamRequest, fetchImpl: typeof fetch = fetch): Promise<ReadableStream<Uint8Array>> {
  const headers: Record<string, string> = { Accept: 'text/event-stream', 'Cache-Control': 'no-cache', Pragma: 'no-cache' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = request.withToken ? localStore.get('token') : null;
  if (token !== null) headers.Authorization = `${AUTH_SCHEME} ${token}`;
  const response = await fetchImpl(request.url, {
    method: request.method,
    headers,
    cache: 'no-store',
    signal: request.signal,
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  if (!response.ok || response.body === null) {
    const data = await bodyOf(response);
    const online = typeof navigator === 'undefined' || navigator.onLine !== false;
    throw new StreamRefusedError(response.status, data, classifyFailure({ status: response.status, data, online, hasResponse: true }));
  }
  return response.body;
}

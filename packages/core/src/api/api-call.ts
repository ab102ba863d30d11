import {
  endpointUrl,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResult,
} from '@campus/contracts';
import { httpClient } from './http-client.ts';
import { takePreloaded } from './preloaded.ts';

/** What a call sends: path params (when the path has `:name` segments), query, body; `silent` as for axios. */
export type CallInput<E extends Endpoint> = ([keyof EndpointParams<E>] extends [never]
  ? { params?: EndpointParams<E> }
  : { params: EndpointParams<E> }) & {
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  /** The caller shows the failure itself: no toast from the error catalogue. */
  silent?: boolean;
};

/** The input argument may be left out when nothing is required. */
type CallArgs<E extends Endpoint> = [keyof EndpointParams<E>] extends [never] ? [input?: CallInput<E>] : [input: CallInput<E>];

/**
 * Calls one endpoint of the contracts through the one axios client (its token, error catalogue and
 * timeouts apply) and answers the endpoint's success body, typed from its 200 (or 201) schema.
 * A call without a body sends `{}` for methods other than GET, as the hand-written calls did.
 */
export async function apiCall<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<EndpointResult<E>> {
  const params = (input?.params ?? {}) as Record<string, string>;
  if (endpoint.method === 'GET') {
    const preloaded = await takePreloaded(endpointUrl(endpoint as Endpoint, params, input?.query ?? {}));
    if (preloaded !== null) return preloaded as EndpointResult<E>;
  }
  const http = await httpClient();
  const url = endpointUrl(endpoint as Endpoint, params);
  const { data } = await http.request<EndpointResult<E>>({
    method: endpoint.method,
    url,
    ...(input?.query === undefined ? {} : { params: input.query }),
    ...(endpoint.method === 'GET' ? {} : { data: input?.body ?? {} }),
    ...(input?.silent === true ? { silent: true } : {}),
  });
  return data;
}

/**
 * Uploads one file as the `file` part of a multipart body (the files service) and answers the
 * endpoint's 201 body. The token, error catalogue and `silent` work as for apiCall; the time-out
 * allows a photo over a slow mobile network.
 */
export async function uploadCall<E extends Endpoint>(
  endpoint: E,
  file: Blob,
  options: { name?: string; silent?: boolean; onProgress?: (percent: number) => void } = {},
): Promise<EndpointResult<E>> {
  const http = await httpClient();
  const form = new FormData();
  form.append('file', file, options.name ?? (file instanceof File ? file.name : 'file'));
  const { data } = await http.request<EndpointResult<E>>({
    method: endpoint.method,
    url: endpointUrl(endpoint as Endpoint),
    data: form,
    // not the client's JSON default: axios would turn the form into JSON; the browser adds the boundary
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: 120_000,
    ...(options.onProgress ? { onUploadProgress: (event) => options.onProgress?.(Math.round((event.progress ?? 0) * 100)) } : {}),
    ...(options.silent === true ? { silent: true } : {}),
  });
  return data;
}

/** The bytes an endpoint answers (a stored image or PDF) as a Blob, fetched with the token like every call. */
export async function blobCall<E extends Endpoint>(
  endpoint: E,
  params: EndpointParams<E>,
  options: { silent?: boolean } = {},
): Promise<Blob> {
  const http = await httpClient();
  const { data } = await http.request<Blob>({
    method: 'GET',
    url: endpointUrl(endpoint as Endpoint, params as Record<string, string>),
    responseType: 'blob',
    ...(options.silent === true ? { silent: true } : {}),
  });
  return data;
}

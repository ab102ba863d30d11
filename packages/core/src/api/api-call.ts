import {
  endpointUrl,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResult,
} from '@campus/contracts';
import { httpClient } from './http-client.ts';

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
  const http = await httpClient();
  const url = endpointUrl(endpoint as Endpoint, (input?.params ?? {}) as Record<string, string>);
  const { data } = await http.request<EndpointResult<E>>({
    method: endpoint.method,
    url,
    ...(input?.query === undefined ? {} : { params: input.query }),
    ...(endpoint.method === 'GET' ? {} : { data: input?.body ?? {} }),
    ...(input?.silent === true ? { silent: true } : {}),
  });
  return data;
}

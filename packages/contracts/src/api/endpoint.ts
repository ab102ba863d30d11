import type { z } from 'zod';
import { API_PREFIX } from './paths.ts';
import type { ApiTag } from './tags.ts';

/**
 * One HTTP operation, written once: the server registers its route from it (defineRoute), the client
 * calls it (core's apiCall), the OpenAPI document describes it, and tests build its URL (endpointUrl).
 */
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** required: 401 AUTH_FAIL without a valid token. optional: auth when a token is sent. none: no login. */
export type EndpointAuth = 'required' | 'optional' | 'none';

export interface EndpointSpec {
  method: EndpointMethod;
  /** Under API_PREFIX, Django-REST style (trailing slash); `:name` segments are the path params. */
  path: `/${string}/`;
  /** Stable id of the operation in the OpenAPI document, `<tag>.<name>` (e.g. `orders.approve`); unique. */
  operationId: `${ApiTag}.${string}`;
  tags: readonly ApiTag[];
  summary: string;
  /** What the operation does, who may call it and its particular answers (the OpenAPI description). */
  description: string;
  auth: EndpointAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** JSON answers by status; the 200 (or 201) one is what a client call returns. */
  response?: Readonly<Record<number, z.ZodType>>;
}

export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & {
  /** The route's URL as registered, e.g. `/9077/api/orders/:id/`. */
  readonly url: `${typeof API_PREFIX}${S['path']}`;
};

/** Checks the definition and keeps its literal types (method, path, auth, schemas); adds the full `url`. */
export function defineEndpoint<const S extends EndpointSpec>(spec: S): Endpoint<S> {
  return { ...spec, url: `${API_PREFIX}${spec.path}` } as Endpoint<S>;
}

/** The `:name` segments of a path, as a union of names. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`> : never;
export type EndpointParams<E extends EndpointSpec> = { [K in ParamNames<E['path']>]: string };
export type EndpointQuery<E extends EndpointSpec> = E['query'] extends z.ZodType ? z.input<E['query']> : undefined;
export type EndpointBody<E extends EndpointSpec> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
/** What a successful call answers: the 200 response, else the 201 one. */
export type EndpointResult<E extends EndpointSpec> = E['response'] extends { 200: infer S extends z.ZodType }
  ? z.output<S>
  : E['response'] extends { 201: infer S extends z.ZodType }
    ? z.output<S>
    : unknown;

/** Query values as a caller writes them; undefined ones are left out. */
export type QueryValues = Readonly<Record<string, string | number | boolean | undefined>>;

/** The path params argument: required when the path has `:name` segments. */
export type ParamsArg<E extends EndpointSpec> = [ParamNames<E['path']>] extends [never]
  ? [params?: EndpointParams<E>]
  : [params: EndpointParams<E>];

/**
 * The concrete URL of a call: `:name` segments filled (URI-encoded) under API_PREFIX, then the query
 * string, if any. Pure; tests and the client both use it.
 */
export function endpointUrl<E extends Endpoint>(endpoint: E, ...[params, query]: [...ParamsArg<E>, query?: QueryValues]): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = endpoint.path.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.operationId}: missing path param ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const queryString = search.toString();
  return `${API_PREFIX}${path}${queryString === '' ? '' : `?${queryString}`}`;
}

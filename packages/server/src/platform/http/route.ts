import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { codedErrorSchema, detailErrorSchema, fieldErrorsSchema, type Endpoint } from '@campus/contracts';
import { rejectUnsafeInput } from './input-limits.ts';
import { parseOrThrow } from './validation.ts';
import { authenticate, optionalAuthenticate, type AuthContext } from './auth.ts';
import type { AppContext } from '../context.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** An OpenAPI response object for a non-JSON answer (@fastify/swagger takes `content` as written). */
export interface RawResponse {
  description: string;
  content: Record<string, { schema: Record<string, unknown> }>;
}

/** The route of one endpoint: method, URL, schemas, auth and the OpenAPI fields all come from `endpoint`. */
export interface RouteSpec<E extends Endpoint> {
  endpoint: E;
  /** Chooses the body schema from the raw body (login's three forms); the endpoint's `body` is still used for the docs. */
  bodyFor?: (raw: unknown) => z.ZodType;
  /** A request body that is not JSON (an upload): its content type and OpenAPI schema; the handler reads it. */
  rawBody?: { contentType: string; schema: Record<string, unknown> };
  /** Answers that are not JSON (the push event stream), written as OpenAPI response objects. */
  rawResponses?: Record<number, RawResponse>;
  /** Route options merged into Fastify's (rate limits run in preValidation). */
  options?: Pick<RouteShorthandOptions, 'config' | 'preValidation'>;
  handler: (input: {
    req: FastifyRequest;
    reply: FastifyReply;
    body: Out<E['body']>;
    query: Out<E['query']>;
    params: Out<E['params']>;
    auth: E['auth'] extends 'required' ? AuthContext : AuthContext | null;
  }) => Promise<unknown>;
}

/**
 * Each schema's conversion, once per process: a server converts ~1,000 schemas as it builds (a quarter
 * of buildServer's CPU), and the server suites and the browser suites' hub servers build many servers.
 * The cached document is kept as converted and each route gets its own copy (Fastify may annotate it).
 */
const converted = { input: new WeakMap<z.ZodType, string>(), output: new WeakMap<z.ZodType, string>() };

/** JSON Schema for the OpenAPI document; validation itself is done by zod in preHandler. */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  let text = converted[io].get(schema);
  if (text === undefined) {
    const out = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any', override: dropInvalidDefault }) as Record<
      string,
      unknown
    >;
    delete out.$schema;
    text = JSON.stringify(out);
    converted[io].set(schema, text);
  }
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * A documented default must be a valid value. `.prefault({})` on an object with required fields
 * (reject, transfer, transition) only makes a call without a body answer the field errors, so `{}`
 * is not a default a client could rely on: leave it out of the document (parsing is unchanged).
 */
function dropInvalidDefault({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodTypes; jsonSchema: z.core.JSONSchema.BaseSchema }): void {
  const def = zodSchema._zod.def;
  if (!('default' in jsonSchema) || (def.type !== 'default' && def.type !== 'prefault')) return;
  if (!z.safeParse(def.innerType, jsonSchema.default).success) delete jsonSchema.default;
}

const errorResponses = {
  400: fieldErrorsSchema.describe('字段错误 {field: [message]} 或 {non_field_errors: [...]}'),
  401: codedErrorSchema.describe('AUTH_FAIL'),
  404: detailErrorSchema.describe('未找到'),
};

/**
 * Registers one route: OpenAPI schemas from zod, auth in onRequest (before validation, so a missing
 * token answers 401 before a bad body answers 400), zod parsing in preHandler.
 */
export function defineRoute<E extends Endpoint>(app: FastifyInstance, ctx: AppContext, route: RouteSpec<E>): void {
  const spec = route.endpoint;
  const response: Record<string, unknown> = {};
  for (const [code, s] of Object.entries({
    ...(spec.auth === 'required' ? errorResponses : { 400: errorResponses[400] }),
    ...spec.response,
  })) {
    response[code] = jsonSchema(s, 'output');
  }
  for (const [code, r] of Object.entries(route.rawResponses ?? {})) response[code] = r;
  const schema: Record<string, unknown> = {
    operationId: spec.operationId,
    summary: spec.summary,
    description: spec.description,
    tags: spec.tags,
    ...(spec.body ? { body: jsonSchema(spec.body, 'input') } : {}),
    ...(route.rawBody ? { body: route.rawBody.schema, consumes: [route.rawBody.contentType] } : {}),
    ...(spec.query ? { querystring: jsonSchema(spec.query, 'input') } : {}),
    ...(spec.params ? { params: jsonSchema(spec.params, 'input') } : {}),
    ...(spec.auth !== 'none' ? { security: [{ token: [] }] } : {}),
    response,
  };
  const onRequest = spec.auth === 'required' ? authenticate(ctx) : spec.auth === 'optional' ? optionalAuthenticate(ctx) : undefined;

  app.route({
    method: spec.method,
    url: spec.url,
    schema,
    ...(route.options ?? {}),
    ...(onRequest ? { onRequest } : {}),
    preHandler: async (req) => {
      // NUL bytes, lone surrogates and over-deep JSON: 400 for every route, before any schema or query.
      rejectUnsafeInput(req.params, req.query, req.body);
      const bodySchema = route.bodyFor ? route.bodyFor(req.body) : spec.body;
      // No body (an action call) reaches the schema as undefined, so `.default({})` applies.
      if (bodySchema) req.body = parseOrThrow(bodySchema, req.body ?? undefined);
      if (spec.query) req.query = parseOrThrow(spec.query, req.query);
      if (spec.params) req.params = parseOrThrow(spec.params, req.params);
    },
    handler: async (req, reply) =>
      route.handler({
        req,
        reply,
        body: req.body as Out<E['body']>,
        query: req.query as Out<E['query']>,
        params: req.params as Out<E['params']>,
        auth: req.auth as E['auth'] extends 'required' ? AuthContext : AuthContext | null,
      }),
  });
}

import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteShorthandOptions } from 'fastify';
import { codedErrorSchema, detailErrorSchema, fieldErrorsSchema } from '@campus/contracts';
import { rejectUnsafeInput } from './input-limits.ts';
import { parseOrThrow } from './validation.ts';
import { authenticate, optionalAuthenticate, type AuthContext } from './auth.ts';
import type { AppContext } from '../context.ts';

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteSpec<B extends Schema | undefined, Q extends Schema | undefined, P extends Schema | undefined, A extends 'required' | 'optional' | 'none'> {
  method: HTTPMethods;
  url: string;
  summary: string;
  description?: string;
  tags: string[];
  /** required: 401 AUTH_FAIL without a valid token. optional: auth when a token is sent. */
  auth: A;
  body?: B;
  /** Chooses the body schema from the raw body (login's three forms); `body` is still used for the docs. */
  bodyFor?: (raw: unknown) => z.ZodType;
  query?: Q;
  params?: P;
  response?: Record<number, z.ZodType>;
  /** Route options merged into Fastify's (rate limits run in preValidation). */
  options?: Pick<RouteShorthandOptions, 'config' | 'preValidation'>;
  handler: (input: {
    req: FastifyRequest;
    reply: FastifyReply;
    body: Out<B>;
    query: Out<Q>;
    params: Out<P>;
    auth: A extends 'required' ? AuthContext : AuthContext | null;
  }) => Promise<unknown>;
}

/** JSON Schema for the OpenAPI document; validation itself is done by zod in preHandler. */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const out = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Record<string, unknown>;
  delete out.$schema;
  return out;
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
export function defineRoute<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  A extends 'required' | 'optional' | 'none' = 'required',
>(app: FastifyInstance, ctx: AppContext, spec: RouteSpec<B, Q, P, A>): void {
  const response: Record<string, unknown> = {};
  for (const [code, s] of Object.entries({ ...(spec.auth === 'required' ? errorResponses : { 400: errorResponses[400] }), ...spec.response })) {
    response[code] = jsonSchema(s, 'output');
  }
  const schema: Record<string, unknown> = {
    summary: spec.summary,
    tags: spec.tags,
    ...(spec.description ? { description: spec.description } : {}),
    ...(spec.body ? { body: jsonSchema(spec.body, 'input') } : {}),
    ...(spec.query ? { querystring: jsonSchema(spec.query, 'input') } : {}),
    ...(spec.params ? { params: jsonSchema(spec.params, 'input') } : {}),
    ...(spec.auth !== 'none' ? { security: [{ token: [] }] } : {}),
    response,
  };
  const onRequest =
    spec.auth === 'required' ? authenticate(ctx) : spec.auth === 'optional' ? optionalAuthenticate(ctx) : undefined;

  app.route({
    method: spec.method,
    url: spec.url,
    schema,
    ...(spec.options ?? {}),
    ...(onRequest ? { onRequest } : {}),
    preHandler: async (req) => {
      // NUL bytes, lone surrogates and over-deep JSON: 400 for every route, before any schema or query.
      rejectUnsafeInput(req.params, req.query, req.body);
      const bodySchema = spec.bodyFor ? spec.bodyFor(req.body) : spec.body;
      // No body (an action call) reaches the schema as undefined, so `.default({})` applies.
      if (bodySchema) req.body = parseOrThrow(bodySchema, req.body ?? undefined);
      if (spec.query) req.query = parseOrThrow(spec.query, req.query);
      if (spec.params) req.params = parseOrThrow(spec.params, req.params);
    },
    handler: async (req, reply) =>
      spec.handler({
        req,
        reply,
        body: req.body as Out<B>,
        query: req.query as Out<Q>,
        params: req.params as Out<P>,
        auth: req.auth as A extends 'required' ? AuthContext : AuthContext | null,
      }),
  });
}

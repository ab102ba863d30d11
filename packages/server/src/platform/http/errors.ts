import type { FastifyError, FastifyInstance } from 'fastify';
import { apiErrorMessages as M } from '@campus/contracts';
import { HttpError } from '../errors.ts';
import { ValidationError } from './validation.ts';

const clientErrors: Record<string, [number, Record<string, unknown>]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, { detail: '不支持的请求格式，请使用 application/json' }],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, { detail: '请求内容过大' }],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, { non_field_errors: [M.badJson] }],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, { non_field_errors: [M.badJson] }],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, { non_field_errors: [M.badJson] }],
};

/** node-postgres's messages when no connection came within connectionTimeoutMillis (DB_POOL_WAIT_MS). */
const POOL_WAIT_MESSAGES = new Set(['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout']);

/** What made the database refuse this request for now: a statement over its time-out, or no free connection. */
export type DatabaseBusy = { reason: 'statement timeout'; sqlState: string } | { reason: 'pool wait' };

/**
 * The database's "too busy, try again" failures, looked for along the cause chain (drizzle wraps the
 * driver's error in a DrizzleQueryError): SQLSTATE 57014 query_canceled (statement_timeout) and the
 * pool's wait time-out. Anything else is a real failure (500).
 */
export function databaseBusy(err: unknown): DatabaseBusy | null {
  let e: unknown = err;
  for (let depth = 0; e instanceof Error && depth < 8; depth++, e = e.cause) {
    if ((e as { code?: unknown }).code === '57014') return { reason: 'statement timeout', sqlState: '57014' };
    if (POOL_WAIT_MESSAGES.has(e.message)) return { reason: 'pool wait' };
  }
  return null;
}

/**
 * Every error answers in a shape of spec section 8: field errors, non_field_errors, {detail} or
 * {code, msg}. A 5xx answers {detail: '系统异常'} and is logged; its stack never leaves the server.
 * A database over its time-outs answers 503 with Retry-After (the client shows the same 系统异常 toast);
 * it is logged as a warning: an overload to watch, not a bug.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | Error, req, reply) => {
    if (err instanceof ValidationError) return reply.code(400).send(err.fields);
    if (err instanceof HttpError) return reply.code(err.statusCode).send(err.body);
    const busy = databaseBusy(err);
    if (busy) {
      // The err serializer (log-redaction.ts) keeps the statement's first line and never its parameters.
      req.log.warn({ err, ...busy }, 'database busy');
      return reply.code(503).header('retry-after', '1').send({ detail: M.serverError });
    }
    const fe = err as FastifyError;
    const known = fe.code ? clientErrors[fe.code] : undefined;
    if (known) return reply.code(known[0]).send(known[1]);
    if (fe instanceof SyntaxError && (fe.statusCode ?? 400) === 400) return reply.code(400).send({ non_field_errors: [M.badJson] });
    const status = typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 600 ? fe.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return reply.code(500).send({ detail: M.serverError });
    }
    if (status === 404) return reply.code(404).send({ detail: M.notFound });
    if (status === 429) return reply.code(429).send({ detail: M.tooManyRequests });
    return reply.code(status).send({ detail: '请求错误' });
  });
}

import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import { symbols } from 'pino';

/** Keys whose values never reach a log line (tokens, verification and login codes, phones, passwords, openids). */
const SECRET_KEYS = [
  'token',
  'code',
  'p',
  'phone',
  'password',
  'old_password',
  'new_password',
  'openid',
  'authorization',
  'cookie',
  'secret',
];

const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((k) => `*.${k}`),
  ...SECRET_KEYS.map((k) => `*.*.${k}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'params',
  'query',
  'err.params',
  'err.query',
];

/** A URL as logged: the path only; query strings carry tokens (`?token=`) and personal data. */
export const loggedUrl = (url: string): string => url.split('?')[0] ?? '';

/** Bearer tokens (`<company id>.<43 base64url>`) and six-digit codes anywhere in free text. */
export function redactSecrets(text: string): string {
  return text
    .replace(/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}/gi, '[token]')
    .replace(/(?<![0-9])[0-9]{6}(?![0-9])/g, '[code]')
    .replace(/(?<![0-9])1[0-9]{10}(?![0-9])/g, '[phone]');
}

type LoggedError = {
  type: string;
  message: string;
  code?: string;
  stack: string;
};

/**
 * An error as logged: a database error keeps its SQL state and the statement's first line, never
 * its parameters (they hold what the user typed); other messages are scrubbed of secrets.
 */
export function loggedError(err: unknown): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: redactSecrets(String(err)), stack: '' };
  const cause = (err as { cause?: unknown }).cause;
  const sqlState = (cause as { code?: unknown } | undefined)?.code ?? (err as { code?: unknown }).code;
  const firstLine = (err.message.split('\nparams:')[0] ?? '').slice(0, 500);
  const causeMessage = cause instanceof Error ? ` (${cause.message.split('\n')[0] ?? ''})` : '';
  return {
    type: err.name,
    message: redactSecrets(firstLine + causeMessage),
    ...(typeof sqlState === 'string' ? { code: sqlState } : {}),
    stack: redactSecrets((err.stack ?? '').split('\nparams:')[0] ?? ''),
  };
}

/** Adds redaction and safe serializers to a logger configuration (an instance is used as given). */
export function withLogRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, url: loggedUrl(req.url), id: req.id }),
      err: loggedError,
    },
  };
}

type RequestLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

/**
 * Each request's logger, made as pino's `child` makes it but without the redaction paths walking
 * its one binding: the request id, which the server makes itself (req-1, req-2…), never user input.
 * With 39 wildcard paths that walk was 4 % of a cached API call's CPU. Anything else (options, other
 * bindings, a logger that is not pino's) goes through `child` as usual.
 */
export const requestLogger: RequestLoggerFactory = (logger, bindings, opts) => {
  const parent = logger as FastifyBaseLogger & { [symbols.chindingsSym]?: string };
  const keys = Object.keys(bindings);
  const reqId: unknown = bindings.reqId;
  const chindings = parent[symbols.chindingsSym];
  if (Object.keys(opts).length > 0 || keys.length !== 1 || typeof reqId !== 'string' || typeof chindings !== 'string') {
    return logger.child(bindings, opts);
  }
  const child = Object.create(parent) as typeof parent;
  child[symbols.chindingsSym] = `${chindings},"reqId":${JSON.stringify(reqId)}`;
  return child;
};

import type { ServerOptions } from 'node:http';

/** How long a client may take; a client that sends half a request and goes quiet is cut off. */
export interface ConnectionTimeouts {
  /** Until the request headers are complete. */
  headersMs: number;
  /** Until the whole request (headers and body) has arrived; answers (push streams) are not limited. */
  requestMs: number;
  /** An idle keep-alive connection between requests. */
  keepAliveMs: number;
  /** How often Node checks the two limits above. */
  checkIntervalMs: number;
}

export const DEFAULT_TIMEOUTS: ConnectionTimeouts = { headersMs: 15_000, requestMs: 30_000, keepAliveMs: 5_000, checkIntervalMs: 2_000 };

export function fastifyTimeoutOptions(t: ConnectionTimeouts): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    http: {
      headersTimeout: Math.min(t.headersMs, t.requestMs),
      requestTimeout: t.requestMs,
      connectionsCheckingInterval: t.checkIntervalMs,
    },
  };
}

import type { FastifyInstance } from 'fastify';

/** A request answered later than this is logged even when request logging is off. */
export const SLOW_REQUEST_MS = 3000;

/**
 * Logs each answer that took longer than `thresholdMs` as a warning (method, route, status, time): a
 * screen that hung on 加载中 then shows in the server's log whether the server was the slow part.
 * Event streams are endless by design and left out.
 */
export function logSlowRequests(app: FastifyInstance, thresholdMs = SLOW_REQUEST_MS): void {
  app.addHook('onResponse', (req, reply, done) => {
    const ms = reply.elapsedTime;
    if (ms > thresholdMs && !String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream')) {
      req.log.warn(
        { method: req.method, route: req.routeOptions.url ?? req.url, status: reply.statusCode, ms: Math.round(ms) },
        'slow request',
      );
    }
    done();
  });
}

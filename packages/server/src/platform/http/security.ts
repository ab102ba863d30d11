import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { API_PREFIX } from '@campus/contracts';
import { cspDirectives } from './csp.ts';

/** Helmet's options: the CSP of the API and docs, same-origin resources, a strict referrer. */
const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: { useDefaults: false, directives: cspDirectives() },
  // Same-origin resources only; the app is not embedded cross-origin.
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet sets with these options. They are the same on every answer, so helmet runs
 * once at start-up against a recording response; @fastify/helmet rebuilt helmet's middleware on
 * every request (about a tenth of a cached API call's CPU).
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(HELMET_OPTIONS)({} as never, recorder as never, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure !== null) throw failure;
  return headers;
}

/**
 * Security headers on every answer (API, bundles, docs). The CSP admits what the app needs: its own
 * origin, inline styles (antd-mobile), the WeChat JS-SDK, https images and https/wss calls to the
 * external sites of spec section 7. No inline script runs unless its hash is listed: each
 * index.html answer carries the hashes of its own inline scripts (http/static.ts).
 * API answers are never stored by a browser or proxy (they carry tokens and personal data), unless
 * the route says otherwise itself (a company picture at its signed address: the browser's own cache).
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.url.startsWith(`${API_PREFIX}/`) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

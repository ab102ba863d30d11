import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@campus/contracts';
import { cspDirectives } from './csp.ts';

/**
 * Security headers on every answer (API, bundles, docs). The CSP admits what the app needs: its own
 * origin, inline styles (antd-mobile), the WeChat JS-SDK, https images and https/wss calls to the
 * external sites of spec section 7. No inline script runs unless its hash is listed: each
 * index.html answer carries the hashes of its own inline scripts (http/static.ts).
 * API answers are never stored by a browser or proxy (they carry tokens and personal data).
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives() },
    // Same-origin resources only; the app is not embedded cross-origin.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith(`${API_PREFIX}/`)) reply.header('cache-control', 'no-store');
    return payload;
  });
}

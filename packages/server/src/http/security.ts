import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer (API, bundles, docs). The CSP admits what the app needs: its own
 * origin, inline bootstrap scripts and styles (skin before first paint, antd-mobile), the WeChat
 * JS-SDK, https images and https/wss calls to the external sites of spec section 7.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", "'unsafe-inline'", 'https://res.wx.qq.com', 'https://res2.wx.qq.com', 'https://g.alicdn.com'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", 'https:', 'wss:'],
        'media-src': ["'self'", 'blob:', 'https:'],
        'frame-src': ["'self'", 'https:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
      },
    },
    // Same-origin resources only; the app is not embedded cross-origin.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

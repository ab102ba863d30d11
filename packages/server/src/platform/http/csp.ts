import { createHash } from 'node:crypto';

/** Where scripts may come from besides inline ones: this origin, the WeChat JS-SDK and DingTalk's. */
const SCRIPT_SOURCES = ["'self'", 'https://res.wx.qq.com', 'https://res2.wx.qq.com', 'https://g.alicdn.com'];

/**
 * The CSP of every answer. Inline scripts run only when their sha256 is listed (each served
 * index.html's own, see inlineScriptHashes); styles stay inline (antd-mobile sets style attributes).
 */
export function cspDirectives(scriptHashes: readonly string[] = []): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': [...SCRIPT_SOURCES, ...scriptHashes.map((h) => `'${h}'`)],
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
  };
}

export const cspHeader = (directives: Record<string, string[]>): string =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');

/** `sha256-<base64>` of every inline script (a `<script>` without `src`) of a page, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = m[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(
      `sha256-${createHash('sha256')
        .update(m[2] ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return hashes;
}

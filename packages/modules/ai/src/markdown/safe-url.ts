/**
 * Which addresses an answer may point at (issue 40: no `javascript:` link, no image fetched from
 * another origin). Pure: the page's origin is an argument.
 */

/** Schemes a link may open; anything else (javascript:, data:, vbscript:, file:...) is dropped. */
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Browsers ignore ASCII control characters and blanks inside a scheme (`java\tscript:`), and
 * decode entities in attributes: read the address the way a browser would before judging it.
 */
function normalised(raw: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are what is removed
  return raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').trim();
}

function parse(raw: string, origin: string): URL | null {
  try {
    return new URL(raw, origin);
  } catch {
    return null;
  }
}

export interface SafeLink {
  href: string;
  /** True for the page's own origin (an in-app route such as `#/seat`): opens in place. */
  internal: boolean;
}

/** The link to render, or null when the address may not be followed (the text is shown alone). */
export function safeLinkHref(raw: string, origin: string): SafeLink | null {
  const cleaned = normalised(raw);
  if (cleaned === '') return null;
  // a scheme-relative `//host/path` is another origin in disguise: judged as the URL it becomes
  const url = parse(cleaned, origin);
  if (url === null || !LINK_SCHEMES.has(url.protocol)) return null;
  const internal = url.origin === new URL(origin).origin && (url.protocol === 'http:' || url.protocol === 'https:');
  return { href: url.href, internal };
}

/** The image address to load, or null unless it is on the page's own origin over http(s). */
export function safeImageSrc(raw: string, origin: string): string | null {
  const cleaned = normalised(raw);
  if (cleaned === '') return null;
  const url = parse(cleaned, origin);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  return url.origin === new URL(origin).origin ? url.href : null;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * marked's lexer leaves entities as written (its HTML renderer lets the browser decode them); the
 * answer is rendered as React text, so the few an answer uses are decoded here (never as markup).
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/**
 * WCAG 2.x colour contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio):
 * relative luminance, contrast ratio, and the two brand-derived text colours
 * the theme needs. Pure: the build (theme check) and the run-time skin share it.
 */

/** WCAG 2.1 AA minimum for body text. */
export const MIN_TEXT_CONTRAST = 4.5;
/** Text colours placed on the brand fill: white if it reaches 4.5:1, else near-black, else black. */
export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#1a1a1a';
export const BLACK_TEXT = '#000000';

type Rgb = [number, number, number];

/** Parses #rgb or #rrggbb; anything else is not a colour we can check. */
export function parseHexColour(colour: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (match?.[1] === undefined) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function requireColour(colour: string): Rgb {
  const rgb = parseHexColour(colour);
  if (rgb === null) throw new Error(`not a hex colour: ${colour}`);
  return rgb;
}

export function relativeLuminance(colour: string): number {
  const [r, g, b] = requireColour(colour).map(channel) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** (lighter + 0.05) / (darker + 0.05), from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/**
 * Text on a fill: white if it reaches 4.5:1, else near-black, else pure black
 * (a mid blue such as #1677ff needs it); the best of them when none reaches it.
 */
export function textOnFill(fill: string): string {
  const candidates = [LIGHT_TEXT, DARK_TEXT, BLACK_TEXT];
  const reaching = candidates.find((text) => contrastRatio(text, fill) >= MIN_TEXT_CONTRAST);
  return reaching ?? candidates.reduce((best, text) => (contrastRatio(text, fill) > contrastRatio(best, fill) ? text : best));
}

/** The brand colour darkened in 1 % steps (same hue) until it reaches 4.5:1 on the background. */
export function brandTextShade(brand: string, background = LIGHT_TEXT): string {
  const rgb = requireColour(brand);
  for (let step = 0; step <= 100; step += 1) {
    const shade = toHex(rgb.map((c) => (c * (100 - step)) / 100) as Rgb);
    if (contrastRatio(shade, background) >= MIN_TEXT_CONTRAST) return shade;
  }
  return '#000000';
}

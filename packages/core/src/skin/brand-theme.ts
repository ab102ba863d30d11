import { brandTextShade, contrastRatio, MIN_TEXT_CONTRAST, parseHexColour, textOnFill } from './contrast.ts';

/** Theme variables: the brand fill and the two text colours derived from it. */
export const BRAND_FILL = '--adm-color-primary';
/** Text on the brand fill (headers, primary buttons). */
export const ON_BRAND = '--hub-on-primary';
/** The brand colour as text on white (links such as 忘记密码？, text buttons such as 发布). */
export const BRAND_TEXT = '--hub-primary-text';

/** Text/background pairs a theme must keep at 4.5:1 (WCAG 2.1 AA body text). */
export const CONTRAST_PAIRS: ReadonlyArray<readonly [text: string, background: string]> = [
  [ON_BRAND, BRAND_FILL],
  [BRAND_TEXT, '--adm-color-background'],
  [BRAND_TEXT, '--hub-page-background'],
  ['--adm-color-text', '--adm-color-background'],
  ['--adm-color-text', '--hub-page-background'],
  ['--adm-color-text-secondary', '--adm-color-background'],
  ['--adm-color-text-secondary', '--hub-page-background'],
  ['--adm-color-weak', '--adm-color-background'],
  ['--adm-color-weak', '--hub-page-background'],
  ['--adm-color-danger', '--adm-color-background'],
  ['--adm-color-danger', '--hub-page-background'],
  ['--hub-success-text', '--adm-color-background'],
  ['--hub-warning-text', '--adm-color-background'],
];

/** The default --hub-page-background: brand text must reach 4.5:1 on it too, not only on white. */
export const PAGE_BACKGROUND = '#f5f6f8';

/** The brand text colours derived from a brand fill. */
export function brandTextVariables(fill: string, pageBackground = PAGE_BACKGROUND): Record<string, string> {
  return { [ON_BRAND]: textOnFill(fill), [BRAND_TEXT]: brandTextShade(fill, pageBackground) };
}

/** CSS block setting the derived brand text colours a theme does not set itself. */
export function derivedBrandCss(fill: string, alreadySet: ReadonlySet<string> = new Set(), pageBackground = PAGE_BACKGROUND): string {
  const declarations = Object.entries(brandTextVariables(fill, pageBackground))
    .filter(([name]) => !alreadySet.has(name))
    .map(([name, value]) => `${name}:${value};`);
  return declarations.length === 0 ? '' : `:root:root{${declarations.join('')}}`;
}

/** One text/background pair of a theme with its WCAG contrast ratio (null: a colour missing or not hex). */
export interface ContrastPair {
  text: string;
  background: string;
  textColour: string | null;
  backgroundColour: string | null;
  ratio: number | null;
  passes: boolean;
}

/** Every pair of CONTRAST_PAIRS as the theme sets it: what a designer reads before any screen. */
export function contrastTable(variables: ReadonlyMap<string, string>): ContrastPair[] {
  return CONTRAST_PAIRS.map(([text, background]) => {
    const fg = variables.get(text) ?? null;
    const bg = variables.get(background) ?? null;
    const ratio = fg !== null && bg !== null && parseHexColour(fg) !== null && parseHexColour(bg) !== null ? contrastRatio(fg, bg) : null;
    return { text, background, textColour: fg, backgroundColour: bg, ratio, passes: ratio === null || ratio >= MIN_TEXT_CONTRAST };
  });
}

/** Pairs below 4.5:1, as "text value on background value: ratio" (pairs with a missing or non-hex colour are skipped). */
export function contrastProblems(variables: ReadonlyMap<string, string>): string[] {
  return contrastTable(variables)
    .filter((pair) => !pair.passes)
    .map(
      (pair) =>
        `${pair.text} ${pair.textColour ?? ''} on ${pair.background} ${pair.backgroundColour ?? ''}: contrast ${(pair.ratio ?? 0).toFixed(2)}:1 is below ${MIN_TEXT_CONTRAST}:1`,
    );
}

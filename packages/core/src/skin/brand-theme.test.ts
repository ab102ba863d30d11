import { describe, expect, it } from 'vitest';
import {
  BRAND_TEXT,
  brandTextVariables,
  CONTRAST_PAIRS,
  contrastProblems,
  contrastTable,
  derivedBrandCss,
  ON_BRAND,
} from './brand-theme.ts';

describe('brand theme derived from the tenant colour', () => {
  it('ln and sa get dark text on their fill and a darker shade of their colour as text', () => {
    expect(brandTextVariables('#ffb359')).toEqual({ [ON_BRAND]: '#1a1a1a', [BRAND_TEXT]: '#946834' });
    expect(brandTextVariables('#6FBA2C')).toEqual({ [ON_BRAND]: '#1a1a1a', [BRAND_TEXT]: '#4b7e1e' });
  });

  it('a designer-set colour is kept: only the missing one is derived', () => {
    expect(derivedBrandCss('#ffb359', new Set([BRAND_TEXT]))).toBe(':root:root{--hub-on-primary:#1a1a1a;}');
    expect(derivedBrandCss('#ffb359', new Set([BRAND_TEXT, ON_BRAND]))).toBe('');
  });

  it('names every pair below 4.5:1 with its ratio', () => {
    const theme = new Map([
      ['--adm-color-primary', '#ffb359'],
      [ON_BRAND, '#ffffff'],
      ['--adm-color-background', '#ffffff'],
      ['--adm-color-weak', '#999999'],
      ['--adm-color-text', '#333333'],
    ]);
    expect(contrastProblems(theme)).toEqual([
      '--hub-on-primary #ffffff on --adm-color-primary #ffb359: contrast 1.77:1 is below 4.5:1',
      '--adm-color-weak #999999 on --adm-color-background #ffffff: contrast 2.85:1 is below 4.5:1',
    ]);
  });

  it('a theme built from the derived colours has no problem', () => {
    const theme = new Map([
      ['--adm-color-primary', '#6FBA2C'],
      ['--adm-color-background', '#ffffff'],
      ...Object.entries(brandTextVariables('#6FBA2C')),
    ]);
    expect(contrastProblems(theme)).toEqual([]);
  });
});

describe('contrastTable (issue 42: the gallery heads each tenant with it)', () => {
  it('lists every pair with its ratio, and marks the one a pale brand text breaks', () => {
    const table = contrastTable(
      new Map([
        ['--adm-color-primary', '#ffb359'],
        ['--hub-on-primary', '#1a1a1a'],
        ['--hub-primary-text', '#ffb359'],
        ['--adm-color-background', '#ffffff'],
      ]),
    );
    expect(table).toHaveLength(CONTRAST_PAIRS.length);
    const onBrand = table.find((pair) => pair.text === '--hub-on-primary');
    expect(onBrand?.passes).toBe(true);
    expect(onBrand?.ratio).toBeGreaterThan(4.5);
    const brandText = table.find((pair) => pair.text === '--hub-primary-text' && pair.background === '--adm-color-background');
    expect(brandText).toMatchObject({ textColour: '#ffb359', backgroundColour: '#ffffff', passes: false });
    // a pair the theme does not set both colours of is listed, unmeasured, not failed
    expect(table.find((pair) => pair.background === '--hub-page-background')).toMatchObject({ ratio: null, passes: true });
  });
});

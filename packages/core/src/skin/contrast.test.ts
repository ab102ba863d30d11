import { describe, expect, it } from 'vitest';
import {
  BLACK_TEXT,
  brandTextShade,
  contrastRatio,
  DARK_TEXT,
  LIGHT_TEXT,
  MIN_TEXT_CONTRAST,
  parseHexColour,
  relativeLuminance,
  textOnFill,
} from './contrast.ts';

describe('WCAG 2.x contrast', () => {
  it('relative luminance: black 0, white 1, and the WCAG reference grey', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#767676')).toBeCloseTo(0.1812, 3);
  });

  it('contrast ratio: 21:1 black on white, symmetric, 1:1 for the same colour', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#6FBA2C', '#6fba2c')).toBe(1);
  });

  it('the issue: white on ln and sa is below AA, grey #999 on white is 2.85:1', () => {
    expect(contrastRatio(LIGHT_TEXT, '#ffb359')).toBeCloseTo(1.77, 2);
    expect(contrastRatio(LIGHT_TEXT, '#6FBA2C')).toBeCloseTo(2.38, 1);
    expect(contrastRatio('#999999', '#ffffff')).toBeCloseTo(2.85, 2);
  });

  it('text on the brand fill: dark on ln and sa, white on a dark fill', () => {
    expect(textOnFill('#ffb359')).toBe(DARK_TEXT);
    expect(textOnFill('#6FBA2C')).toBe(DARK_TEXT);
    expect(textOnFill('#0b3d91')).toBe(LIGHT_TEXT);
    // the default blue: neither white (4.0:1) nor near-black (4.2:1) reaches 4.5:1
    expect(textOnFill('#1677ff')).toBe(BLACK_TEXT);
    for (const fill of ['#ffb359', '#6FBA2C', '#1677ff', '#0b3d91', '#ff3141']) {
      expect(contrastRatio(textOnFill(fill), fill)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('brand text shade: darkened until 4.5:1 on white, unchanged when already dark enough', () => {
    for (const brand of ['#ffb359', '#6FBA2C', '#1677ff', '#ffff00']) {
      const shade = brandTextShade(brand);
      expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      // one step lighter would not do: the shade stays as close to the brand as possible
      expect(contrastRatio(shade, '#ffffff')).toBeLessThan(MIN_TEXT_CONTRAST + 0.5);
    }
    expect(brandTextShade('#0b3d91')).toBe('#0b3d91');
  });

  it('only hex colours parse', () => {
    expect(parseHexColour('#abc')).toEqual([170, 187, 204]);
    expect(parseHexColour('green')).toBeNull();
    expect(() => contrastRatio('green', '#fff')).toThrow(/not a hex colour: green/);
  });
});

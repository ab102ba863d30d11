import { describe, expect, it } from 'vitest';
import { contrastTable } from '../../packages/core/src/skin/brand-theme.ts';
import { galleryHtml, shotFile, type GalleryPage } from './page.ts';

const page = (overrides: Partial<GalleryPage> = {}): GalleryPage => ({
  type: 'ln',
  title: '岭南园区',
  tenants: ['ln', 'sa', 'xy'],
  contrast: contrastTable(
    new Map([
      ['--hub-on-primary', '#1a1a1a'],
      ['--adm-color-primary', '#ffb359'],
      ['--hub-primary-text', '#ffb359'],
      ['--adm-color-background', '#ffffff'],
    ]),
  ),
  groups: [
    {
      name: 'goods',
      shots: [
        {
          route: '/goodsSuite/goodsSuiteSelItem',
          title: '选择物品',
          file: shotFile('/goodsSuite/goodsSuiteSelItem'),
          how: '直接打开',
          axe: [],
        },
        {
          route: '/goodsOrder',
          title: '<订单>',
          file: shotFile('/goodsOrder'),
          how: '从列表打开一条演示数据',
          axe: ['color-contrast on .x'],
        },
      ],
    },
  ],
  problems: [],
  builtAt: '2026-11-29 16:00',
  seconds: 181,
  ...overrides,
});

describe('the gallery page (issue 42)', () => {
  it('names a shot by its route and state, the same in every tenant', () => {
    expect(shotFile('/goodsSuite/goodsSuiteSelItem')).toBe('goodsSuite_goodsSuiteSelItem.png');
    expect(shotFile('/message', 'empty')).toBe('message--empty.png');
  });

  it('heads the page with the theme pairs, the failing one marked with its ratio', () => {
    const html = galleryHtml(page());
    const failing = /<tr class="fail">.*?<\/tr>/.exec(html)?.[0] ?? '';
    expect(failing).toContain('--hub-primary-text');
    expect(failing).toContain('低于 4.5:1');
    expect(html.indexOf('主题颜色对比度')).toBeLessThan(html.indexOf('<h2>goods'));
  });

  it('lists each shot with its route, title and axe result, escaped, and offers the other tenants side by side', () => {
    const html = galleryHtml(page());
    expect(html).toContain('<code>/goodsSuite/goodsSuiteSelItem</code>');
    expect(html).toContain('&lt;订单&gt;');
    expect(html).toContain('axe：1 个严重问题');
    expect(html).toContain('<option value="sa">sa</option>');
    expect(html).not.toContain('<option value="ln">');
    // opened from the file system: every image is a path beside the page
    expect(html).toContain('src="shots/goodsOrder.png"');
  });
});

import type { AiSource } from '@campus/contracts';
import type { MenuSectionView } from '@campus/core';
import { describe, expect, it } from 'vitest';
import { sourcePath } from './sources.ts';

const MENU: MenuSectionView[] = [
  { name: '办公服务', keyword: 'office', items: [{ name: '座位预约', keyword: 'seat', module: 'seat', ico: 'seat', kind: 'route' }] },
];

const source = (kind: AiSource['kind'], ref: string, orderType: string | null = null): AiSource => ({
  kind,
  title: 't',
  ref,
  order_type: orderType,
});

describe('where an answer’s source opens (issue 40: the local assistant names what it answered from)', () => {
  it('a menu entry opens as the home menu opens it; one the user’s menu lacks stays words', () => {
    expect(sourcePath(source('menu', 'seat'), MENU, false)).toBe('/seat');
    expect(sourcePath(source('menu', 'bus'), MENU, false)).toBeNull();
  });

  it('a notice opens its detail (the public one for a guest)', () => {
    expect(sourcePath(source('notice', 'n1'), MENU, false)).toBe('/notice/noticeDetail?id=n1');
    expect(sourcePath(source('notice', 'n1'), [], true)).toBe('/noticeDetails?id=n1');
  });

  it('an order opens its approval detail; a guest has neither menu nor orders', () => {
    expect(sourcePath(source('order', 'o1', 'space'), MENU, false)).toMatch(/^\/approvalProcess\/approvalSpaceDetail\?id=o1&type=0$/);
    expect(sourcePath(source('order', 'o1', 'nothing'), MENU, false)).toBeNull();
    expect(sourcePath(source('menu', 'seat'), MENU, true)).toBeNull();
    expect(sourcePath(source('order', 'o1', 'space'), [], true)).toBeNull();
  });
});

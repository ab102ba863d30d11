import { MENU_ICON_KEYS } from '@campus/contracts';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MenuIcon, MenuTile, menuIconKey } from './menu-icon.tsx';

afterEach(cleanup);

const drawing = (ico: string, module?: string): string => {
  const { container, unmount } = render(<MenuIcon ico={ico} module={module} />);
  const svg = container.querySelector('svg');
  const html = svg?.innerHTML ?? '';
  unmount();
  return html;
};

describe('menu icons (issue 34: each service its own icon, one set)', () => {
  it('every icon key the rules may name draws a glyph of its own', () => {
    const drawn = MENU_ICON_KEYS.map((key) => drawing(key));
    for (const [i, html] of drawn.entries()) expect(html, MENU_ICON_KEYS[i]).not.toBe('');
    expect(new Set(drawn).size).toBe(MENU_ICON_KEYS.length);
  });

  it('one style: 24-unit grid, round strokes in the colour of the text, no fill', () => {
    const { container } = render(<MenuIcon ico="water" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg?.getAttribute('stroke')).toBe('currentColor');
    expect(svg?.getAttribute('fill')).toBe('none');
    expect(svg?.getAttribute('stroke-linecap')).toBe('round');
  });

  it('older keys keep their service’s glyph; the personal centre (no key) gets the person; anything else the generic one', () => {
    expect(menuIconKey('pay')).toBe('wallet');
    expect(menuIconKey('privateCar')).toBe('private-car');
    expect(menuIconKey('', 'userInfo')).toBe('user');
    expect(menuIconKey('something-new', 'thing')).toBe('app');
    expect(drawing('something-new')).toBe(drawing('app'));
  });

  it('the home tile shows the glyph, hidden from assistive technology (the entry’s words name it)', () => {
    const { container } = render(<MenuTile ico="canteen" />);
    const tile = container.firstElementChild;
    expect(tile?.getAttribute('aria-hidden')).toBe('true');
    expect(tile?.querySelector('svg')?.getAttribute('data-icon')).toBe('canteen');
  });
});

/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { MENU_ICON_KEYS, type MenuIconKey } from '@campus/contracts';

/**
 * The home menu's icons (the permission rules' `ico`, spec 3): one glyph per service, drawn for this
 * hub in one set (24 px grid, 1.75 px round strokes, no fill) because antd-mobile-icons has no bed,
 * bus, bowl, water or storefront. A glyph takes the colour of its text (currentColor).
 *
 * A glyph is a list of shapes: a string is a path, `c` a circle (cx, cy, r), `r` a rectangle
 * (x, y, width, height, corner radius).
 */
type Shape = string | { c: readonly [number, number, number] } | { r: readonly [number, number, number, number, number] };

const GLYPHS: Record<MenuIconKey, readonly Shape[]> = {
  // 出行
  car: [
    'M5 16.5H3.5v-3.3l2.6-4.3A2 2 0 0 1 7.8 8h7.4a2 2 0 0 1 1.6.8l2.7 3.7 1.5.5a1.2 1.2 0 0 1 .8 1.1v2.4H19',
    'M9 16.5h6',
    'M5.5 12.5h14',
    { c: [7, 16.5, 2] },
    { c: [17, 16.5, 2] },
  ],
  'private-car': [
    'M5.2 10.5l1.4-3.8A2 2 0 0 1 8.5 5.5h7a2 2 0 0 1 1.9 1.2l1.4 3.8',
    { r: [3, 10.5, 18, 7, 1.5] },
    'M6.5 17.5v2 M17.5 17.5v2',
    'M10 14h4',
    { c: [6.8, 14, 1] },
    { c: [17.2, 14, 1] },
  ],
  bus: [
    { r: [5, 3, 14, 15, 2.5] },
    'M5 10.5h14',
    'M9.5 6h5',
    'M8 18v2.5 M16 18v2.5',
    'M3 7.5v3 M21 7.5v3',
    { c: [8.5, 14.2, 0.9] },
    { c: [15.5, 14.2, 0.9] },
  ],
  'plant-bus': [
    'M5 17H4a1 1 0 0 1-1-1V7.5A1.5 1.5 0 0 1 4.5 6h12.6a2 2 0 0 1 1.8 1.1l1.9 3.9c.1.3.2.6.2.9V16a1 1 0 0 1-1 1h-1',
    'M3 11h18',
    'M8.5 6v5 M14 6v5',
    'M9.5 17h5',
    { c: [7.2, 17, 2] },
    { c: [16.8, 17, 2] },
  ],
  driver: [{ c: [12, 12, 9] }, { c: [12, 12, 2.2] }, 'M3 12h6.8 M14.2 12H21', 'M12 14.2V21'],
  // 生活
  dorm: ['M3 5.5v14', 'M3 16h18', 'M21 19.5v-7a2.5 2.5 0 0 0-2.5-2.5H10.5v6', { c: [6.7, 12, 1.9] }],
  'dorm-apply': [
    { r: [4, 3, 11, 18, 1.5] },
    'M15 9h3.5a1.5 1.5 0 0 1 1.5 1.5V21',
    'M2.5 21h19',
    'M7.5 7h1 M10.5 7h1 M7.5 10.5h1 M10.5 10.5h1 M7.5 14h1 M10.5 14h1',
    'M8 21v-3h3v3',
  ],
  utilities: ['M13.5 2.5L5 13.5h6.5l-1 8 8.5-11h-6.5l1-8z'],
  water: [
    'M10 2.5h4 M10.5 2.5V5 M13.5 2.5V5',
    'M8 5h8a2 2 0 0 1 2 2v12a2.5 2.5 0 0 1-2.5 2.5h-7A2.5 2.5 0 0 1 6 19V7a2 2 0 0 1 2-2z',
    'M12 10c1.7 2.1 2.6 3.5 2.6 4.8a2.6 2.6 0 0 1-5.2 0c0-1.3.9-2.7 2.6-4.8z',
  ],
  canteen: ['M6 3v5.5a3 3 0 0 0 6 0V3', 'M9 3v18', 'M18 21V3c-2.2 1.2-3.5 4.5-3.5 9H18'],
  'meal-delivery': ['M2.5 18h19', 'M4.5 18a7.5 7.5 0 0 1 15 0', 'M12 10.5V8.5 M10.5 8.5h3', 'M8 14.5a4 4 0 0 1 2.5-2'],
  mall: [
    'M2.5 3.5h2.3l2.3 11a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.4-1.1l1.7-6.6H5.6',
    { c: [9.5, 19.5, 1.4] },
    { c: [17, 19.5, 1.4] },
  ],
  shop: ['M3 9.5l1.6-5.5h14.8L21 9.5', 'M3 9.5a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0', 'M4.5 12v8.5h15V12', 'M10 20.5v-4.5h4v4.5'],
  coupon: [
    'M3 8a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-2a2 2 0 0 0 0-4V8z',
    'M14.5 6v2 M14.5 11v2 M14.5 16v2',
  ],
  // a delivery scooter with its box: 外卖 as people know it
  takeaway: [
    { r: [3, 4.5, 7, 5.5, 1] },
    'M4 14a3 3 0 0 1 3-3h3.5v6',
    'M10.5 17h4.3l1.9-8.5h2.8',
    { c: [6.5, 17, 2.3] },
    { c: [18, 17, 2.3] },
  ],
  'room-repair': ['M13.6 4.1l6.3 6.3-2.5 2.5-6.3-6.3z', 'M14.2 9.8L4.5 19.5'],
  renovation: [{ r: [3, 3, 14, 5.5, 1.5] }, 'M17 5.8h2.5a1 1 0 0 1 1 1v3.7a1 1 0 0 1-1 1H11v3', { r: [9.5, 14.5, 3, 7, 1] }],
  activity: ['M5 21V3.5', 'M5 4.5c3-2 6 2 9 0s4.3-.8 5.5 0v8.5c-1.2-.8-2.5-2-5.5 0s-6-2-9 0'],
  member: ['M3 8l4.5 4L12 5l4.5 7L21 8l-1.8 10.5H4.8L3 8z', 'M7 15h10'],
  wallet: [
    'M19 8V5.5A1.5 1.5 0 0 0 17.5 4H5.5A2.5 2.5 0 0 0 3 6.5v11A2.5 2.5 0 0 0 5.5 20h12a1.5 1.5 0 0 0 1.5-1.5V16',
    'M3 6.5A2.5 2.5 0 0 0 5.5 9h12A1.5 1.5 0 0 1 19 10.5V12',
    'M21 12v4h-4a2 2 0 0 1 0-4h4z',
  ],
  // 办公
  approval: [{ r: [5, 4, 14, 17, 2] }, { r: [9, 2.5, 6, 3, 1] }, 'M9 13l2 2 4-4'],
  flow: [{ r: [3, 3, 6, 6, 1.5] }, { r: [15, 15, 6, 6, 1.5] }, 'M6 9v4a2 2 0 0 0 2 2h6.5', 'M12.5 12.5L15 15l-2.5 2.5'],
  goods: ['M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3z', 'M4 7.5l8 4.5 8-4.5', 'M12 12v9', 'M8 5.3l8 4.4'],
  asset: [{ r: [4, 4.5, 16, 11, 1.5] }, 'M2 19h20', 'M10 12.5h4'],
  space: ['M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z', { c: [12, 10, 2.5] }],
  seat: [{ r: [7, 3.5, 10, 8, 2] }, { r: [5, 11.5, 14, 3.5, 1.2] }, 'M7 15v6 M17 15v6'],
  visitor: [{ r: [3, 5, 18, 14, 2] }, { c: [9, 10.5, 2] }, 'M5.8 16a3.4 3.4 0 0 1 6.4 0', 'M14.5 10h3.5 M14.5 13.5h3.5'],
  scan: [
    'M3 8V5a2 2 0 0 1 2-2h3 M16 3h3a2 2 0 0 1 2 2v3 M21 16v3a2 2 0 0 1-2 2h-3 M8 21H5a2 2 0 0 1-2-2v-3',
    'M7 12h10',
    'M7.5 8.5h3 M13.5 8.5h3 M7.5 15.5h3 M13.5 15.5h3',
  ],
  inspect: ['M12 3l7 3v5.5c0 4.3-3 7.8-7 9.5-4-1.7-7-5.2-7-9.5V6l7-3z', 'M9 12l2 2 4-4'],
  repair: ['M14.5 3.5a5 5 0 0 0-4.4 6.7L4 16.3A2.3 2.3 0 0 0 7.7 20l6.1-6.1a5 5 0 0 0 6.7-4.4l-3 3-3-1-1-3 3-3a5 5 0 0 0-2-2z'],
  // 其他
  notice: [
    'M3.5 10v4a1 1 0 0 0 1 1H7l7 4.5v-15L7 9H4.5a1 1 0 0 0-1 1z',
    'M7 15l1 5.5h2.5l-.8-4',
    'M17.5 9a4 4 0 0 1 0 6 M20 6.5a7.5 7.5 0 0 1 0 11',
  ],
  message: ['M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15l1.5-2z', 'M10 21a2 2 0 0 0 4 0', 'M12 3v2'],
  survey: ['M10.5 6.5h10 M10.5 12h10 M10.5 17.5h10', 'M3.5 6.5L5 8l2.5-2.5', 'M3.5 12L5 13.5 7.5 11', { r: [4, 16, 3, 3, 0.6] }],
  interact: [
    'M4 4.5h10.5A1.5 1.5 0 0 1 16 6v6a1.5 1.5 0 0 1-1.5 1.5H9l-3.5 3v-3H4A1.5 1.5 0 0 1 2.5 12V6A1.5 1.5 0 0 1 4 4.5z',
    'M16 9h4a1.5 1.5 0 0 1 1.5 1.5v6A1.5 1.5 0 0 1 20 18h-1.5v2.5L15.5 18H11a1.5 1.5 0 0 1-1.5-1.5v-.5',
  ],
  ai: [
    'M10 4l1.7 4.3L16 10l-4.3 1.7L10 16l-1.7-4.3L4 10l4.3-1.7L10 4z',
    'M18 14l.8 2.2 2.2.8-2.2.8L18 20l-.8-2.2-2.2-.8 2.2-.8L18 14z',
    'M18 3v3.5 M16.3 4.8h3.5',
  ],
  // 管理
  'shop-review': [{ c: [9, 8, 3.5] }, 'M3 20a6 6 0 0 1 10.4-4.1', 'M14.5 18l2 2 4-4'],
  stock: [
    { r: [3.5, 12.5, 7.5, 7.5, 1] },
    { r: [13, 12.5, 7.5, 7.5, 1] },
    { r: [8.2, 3.5, 7.5, 7.5, 1] },
    'M6 12.5v2.5 M15.5 12.5v2.5 M11 3.5V6',
  ],
  supplier: [
    'M13.5 16.5v-10a1 1 0 0 0-1-1h-9a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h1',
    'M13.5 9.5h3.6l3.4 3.8v3.2h-1',
    'M9 16.5h6',
    { c: [6.8, 17, 1.9] },
    { c: [17.2, 17, 1.9] },
  ],
  banner: [{ r: [3, 5, 18, 14, 2] }, { c: [8.5, 10, 1.6] }, 'M21 15.5l-5-5-9 8.5'],
  advert: [{ r: [3, 4, 18, 11, 1.5] }, 'M8 15v6 M16 15v6', 'M7 8h6 M7 11h10'],
  user: [{ c: [12, 8, 4] }, 'M4.5 20.5a7.5 7.5 0 0 1 15 0'],
  app: [{ r: [3.5, 3.5, 7, 7, 1.5] }, { r: [13.5, 3.5, 7, 7, 1.5] }, { r: [3.5, 13.5, 7, 7, 1.5] }, { r: [13.5, 13.5, 7, 7, 1.5] }],
};

/** Keys older rules and screens used for the same services. */
const ALIASES: Readonly<Record<string, MenuIconKey>> = { pay: 'wallet', privateCar: 'private-car' };

const isIconKey = (key: string): key is MenuIconKey => (MENU_ICON_KEYS as readonly string[]).includes(key);

/** The glyph of an `ico` key: its own, an alias's, the personal centre's (which carries none), else the generic one. */
export function menuIconKey(ico: string, module?: string): MenuIconKey {
  if (isIconKey(ico)) return ico;
  const alias = ALIASES[ico];
  if (alias) return alias;
  return module === 'userInfo' ? 'user' : 'app';
}

function shapeElement(shape: Shape, index: number) {
  if (typeof shape === 'string') return <path key={index} d={shape} />;
  if ('c' in shape) return <circle key={index} cx={shape.c[0]} cy={shape.c[1]} r={shape.c[2]} />;
  const [x, y, width, height, rx] = shape.r;
  return <rect key={index} x={x} y={y} width={width} height={height} rx={rx} />;
}

/** A service's glyph, in the colour of its text unless `color` says otherwise. */
export function MenuIcon({ ico, module, size = 28, color }: { ico: string; module?: string; size?: number; color?: string }) {
  const key = menuIconKey(ico, module);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color ?? 'currentColor'}
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
      data-icon={key}
    >
      {GLYPHS[key].map(shapeElement)}
    </svg>
  );
}

const tile = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: 12,
  // the brand colour as a pale tint behind the glyph, the glyph in the brand's text shade: the shade
  // reaches 4.5:1 on the page (brand-theme.ts), so it stays legible on a light brand (ln's orange) too
  background: 'var(--hub-page-background)',
  '@supports (background: color-mix(in srgb, red 10%, white))': {
    background: 'color-mix(in srgb, var(--adm-color-primary) 12%, var(--adm-color-background))',
  },
  color: 'var(--hub-primary-text)',
});

/** A home menu entry's icon: its glyph on a tile of the tenant's colour. */
export function MenuTile({ ico, module }: { ico: string; module?: string }) {
  return (
    <span css={tile} aria-hidden>
      <MenuIcon ico={ico} module={module} size={26} />
    </span>
  );
}

// No zod here: the home screen's icons import these keys, and a module of schemas came with them into
// the first screen's chunk (27 KB gzipped of zod on every first visit).

/**
 * The icon keys (`ico`) the hub draws, one glyph per service (packages/ui menu-icon.tsx). A rule may
 * name another key: the menu then shows the generic glyph (`app`).
 */
export const MENU_ICON_KEYS = [
  'car',
  'private-car',
  'bus',
  'plant-bus',
  'driver',
  'dorm',
  'dorm-apply',
  'utilities',
  'water',
  'canteen',
  'meal-delivery',
  'mall',
  'shop',
  'coupon',
  'takeaway',
  'room-repair',
  'renovation',
  'activity',
  'member',
  'wallet',
  'approval',
  'flow',
  'goods',
  'asset',
  'space',
  'seat',
  'visitor',
  'scan',
  'inspect',
  'repair',
  'notice',
  'message',
  'survey',
  'interact',
  'ai',
  'shop-review',
  'stock',
  'supplier',
  'banner',
  'advert',
  'user',
  'app',
] as const;
export type MenuIconKey = (typeof MENU_ICON_KEYS)[number];

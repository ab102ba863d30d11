import { z } from 'zod';

/** One child entry of a permission rule (spec section 3, "Permission rule entry"). */
export const permissionChildSchema = z.object({
  name: z.string(),
  keyword: z.string(),
  ico: z.string(),
  isShow: z.boolean(),
});
export type PermissionChild = z.infer<typeof permissionChildSchema>;

/** A permission rule entry as the rules endpoint returns it. */
export const permissionRuleSchema = z.object({
  name: z.string(),
  keyword: z.string(),
  is_active: z.boolean(),
  child: z.array(permissionChildSchema),
});
export type PermissionRule = z.infer<typeof permissionRuleSchema>;
export const permissionRulesSchema = z.array(permissionRuleSchema);

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

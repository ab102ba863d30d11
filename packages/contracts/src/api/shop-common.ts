import { z } from 'zod';
import { pageQuerySchema } from './messages.ts';
import { PAY_MAX_AMOUNT_FEN } from './pay.ts';

/**
 * Shops and goods (issue 14, the retail part): words and small schemas the shop files share.
 * Every amount is an integer number of fen; only the client shows yuan.
 */

/** A shop sells retail goods, takeaway food, or the property office's repair and renovation materials. */
export const SHOP_KINDS = ['retail', 'takeaway', 'property'] as const;
export type ShopKind = (typeof SHOP_KINDS)[number];
export const SHOP_KIND_LABELS: Record<ShopKind, string> = { retail: '零售商铺', takeaway: '外卖餐饮', property: '物业服务' };

/**
 * Where a goods item is offered: the shop's own page (/shopGoods), takeaway (/takeawayGoods), or the
 * materials a resident buys for a room repair (/room_repair) or a renovation (/room_renovation).
 */
export const GOODS_SCENES = ['shop', 'takeaway', 'repair', 'renovation'] as const;
export type GoodsScene = (typeof GOODS_SCENES)[number];
export const GOODS_SCENE_LABELS: Record<GoodsScene, string> = {
  shop: '商品',
  takeaway: '外卖',
  repair: '房间维修',
  renovation: '房间装修',
};
export { WATER_CATEGORY, WATER_VIEW_PATH } from './shop-water.ts';

/** Scenes whose orders carry the repair details (room, what is to be done). */
export const REPAIR_SCENES: readonly GoodsScene[] = ['repair', 'renovation'];

export const shopMessages = {
  notManager: '仅商户和管理员可以操作',
  notOwner: '只能管理自己的店铺',
  shopClosed: '该店铺已暂停营业',
  badLink: '链接必须是本应用内的页面路径，例如 /shops',
} as const;

export const moneyFenSchema = (label: string, min = 0) =>
  z
    .number({ error: `请输入${label}` })
    .int(`${label}必须是整数（分）`)
    .min(min, min === 0 ? `${label}不能为负数` : `${label}必须大于0`)
    .max(PAY_MAX_AMOUNT_FEN, `${label}不能超过${String(PAY_MAX_AMOUNT_FEN / 100)}元`);

export const textField = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过${String(max)}个字`);
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过${String(max)}个字`)
    .optional();

/** An 11-digit mainland mobile number. */
export const mobileSchema = z
  .string({ error: '请填写手机号' })
  .trim()
  .regex(/^1\d{10}$/, '请输入11位手机号');

/** An in-app hash path a banner or an advert opens (never another origin). */
export function isAppPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') && !/\s/.test(value) && value.length <= 200;
}
export const appLinkSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || isAppPath(v), shopMessages.badLink)
  .optional();

export const shopRefSchema = z.object({ id: z.string(), name: z.string() });
export type ShopRef = z.infer<typeof shopRefSchema>;

/** A query flag `1`/`true` (or `0`/`false`). */
export const queryFlagSchema = z
  .enum(['1', '0', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

export const idQuery = z.string().trim().max(64).optional();
export const shopPageQuerySchema = pageQuerySchema;

/**
 * Typed yuan ('12', '12.3', '12.30') to fen, exactly (no floating point); null when it is not an amount
 * of at most two decimals between 0.01 yuan and the largest payment. (The forms of the merchant screens.)
 */
export function parseYuan(text: string): number | null {
  const m = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return fen >= 1 && fen <= PAY_MAX_AMOUNT_FEN ? fen : null;
}

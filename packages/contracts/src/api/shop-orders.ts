import { z } from 'zod';
import { fileRefSchema } from './file-schemas.ts';
import { pageOf, personRefSchema } from './page.ts';
import { pageQuerySchema } from './messages.ts';
import { couponSchema } from './shop-coupons.ts';
import { GOODS_SCENES, SHOP_KINDS, idQuery, optionalText, shopRefSchema, textField } from './shop-common.ts';

/**
 * Shop orders (issue 14): the cart checked out in one shop. The server prices it (member prices, the
 * best valid coupon unless the buyer chose one or none), takes the stock and the coupon use in one
 * transaction, and the buyer pays through the shared purchase screen (/buy?purpose=shop_order&ref_id=).
 */

/** The payable purpose of a shop order on the pay service. */
export const SHOP_PAY_PURPOSE = 'shop_order';

/** An unpaid order older than this cannot start a payment any more (the buyer orders again). */
export const SHOP_ORDER_PAYABLE_MINUTES = 25;
/** An unpaid order without a payment is cancelled after this (its stock and coupon return). */
export const SHOP_ORDER_EXPIRE_MINUTES = 30;

export const SHOP_ORDER_STATUSES = ['created', 'paid', 'completed', 'cancelled', 'refunded'] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];
export const SHOP_ORDER_STATUS_LABELS: Record<ShopOrderStatus, string> = {
  created: '待支付',
  paid: '待取货',
  completed: '已完成',
  cancelled: '已取消',
  refunded: '已退款',
};

export const MAX_CART_LINES = 30;
export const MAX_LINE_QUANTITY = 99;

export const cartLineSchema = z.object({
  goods_id: z.string({ error: '请选择商品' }).trim().min(1, '请选择商品').max(64),
  quantity: z
    .number({ error: '请填写数量' })
    .int('数量必须是整数')
    .min(1, '数量至少为1')
    .max(MAX_LINE_QUANTITY, `单件商品最多购买${String(MAX_LINE_QUANTITY)}件`),
});
export type CartLine = z.infer<typeof cartLineSchema>;

const items = z
  .array(cartLineSchema, { error: '购物车是空的' })
  .min(1, '购物车是空的')
  .max(MAX_CART_LINES, `一次最多购买${String(MAX_CART_LINES)}种商品`)
  .refine((lines) => new Set(lines.map((l) => l.goods_id)).size === lines.length, '商品重复');

/** coupon_id absent: the best valid coupon; null: none; an id: that coupon (refused when it cannot be used). */
const couponChoice = z.string().trim().max(64).nullable().optional();

export const shopQuoteRequestSchema = z.object({
  shop_id: z.string({ error: '请选择店铺' }).trim().min(1, '请选择店铺').max(64),
  items,
  coupon_id: couponChoice,
});
export type ShopQuoteRequest = z.input<typeof shopQuoteRequestSchema>;

export const repairDetailsSchema = z.object({
  room: textField('房间号', 40),
  description: textField('维修/装修内容', 500),
  /** When the work should happen (free text: 周六上午). */
  expected_time: optionalText('期望时间', 40),
});
export type RepairDetails = z.infer<typeof repairDetailsSchema>;

export const shopCheckoutSchema = shopQuoteRequestSchema.extend({
  scene: z.enum(GOODS_SCENES, { error: '请选择购买场景' }),
  remark: optionalText('备注', 200),
  /** Takeaway: where to deliver (required there). */
  address: optionalText('送达地址', 100),
  /** Room repair and renovation: what the materials are for (required there). */
  repair: repairDetailsSchema.optional(),
  client_key: z
    .string({ error: '请提供 client_key' })
    .trim()
    .min(8, 'client_key 至少8个字符')
    .max(64, 'client_key 不能超过64个字符')
    .regex(/^[A-Za-z0-9_.:-]+$/, 'client_key 只能包含字母、数字和 _.:-'),
});
export type ShopCheckout = z.input<typeof shopCheckoutSchema>;

export const quoteLineSchema = z.object({
  goods_id: z.string(),
  name: z.string(),
  unit: z.string(),
  /** The unit price charged (the member price for members). */
  unit_price_fen: z.number().int(),
  list_price_fen: z.number().int(),
  quantity: z.number().int(),
  amount_fen: z.number().int(),
  stock: z.number().int(),
  picture: fileRefSchema.nullable(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteCouponSchema = z.object({
  coupon: couponSchema,
  discount_fen: z.number().int(),
  usable: z.boolean(),
  reason: z.string().nullable(),
});
export type QuoteCoupon = z.infer<typeof quoteCouponSchema>;

export const shopQuoteSchema = z.object({
  shop: shopRefSchema.extend({ kind: z.enum(SHOP_KINDS) }),
  lines: z.array(quoteLineSchema),
  is_member: z.boolean(),
  /** What member prices saved against list prices. */
  member_saving_fen: z.number().int(),
  subtotal_fen: z.number().int(),
  /** Every coupon of the caller for this shop, the usable first, best first. */
  coupons: z.array(quoteCouponSchema),
  /** The coupon applied (the best usable one unless the request chose). */
  coupon_id: z.string().nullable(),
  discount_fen: z.number().int(),
  total_fen: z.number().int(),
});
export type ShopQuote = z.infer<typeof shopQuoteSchema>;

export const shopOrderLineSchema = z.object({
  goods_id: z.string(),
  name: z.string(),
  unit: z.string(),
  unit_price_fen: z.number().int(),
  quantity: z.number().int(),
  amount_fen: z.number().int(),
  picture: fileRefSchema.nullable(),
});

export const shopOrderSchema = z.object({
  id: z.string(),
  order_no: z.string(),
  shop: shopRefSchema.extend({ kind: z.enum(SHOP_KINDS), phone: z.string(), address: z.string() }),
  scene: z.enum(GOODS_SCENES),
  scene_label: z.string(),
  buyer: personRefSchema,
  status: z.enum(SHOP_ORDER_STATUSES),
  status_label: z.string(),
  lines: z.array(shopOrderLineSchema),
  subtotal_fen: z.number().int(),
  discount_fen: z.number().int(),
  total_fen: z.number().int(),
  coupon: shopRefSchema.nullable(),
  remark: z.string(),
  address: z.string(),
  repair: repairDetailsSchema.extend({ expected_time: z.string().optional() }).nullable(),
  /** Shown to the shop when the buyer collects (the QR code of the confirmation screen). */
  pickup_code: z.string(),
  /** Opens the order without login (/pmcOrder?id=&code=): to the buyer and the shop only, else null. */
  share_code: z.string().nullable(),
  created_time: z.string(),
  paid_time: z.string().nullable(),
  completed_time: z.string().nullable(),
  /** What the caller may do now. */
  can: z.object({ pay: z.boolean(), cancel: z.boolean(), complete: z.boolean(), refund: z.boolean() }),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;
export const shopOrderPageSchema = pageOf(shopOrderSchema);
export type ShopOrderPage = z.infer<typeof shopOrderPageSchema>;

export const shopOrdersQuerySchema = pageQuerySchema.extend({
  /** buyer (default): the caller's orders; shop: orders of the shops the caller manages. */
  as: z.enum(['buyer', 'shop']).default('buyer'),
  status: z.enum(SHOP_ORDER_STATUSES).optional(),
  shop_id: idQuery,
});

export const shopRefundSchema = z.object({ reason: textField('退款原因', 200) });
export type ShopRefund = z.input<typeof shopRefundSchema>;

/** /pmcOrder: the order as the property office sees it from the shared link (no login). */
export const publicShopOrderSchema = z.object({
  id: z.string(),
  order_no: z.string(),
  shop: shopRefSchema.extend({ phone: z.string(), address: z.string() }),
  company_name: z.string(),
  scene: z.enum(GOODS_SCENES),
  scene_label: z.string(),
  /** The buyer's name with all but the first character masked. */
  buyer_name: z.string(),
  status: z.enum(SHOP_ORDER_STATUSES),
  status_label: z.string(),
  lines: z.array(shopOrderLineSchema.omit({ picture: true })),
  total_fen: z.number().int(),
  repair: repairDetailsSchema.extend({ expected_time: z.string().optional() }).nullable(),
  address: z.string(),
  created_time: z.string(),
  paid_time: z.string().nullable(),
});
export type PublicShopOrder = z.infer<typeof publicShopOrderSchema>;
export const publicShopOrderQuerySchema = z.object({ code: z.string().trim().max(64).default('') });

/** 张三 -> 张*，欧阳娜娜 -> 欧***. */
export const maskName = (name: string): string => {
  const chars = [...name];
  return chars.length <= 1 ? name : `${chars[0] ?? ''}${'*'.repeat(chars.length - 1)}`;
};

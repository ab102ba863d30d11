import { z } from 'zod';
import { attachmentIdsSchema, fileRefSchema } from './file-schemas.ts';
import { pageOf, personRefSchema } from './page.ts';
import { pageQuerySchema } from './messages.ts';
import {
  GOODS_SCENES,
  SHOP_KINDS,
  idQuery,
  mobileSchema,
  moneyFenSchema,
  optionalText,
  queryFlagSchema,
  shopRefSchema,
  textField,
} from './shop-common.ts';

/** Shops, their categories and goods, stock and suppliers (issue 14). */

export const shopCategorySchema = z.object({ id: z.string(), name: z.string(), sort: z.number().int() });
export type ShopCategory = z.infer<typeof shopCategorySchema>;

export const shopSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(SHOP_KINDS),
  kind_label: z.string(),
  intro: z.string(),
  phone: z.string(),
  address: z.string(),
  logo: fileRefSchema.nullable(),
  /** The merchant who owns it; null for a shop the company runs itself. */
  owner: personRefSchema.nullable(),
  is_open: z.boolean(),
  /** The caller owns it (a merchant) or is an admin: the management screens offer it. */
  can_manage: z.boolean(),
  categories: z.array(shopCategorySchema),
  goods_count: z.number().int(),
});
export type Shop = z.infer<typeof shopSchema>;

export const shopsQuerySchema = pageQuerySchema.extend({
  kind: z.enum(SHOP_KINDS).optional(),
  search: z.string().trim().max(50).optional(),
});
export const shopPageSchema = pageOf(shopSchema);
export type ShopPage = z.infer<typeof shopPageSchema>;

/** GET shop/manage/: what the caller may manage (admin: every shop of the company; merchant: his own). */
export const shopManageSchema = z.object({
  is_admin: z.boolean(),
  is_merchant: z.boolean(),
  shops: z.array(shopSchema),
});
export type ShopManage = z.infer<typeof shopManageSchema>;

export const shopUpdateSchema = z.object({
  intro: optionalText('简介', 500),
  phone: z.string().trim().max(20, '电话不能超过20个字符').optional(),
  address: optionalText('地址', 100),
  is_open: z.boolean().optional(),
});
export type ShopUpdate = z.input<typeof shopUpdateSchema>;

export const categoryCreateSchema = z.object({
  name: textField('分类名称', 20),
  sort: z.number().int().min(0).max(999).default(0),
});
export type CategoryCreate = z.input<typeof categoryCreateSchema>;

export const goodsSchema = z.object({
  id: z.string(),
  shop: shopRefSchema.extend({ kind: z.enum(SHOP_KINDS) }),
  category: shopRefSchema.nullable(),
  name: z.string(),
  scene: z.enum(GOODS_SCENES),
  scene_label: z.string(),
  price_fen: z.number().int(),
  /** The members' price (memberCreate), or null. */
  member_price_fen: z.number().int().nullable(),
  unit: z.string(),
  stock: z.number().int(),
  sold_count: z.number().int(),
  description: z.string(),
  pictures: z.array(fileRefSchema),
  on_sale: z.boolean(),
  /** Stock at or below this shows as low on the stock screen. */
  low_stock: z.boolean(),
});
export type Goods = z.infer<typeof goodsSchema>;

export const goodsQuerySchema = pageQuerySchema.extend({
  shop_id: idQuery,
  scene: z.enum(GOODS_SCENES).optional(),
  category_id: idQuery,
  /** Goods filed under a category of this name in any shop (订水: WATER_CATEGORY). */
  category_name: z.string().trim().max(20).optional(),
  search: z.string().trim().max(50).optional(),
  /** The management view: every goods item of the shops the caller manages, on sale or not. */
  manage: queryFlagSchema,
  /** With manage: only items at or below the low-stock line. */
  low: queryFlagSchema,
});
export const goodsPageSchema = pageOf(goodsSchema);
export type GoodsPage = z.infer<typeof goodsPageSchema>;

/** Stock at or below this is low (the stock screen marks it). */
export const LOW_STOCK = 5;

const goodsFields = {
  category_id: z.string().trim().max(64).nullable().optional(),
  name: textField('商品名称', 40),
  scene: z.enum(GOODS_SCENES, { error: '请选择销售场景' }),
  price_fen: moneyFenSchema('价格', 1),
  member_price_fen: moneyFenSchema('会员价', 1).nullable().optional(),
  unit: textField('单位', 8),
  description: optionalText('描述', 1000),
  pictures: attachmentIdsSchema.default([]),
};

export const goodsCreateSchema = z
  .object({
    shop_id: z.string({ error: '请选择店铺' }).trim().min(1, '请选择店铺').max(64),
    ...goodsFields,
    stock: z
      .number({ error: '请填写库存' })
      .int('库存必须是整数')
      .min(0, '库存不能为负数')
      .max(1_000_000, '库存不能超过1000000')
      .default(0),
  })
  .refine((g) => g.member_price_fen == null || g.member_price_fen <= g.price_fen, {
    message: '会员价不能高于价格',
    path: ['member_price_fen'],
  });
export type GoodsCreate = z.input<typeof goodsCreateSchema>;

export const goodsUpdateSchema = z.object({
  category_id: goodsFields.category_id,
  name: goodsFields.name.optional(),
  price_fen: goodsFields.price_fen.optional(),
  member_price_fen: goodsFields.member_price_fen,
  unit: goodsFields.unit.optional(),
  description: goodsFields.description,
  pictures: attachmentIdsSchema.optional(),
  on_sale: z.boolean().optional(),
});
export type GoodsUpdate = z.input<typeof goodsUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Stock.

/** in/out/check by a merchant; sale and release by orders (a sale, a cancelled or refunded order). */
export const STOCK_MOVE_KINDS = ['in', 'out', 'check', 'sale', 'release'] as const;
export type StockMoveKind = (typeof STOCK_MOVE_KINDS)[number];
export const STOCK_MOVE_LABELS: Record<StockMoveKind, string> = { in: '入库', out: '出库', check: '盘点', sale: '售出', release: '退回' };

export const stockMoveCreateSchema = z
  .object({
    kind: z.enum(['in', 'out', 'check'], { error: '请选择入库、出库或盘点' }),
    /** in/out: how many; check: the counted stock. */
    quantity: z.number({ error: '请填写数量' }).int('数量必须是整数').min(0, '数量不能为负数').max(1_000_000, '数量不能超过1000000'),
    supplier_id: z.string().trim().max(64).nullable().optional(),
    remark: optionalText('备注', 200),
  })
  .refine((m) => m.kind === 'check' || m.quantity > 0, { message: '数量必须大于0', path: ['quantity'] });
export type StockMoveCreate = z.input<typeof stockMoveCreateSchema>;

export const stockMoveSchema = z.object({
  id: z.string(),
  goods: shopRefSchema,
  kind: z.enum(STOCK_MOVE_KINDS),
  kind_label: z.string(),
  /** Signed: + into stock, - out of it. */
  delta: z.number().int(),
  balance_after: z.number().int(),
  supplier: shopRefSchema.nullable(),
  actor: personRefSchema.nullable(),
  order_id: z.string().nullable(),
  remark: z.string(),
  created_time: z.string(),
});
export type StockMove = z.infer<typeof stockMoveSchema>;
export const stockMovePageSchema = pageOf(stockMoveSchema);
export type StockMovePage = z.infer<typeof stockMovePageSchema>;

// ---------------------------------------------------------------------------------------------
// Suppliers.

export const supplierSchema = z.object({
  id: z.string(),
  shop: shopRefSchema.nullable(),
  name: z.string(),
  contact: z.string(),
  phone: z.string(),
  address: z.string(),
  remark: z.string(),
  created_time: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;
export const supplierPageSchema = pageOf(supplierSchema);
export type SupplierPage = z.infer<typeof supplierPageSchema>;
export const suppliersQuerySchema = pageQuerySchema.extend({ shop_id: idQuery });

export const supplierCreateSchema = z.object({
  /** The merchant's shop; null (admins only): a supplier of the whole company. */
  shop_id: z.string().trim().max(64).nullable().optional(),
  name: textField('供应商名称', 40),
  contact: optionalText('联系人', 20),
  phone: z.string().trim().max(20, '电话不能超过20个字符').optional(),
  address: optionalText('地址', 100),
  remark: optionalText('备注', 200),
});
export type SupplierCreate = z.input<typeof supplierCreateSchema>;
export const supplierUpdateSchema = supplierCreateSchema.omit({ shop_id: true }).partial();
export type SupplierUpdate = z.input<typeof supplierUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Becoming a merchant: the application (an order on the one workflow, approved by the admin).

/** The order type of a shop application on the order engine. */
export const SHOP_APPLY_ORDER_TYPE = 'shop_apply';

export const shopApplyCreateSchema = z.object({
  name: textField('店铺名称', 30),
  kind: z.enum(SHOP_KINDS, { error: '请选择店铺类型' }),
  intro: textField('店铺简介', 500),
  contact_phone: mobileSchema,
  address: textField('经营地址', 100),
  /** Business licence and permits (pictures or PDFs). */
  attachments: attachmentIdsSchema.min(1, '请上传营业执照等证照'),
});
export type ShopApplyCreate = z.input<typeof shopApplyCreateSchema>;

export const shopApplicationSchema = z.object({
  /** The workflow order's id (approve and reject with the orders endpoints). */
  id: z.string(),
  name: z.string(),
  kind: z.enum(SHOP_KINDS),
  kind_label: z.string(),
  intro: z.string(),
  contact_phone: z.string(),
  address: z.string(),
  attachments: z.array(fileRefSchema),
  status: z.number().int(),
  status_label: z.string(),
  applicant: personRefSchema,
  reject_reason: z.string().nullable(),
  created_time: z.string(),
  approve_time: z.string().nullable(),
  /** The shop opened on approval, or null. */
  shop_id: z.string().nullable(),
  /** The caller is the pending approver. */
  can_approve: z.boolean(),
});
export type ShopApplication = z.infer<typeof shopApplicationSchema>;
export const shopApplicationPageSchema = pageOf(shopApplicationSchema);
export type ShopApplicationPage = z.infer<typeof shopApplicationPageSchema>;
export const shopApplicationsQuerySchema = pageQuerySchema.extend({
  /** mine (default): the caller's applications; todo: waiting for the caller; all: every one (admin). */
  scope: z.enum(['mine', 'todo', 'all']).default('mine'),
});

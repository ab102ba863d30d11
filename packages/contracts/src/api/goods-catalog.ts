import { z } from 'zod';
import { defineEndpoint, type EndpointSpec } from './endpoint.ts';
import { idParamsSchema, pageOf } from './page.ts';
import { pageQuerySchema } from './messages.ts';
import { GOODS_PERIODS, goodsKindSchema, goodsRefSchema, goodsMoveKindSchema } from './goods-common.ts';

/**
 * Goods and assets (issue 36), the catalogue: warehouses, goods types, goods with what is left per
 * warehouse and the caller's quota, search by name or scanned barcode, projects, pick types, kits,
 * and the caller's role (store keeper or not). The home of /materialReceive, materialSearch,
 * consumeSelGoods and goodsSuiteSelItem read these.
 */

/** A quota as it applies to the caller: `remaining` null when the period is 0 (不限). */
export const goodsQuotaSchema = z.object({
  id: z.string(),
  /** Spec 3 period code. */
  period: z.literal(GOODS_PERIODS),
  period_label: z.string(),
  /** 'personal' (按人) or anything else (按部门). */
  target: z.string(),
  target_label: z.string(),
  /** The most one person (or department) may take in one period. */
  limit: z.number().int(),
  /** Taken and in flight this period by the caller (or the caller's department): orders in approval, to collect or collected. */
  used: z.number().int(),
  remaining: z.number().int().nullable(),
  /** 每人每月限领10 ... */
  text: z.string(),
});
export type GoodsQuota = z.infer<typeof goodsQuotaSchema>;

export const goodsStockSchema = z.object({ warehouse: goodsRefSchema, quantity: z.number().int() });

/** A goods row with what is left. */
export const goodsItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: goodsRefSchema,
  kind: goodsKindSchema,
  kind_label: z.string(),
  unit: z.string(),
  spec: z.string().nullable(),
  barcode: z.string().nullable(),
  /** A file id (platform files) or null. */
  photo: z.string().nullable(),
  photo_url: z.string().nullable(),
  value_fen: z.number().int(),
  /** Per warehouse; for an asset model: its free items per warehouse. */
  stock: z.array(goodsStockSchema),
  stock_total: z.number().int(),
  /** The quota of the goods (or of its type) for the caller; null when none applies. */
  quota: goodsQuotaSchema.nullable(),
});
export type GoodsItem = z.infer<typeof goodsItemSchema>;
export const goodsItemPageSchema = pageOf(goodsItemSchema);
export type GoodsItemPage = z.infer<typeof goodsItemPageSchema>;

export const goodsTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: goodsKindSchema,
  kind_label: z.string(),
  goods_count: z.number().int(),
});
export type GoodsType = z.infer<typeof goodsTypeSchema>;

export const goodsItemsQuerySchema = pageQuerySchema.extend({
  type_id: z.string().trim().max(64).optional(),
  kind: goodsKindSchema.optional(),
  /**
   * A name (any part) or a scanned result: spec 9, a result starting with 'CODE_128,' is a barcode
   * (the prefix removed, exact match); digits only also match a barcode exactly.
   */
  q: z.string().trim().max(100, '搜索内容过长').optional(),
});

export const goodsWarehouseSchema = z.object({
  id: z.string(),
  name: z.string(),
  place: z.string(),
  keepers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type GoodsWarehouse = z.infer<typeof goodsWarehouseSchema>;

export const goodsKitSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  items: z.array(z.object({ goods: goodsRefSchema, unit: z.string(), quantity: z.number().int(), value_fen: z.number().int() })),
  /** One kit's value: the sum of its items' quantity × value. */
  value_fen: z.number().int(),
});
export type GoodsKit = z.infer<typeof goodsKitSchema>;

/** The caller as the goods screens need: store keeper of which warehouses, department. */
export const goodsMeSchema = z.object({
  is_keeper: z.boolean(),
  warehouses: z.array(goodsRefSchema),
  department: goodsRefSchema.nullable(),
});
export type GoodsMe = z.infer<typeof goodsMeSchema>;

/** One row of the stock ledger (store keepers). */
export const goodsMoveSchema = z.object({
  id: z.string(),
  warehouse: goodsRefSchema,
  goods: goodsRefSchema,
  kind: goodsMoveKindSchema,
  kind_label: z.string(),
  /** Signed: out is negative. */
  delta: z.number().int(),
  /** The warehouse's stock of the goods after this movement. */
  balance: z.number().int(),
  order_id: z.string().nullable(),
  actor: z.object({ id: z.string(), name: z.string() }),
  remark: z.string().nullable(),
  created_time: z.string(),
});
export type GoodsMove = z.infer<typeof goodsMoveSchema>;
export const goodsMovePageSchema = pageOf(goodsMoveSchema);
export const goodsMovesQuerySchema = pageQuerySchema.extend({
  goods_id: z.string().trim().max(64).optional(),
  warehouse_id: z.string().trim().max(64).optional(),
});
export const goodsStockInSchema = z.object({
  warehouse_id: z.string({ error: '请选择仓库' }).trim().min(1, '请选择仓库').max(64),
  goods_id: z.string({ error: '请选择物资' }).trim().min(1, '请选择物资').max(64),
  quantity: z.number({ error: '请填写数量' }).int('数量须为整数').min(1, '数量至少为1').max(100_000, '数量过大'),
  remark: z.string().trim().max(200, '不能超过200个字').optional(),
});
export type GoodsStockIn = z.input<typeof goodsStockInSchema>;

const ep = <const T extends Omit<EndpointSpec, 'tags' | 'auth'>>(def: T) =>
  defineEndpoint({ ...def, tags: ['goods'] as const, auth: 'required' as const });

/** The catalogue (OpenAPI tag `goods`). */
export const goodsCatalogEndpoints = {
  me: ep({
    method: 'GET',
    path: '/goods/me/',
    operationId: 'goods.me',
    summary: '我的物资角色',
    description: 'Whether the caller is a store keeper (and of which warehouses) and their department.',
    response: { 200: goodsMeSchema },
  }),
  warehouses: ep({
    method: 'GET',
    path: '/goods/warehouses/',
    operationId: 'goods.warehouses',
    summary: '仓库',
    description: "The company's warehouses with their store keepers.",
    response: { 200: z.array(goodsWarehouseSchema) },
  }),
  types: ep({
    method: 'GET',
    path: '/goods/types/',
    operationId: 'goods.types',
    summary: '物资类别',
    description: "The company's goods types in display order, with how many goods each has.",
    response: { 200: z.array(goodsTypeSchema) },
  }),
  items: ep({
    method: 'GET',
    path: '/goods/items/',
    operationId: 'goods.items',
    summary: '物资列表与搜索',
    description:
      "Goods by type (or kind) in display order with stock per warehouse and the caller's quota; `q` finds by any part of the name, or by barcode when it is a scanned 'CODE_128,...' result or digits.",
    query: goodsItemsQuerySchema,
    response: { 200: goodsItemPageSchema },
  }),
  item: ep({
    method: 'GET',
    path: '/goods/items/:id/',
    operationId: 'goods.item',
    summary: '物资详情',
    description: "One goods row with stock per warehouse and the caller's quota.",
    params: idParamsSchema,
    response: { 200: goodsItemSchema },
  }),
  projects: ep({
    method: 'GET',
    path: '/goods/projects/',
    operationId: 'goods.projects',
    summary: '项目',
    description: "The company's projects a collection is booked to.",
    response: { 200: z.array(goodsRefSchema) },
  }),
  pickTypes: ep({
    method: 'GET',
    path: '/goods/pick_types/',
    operationId: 'goods.pickTypes',
    summary: '领用类型',
    description: "The company's pick types (why goods are taken: 日常办公, 新员工入职 ...).",
    response: { 200: z.array(goodsRefSchema) },
  }),
  kits: ep({
    method: 'GET',
    path: '/goods/kits/',
    operationId: 'goods.kits',
    summary: '套件',
    description: "The company's kits (套件) with their items and value.",
    response: { 200: z.array(goodsKitSchema) },
  }),
  moves: ep({
    method: 'GET',
    path: '/goods/stock/moves/',
    operationId: 'goods.stockMoves',
    summary: '库存流水',
    description: 'The stock ledger, newest first (store keepers and admins): every change of a stock is one row, tied to its order.',
    query: goodsMovesQuerySchema,
    response: { 200: goodsMovePageSchema },
  }),
  stockIn: ep({
    method: 'POST',
    path: '/goods/stock/in/',
    operationId: 'goods.stockIn',
    summary: '入库',
    description: 'A store keeper (or admin) adds stock of a material or consumable to a warehouse; one ledger row.',
    body: goodsStockInSchema,
    response: { 201: goodsMoveSchema },
  }),
} as const;

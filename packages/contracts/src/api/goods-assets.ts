import { z } from 'zod';
import { defineEndpoint, type EndpointSpec } from './endpoint.ts';
import { idParamsSchema, pageOf, personRefSchema } from './page.ts';
import { pageQuerySchema } from './messages.ts';
import { assetStatusSchema, goodsClientKeySchema, goodsIdSchema, goodsOptionalText, goodsRefSchema, goodsText } from './goods-common.ts';
import { goodsOrderInfoSchema } from './goods-orders.ts';

/**
 * Goods and assets (issue 36), assets: one row per item (tag as QR or Code-128, serial, model,
 * status, holder, place) with its history. /assetReceive (资产领用) shows what the caller holds and
 * has borrowed, opens an asset by its scanned tag and requests one for long-term use (a `goods`
 * order of the asset model: the store keeper's scan hands over a free item).
 */

export const assetSummarySchema = z.object({
  id: z.string(),
  tag: z.string(),
  serial: z.string().nullable(),
  /** The asset model (a goods row of kind asset). */
  model: goodsRefSchema,
  status: assetStatusSchema,
  status_label: z.string(),
  holder: personRefSchema.nullable(),
  place: z.string().nullable(),
  warehouse: goodsRefSchema,
  value_fen: z.number().int(),
  /** Borrowed: the borrow order and its end date ('YYYY-MM-DD'); overdue once past it. */
  borrow_order_id: z.string().nullable(),
  due_date: z.string().nullable(),
  overdue: z.boolean(),
});
export type AssetSummary = z.infer<typeof assetSummarySchema>;
export const assetPageSchema = pageOf(assetSummarySchema);
export type AssetPage = z.infer<typeof assetPageSchema>;

export const assetEventSchema = z.object({
  id: z.string(),
  /** collect, return, borrow, borrow_return, transfer, stock_in ... */
  action: z.string(),
  action_label: z.string(),
  from: personRefSchema.nullable(),
  to: personRefSchema.nullable(),
  order_id: z.string().nullable(),
  actor: personRefSchema,
  created_time: z.string(),
});
export const assetDetailSchema = assetSummarySchema.extend({
  history: z.array(assetEventSchema),
  /** The caller may give it back (its holder, or a store keeper of the company). */
  can_return: z.boolean(),
});
export type AssetDetail = z.infer<typeof assetDetailSchema>;

export const assetMineSchema = z.object({
  /** Held for long-term use. */
  held: z.array(assetSummarySchema),
  /** Borrowed, with due dates. */
  borrowed: z.array(assetSummarySchema),
});
export type AssetMine = z.infer<typeof assetMineSchema>;

export const assetsQuerySchema = pageQuerySchema.extend({
  /** free: what pBorrowSelGoods offers. */
  status: assetStatusSchema.optional(),
  /** pTransSelect: the assets one staff holds. */
  holder_id: z.string().trim().max(64).optional(),
  model_id: z.string().trim().max(64).optional(),
  /** Part of a tag, serial or model name. */
  q: z.string().trim().max(100, '搜索内容过长').optional(),
});
/** A scanned tag (a QR result, or 'CODE_128,<tag>' per spec 9) or a typed one. */
export const assetTagQuerySchema = z.object({ tag: z.string({ error: '请扫描资产标签' }).trim().min(1, '请扫描资产标签').max(200) });

/** Request an item of an asset model for long-term use. */
export const assetRequestSchema = z.object({
  model_id: goodsIdSchema('请选择资产型号'),
  warehouse_id: z.string().trim().max(64).optional(),
  project_id: goodsIdSchema('请选择项目'),
  pick_type_id: goodsIdSchema('请选择领用类型'),
  reason: goodsText('请填写领用原因', 200),
  client_key: goodsClientKeySchema,
});
export type AssetRequest = z.input<typeof assetRequestSchema>;
export const assetReturnSchema = z.object({ remark: goodsOptionalText(200) }).prefault({});

const ep = <const T extends Omit<EndpointSpec, 'tags' | 'auth'>>(def: T) =>
  defineEndpoint({ ...def, tags: ['goods'] as const, auth: 'required' as const });

/** Asset items (OpenAPI tag `goods`). */
export const goodsAssetEndpoints = {
  mine: ep({
    method: 'GET',
    path: '/goods/assets/mine/',
    operationId: 'goods.assetsMine',
    summary: '我的资产',
    description: 'What the caller holds for long-term use and has borrowed (with due dates and whether overdue).',
    response: { 200: assetMineSchema },
  }),
  list: ep({
    method: 'GET',
    path: '/goods/assets/',
    operationId: 'goods.assets',
    summary: '资产列表',
    description: "The company's asset items by tag: free ones (pBorrowSelGoods), one holder's (pTransSelect), or a search.",
    query: assetsQuerySchema,
    response: { 200: assetPageSchema },
  }),
  byTag: ep({
    method: 'GET',
    path: '/goods/assets/by_tag/',
    operationId: 'goods.assetByTag',
    summary: '扫码查看资产',
    description: "Opens an asset by its scanned tag (404 for an unknown tag or another company's).",
    query: assetTagQuerySchema,
    response: { 200: assetDetailSchema },
  }),
  get: ep({
    method: 'GET',
    path: '/goods/assets/:id/',
    operationId: 'goods.asset',
    summary: '资产详情',
    description: 'One asset item with its history.',
    params: idParamsSchema,
    response: { 200: assetDetailSchema },
  }),
  request: ep({
    method: 'POST',
    path: '/goods/assets/requests/',
    operationId: 'goods.assetRequest',
    summary: '申请领用资产',
    description:
      'A `goods` order for one item of an asset model (long-term use); collected by the slip like any goods order. The same client_key answers the order it made (200).',
    body: assetRequestSchema,
    response: { 200: goodsOrderInfoSchema, 201: goodsOrderInfoSchema },
  }),
  giveBack: ep({
    method: 'POST',
    path: '/goods/assets/:id/return/',
    operationId: 'goods.assetReturn',
    summary: '归还资产',
    description:
      'A held (long-term) asset goes back to its warehouse, free: only its holder or a store keeper of the company (403 otherwise). A borrowed one is returned through its borrow order.',
    params: idParamsSchema,
    body: assetReturnSchema,
    response: { 200: assetDetailSchema },
  }),
} as const;

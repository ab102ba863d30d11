import { z } from 'zod';
import { defineEndpoint, type EndpointSpec } from './endpoint.ts';
import { idParamsSchema, pageOf, personRefSchema } from './page.ts';
import { pageQuerySchema } from './messages.ts';
import { queryIntSchema } from './input-limits.ts';
import { orderDetailSchema, orderSummarySchema } from './orders.ts';
import {
  goodsClientKeySchema,
  goodsIdSchema,
  goodsKindSchema,
  goodsOptionalText,
  goodsQuantitySchema,
  goodsRefSchema,
  goodsText,
} from './goods-common.ts';

/**
 * Goods and assets (issue 36), collecting: the `goods` order (物资领用: /materialReceive,
 * applyReceive, goodsOrderForm), the `consume` order (耗材领用: /consumeReceive, consumeOrderDetail,
 * consumeOrderReturn) and the `goodsSuite` order (套件领用: /goodsSuite). Approval, rejection and
 * cancelling go through the workflow's own endpoints (orderEndpoints.approve / reject / cancel);
 * collecting is the store keeper's scan of the slip's QR code (确认领取, 8 -> 20).
 */

export const goodsLineInputSchema = z.object({
  goods_id: goodsIdSchema('请选择物资'),
  quantity: goodsQuantitySchema,
});

/** applyReceive / consumeSelGoods: one order of goods (物料 or, for an asset model, one item each) or of consumables. */
export const goodsApplySchema = z.object({
  /** goods: materials and asset models; consume: consumables only. */
  order_type: z.enum(['goods', 'consume'], { error: '请选择领用类型' }),
  lines: z
    .array(goodsLineInputSchema, { error: '请选择物资' })
    .min(1, '请选择物资')
    .max(50, '一次最多领用50种物资')
    .refine((lines) => new Set(lines.map((l) => l.goods_id)).size === lines.length, '同一物资请合并为一行'),
  /** Where it is collected; default the company's first warehouse. */
  warehouse_id: z.string().trim().max(64).optional(),
  project_id: goodsIdSchema('请选择项目'),
  pick_type_id: goodsIdSchema('请选择领用类型'),
  reason: goodsText('请填写领用原因', 200),
  client_key: goodsClientKeySchema,
});
export type GoodsApply = z.input<typeof goodsApplySchema>;

/** goodsSuiteSelItem: kits for one or more staff (a new starter's desk set ...). */
export const goodsSuiteApplySchema = z.object({
  kit_id: goodsIdSchema('请选择套件'),
  staff_ids: z
    .array(z.string().trim().min(1).max(64), { error: '请选择领用人员' })
    .min(1, '请选择领用人员')
    .max(50, '一次最多为50人申请')
    .refine((ids) => new Set(ids).size === ids.length, '人员不能重复'),
  warehouse_id: z.string().trim().max(64).optional(),
  project_id: goodsIdSchema('请选择项目'),
  reason: goodsText('请填写申请原因', 200),
  client_key: goodsClientKeySchema,
});
export type GoodsSuiteApply = z.input<typeof goodsSuiteApplySchema>;

export const goodsOrderLineSchema = z.object({
  id: z.string(),
  goods: goodsRefSchema,
  kind: goodsKindSchema,
  unit: z.string(),
  barcode: z.string().nullable(),
  quantity: z.number().int(),
  /** Consumables given back so far (never more than quantity). */
  returned: z.number().int(),
  unit_value_fen: z.number().int(),
  /** quantity × unit_value_fen. */
  amount_fen: z.number().int(),
  /** What the order's warehouse has left now. */
  stock_left: z.number().int(),
  /** The asset items handed over for an asset-model line (tags), once collected. */
  assets: z.array(z.object({ id: z.string(), tag: z.string() })),
});
export type GoodsOrderLine = z.infer<typeof goodsOrderLineSchema>;

/** goodsOrderForm: the slip's QR (spec 9: 256×256, level H) shown to the applicant while 8 待领取. */
export const goodsSlipSchema = z.object({
  code: z.string(),
  /** What the QR code encodes (GOODS_SLIP_QR_PREFIX + code). */
  qr_content: z.string(),
  qr_size: z.number().int(),
  qr_level: z.literal('H'),
});
export type GoodsSlip = z.infer<typeof goodsSlipSchema>;

/** Everything an order screen (and its approval detail) shows beside the workflow's own detail. */
export const goodsOrderInfoSchema = z.object({
  order: orderDetailSchema,
  order_type: z.enum(['goods', 'consume', 'goodsSuite']),
  warehouse: goodsRefSchema,
  project: goodsRefSchema.nullable(),
  pick_type: goodsRefSchema.nullable(),
  reason: z.string(),
  department: goodsRefSchema.nullable(),
  lines: z.array(goodsOrderLineSchema),
  /** goodsSuite: the kit and the staff it is for (lines are the kit × staff count). */
  suite: z.object({ kit: goodsRefSchema, staff: z.array(personRefSchema) }).nullable(),
  total_fen: z.number().int(),
  /** Only to the applicant (and store keepers) while 8 待领取. */
  slip: goodsSlipSchema.nullable(),
  collected_by: personRefSchema.nullable(),
  collected_time: z.string().nullable(),
  can_cancel: z.boolean(),
  can_collect: z.boolean(),
  can_return: z.boolean(),
});
export type GoodsOrderInfo = z.infer<typeof goodsOrderInfoSchema>;

/** A list row: the workflow's summary and the lines in brief. */
export const goodsOrderRowSchema = orderSummarySchema.extend({
  warehouse: goodsRefSchema,
  lines_text: z.string(),
  total_fen: z.number().int(),
});
export type GoodsOrderRow = z.infer<typeof goodsOrderRowSchema>;
export const goodsOrderPageSchema = pageOf(goodsOrderRowSchema);
export type GoodsOrderPage = z.infer<typeof goodsOrderPageSchema>;
export const goodsOrdersQuerySchema = pageQuerySchema.extend({
  order_type: z.enum(['goods', 'consume', 'goodsSuite']).default('goods'),
  /** mine: the caller's; keeper: the company's orders of the type (store keepers and admins). */
  scope: z.enum(['mine', 'keeper']).default('mine'),
  status: queryIntSchema.optional(),
});

/** The store keeper's scan: the raw scan result (with GOODS_SLIP_QR_PREFIX) or the code as typed. */
export const goodsSlipQuerySchema = z.object({
  code: z.string({ error: '请扫描领用单二维码' }).trim().min(1, '请扫描领用单二维码').max(200),
});
export const goodsCollectSchema = z.object({
  code: z.string({ error: '请扫描领用单二维码' }).trim().min(1, '请扫描领用单二维码').max(200),
  remark: goodsOptionalText(200),
});
export type GoodsCollect = z.input<typeof goodsCollectSchema>;

/** consumeOrderReturn: part of what was taken back to the warehouse. */
export const consumeReturnSchema = z.object({
  lines: z
    .array(z.object({ line_id: goodsIdSchema('请选择归还的耗材'), quantity: goodsQuantitySchema }), { error: '请选择归还的耗材' })
    .min(1, '请选择归还的耗材')
    .max(50),
  remark: goodsOptionalText(200),
});
export type ConsumeReturn = z.input<typeof consumeReturnSchema>;

/** One department's collections of a month (admins): the sum of its collected lines, integer fen. */
export const goodsDepartmentMonthSchema = z.object({
  department: goodsRefSchema.nullable(),
  orders: z.number().int(),
  lines: z.number().int(),
  total_fen: z.number().int(),
});
export const goodsDepartmentsQuerySchema = z.object({
  month: z.string({ error: '请选择月份' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, '请选择月份（YYYY-MM）'),
});

const ep = <const T extends Omit<EndpointSpec, 'tags' | 'auth'>>(def: T) =>
  defineEndpoint({ ...def, tags: ['goods'] as const, auth: 'required' as const });

/** Collecting goods, consumables and kits (OpenAPI tag `goods`). */
export const goodsOrderEndpoints = {
  apply: ep({
    method: 'POST',
    path: '/goods/orders/',
    operationId: 'goods.apply',
    summary: '物资/耗材领用申请',
    description:
      'A `goods` or `consume` order: checked against stock and the quotas (in one transaction, periods in Asia/Shanghai), then on the workflow. The same client_key from the same person answers the order it made (200) instead of a second one (201).',
    body: goodsApplySchema,
    response: { 200: goodsOrderInfoSchema, 201: goodsOrderInfoSchema },
  }),
  applySuite: ep({
    method: 'POST',
    path: '/goods/suites/',
    operationId: 'goods.applySuite',
    summary: '套件领用申请',
    description:
      'A `goodsSuite` order: a kit for each of the chosen staff of the company. The same client_key answers the order it made (200).',
    body: goodsSuiteApplySchema,
    response: { 200: goodsOrderInfoSchema, 201: goodsOrderInfoSchema },
  }),
  list: ep({
    method: 'GET',
    path: '/goods/orders/',
    operationId: 'goods.orders',
    summary: '我的领用 / 待发放',
    description:
      "The caller's orders of one type (scope mine), or the company's for store keepers and admins (scope keeper), newest first.",
    query: goodsOrdersQuerySchema,
    response: { 200: goodsOrderPageSchema },
  }),
  get: ep({
    method: 'GET',
    path: '/goods/orders/:id/',
    operationId: 'goods.order',
    summary: '领用单详情',
    description:
      'The order with its lines, stock left, total in fen and, to its applicant while 8 待领取, the slip QR code; for the applicant, its approvers, store keepers and admins.',
    params: idParamsSchema,
    response: { 200: goodsOrderInfoSchema },
  }),
  slip: ep({
    method: 'GET',
    path: '/goods/slip/',
    operationId: 'goods.slip',
    summary: '扫码查看领用单',
    description: "A store keeper's view of a scanned slip before 确认领取 (404 for an unknown code or another company's).",
    query: goodsSlipQuerySchema,
    response: { 200: goodsOrderInfoSchema },
  }),
  collect: ep({
    method: 'POST',
    path: '/goods/slip/collect/',
    operationId: 'goods.collect',
    summary: '确认领取',
    description:
      'The store keeper scans the slip: the order moves 8 -> 20 and the stock leaves its warehouse through the ledger (409 库存不足 when it is gone; of concurrent scans exactly one wins). Asset-model lines are given free items of the model.',
    body: goodsCollectSchema,
    response: { 200: goodsOrderInfoSchema },
  }),
  returnPart: ep({
    method: 'POST',
    path: '/goods/orders/:id/return/',
    operationId: 'goods.consumeReturn',
    summary: '耗材归还',
    description:
      'The applicant (or a store keeper) gives back part of a collected consume order: never more than was taken less what is back; the stock returns through the ledger; all back moves it to 30 已归还.',
    params: idParamsSchema,
    body: consumeReturnSchema,
    response: { 200: goodsOrderInfoSchema },
  }),
  departments: ep({
    method: 'GET',
    path: '/goods/statistics/departments/',
    operationId: 'goods.departmentMonth',
    summary: '部门月度领用',
    description:
      'Admins: each department’s collected goods, consumables and kits of a month (collection time, Asia/Shanghai) in fen: each total is the sum of its lines.',
    query: goodsDepartmentsQuerySchema,
    response: { 200: z.array(goodsDepartmentMonthSchema) },
  }),
} as const;

import { z } from 'zod';
import { defineEndpoint, type EndpointSpec } from './endpoint.ts';
import { idParamsSchema, pageOf, personRefSchema } from './page.ts';
import { pageQuerySchema } from './messages.ts';
import { queryIntSchema } from './input-limits.ts';
import { orderDetailSchema, orderSummarySchema } from './orders.ts';
import { goodsClientKeySchema, goodsIdSchema, goodsText, transferLineStateSchema } from './goods-common.ts';
import { assetSummarySchema } from './goods-assets.ts';

/**
 * Goods and assets (issue 36), transfer (`assetTransfer`: /pTrans, pTransSelectStaff, pTransAdd
 * [pTransSelect, pTransSelStaff], pTransDetails): whose assets move (a leaver's), which of them, to
 * whom; approval; then the receiver accepts or declines each line. An asset the giver does not hold
 * is refused with 409 and nothing changes; an accepted line moves the asset only if the giver still
 * holds it.
 */

export const transferApplySchema = z.object({
  /** Whose assets: the caller, or anyone of the company when the caller is a store keeper or admin. */
  from_staff_id: goodsIdSchema('请选择调出人员'),
  asset_ids: z
    .array(z.string().trim().min(1).max(64), { error: '请选择资产' })
    .min(1, '请选择资产')
    .max(50, '一次最多调拨50件资产')
    .refine((ids) => new Set(ids).size === ids.length, '资产不能重复'),
  to_staff_id: goodsIdSchema('请选择接收人'),
  reason: goodsText('请填写调拨原因', 200),
  client_key: goodsClientKeySchema,
});
export type TransferApply = z.input<typeof transferApplySchema>;

export const transferLineSchema = z.object({
  id: z.string(),
  asset: assetSummarySchema,
  state: transferLineStateSchema,
  state_label: z.string(),
  decided_time: z.string().nullable(),
});
export const transferInfoSchema = z.object({
  order: orderDetailSchema,
  from: personRefSchema,
  to: personRefSchema,
  reason: z.string(),
  lines: z.array(transferLineSchema),
  /** The receiver, while 20 待接收, has lines to decide. */
  can_decide: z.boolean(),
  can_cancel: z.boolean(),
});
export type TransferInfo = z.infer<typeof transferInfoSchema>;

export const transferRowSchema = orderSummarySchema.extend({
  from: personRefSchema,
  to: personRefSchema,
  assets_text: z.string(),
});
export const transferPageSchema = pageOf(transferRowSchema);
export type TransferPage = z.infer<typeof transferPageSchema>;
export const transfersQuerySchema = pageQuerySchema.extend({
  /** mine: the ones the caller applied for; receiving: the ones to the caller; keeper: the company's (store keepers and admins). */
  scope: z.enum(['mine', 'receiving', 'keeper']).default('mine'),
  status: queryIntSchema.optional(),
});
export const transferDecideSchema = z.object({
  lines: z
    .array(z.object({ line_id: goodsIdSchema('请选择调拨明细'), accept: z.boolean({ error: '请选择接收或拒收' }) }), {
      error: '请选择调拨明细',
    })
    .min(1, '请选择调拨明细')
    .max(50),
});
export type TransferDecide = z.input<typeof transferDecideSchema>;

const ep = <const T extends Omit<EndpointSpec, 'tags' | 'auth'>>(def: T) =>
  defineEndpoint({ ...def, tags: ['goods'] as const, auth: 'required' as const });

/** Transfer (OpenAPI tag `goods`). */
export const goodsTransferEndpoints = {
  apply: ep({
    method: 'POST',
    path: '/goods/transfers/',
    operationId: 'goods.transferApply',
    summary: '新增调拨',
    description:
      'An `assetTransfer` order: assets the giver holds for long-term use to a receiver of the company. 409 {detail: 该资产不在所选人员名下} when one is held by someone else (nothing is stored). The same client_key answers the order it made (200).',
    body: transferApplySchema,
    response: { 200: transferInfoSchema, 201: transferInfoSchema },
  }),
  list: ep({
    method: 'GET',
    path: '/goods/transfers/',
    operationId: 'goods.transfers',
    summary: '调拨记录',
    description: 'Transfers the caller applied for, is to receive, or (store keepers, admins) the company’s, newest first.',
    query: transfersQuerySchema,
    response: { 200: transferPageSchema },
  }),
  get: ep({
    method: 'GET',
    path: '/goods/transfers/:id/',
    operationId: 'goods.transfer',
    summary: '调拨详情',
    description: "One transfer with each line's outcome; for its applicant, giver, receiver, approvers, store keepers and admins.",
    params: idParamsSchema,
    response: { 200: transferInfoSchema },
  }),
  decide: ep({
    method: 'POST',
    path: '/goods/transfers/:id/decide/',
    operationId: 'goods.transferDecide',
    summary: '接收/拒收',
    description:
      'The receiver accepts or declines lines (20 待接收): an accepted asset becomes theirs if the giver still holds it (409 otherwise, nothing changes); when no line is left pending the order is 30 已完成.',
    params: idParamsSchema,
    body: transferDecideSchema,
    response: { 200: transferInfoSchema },
  }),
} as const;

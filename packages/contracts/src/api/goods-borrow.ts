import { z } from 'zod';
import { defineEndpoint, type EndpointSpec } from './endpoint.ts';
import { idParamsSchema, pageOf, personRefSchema } from './page.ts';
import { pageQuerySchema } from './messages.ts';
import { queryIntSchema } from './input-limits.ts';
import { orderDetailSchema, orderSummarySchema } from './orders.ts';
import { goodsClientKeySchema, goodsDateSchema, goodsIdSchema, goodsOptionalText, goodsText } from './goods-common.ts';
import { assetSummarySchema } from './goods-assets.ts';

/**
 * Goods and assets (issue 36), borrowing (`pBorrow`: /pBorrow, pBorrowApply, pBorrowSelGoods,
 * pBorrowDetail reading `_pBorrowOrderId`): a period and a purpose, free assets only, approval
 * (an asset is reserved for the period at the last approval: of overlapping borrows exactly one),
 * the hand-over confirmed by the borrower on their own phone, the return, and 已逾期 with reminders
 * (COMPANY_PROPERTY pushes, module pBorrow) once the end date has passed.
 */

export const borrowApplySchema = z.object({
  asset_ids: z
    .array(z.string().trim().min(1).max(64), { error: '请选择资产' })
    .min(1, '请选择资产')
    .max(20, '一次最多借用20件资产')
    .refine((ids) => new Set(ids).size === ids.length, '资产不能重复'),
  start_date: goodsDateSchema('请选择借用开始日期'),
  end_date: goodsDateSchema('请选择归还日期'),
  purpose: goodsText('请填写借用用途', 200),
  client_key: goodsClientKeySchema,
});
export type BorrowApply = z.input<typeof borrowApplySchema>;

export const borrowInfoSchema = z.object({
  order: orderDetailSchema,
  start_date: z.string(),
  end_date: z.string(),
  purpose: z.string(),
  assets: z.array(assetSummarySchema),
  /** Past the end date and not returned (status 30 or 50). */
  overdue: z.boolean(),
  overdue_days: z.number().int(),
  handed_over_time: z.string().nullable(),
  returned_time: z.string().nullable(),
  returned_by: personRefSchema.nullable(),
  /** The borrower confirms the hand-over (20 待交接). */
  can_confirm: z.boolean(),
  /** The borrower or a store keeper returns (30 借用中, 50 已逾期). */
  can_return: z.boolean(),
  can_cancel: z.boolean(),
});
export type BorrowInfo = z.infer<typeof borrowInfoSchema>;

export const borrowRowSchema = orderSummarySchema.extend({
  start_date: z.string(),
  end_date: z.string(),
  assets_text: z.string(),
  overdue: z.boolean(),
});
export const borrowPageSchema = pageOf(borrowRowSchema);
export type BorrowPage = z.infer<typeof borrowPageSchema>;
export const borrowsQuerySchema = pageQuerySchema.extend({
  /** mine: the caller's; keeper: the company's (store keepers and admins). */
  scope: z.enum(['mine', 'keeper']).default('mine'),
  status: queryIntSchema.optional(),
});
export const borrowReturnSchema = z.object({ remark: goodsOptionalText(200) }).prefault({});
export const borrowConfirmSchema = z.object({ remark: goodsOptionalText(200) }).prefault({});
/** The overdue sweep's answer: borrows moved to 50 已逾期 now, and reminders sent (every overdue borrower once a day). */
export const borrowRemindSchema = z.object({ marked_overdue: z.number().int(), reminded: z.number().int() });
export const borrowIdSchema = z.object({ id: goodsIdSchema('请选择借用单') });

const ep = <const T extends Omit<EndpointSpec, 'tags' | 'auth'>>(def: T) =>
  defineEndpoint({ ...def, tags: ['goods'] as const, auth: 'required' as const });

/** Borrowing (OpenAPI tag `goods`). */
export const goodsBorrowEndpoints = {
  apply: ep({
    method: 'POST',
    path: '/goods/borrows/',
    operationId: 'goods.borrowApply',
    summary: '借用申请',
    description:
      'A `pBorrow` order for free assets over a period (start today or later, end not before start); an asset already reserved for an overlapping period is refused. The same client_key answers the order it made (200).',
    body: borrowApplySchema,
    response: { 200: borrowInfoSchema, 201: borrowInfoSchema },
  }),
  list: ep({
    method: 'GET',
    path: '/goods/borrows/',
    operationId: 'goods.borrows',
    summary: '借用记录',
    description: "The caller's borrow orders (scope mine) or the company's (scope keeper: store keepers and admins), newest first.",
    query: borrowsQuerySchema,
    response: { 200: borrowPageSchema },
  }),
  get: ep({
    method: 'GET',
    path: '/goods/borrows/:id/',
    operationId: 'goods.borrow',
    summary: '借用详情',
    description: 'One borrow order with its assets, period, overdue state and the caller’s actions.',
    params: idParamsSchema,
    response: { 200: borrowInfoSchema },
  }),
  confirm: ep({
    method: 'POST',
    path: '/goods/borrows/:id/confirm/',
    operationId: 'goods.borrowConfirm',
    summary: '确认交接',
    description:
      'The borrower confirms on their own phone that they received the assets: 20 -> 30; each asset becomes theirs (409 when one is held by someone else: of concurrent hand-overs exactly one wins).',
    params: idParamsSchema,
    body: borrowConfirmSchema,
    response: { 200: borrowInfoSchema },
  }),
  giveBack: ep({
    method: 'POST',
    path: '/goods/borrows/:id/return/',
    operationId: 'goods.borrowReturn',
    summary: '归还',
    description: 'The borrower or a store keeper of the company returns the assets (30 or 50 -> 40); they are free again.',
    params: idParamsSchema,
    body: borrowReturnSchema,
    response: { 200: borrowInfoSchema },
  }),
  remind: ep({
    method: 'POST',
    path: '/goods/borrows/remind/',
    operationId: 'goods.borrowRemind',
    summary: '逾期提醒',
    description:
      'Store keepers and admins (the server also runs it on its own every hour): borrows past their end date move to 50 已逾期 and each overdue borrower gets a COMPANY_PROPERTY reminder, at most once a day.',
    response: { 200: borrowRemindSchema },
  }),
} as const;

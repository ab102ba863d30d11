import { z } from 'zod';

/**
 * Goods and assets (issue 36): the constants and small schemas every goods contract file shares.
 * Money is integer fen; dates are 'YYYY-MM-DD' and times 'YYYY-MM-DD HH:mm:ss' on the hub clock
 * (Asia/Shanghai).
 */

/** The five order types of the family, on the one workflow (their `module` is the same word). */
export const GOODS_ORDER_TYPES = {
  goods: 'goods',
  consume: 'consume',
  suite: 'goodsSuite',
  borrow: 'pBorrow',
  transfer: 'assetTransfer',
} as const;
export type GoodsOrderType = (typeof GOODS_ORDER_TYPES)[keyof typeof GOODS_ORDER_TYPES];

/** Spec 3, goods-apply status codes: the `goods` order (物资领用) and the `goodsSuite` order (套件领用). */
export const GOODS_STATUS_LABELS = { [-20]: '已驳回', [-10]: '已取消', 8: '待领取', 10: '审批中', 20: '已完成' } as const;
/** `consume` (耗材领用): the goods table, 20 is 已领取 (returns allowed), 30 once everything taken is back. */
export const CONSUME_STATUS_LABELS = { [-20]: '已驳回', [-10]: '已取消', 8: '待领取', 10: '审批中', 20: '已领取', 30: '已归还' } as const;
/** `pBorrow` (资产借用): approved 20 waits for the borrower's hand-over confirmation; 50 is past the end date, not returned. */
export const BORROW_STATUS_LABELS = {
  [-20]: '已驳回',
  [-10]: '已取消',
  10: '审批中',
  20: '待交接',
  30: '借用中',
  40: '已归还',
  50: '已逾期',
} as const;
/** `assetTransfer` (资产调拨): approved 20 waits for the receiver; 30 once every line is accepted or declined. */
export const TRANSFER_STATUS_LABELS = { [-20]: '已驳回', [-10]: '已取消', 10: '审批中', 20: '待接收', 30: '已完成' } as const;

/** The codes the screens compare with (one name per meaning). */
export const GOODS_STATUS = { rejected: -20, cancelled: -10, toCollect: 8, inApproval: 10, done: 20, returned: 30 } as const;
export const BORROW_STATUS = {
  rejected: -20,
  cancelled: -10,
  inApproval: 10,
  toHandOver: 20,
  borrowed: 30,
  returned: 40,
  overdue: 50,
} as const;
export const TRANSFER_STATUS = { rejected: -20, cancelled: -10, inApproval: 10, toAccept: 20, done: 30 } as const;

/** Spec 3, period codes, as the goods quotas read them. */
export const GOODS_PERIODS = [0, 10, 20, 30, 40, 50, 60, 70] as const;
export type GoodsPeriod = (typeof GOODS_PERIODS)[number];
export const GOODS_PERIOD_LABELS: Record<GoodsPeriod, string> = {
  0: '不限',
  10: '每天',
  20: '每周',
  30: '每月',
  40: '每半年',
  50: '每年',
  60: '每季度',
  70: '其他',
};
/** Spec 3, Target: `personal` is 按人, any other value 按部门. */
export const GOODS_TARGET_PERSONAL = 'personal';
export const goodsTargetLabel = (target: string): string => (target === GOODS_TARGET_PERSONAL ? '按人' : '按部门');

/** What a goods row is: material (物料, collected and kept), consumable (耗材, may be returned in part), asset model (资产, items with tags). */
export const GOODS_KINDS = { material: '物料', consumable: '耗材', asset: '资产' } as const;
export type GoodsKind = keyof typeof GOODS_KINDS;
export const goodsKindSchema = z.enum(['material', 'consumable', 'asset'], { error: '请选择物资类别' });

/** An asset item's state. in_use: held for long-term use; borrowed: lent by a pBorrow order. */
export const ASSET_STATUS_LABELS = { free: '空闲', in_use: '使用中', borrowed: '借用中', retired: '已报废' } as const;
export type AssetStatus = keyof typeof ASSET_STATUS_LABELS;
export const assetStatusSchema = z.enum(['free', 'in_use', 'borrowed', 'retired']);

/** A transfer line's outcome (the receiver decides line by line). */
export const TRANSFER_LINE_LABELS = { pending: '待接收', accepted: '已接收', declined: '已拒收' } as const;
export const transferLineStateSchema = z.enum(['pending', 'accepted', 'declined']);

/** A stock movement's kind: every change of a warehouse's stock is one row of the ledger. */
export const GOODS_MOVE_LABELS = { initial: '期初', stock_in: '入库', collect: '领用出库', return: '归还入库' } as const;
export const goodsMoveKindSchema = z.enum(['initial', 'stock_in', 'collect', 'return']);

/** Spec 9: QR code defaults of the collection slip. */
export const GOODS_SLIP_QR = { size: 256, level: 'H' } as const;
/** What a collection slip's QR code holds before its code (the store keeper's scan reads it back). */
export const GOODS_SLIP_QR_PREFIX = 'campus-goods-slip:';

/** Refusals the screens may show as they are (the server answers them in `detail` or as field errors). */
export const GOODS_MESSAGES = {
  noStock: '库存不足',
  overQuota: '超出领用限额',
  notKeeper: '仅库管员可以操作',
  slipUnknown: '领用单不存在或已失效',
  assetTaken: '该资产已被占用',
  assetNotFree: '只能借用空闲的资产',
  notHolder: '该资产不在所选人员名下',
  onlyHolderReturns: '只有持有人或库管员可以归还',
  returnTooMuch: '归还数量不能超过领用数量',
  onlyBorrower: '只有借用人可以确认交接',
  onlyReceiver: '只有接收人可以处理',
  transferOthers: '只能调拨自己名下的资产（库管员除外）',
} as const;

/** A double-submit guard: the same key from the same person makes one order. */
export const goodsClientKeySchema = z
  .string({ error: '请提供 client_key' })
  .trim()
  .min(8, 'client_key 至少8个字符')
  .max(64, 'client_key 不能超过64个字符')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'client_key 只能包含字母、数字和 _.:-');

export const goodsDateSchema = (empty: string) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, empty)
    .regex(/^\d{4}-\d{2}-\d{2}$/, '请输入有效的日期（YYYY-MM-DD）')
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      '请输入有效的日期（YYYY-MM-DD）',
    );
export const goodsText = (empty: string, max: number) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, empty)
    .max(max, `不能超过${String(max)}个字`);
export const goodsOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `不能超过${String(max)}个字`)
    .optional();
export const goodsIdSchema = (empty: string) => z.string({ error: empty }).trim().min(1, empty).max(64, empty);
export const goodsQuantitySchema = z.number({ error: '请填写数量' }).int('数量须为整数').min(1, '数量至少为1').max(100_000, '数量过大');

/** A named thing of the family (warehouse, type, project, pick type). */
export const goodsRefSchema = z.object({ id: z.string(), name: z.string() });
export type GoodsRef = z.infer<typeof goodsRefSchema>;

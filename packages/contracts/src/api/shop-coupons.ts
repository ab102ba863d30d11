import dayjs from 'dayjs';
import { z } from 'zod';
import { hubDate, isoWeekKey } from '../hub-time.ts';
import { pageOf } from './page.ts';
import { pageQuerySchema } from './messages.ts';
import { idQuery, moneyFenSchema, shopRefSchema, textField } from './shop-common.ts';

/**
 * Coupons (issue 14): issued by a shop or by the company, limited per person or per department (spec 3,
 * "Target") and per period (spec 3, period codes). A coupon takes `amount_off_fen` off an order of at
 * least `min_spend_fen`; each holder (a person, or a department) may use it `uses_per_period` times in
 * each period; `total_quantity`, when set, caps all uses together.
 */

/** Spec 3, period codes. */
export const COUPON_PERIODS = [0, 10, 20, 30, 40, 50, 60, 70] as const;
export type CouponPeriod = (typeof COUPON_PERIODS)[number];
/** Spec 3: 0 unlimited, 10 daily, 20 weekly, 30 monthly, 40 every half-year, 50 yearly, 60 quarterly, 70 other. */
export const COUPON_PERIOD_LABELS: Record<CouponPeriod, string> = {
  0: '不限',
  10: '每日',
  20: '每周',
  30: '每月',
  40: '每半年',
  50: '每年',
  60: '每季度',
  70: '其他',
};

/** Spec 3, Target: `personal` means per person; any other value means per department. */
export const COUPON_TARGET_PERSONAL = 'personal';
export const COUPON_TARGET_DEPARTMENT = 'department';
export const isPersonalTarget = (target: string): boolean => target === COUPON_TARGET_PERSONAL;
export const couponTargetLabel = (target: string): string => (isPersonalTarget(target) ? '每人' : '每部门');

/**
 * The period a use at `at` counts in, as a key (uses with the same key share the limit). Periods are
 * calendar periods on the hub clock; 70 (other) counts windows of `periodDays` days from `validFrom`;
 * 0 (unlimited) has one key for the coupon's whole life.
 */
export function couponPeriodKey(period: CouponPeriod, at: Date, validFrom: string, periodDays: number | null): string {
  // the hub date through the fixed-offset formatter: this runs for every coupon of every shop list
  const date = hubDate(at);
  const year = date.slice(0, 4);
  const month = Number(date.slice(5, 7)) - 1;
  switch (period) {
    case 0:
      return 'all';
    case 10:
      return date;
    case 20:
      return isoWeekKey(date);
    case 30:
      return date.slice(0, 7);
    case 40:
      return `${year}-H${month < 6 ? '1' : '2'}`;
    case 50:
      return year;
    case 60:
      return `${year}-Q${String(Math.floor(month / 3) + 1)}`;
    case 70: {
      const days = Math.max(1, periodDays ?? 1);
      // both are calendar dates: whole days between their midnights
      const elapsed = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${validFrom.slice(0, 10)}T00:00:00Z`)) / 86_400_000);
      return `P${String(Math.floor(Math.max(0, elapsed) / days))}`;
    }
  }
}

/** How a coupon's use limit reads: 每人每周限用1次, 每部门不限次数 ... */
export function couponLimitText(c: { target: string; period: CouponPeriod; period_days: number | null; uses_per_period: number }): string {
  const who = couponTargetLabel(c.target);
  if (c.period === 0) return `${who}不限次数`;
  const when = c.period === 70 ? `每${String(c.period_days ?? 1)}天` : COUPON_PERIOD_LABELS[c.period];
  return `${who}${when}限用${String(c.uses_per_period)}次`;
}

/** The discount a coupon gives an order of `subtotalFen` (never more than the order). */
export const couponDiscountFen = (amountOffFen: number, subtotalFen: number): number => Math.max(0, Math.min(amountOffFen, subtotalFen));

export const couponSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** company: usable in every shop; shop: only in its shop. */
  issuer: z.enum(['company', 'shop']),
  shop: shopRefSchema.nullable(),
  amount_off_fen: z.number().int(),
  min_spend_fen: z.number().int(),
  target: z.string(),
  target_label: z.string(),
  period: z.literal(COUPON_PERIODS),
  period_label: z.string(),
  period_days: z.number().int().nullable(),
  uses_per_period: z.number().int(),
  /** 每人每周限用1次 ... */
  limit_text: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  total_quantity: z.number().int().nullable(),
  used_count: z.number().int(),
  active: z.boolean(),
  /** Who may use it: these departments, or everyone when empty. */
  departments: z.array(shopRefSchema),
  /** Uses of the caller's holder (the caller, or the caller's department) in the current period. */
  used_this_period: z.number().int(),
  /** The caller may use it now (before the order's minimum spend is checked). */
  usable: z.boolean(),
  unusable_reason: z.string().nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponPageSchema = pageOf(couponSchema);
export type CouponPage = z.infer<typeof couponPageSchema>;

export const couponsQuerySchema = pageQuerySchema.extend({
  /** Only coupons usable in this shop (company coupons and the shop's own). */
  shop_id: idQuery,
});

const dateSchema = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
    .refine((v) => dayjs(v).isValid() && dayjs(v).format('YYYY-MM-DD') === v, `${label}无效`);

export const couponCreateSchema = z
  .object({
    name: textField('优惠券名称', 30),
    /** The issuing shop; absent or null: a company coupon (admins only). */
    shop_id: z.string().trim().max(64).nullable().optional(),
    amount_off_fen: moneyFenSchema('优惠金额', 1),
    min_spend_fen: moneyFenSchema('使用门槛').default(0),
    target: z.string().trim().min(1, '请选择适用对象').max(20, '适用对象无效').default(COUPON_TARGET_PERSONAL),
    period: z.literal(COUPON_PERIODS, { error: '请选择使用周期' }),
    /** Period 70 (other): the window in days. */
    period_days: z.number().int('天数必须是整数').min(1, '天数至少为1').max(3660, '天数不能超过3660').nullable().optional(),
    uses_per_period: z.number().int('次数必须是整数').min(1, '每期可用次数至少为1').max(1000, '每期可用次数不能超过1000').default(1),
    valid_from: dateSchema('生效日期'),
    valid_to: dateSchema('截止日期'),
    total_quantity: z
      .number()
      .int('发放总量必须是整数')
      .min(1, '发放总量至少为1')
      .max(1_000_000, '发放总量不能超过1000000')
      .nullable()
      .optional(),
    department_ids: z.array(z.string().max(64)).max(50, '最多选择50个部门').default([]),
  })
  .refine((c) => c.valid_to >= c.valid_from, { message: '截止日期不能早于生效日期', path: ['valid_to'] })
  .refine((c) => c.period !== 70 || (c.period_days ?? 0) >= 1, { message: '请填写周期天数', path: ['period_days'] });
export type CouponCreate = z.input<typeof couponCreateSchema>;

export const couponUpdateSchema = z.object({ active: z.boolean({ error: '请选择是否启用' }) });
export type CouponUpdate = z.input<typeof couponUpdateSchema>;

import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { describe, expect, it } from 'vitest';
import {
  couponCreateSchema,
  couponDiscountFen,
  couponLimitText,
  couponPeriodKey,
  couponTargetLabel,
  COUPON_PERIOD_LABELS,
} from './shop-coupons.ts';
import { isoWeekKey } from '../hub-time.ts';
import { isAppPath } from './shop-common.ts';
import { maskName } from './shop-orders.ts';

const at = (iso: string) => new Date(iso);

describe('coupon periods (spec 3 period codes)', () => {
  it('spec 3: the labels of codes 0 ... 70', () => {
    expect(COUPON_PERIOD_LABELS).toEqual({
      0: '不限',
      10: '每日',
      20: '每周',
      30: '每月',
      40: '每半年',
      50: '每年',
      60: '每季度',
      70: '其他',
    });
  });

  it('periods are counted on the hub clock (Asia/Shanghai), not UTC', () => {
    // 2026-03-31 16:30 UTC is 2026-04-01 00:30 in Shanghai
    const t = at('2026-03-31T16:30:00Z');
    expect(couponPeriodKey(10, t, '2026-01-01', null)).toBe('2026-04-01');
    expect(couponPeriodKey(30, t, '2026-01-01', null)).toBe('2026-04');
    expect(couponPeriodKey(60, t, '2026-01-01', null)).toBe('2026-Q2');
    expect(couponPeriodKey(40, t, '2026-01-01', null)).toBe('2026-H1');
    expect(couponPeriodKey(40, at('2026-07-01T00:00:00+08:00'), '2026-01-01', null)).toBe('2026-H2');
    expect(couponPeriodKey(50, at('2026-12-31T16:00:00Z'), '2026-01-01', null)).toBe('2027');
  });

  it('weekly periods are ISO weeks (Monday to Sunday), across the new year', () => {
    expect(couponPeriodKey(20, at('2026-11-23T09:00:00+08:00'), '2026-01-01', null)).toBe('2026-W48'); // Monday
    expect(couponPeriodKey(20, at('2026-11-29T23:59:00+08:00'), '2026-01-01', null)).toBe('2026-W48'); // Sunday
    expect(couponPeriodKey(20, at('2026-11-30T00:00:00+08:00'), '2026-01-01', null)).toBe('2026-W49');
    // 2027-01-01 is a Friday of ISO week 2026-W53
    expect(couponPeriodKey(20, at('2027-01-01T12:00:00+08:00'), '2026-01-01', null)).toBe('2026-W53');
  });

  it('a week is the same whichever dayjs plugins the app has installed (customParseFormat, which the approval module installs, moved it)', () => {
    dayjs.extend(customParseFormat);
    expect(couponPeriodKey(20, at('2026-11-23T09:00:00+08:00'), '2026-01-01', null)).toBe('2026-W48');
    expect(couponPeriodKey(20, at('2026-11-30T00:00:00+08:00'), '2026-01-01', null)).toBe('2026-W49');
  });

  it('ISO weeks at the turn of the year: week 1 holds the first Thursday', () => {
    expect(isoWeekKey('2020-12-31')).toBe('2020-W53');
    expect(isoWeekKey('2021-01-03')).toBe('2020-W53');
    expect(isoWeekKey('2021-01-04')).toBe('2021-W01');
    expect(isoWeekKey('2024-12-30')).toBe('2025-W01');
    expect(isoWeekKey('2026-01-01')).toBe('2026-W01');
    expect(isoWeekKey('2026-12-31')).toBe('2026-W53');
  });

  it('0 (unlimited) has one key; 70 (other) counts windows of its days from the first valid day', () => {
    expect(couponPeriodKey(0, at('2026-05-01T00:00:00Z'), '2026-01-01', null)).toBe('all');
    expect(couponPeriodKey(70, at('2026-01-01T10:00:00+08:00'), '2026-01-01', 10)).toBe('P0');
    expect(couponPeriodKey(70, at('2026-01-10T23:59:00+08:00'), '2026-01-01', 10)).toBe('P0');
    expect(couponPeriodKey(70, at('2026-01-11T00:00:00+08:00'), '2026-01-01', 10)).toBe('P1');
    expect(couponPeriodKey(70, at('2026-03-01T00:00:00+08:00'), '2026-01-01', 10)).toBe('P5');
  });
});

describe('coupon words and amounts', () => {
  it('spec 3 Target: personal means per person, any other value per department', () => {
    expect(couponTargetLabel('personal')).toBe('每人');
    expect(couponTargetLabel('department')).toBe('每部门');
    expect(couponTargetLabel('anything')).toBe('每部门');
    expect(couponLimitText({ target: 'personal', period: 20, period_days: null, uses_per_period: 1 })).toBe('每人每周限用1次');
    expect(couponLimitText({ target: 'dept', period: 10, period_days: null, uses_per_period: 2 })).toBe('每部门每日限用2次');
    expect(couponLimitText({ target: 'personal', period: 70, period_days: 10, uses_per_period: 1 })).toBe('每人每10天限用1次');
    expect(couponLimitText({ target: 'personal', period: 0, period_days: null, uses_per_period: 1 })).toBe('每人不限次数');
  });

  it('a discount never exceeds the order (integer fen)', () => {
    expect(couponDiscountFen(800, 3650)).toBe(800);
    expect(couponDiscountFen(1000, 290)).toBe(290);
    expect(couponDiscountFen(500, 0)).toBe(0);
  });

  it('issuing: amounts in whole fen, a real date, an end after the start, days for period 70', () => {
    const ok = couponCreateSchema.safeParse({
      name: '券',
      amount_off_fen: 500,
      period: 30,
      valid_from: '2026-01-01',
      valid_to: '2026-12-31',
    });
    expect(ok.success).toBe(true);
    expect(ok.data).toMatchObject({ min_spend_fen: 0, target: 'personal', uses_per_period: 1, department_ids: [] });
    const issues = (value: object) => couponCreateSchema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues({ name: '券', amount_off_fen: 5.5, period: 30, valid_from: '2026-01-01', valid_to: '2026-12-31' })).toEqual([
      'amount_off_fen: 优惠金额必须是整数（分）',
    ]);
    expect(issues({ name: '券', amount_off_fen: 5, period: 30, valid_from: '2026-02-30', valid_to: '2026-12-31' })).toEqual([
      'valid_from: 生效日期无效',
    ]);
    expect(issues({ name: '券', amount_off_fen: 5, period: 30, valid_from: '2026-05-01', valid_to: '2026-04-30' })).toEqual([
      'valid_to: 截止日期不能早于生效日期',
    ]);
    expect(issues({ name: '券', amount_off_fen: 5, period: 70, valid_from: '2026-05-01', valid_to: '2026-05-30' })).toEqual([
      'period_days: 请填写周期天数',
    ]);
  });
});

describe('shop helpers', () => {
  it('banner and advert links stay inside the app', () => {
    expect(isAppPath('/shopGoods?shop=1')).toBe(true);
    expect(isAppPath('//evil.example')).toBe(false);
    expect(isAppPath('https://evil.example')).toBe(false);
    expect(isAppPath('/a\\b')).toBe(false);
  });

  it('the public order page masks the buyer’s name', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('欧阳娜娜')).toBe('欧***');
    expect(maskName('王')).toBe('王');
  });
});

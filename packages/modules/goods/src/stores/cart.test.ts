import type { GoodsItem } from '@campus/contracts';
import { describe, expect, it } from 'vitest';
import { GoodsCart, maxQuantity } from './cart.ts';

const paper = (over: Partial<GoodsItem> = {}): GoodsItem => ({
  id: 'a4',
  name: 'A4 打印纸',
  type: { id: 't', name: '办公用品' },
  kind: 'material',
  kind_label: '物料',
  unit: '包',
  spec: null,
  barcode: '6901234500011',
  photo: null,
  photo_url: null,
  value_fen: 2500,
  stock: [],
  stock_total: 200,
  quota: null,
  ...over,
});

describe('the goods cart', () => {
  it('keeps one line per goods, drops it at 0 and adds up the value in fen', () => {
    const cart = new GoodsCart();
    cart.set(paper(), 2);
    cart.set(paper(), 3);
    expect(cart.lines).toHaveLength(1);
    expect(cart.count).toBe(3);
    expect(cart.totalFen).toBe(7500);
    cart.set(paper(), 0);
    expect(cart.lines).toHaveLength(0);
  });
  it('issue 36: the most one may ask for is the stock, or less when the quota leaves less', () => {
    expect(maxQuantity(paper())).toBe(200);
    const quota = {
      id: 'q',
      period: 30,
      period_label: '每月',
      target: 'personal',
      target_label: '按人',
      limit: 10,
      used: 7,
      remaining: 3,
      text: '每人每月限领10包',
    } as const;
    expect(maxQuantity(paper({ quota }))).toBe(3);
    expect(maxQuantity(paper({ quota: { ...quota, remaining: null } }))).toBe(200);
    expect(maxQuantity(paper({ stock_total: 0 }))).toBe(0);
  });
});

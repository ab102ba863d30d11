import type { GoodsItem } from '@campus/contracts';
import { describe, expect, it } from 'vitest';
import { searchLabel } from '../screens/material-search-screen.tsx';
import { GoodsCart } from '../stores/cart.ts';
import { refusedLines } from './apply-form.tsx';

const item = (over: Partial<GoodsItem>): GoodsItem => ({
  id: 'a4',
  name: 'A4 打印纸',
  type: { id: 't', name: '办公用品' },
  kind: 'material',
  kind_label: '物料',
  unit: '包',
  spec: null,
  barcode: null,
  photo: null,
  photo_url: null,
  value_fen: 2500,
  stock: [],
  stock_total: 200,
  quota: null,
  ...over,
});
const quota = {
  id: 'q',
  period: 30,
  period_label: '每月',
  target: 'personal',
  target_label: '按人',
  limit: 10,
  used: 8,
  remaining: 2,
  text: '按人每月限领10包',
} as const;

describe('what the application form refuses before it is sent (issue 36 quotas)', () => {
  it('names a line over what the quota leaves this period', () => {
    const cart = new GoodsCart();
    cart.set(item({ quota }), 3);
    expect(refusedLines(cart)).toEqual(['A4 打印纸超出领用限额：最多可领2包']);
    cart.set(item({ quota }), 2);
    expect(refusedLines(cart)).toEqual([]);
  });
  it('names a line over the stock left', () => {
    const cart = new GoodsCart();
    cart.set(item({ stock_total: 1 }), 2);
    expect(refusedLines(cart)).toEqual(['A4 打印纸库存不足：最多可领1包']);
  });
});

describe('the search label', () => {
  it('spec 9: shows a scanned code-128 result as a barcode', () => {
    expect(searchLabel('CODE_128,6901234500011')).toBe('条码 6901234500011');
    expect(searchLabel('打印纸')).toBe('打印纸');
  });
});

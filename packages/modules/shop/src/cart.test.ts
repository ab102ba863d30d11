import { CartStore } from '@campus/core';
import type { Goods } from '@campus/contracts';
import { describe, expect, it } from 'vitest';
import { cartContext, cartCount, cartLines, cartListFen, clearCart, conflicts, quantityOf, setLineQuantity, setQuantity } from './cart.ts';

const goods = (id: string, shop = 's1', over: Partial<Goods> = {}): Goods => ({
  id,
  shop: { id: shop, name: shop === 's1' ? '园区便利店' : '物业服务中心', kind: 'retail' },
  category: null,
  name: `商品${id}`,
  scene: 'shop',
  scene_label: '商品',
  price_fen: 650,
  member_price_fen: null,
  unit: '个',
  stock: 5,
  sold_count: 0,
  description: '',
  pictures: [],
  on_sale: true,
  low_stock: false,
  ...over,
});

describe('the cart in buy_goods / buy_goods_list (spec 3 client state)', () => {
  it('adds, changes and removes lines; counts and list total in fen', () => {
    const cart = new CartStore();
    setQuantity(cart, goods('a'), 'shop', 2);
    setQuantity(cart, goods('b', 's1', { price_fen: 1200 }), 'shop', 1);
    expect(cartContext(cart)).toEqual({ shop_id: 's1', shop_name: '园区便利店', scene: 'shop' });
    expect(cart.buy_goods_list).toHaveLength(2);
    expect(cartCount(cartLines(cart))).toBe(3);
    expect(cartListFen(cartLines(cart))).toBe(2 * 650 + 1200);
    setQuantity(cart, goods('a'), 'shop', 3);
    expect(quantityOf(cart, 'a')).toBe(3);
    expect(cartLines(cart).map((l) => l.goods_id)).toEqual(['a', 'b']);
    setLineQuantity(cart, 'b', 0);
    expect(cartLines(cart).map((l) => l.goods_id)).toEqual(['a']);
  });

  it('never more than the stock', () => {
    const cart = new CartStore();
    setQuantity(cart, goods('a', 's1', { stock: 2 }), 'shop', 5);
    expect(quantityOf(cart, 'a')).toBe(2);
    setLineQuantity(cart, 'a', 9);
    expect(quantityOf(cart, 'a')).toBe(2);
  });

  it('one shop and one scene at a time: goods of another replace the cart', () => {
    const cart = new CartStore();
    setQuantity(cart, goods('a'), 'shop', 1);
    expect(conflicts(cart, 's2', 'repair')).toBe(true);
    expect(conflicts(cart, 's1', 'takeaway')).toBe(true);
    expect(conflicts(cart, 's1', 'shop')).toBe(false);
    setQuantity(cart, goods('t', 's2'), 'repair', 1);
    expect(cartContext(cart)?.scene).toBe('repair');
    expect(cartLines(cart).map((l) => l.goods_id)).toEqual(['t']);
    clearCart(cart);
    expect(cartContext(cart)).toBeNull();
    expect(cartLines(cart)).toEqual([]);
  });

  it('malformed state is ignored, not trusted', () => {
    const cart = new CartStore();
    cart.setBuyGoods({ shop_id: 's1', shop_name: 'x', scene: 'nowhere' });
    cart.setBuyGoodsList([
      { goods_id: 'a', name: 'x', price_fen: 1.5, quantity: 1 },
      { goods_id: 'b', name: 'y', price_fen: 100, quantity: 0 },
      'junk' as never,
    ]);
    expect(cartContext(cart)).toBeNull();
    expect(cartLines(cart)).toEqual([]);
  });
});

import { GOODS_SCENES, type FileRef, type Goods, type GoodsScene } from '@campus/contracts';
import type { CartStore } from '@campus/core';

/**
 * The cart, held in the client state the spec names (spec 3): `buy_goods` is where the goods are
 * bought (the shop and the screen's scene), `buy_goods_list` the lines. One shop and one scene at a
 * time: an order is placed in one shop, for pick-up, delivery or a repair.
 */

export interface CartContext {
  shop_id: string;
  shop_name: string;
  scene: GoodsScene;
}

export interface CartLine {
  goods_id: string;
  name: string;
  unit: string;
  price_fen: number;
  member_price_fen: number | null;
  stock: number;
  picture: FileRef | null;
  quantity: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const str = (v: unknown): v is string => typeof v === 'string' && v !== '';
const int = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

export function cartContext(cart: Pick<CartStore, 'buy_goods'>): CartContext | null {
  const g = cart.buy_goods;
  if (!str(g.shop_id) || !str(g.shop_name) || !(GOODS_SCENES as readonly unknown[]).includes(g.scene)) return null;
  return { shop_id: g.shop_id, shop_name: g.shop_name, scene: g.scene as GoodsScene };
}

/** The lines, each checked (anything malformed in the state is left out). */
export function cartLines(cart: Pick<CartStore, 'buy_goods_list'>): CartLine[] {
  return cart.buy_goods_list.flatMap((raw) => {
    if (!isRecord(raw) || !str(raw.goods_id) || !str(raw.name) || !int(raw.price_fen) || !int(raw.quantity) || raw.quantity < 1) return [];
    return [
      {
        goods_id: raw.goods_id,
        name: raw.name,
        unit: typeof raw.unit === 'string' ? raw.unit : '',
        price_fen: raw.price_fen,
        member_price_fen: int(raw.member_price_fen) ? raw.member_price_fen : null,
        stock: int(raw.stock) ? raw.stock : 0,
        picture: isRecord(raw.picture) ? (raw.picture as FileRef) : null,
        quantity: raw.quantity,
      },
    ];
  });
}

export const quantityOf = (cart: Pick<CartStore, 'buy_goods_list'>, goodsId: string): number =>
  cartLines(cart).find((l) => l.goods_id === goodsId)?.quantity ?? 0;

export const cartCount = (lines: readonly CartLine[]): number => lines.reduce((n, l) => n + l.quantity, 0);
/** At list prices (the server prices the order; member prices and coupons on the confirmation screen). */
export const cartListFen = (lines: readonly CartLine[]): number => lines.reduce((n, l) => n + l.price_fen * l.quantity, 0);

/** Would adding goods of this shop and scene replace a cart of another shop or scene? */
export function conflicts(cart: Pick<CartStore, 'buy_goods' | 'buy_goods_list'>, shopId: string, scene: GoodsScene): boolean {
  const ctx = cartContext(cart);
  return ctx !== null && cartLines(cart).length > 0 && (ctx.shop_id !== shopId || ctx.scene !== scene);
}

/** Sets the quantity of a goods item (0 removes it); another shop's or scene's cart is replaced. */
export function setQuantity(cart: CartStore, goods: Goods, scene: GoodsScene, quantity: number): void {
  const base = conflicts(cart, goods.shop.id, scene) ? [] : cartLines(cart);
  const wanted = Math.max(0, Math.min(quantity, goods.stock));
  const line: CartLine = {
    goods_id: goods.id,
    name: goods.name,
    unit: goods.unit,
    price_fen: goods.price_fen,
    member_price_fen: goods.member_price_fen,
    stock: goods.stock,
    picture: goods.pictures[0] ?? null,
    quantity: wanted,
  };
  const present = base.some((l) => l.goods_id === goods.id);
  const lines =
    wanted === 0
      ? base.filter((l) => l.goods_id !== goods.id)
      : present
        ? base.map((l) => (l.goods_id === goods.id ? line : l))
        : [...base, line];
  cart.setBuyGoods({ shop_id: goods.shop.id, shop_name: goods.shop.name, scene });
  cart.setBuyGoodsList(lines.map((l) => ({ ...l })));
}

/** Changes a line already in the cart (the cart popup, the confirmation screen). */
export function setLineQuantity(cart: CartStore, goodsId: string, quantity: number): void {
  const lines = cartLines(cart)
    .map((l) => (l.goods_id === goodsId ? { ...l, quantity: Math.max(0, Math.min(quantity, l.stock || quantity)) } : l))
    .filter((l) => l.quantity > 0);
  cart.setBuyGoodsList(lines.map((l) => ({ ...l })));
}

export function clearCart(cart: CartStore): void {
  cart.setBuyGoods({});
  cart.setBuyGoodsList([]);
}

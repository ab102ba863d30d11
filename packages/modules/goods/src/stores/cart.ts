import type { GoodsItem } from '@campus/contracts';
import { makeAutoObservable } from 'mobx';

export interface CartLine {
  item: GoodsItem;
  quantity: number;
}

/**
 * The goods chosen for one application (物资领用 or 耗材领用), kept while the user moves between the
 * home, the search and the form; emptied once the order is made.
 */
export class GoodsCart {
  lines: CartLine[] = [];

  constructor() {
    makeAutoObservable(this);
  }

  quantityOf(id: string): number {
    return this.lines.find((l) => l.item.id === id)?.quantity ?? 0;
  }

  /** Sets a quantity (0 takes the line out); the newest copy of the item replaces the kept one. */
  set(item: GoodsItem, quantity: number): void {
    const at = this.lines.findIndex((l) => l.item.id === item.id);
    if (quantity <= 0) {
      if (at >= 0) this.lines.splice(at, 1);
      return;
    }
    if (at >= 0) this.lines[at] = { item, quantity };
    else this.lines.push({ item, quantity });
  }

  get count(): number {
    return this.lines.reduce((sum, l) => sum + l.quantity, 0);
  }

  get totalFen(): number {
    return this.lines.reduce((sum, l) => sum + l.quantity * l.item.value_fen, 0);
  }

  clear(): void {
    this.lines = [];
  }
}

/** 物资领用 (materials and asset models) and 耗材领用 each keep their own choice. */
export const materialCart = new GoodsCart();
export const consumeCart = new GoodsCart();

/** The most one may ask for now: what is left in stock and, under a quota, what the period leaves. */
export function maxQuantity(item: GoodsItem): number {
  const remaining = item.quota?.remaining;
  return Math.max(0, remaining === null || remaining === undefined ? item.stock_total : Math.min(item.stock_total, remaining));
}

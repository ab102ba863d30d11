import { makeAutoObservable } from 'mobx';

/** Goods being bought (spec 3: buy_goods, buy_goods_list). */
export class CartStore {
  buy_goods: Record<string, unknown> = {};
  buy_goods_list: Array<Record<string, unknown>> = [];

  constructor() {
    makeAutoObservable(this);
  }

  setBuyGoods(goods: Record<string, unknown>): void {
    this.buy_goods = goods;
  }

  setBuyGoodsList(list: Array<Record<string, unknown>>): void {
    this.buy_goods_list = list;
  }
}

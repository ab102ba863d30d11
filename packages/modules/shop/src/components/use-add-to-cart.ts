import type { Goods, GoodsScene } from '@campus/contracts';
import { confirmDialog, useStores } from '@campus/core';
import { conflicts, setQuantity } from '../cart.ts';
import { TEXT } from '../texts.ts';

/** Sets a goods item's quantity in the cart; another shop's or scene's cart is replaced only when the user agrees. */
export function useAddToCart(scene: GoodsScene) {
  const { cart } = useStores();
  return (goods: Goods, quantity: number): void => {
    if (!conflicts(cart, goods.shop.id, scene)) {
      setQuantity(cart, goods, scene, quantity);
      return;
    }
    void confirmDialog(TEXT.replaceCart, { confirmText: TEXT.replaceCartConfirm, cancelText: TEXT.cancel }).then((yes) => {
      if (yes) setQuantity(cart, goods, scene, quantity);
    });
  };
}

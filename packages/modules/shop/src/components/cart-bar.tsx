/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useStores } from '@campus/core';
import { Badge, Button, Popup } from 'antd-mobile';
import { ShopbagOutline } from 'antd-mobile-icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cartContext, cartCount, cartLines, cartListFen, clearCart, setLineQuantity } from '../cart.ts';
import { yuan } from '../money.ts';
import { PATHS } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { GoodsPicture } from './goods-picture.tsx';
import { QuantityButtons } from './quantity-buttons.tsx';

const styles = {
  bar: css({ display: 'flex', alignItems: 'center', gap: 12 }),
  bag: css({
    border: 0,
    background: 'none',
    padding: 4,
    fontSize: 28,
    color: 'var(--hub-primary-text)',
    cursor: 'pointer',
    lineHeight: 1,
  }),
  total: css({ flex: 1, fontSize: 16, fontWeight: 600 }),
  shop: css({ fontSize: 12, color: 'var(--adm-color-weak)', fontWeight: 400 }),
  sheet: css({ padding: '12px 16px 24px', maxHeight: '60vh', overflowY: 'auto' }),
  sheetHead: css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }),
  line: css({ display: 'flex', alignItems: 'center', gap: 10, padding: '8px 0', borderBottom: '1px solid var(--adm-color-border)' }),
  lineName: css({ flex: 1, minWidth: 0 }),
};

/** The page footer of the goods screens: the cart (open it to change lines), its total at list prices, 去结算. */
export const CartBar = observer(function CartBar() {
  const { cart } = useStores();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const lines = cartLines(cart);
  const count = cartCount(lines);
  const ctx = cartContext(cart);
  return (
    <>
      <div css={styles.bar}>
        <button type="button" css={styles.bag} aria-label={TEXT.cartCount(count)} onClick={() => setOpen(true)} disabled={count === 0}>
          <Badge content={count > 0 ? count : null}>
            <ShopbagOutline aria-hidden />
          </Badge>
        </button>
        <div css={styles.total}>
          <div data-testid="cart-total">{count > 0 ? yuan(cartListFen(lines)) : TEXT.cartEmpty}</div>
          {ctx && count > 0 && <div css={styles.shop}>{ctx.shop_name}</div>}
        </div>
        <Button color="primary" disabled={count === 0} onClick={() => navigate(PATHS.confirm)}>
          {TEXT.checkout}
        </Button>
      </div>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
        <div css={styles.sheet} role="dialog" aria-label={TEXT.cart}>
          <div css={styles.sheetHead}>
            <strong>{TEXT.cart}</strong>
            <Button
              size="small"
              fill="none"
              onClick={() => {
                clearCart(cart);
                setOpen(false);
              }}
            >
              {TEXT.clearCart}
            </Button>
          </div>
          {lines.map((line) => (
            <div css={styles.line} key={line.goods_id}>
              <GoodsPicture picture={line.picture} size={44} />
              <span css={styles.lineName}>
                {line.name}
                <div>{yuan(line.price_fen)}</div>
              </span>
              <QuantityButtons
                name={line.name}
                quantity={line.quantity}
                max={line.stock}
                onChange={(n) => {
                  setLineQuantity(cart, line.goods_id, n);
                  if (cartLines(cart).length === 0) setOpen(false);
                }}
              />
            </div>
          ))}
        </div>
      </Popup>
    </>
  );
});

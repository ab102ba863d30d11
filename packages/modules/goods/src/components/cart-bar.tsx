/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Button } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { yuan } from '../format.ts';
import type { GoodsCart } from '../stores/cart.ts';

const styles = {
  bar: css({ display: 'flex', alignItems: 'center', gap: 12 }),
  text: css({ flex: 1, fontSize: 14, color: 'var(--adm-color-text)' }),
  weak: css({ fontSize: 12, color: 'var(--adm-color-weak)' }),
};

/** What is chosen so far (kinds, pieces, value) and the way on to the application. */
export const CartBar = observer(function CartBar({ cart, action, onGo }: { cart: GoodsCart; action: string; onGo: () => void }) {
  return (
    <div css={styles.bar}>
      <div css={styles.text} data-testid="cart-summary">
        已选 {cart.lines.length} 种 {cart.count} 件<div css={styles.weak}>参考价值 {yuan(cart.totalFen)}</div>
      </div>
      <Button color="primary" disabled={cart.lines.length === 0} onClick={onGo}>
        {action}
      </Button>
    </div>
  );
});

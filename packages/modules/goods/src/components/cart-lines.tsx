/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { List } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { maxQuantity, type GoodsCart } from '../stores/cart.ts';
import { quotaText } from './goods-row.tsx';
import { Quantity } from './quantity.tsx';

const styles = {
  meta: css({ fontSize: 12, color: 'var(--adm-color-weak)', lineHeight: 1.6 }),
  over: css({ fontSize: 12, color: 'var(--adm-color-danger)' }),
  list: css({ '--padding-left': '0', '--border-top': 'none', '--border-bottom': 'none' }),
};

/** The chosen goods with their quantities, each with what is left and what its quota leaves. */
export const CartLines = observer(function CartLines({ cart }: { cart: GoodsCart }) {
  return (
    <List css={styles.list}>
      {cart.lines.map(({ item, quantity }) => {
        const max = maxQuantity(item);
        const quota = quotaText(item);
        return (
          <List.Item
            key={item.id}
            data-testid="cart-line"
            description={
              <div css={styles.meta}>
                剩余 {item.stock_total}
                {item.unit}
                {quota && ` · ${quota}`}
                {quantity > max && (
                  <div css={styles.over}>
                    最多可领{max}
                    {item.unit}
                  </div>
                )}
              </div>
            }
            extra={<Quantity name={item.name} value={quantity} max={Math.max(max, quantity)} onChange={(n) => cart.set(item, n)} />}
          >
            {item.name}
          </List.Item>
        );
      })}
    </List>
  );
});

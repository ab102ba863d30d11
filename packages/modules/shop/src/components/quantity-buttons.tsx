/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { AddCircleOutline, MinusCircleOutline } from 'antd-mobile-icons';
import { TEXT } from '../texts.ts';

const styles = {
  box: css({ display: 'inline-flex', alignItems: 'center', gap: 6 }),
  button: css({
    border: 0,
    background: 'none',
    padding: 4,
    minWidth: 32,
    minHeight: 32,
    color: 'var(--hub-primary-text)',
    fontSize: 24,
    lineHeight: 1,
    cursor: 'pointer',
    '&:disabled': { color: 'var(--adm-color-weak)', cursor: 'default' },
  }),
  count: css({ minWidth: 18, textAlign: 'center', fontSize: 15 }),
};

export interface QuantityButtonsProps {
  name: string;
  quantity: number;
  max: number;
  onChange: (quantity: number) => void;
}

/** − n + with names for assistive technology ("加入购物车：矿泉水"); + stops at the stock. */
export function QuantityButtons({ name, quantity, max, onChange }: QuantityButtonsProps) {
  return (
    <span css={styles.box}>
      {quantity > 0 && (
        <>
          <button type="button" css={styles.button} aria-label={TEXT.removeFromCart(name)} onClick={() => onChange(quantity - 1)}>
            <MinusCircleOutline aria-hidden />
          </button>
          <span css={styles.count} data-testid="cart-quantity">
            {quantity}
          </span>
        </>
      )}
      <button
        type="button"
        css={styles.button}
        aria-label={TEXT.addToCart(name)}
        disabled={quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        <AddCircleOutline aria-hidden />
      </button>
    </span>
  );
}

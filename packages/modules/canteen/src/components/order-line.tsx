/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { MenuItem } from '@campus/contracts';
import { List, Tag } from 'antd-mobile';
import { yuan } from '../money.ts';
import { TEXT } from '../texts.ts';
import { Quantity } from './quantity.tsx';

const styles = {
  price: css({ color: 'var(--hub-primary-text)', fontWeight: 600, marginRight: 8 }),
  meta: css({ display: 'flex', alignItems: 'center', gap: 6, marginTop: 4, fontSize: 13 }),
};

/** One dish of the menu: name, description, price, what is left, and how many the diner takes. */
export function OrderLine({
  item,
  quantity,
  open,
  onChange,
}: {
  item: MenuItem;
  quantity: number;
  open: boolean;
  onChange: (n: number) => void;
}) {
  const soldOut = item.remaining <= 0;
  return (
    <List.Item
      data-testid="menu-item"
      description={
        <>
          {item.description}
          <span css={styles.meta}>
            <span css={styles.price}>{yuan(item.price_fen)}</span>
            {soldOut ? (
              <Tag color="default" fill="outline">
                {TEXT.soldOut}
              </Tag>
            ) : (
              <Tag color={item.remaining <= 5 ? 'warning' : 'default'} fill="outline">
                {TEXT.remaining(item.remaining)}
              </Tag>
            )}
          </span>
        </>
      }
      extra={
        <Quantity
          name={item.name}
          value={quantity}
          max={Math.min(10, item.remaining)}
          disabled={!open || (soldOut && quantity === 0)}
          onChange={onChange}
        />
      }
    >
      {item.name}
    </List.Item>
  );
}

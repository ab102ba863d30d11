/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { FileRef } from '@campus/contracts';
import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { yuan } from '../money.ts';
import { TEXT } from '../texts.ts';
import { GoodsPicture } from './goods-picture.tsx';

const styles = {
  line: css({ display: 'flex', alignItems: 'center', gap: 10 }),
  body: css({ flex: 1, minWidth: 0 }),
  meta: css({ fontSize: 12, color: 'var(--adm-color-text-secondary)' }),
  short: css({ fontSize: 12, color: 'var(--adm-color-danger)' }),
  amount: css({ fontWeight: 600 }),
  row: css({ display: 'flex', justifyContent: 'space-between', fontSize: 14 }),
  minus: css({ color: 'var(--adm-color-danger)' }),
  total: css({ display: 'flex', justifyContent: 'space-between', fontSize: 16, fontWeight: 600 }),
};

export interface LineView {
  goods_id: string;
  name: string;
  unit: string;
  unit_price_fen: number;
  quantity: number;
  amount_fen: number;
  picture?: FileRef | null;
  /** Shown as 库存不足 when the quantity is more than this. */
  stock?: number;
}

/** The goods of an order: picture, name, unit price × quantity, amount in yuan. */
export function OrderLines({ title, lines }: { title: ReactNode; lines: readonly LineView[] }) {
  return (
    <List mode="card" header={title}>
      {lines.map((l) => (
        <List.Item key={l.goods_id}>
          <div css={styles.line} data-testid="order-line">
            {l.picture !== undefined && <GoodsPicture picture={l.picture} size={48} />}
            <div css={styles.body}>
              <div>{l.name}</div>
              <div css={styles.meta}>
                {yuan(l.unit_price_fen)} × {l.quantity}
                {l.unit}
              </div>
              {l.stock !== undefined && l.quantity > l.stock && (
                <div css={styles.short}>{`${TEXT.stockShort}（${TEXT.stock(l.stock)}）`}</div>
              )}
            </div>
            <span css={styles.amount}>{yuan(l.amount_fen)}</span>
          </div>
        </List.Item>
      ))}
    </List>
  );
}

/** 商品金额, 会员优惠, 优惠券 and 实付 of an order. */
export function OrderAmounts(a: { subtotal: number; memberSaving?: number; discount: number; total: number; couponName?: string | null }) {
  return (
    <List mode="card">
      <List.Item>
        <div css={styles.row}>
          <span>{TEXT.subtotal}</span>
          <span>{yuan(a.subtotal)}</span>
        </div>
      </List.Item>
      {a.memberSaving !== undefined && a.memberSaving > 0 && (
        <List.Item>
          <div css={styles.row}>
            <span>{TEXT.memberSaving}</span>
            <span>{`已含 -${yuan(a.memberSaving)}`}</span>
          </div>
        </List.Item>
      )}
      {a.discount > 0 && (
        <List.Item>
          <div css={styles.row}>
            <span>
              {TEXT.coupon}
              {a.couponName ? `（${a.couponName}）` : ''}
            </span>
            <span css={styles.minus}>-{yuan(a.discount)}</span>
          </div>
        </List.Item>
      )}
      <List.Item>
        <div css={styles.total}>
          <span>{TEXT.total}</span>
          <span data-testid="order-total">{yuan(a.total)}</span>
        </div>
      </List.Item>
    </List>
  );
}

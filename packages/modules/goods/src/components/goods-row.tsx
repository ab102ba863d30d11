/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { GoodsItem } from '@campus/contracts';
import { List } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { maxQuantity, type GoodsCart } from '../stores/cart.ts';
import { Quantity } from './quantity.tsx';

const styles = {
  meta: css({ fontSize: 13, color: 'var(--adm-color-weak)', lineHeight: 1.6 }),
  left: css({ color: 'var(--adm-color-text)' }),
  none: css({ color: 'var(--adm-color-danger)' }),
  quota: css({ fontSize: 12, color: 'var(--hub-primary-text)' }),
};

/** What the quota leaves this period, in words: '每人每月限领10包 · 本期还可领3包'. */
export function quotaText(item: GoodsItem): string | null {
  const q = item.quota;
  if (!q) return null;
  return q.remaining === null ? q.text : `${q.text} · 本期还可领${String(q.remaining)}${item.unit}`;
}

/** One goods with what is left, its quota and (with a cart) how many to take. */
export const GoodsRow = observer(function GoodsRow({ item, cart }: { item: GoodsItem; cart?: GoodsCart }) {
  const max = maxQuantity(item);
  const quota = quotaText(item);
  const stockText = item.kind === 'asset' ? `空闲 ${String(item.stock_total)}${item.unit}` : `剩余 ${String(item.stock_total)}${item.unit}`;
  return (
    <List.Item
      data-testid="goods-row"
      description={
        <div css={styles.meta}>
          {item.spec && <div>{item.spec}</div>}
          <div>
            <span css={item.stock_total > 0 ? styles.left : styles.none} data-testid="goods-left">
              {item.stock_total > 0 ? stockText : item.kind === 'asset' ? '暂无空闲' : '暂无库存'}
            </span>
            {item.barcode && ` · 条码 ${item.barcode}`}
          </div>
          {quota && (
            <div css={styles.quota} data-testid="goods-quota">
              {quota}
            </div>
          )}
        </div>
      }
      extra={
        cart ? (
          max > 0 || cart.quantityOf(item.id) > 0 ? (
            <Quantity name={item.name} value={cart.quantityOf(item.id)} max={max} onChange={(n) => cart.set(item, n)} />
          ) : (
            <span css={styles.none}>{item.stock_total > 0 ? '已达限额' : '无库存'}</span>
          )
        ) : undefined
      }
    >
      {item.name}
    </List.Item>
  );
});

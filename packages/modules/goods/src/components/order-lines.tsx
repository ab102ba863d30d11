/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { GoodsOrderLine } from '@campus/contracts';
import { List } from 'antd-mobile';
import { yuan } from '../format.ts';

const styles = {
  meta: css({ fontSize: 13, color: 'var(--adm-color-weak)', lineHeight: 1.6 }),
  qty: css({ fontSize: 15, color: 'var(--adm-color-text)', whiteSpace: 'nowrap' }),
};

/** An order's lines: quantity, value, what the warehouse has left, given back, asset tags handed over. */
export function OrderLines({
  lines,
  header = '领用明细',
  showStock = true,
}: {
  lines: GoodsOrderLine[];
  header?: string;
  showStock?: boolean;
}) {
  return (
    <List mode="card" header={header}>
      {lines.map((l) => (
        <List.Item
          key={l.id}
          data-testid="order-line"
          extra={
            <span css={styles.qty}>
              ×{l.quantity}
              {l.unit}
            </span>
          }
          description={
            <div css={styles.meta}>
              {yuan(l.unit_value_fen)}/{l.unit} · 小计 {yuan(l.amount_fen)}
              {showStock && (
                <div data-testid="line-stock">
                  库存剩余 {l.stock_left}
                  {l.unit}
                </div>
              )}
              {l.returned > 0 && (
                <div data-testid="line-returned">
                  已归还 {l.returned}
                  {l.unit}
                </div>
              )}
              {l.assets.length > 0 && <div>资产标签：{l.assets.map((a) => a.tag).join('、')}</div>}
            </div>
          }
        >
          {l.goods.name}
        </List.Item>
      ))}
    </List>
  );
}

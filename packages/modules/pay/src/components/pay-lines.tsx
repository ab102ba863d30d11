/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { PayItem } from '@campus/contracts';
import { List } from 'antd-mobile';
import { yuan } from '../money.ts';
import { TEXT } from '../texts.ts';

const styles = {
  total: css({ fontSize: 20, fontWeight: 600, color: 'var(--adm-color-danger)' }),
  amount: css({ color: 'var(--adm-color-text)' }),
};

/** A line's amount: a discount shows its minus sign. */
const lineAmount = (fen: number): string => (fen < 0 ? `-${yuan(-fen)}` : yuan(fen));

/**
 * What an order pays for (issue 34): its own number, each line with its price and quantity (a discount
 * as a negative line), and the total, as the paying family priced them.
 */
export function PayLines({ orderNo, items, amountFen }: { orderNo: string | null; items: readonly PayItem[]; amountFen: number }) {
  return (
    <List mode="card" header={TEXT.lines}>
      {orderNo !== null && <List.Item extra={<span data-testid="pay-order-no">{orderNo}</span>}>{TEXT.orderNo}</List.Item>}
      {items.map((item, index) => (
        <List.Item
          key={`${String(index)}-${item.name}`}
          data-testid="pay-item"
          description={item.amount_fen > 0 ? TEXT.unitTimes(yuan(item.unit_fen), item.quantity) : undefined}
          extra={<span css={styles.amount}>{lineAmount(item.amount_fen)}</span>}
        >
          {item.name}
        </List.Item>
      ))}
      <List.Item
        extra={
          <span css={styles.total} data-testid="pay-total">
            {yuan(amountFen)}
          </span>
        }
      >
        {TEXT.total}
      </List.Item>
    </List>
  );
}

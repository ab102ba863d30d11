/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { GoodsOrderRow } from '@campus/contracts';
import { keepDates } from '@campus/ui';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { yuan } from '../format.ts';
import { orderPathOf } from '../paths.ts';
import { OrderStatusTag } from './order-status-tag.tsx';

const styles = {
  meta: css({ fontSize: 13, color: 'var(--adm-color-weak)', lineHeight: 1.6 }),
  head: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }),
};

/** One goods, consume or kit order (mine, or with its applicant on a store keeper's list): lines in brief, status, value; opens its screen. */
export function OrderRow({ order, showApplicant = false }: { order: GoodsOrderRow; showApplicant?: boolean }) {
  const navigate = useNavigate();
  return (
    <List.Item
      data-testid="order-row"
      arrow
      onClick={() => navigate(orderPathOf(order.order_type, order.id))}
      description={
        <div css={styles.meta}>
          <div>
            {showApplicant && `${order.applicant.name} · `}
            {order.lines_text}
          </div>
          <div>
            {keepDates(order.created_time.slice(0, 16))} · {order.warehouse.name} · {yuan(order.total_fen)}
          </div>
        </div>
      }
    >
      <div css={styles.head}>
        <span>{order.title}</span>
        <OrderStatusTag type={order.order_type} status={order.status} label={order.status_label} />
      </div>
    </List.Item>
  );
}

/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { CarOrder } from '@campus/contracts';
import { SectionCard, keepDates } from '@campus/ui';
import { period } from '../format.ts';
import { TEXT } from '../texts.ts';
import { OrderStatusTag } from './order-status-tag.tsx';

const styles = {
  line: css({ fontSize: 14, color: 'var(--adm-color-text-secondary)', lineHeight: 1.7 }),
  title: css({ fontSize: 16, fontWeight: 600, color: 'var(--adm-color-text)' }),
};

/** One car order in a list: route, period, kind, vehicle; tapping opens it. */
export function OrderCard({ order, onOpen }: { order: CarOrder; onOpen: (order: CarOrder) => void }) {
  return (
    <div data-testid="car-order-card" data-order-id={order.id}>
      <SectionCard
        title={<span css={styles.title}>{order.title}</span>}
        extra={<OrderStatusTag orderType={order.order_type} status={order.status} label={order.status_label} />}
        onClick={() => onOpen(order)}
      >
        <div css={styles.line}>
          {TEXT.kind}：{order.kind_label}
        </div>
        <div css={styles.line}>{keepDates(period(order.start_time, order.end_time))}</div>
        {order.vehicle && (
          <div css={styles.line}>
            {TEXT.vehicle}：{order.vehicle.plate}
            {order.driver ? ` · ${TEXT.driver}：${order.driver.name}` : ''}
          </div>
        )}
        {order.applicant && (
          <div css={styles.line}>
            {TEXT.applicant}：{order.applicant.name}
            {order.applicant.department ? `（${order.applicant.department}）` : ''}
          </div>
        )}
      </SectionCard>
    </div>
  );
}

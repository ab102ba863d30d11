/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { OrderSummary } from '@campus/contracts';
import { DISPLAY_EMPTY } from '@campus/core';
import { SectionCard, keepDates } from '@campus/ui';
import { LABELS } from '../labels.ts';
import { approvalTime } from '../order-display.ts';
import { OrderStatusTag } from './order-status-tag.tsx';
import type { ReactNode } from 'react';

const styles = {
  head: css({ display: 'inline-flex', alignItems: 'baseline', gap: 6, maxWidth: '60vw' }),
  title: css({ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }),
  rows: css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 12, rowGap: 4, fontSize: 14, lineHeight: 1.5 }),
  label: css({ color: 'var(--adm-color-weak)' }),
  value: css({ color: 'var(--adm-color-text)', textAlign: 'right', wordBreak: 'break-all' }),
};

export interface OrderCardProps {
  order: OrderSummary;
  onOpen: (order: OrderSummary) => void;
  /**
   * 已审批: when the caller acted on it, shown as its 审批时间 (issue 34: an order still in approval
   * after his step has no approval time of its own). Absent: the order's approval time.
   */
  actTime?: string | null;
  /** Small words beside the title (未读 in 抄送我的, 代X审批 in 待我审批). */
  note?: ReactNode;
}

/** One order in a list: title and status, type, applicant, created time and approval time (spec 3 display rule). */
export function OrderCard({ order, onOpen, actTime, note }: OrderCardProps) {
  const rows: Array<[string, string]> = [
    [LABELS.orderType, order.order_type_name || DISPLAY_EMPTY],
    [LABELS.applicant, order.applicant?.name || DISPLAY_EMPTY],
    [LABELS.createdTime, approvalTime(order.created_time)],
    [LABELS.approvalTime, approvalTime(actTime === undefined ? order.approve_time : actTime)],
  ];
  return (
    <div data-testid="order-row" data-order-id={order.id}>
      <SectionCard
        title={
          <span css={styles.head}>
            <span css={styles.title}>{order.title || DISPLAY_EMPTY}</span>
            {note}
          </span>
        }
        extra={<OrderStatusTag orderType={order.order_type} status={order.status} label={order.status_label} />}
        onClick={() => onOpen(order)}
      >
        <div css={styles.rows}>
          {rows.map(([label, value]) => (
            <div key={label} css={{ display: 'contents' }}>
              <span css={styles.label}>{label}</span>
              <span css={styles.value}>{keepDates(value)}</span>
            </div>
          ))}
        </div>
      </SectionCard>
    </div>
  );
}

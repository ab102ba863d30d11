/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { MealOrder } from '@campus/contracts';
import { SectionCard, keepDates } from '@campus/ui';
import { Tag } from 'antd-mobile';
import { yuan } from '../money.ts';
import { statusColor } from '../status.ts';

const styles = {
  line: css({ fontSize: 14, color: 'var(--adm-color-text-secondary)', marginTop: 4 }),
  total: css({ fontWeight: 600 }),
};

/** A meal order in a list: the meal, its dishes, the total and its status. */
export function MealCard({ order, onOpen }: { order: MealOrder; onOpen: (order: MealOrder) => void }) {
  return (
    <SectionCard
      title={keepDates(`${order.canteen.name} ${order.date} ${order.period_name}`)}
      extra={
        <Tag color={statusColor(order.status)} fill="outline" data-testid="meal-status">
          {order.status_label}
        </Tag>
      }
      onClick={() => onOpen(order)}
    >
      <div data-testid="meal-card">
        <div css={styles.line}>{order.items.map((i) => `${i.name}×${String(i.quantity)}`).join('、')}</div>
        <div css={styles.line}>
          {order.kind_label}
          {order.address ? ` · ${order.address}` : ''} · <span css={styles.total}>{yuan(order.total_fen)}</span>
        </div>
      </div>
    </SectionCard>
  );
}

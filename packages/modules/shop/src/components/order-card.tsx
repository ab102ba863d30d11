/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ShopOrder } from '@campus/contracts';
import { SectionCard, keepDates } from '@campus/ui';
import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { yuan } from '../money.ts';

const styles = {
  lines: css({ fontSize: 14, color: 'var(--adm-color-text)' }),
  meta: css({ display: 'flex', justifyContent: 'space-between', marginTop: 6, fontSize: 12, color: 'var(--adm-color-text-secondary)' }),
  total: css({ fontSize: 15, fontWeight: 600, color: 'var(--adm-color-text)' }),
  actions: css({ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 10 }),
};

const TONE = { created: 'warning', paid: 'primary', completed: 'success', cancelled: 'default', refunded: 'default' } as const;

/** An order in a list: shop, status, goods, total; `actions` below (the shop's 确认取货 / 退款). */
export function OrderCard({ order, onOpen, actions, who }: { order: ShopOrder; onOpen?: () => void; actions?: ReactNode; who?: string }) {
  return (
    <SectionCard
      title={order.shop.name}
      extra={
        <Tag color={TONE[order.status]} fill="outline">
          {order.status_label}
        </Tag>
      }
      {...(onOpen ? { onClick: onOpen } : {})}
    >
      <div css={styles.lines}>{order.lines.map((l) => `${l.name} × ${String(l.quantity)}`).join('，')}</div>
      <div css={styles.meta}>
        <span>
          {who ? `${who} · ` : ''}
          {keepDates(order.created_time.slice(0, 16))} · {order.scene_label}
        </span>
        <span css={styles.total}>{yuan(order.total_fen)}</span>
      </div>
      {actions && (
        <div css={styles.actions} onClick={(e) => e.stopPropagation()}>
          {actions}
        </div>
      )}
    </SectionCard>
  );
}

/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { AssetSummary } from '@campus/contracts';
import { keepDates } from '@campus/ui';
import { List, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';

const styles = {
  meta: css({ fontSize: 13, color: 'var(--adm-color-weak)', lineHeight: 1.6 }),
  head: css({ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }),
  overdue: css({ color: 'var(--adm-color-danger)' }),
};

/** An asset item: model, tag, serial, where it is, its status and (borrowed) the due date, 已逾期 once past it. */
export function AssetRow({
  asset,
  extra,
  onClick,
  arrow = true,
}: {
  asset: AssetSummary;
  extra?: ReactNode;
  onClick?: () => void;
  /** A row that opens something shows the arrow; one that ticks a choice does not. */
  arrow?: boolean;
}) {
  return (
    <List.Item
      data-testid="asset-row"
      {...(onClick ? { onClick, arrow } : {})}
      extra={extra}
      description={
        <div css={styles.meta}>
          <div>
            标签 {asset.tag}
            {asset.serial && ` · 序列号 ${asset.serial}`}
          </div>
          <div>
            {asset.holder ? `持有人 ${asset.holder.name}` : (asset.place ?? asset.warehouse.name)}
            {asset.due_date && (
              <span css={asset.overdue ? styles.overdue : undefined} data-testid="asset-due">
                {' · '}
                {keepDates(`归还日期 ${asset.due_date}`)}
              </span>
            )}
          </div>
        </div>
      }
    >
      <div css={styles.head}>
        <span>{asset.model.name}</span>
        <Tag
          color={asset.overdue ? 'danger' : asset.status === 'free' ? 'success' : 'primary'}
          fill="outline"
          round
          data-testid="asset-status"
        >
          {asset.overdue ? '已逾期' : asset.status_label}
        </Tag>
      </div>
    </List.Item>
  );
}

/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { keepDates } from '@campus/ui';
import { DotLoading, List, Tag } from 'antd-mobile';
import { weekdayLabel, yuan } from '../format.ts';
import type { PreviewState } from '../preview.ts';
import { s } from './styles.ts';

const styles = {
  refused: css({ color: 'var(--adm-color-danger)' }),
  total: css({ fontWeight: 600 }),
};

/** The preview of a booking: each date 可预约 or 将跳过 with its reason, the cost and whether it needs approval. */
export function PreviewPanel({ state }: { state: PreviewState }) {
  if (state.kind === 'idle') return null;
  if (state.kind === 'loading')
    return (
      <List mode="card" header="预约检查">
        <List.Item>
          <DotLoading color="primary" /> 正在检查时段
        </List.Item>
      </List>
    );
  if (state.kind === 'refused')
    return (
      <List mode="card" header="预约检查">
        <List.Item>
          <span css={styles.refused} role="alert" data-testid="preview-refused">
            {state.message}
          </span>
        </List.Item>
      </List>
    );
  const { dates, price_fen, needs_approval } = state.result;
  const ok = dates.filter((d) => d.ok).length;
  return (
    <List mode="card" header="预约检查" data-testid="booking-preview">
      {dates.map((d, i) => (
        <List.Item
          key={d.date}
          data-testid="preview-date"
          extra={
            <Tag color={d.ok ? 'success' : 'danger'} fill="outline" round>
              {d.ok ? '可预约' : i === 0 && dates.length === 1 ? '不可预约' : '将跳过'}
            </Tag>
          }
          description={d.reason ? <span css={styles.refused}>{d.reason}</span> : undefined}
        >
          {keepDates(`${d.date} ${weekdayLabel(d.date)}`)}
        </List.Item>
      ))}
      <List.Item extra={needs_approval ? '需审批，通过后生效' : '无需审批，提交即生效'}>审批</List.Item>
      <List.Item
        extra={
          <span css={styles.total} data-testid="preview-price">
            {price_fen === 0 ? '免费' : `${yuan(price_fen)} × ${String(ok)}次 = ${yuan(price_fen * ok)}`}
          </span>
        }
      >
        费用
      </List.Item>
      {price_fen > 0 && (
        <List.Item>
          <span css={s.sub}>提交后需在线支付；开始前按单位规定时间取消可全额退款</span>
        </List.Item>
      )}
    </List>
  );
}

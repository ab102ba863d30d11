/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { BorrowInfo } from '@campus/contracts';
import { DetailSection, SectionCard } from '@campus/ui';
import { List } from 'antd-mobile';
import { minute } from '../format.ts';
import { AssetRow } from './asset-row.tsx';
import { BorrowStatusTag } from './borrow-status.tsx';

const styles = {
  head: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }),
  title: css({ fontSize: 16, fontWeight: 600, color: 'var(--adm-color-text)' }),
  overdue: css({ marginTop: 8, fontSize: 14, color: 'var(--adm-color-danger)' }),
  hint: css({ marginTop: 8, fontSize: 13, color: 'var(--adm-color-weak)' }),
};

/** A borrow order: status (已逾期 past its end date), period, purpose, its assets and hand-over and return. */
export function BorrowView({ info, withHead = true }: { info: BorrowInfo; withHead?: boolean }) {
  const o = info.order;
  return (
    <>
      {withHead && (
        <SectionCard>
          <div css={styles.head}>
            <span css={styles.title}>{o.title}</span>
            <span data-testid="borrow-status">
              <BorrowStatusTag status={o.status} label={o.status_label} overdue={info.overdue} />
            </span>
          </div>
          {info.overdue && (
            <div css={styles.overdue} data-testid="borrow-overdue">
              已逾期 {info.overdue_days} 天，请尽快归还
            </div>
          )}
          {o.status === 20 && <div css={styles.hint}>审批已通过：领取资产后请借用人在本页确认交接。</div>}
          {o.reject_reason && <div css={styles.overdue}>驳回原因：{o.reject_reason}</div>}
        </SectionCard>
      )}
      <DetailSection
        title="借用信息"
        rows={[
          { label: '借用人', value: o.applicant.name },
          { label: '借用期间', value: `${info.start_date} 至 ${info.end_date}` },
          { label: '用途', value: info.purpose },
          { label: '申请时间', value: minute(o.created_time) },
          { label: '交接确认', value: minute(info.handed_over_time) },
          { label: '归还', value: info.returned_time ? `${info.returned_by?.name ?? ''} ${minute(info.returned_time)}` : '--' },
        ]}
      />
      <List mode="card" header={`借用资产（${String(info.assets.length)}）`}>
        {info.assets.map((a) => (
          <AssetRow key={a.id} asset={a} />
        ))}
      </List>
    </>
  );
}

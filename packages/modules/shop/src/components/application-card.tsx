/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ShopApplication } from '@campus/contracts';
import { AttachmentList, SectionCard, keepDates } from '@campus/ui';
import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { TEXT } from '../texts.ts';

const styles = {
  rows: css({ display: 'flex', flexDirection: 'column', gap: 4, fontSize: 13, color: 'var(--adm-color-text-secondary)' }),
  intro: css({ fontSize: 14, color: 'var(--adm-color-text)' }),
  reason: css({ color: 'var(--adm-color-danger)' }),
  files: css({ marginTop: 8 }),
  actions: css({ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 10 }),
};

const TONE: Record<number, 'warning' | 'success' | 'danger' | 'default'> = {
  10: 'warning',
  20: 'success',
  [-20]: 'danger',
  [-10]: 'default',
};

/** A shop application: what was asked, its licences, its state (the workflow's labels), the approver's actions. */
export function ApplicationCard({ app, actions }: { app: ShopApplication; actions?: ReactNode }) {
  return (
    <SectionCard
      title={app.name}
      extra={
        <Tag color={TONE[app.status] ?? 'default'} fill="outline">
          {app.status_label}
        </Tag>
      }
    >
      <div css={styles.rows}>
        <span css={styles.intro}>{app.intro}</span>
        <span>
          {app.kind_label} · {app.address} · {app.contact_phone}
        </span>
        <span>
          {TEXT.applicant} {app.applicant.name} · {keepDates(app.created_time.slice(0, 16))}
        </span>
        {app.reject_reason && (
          <span css={styles.reason}>
            {TEXT.rejectReason}：{app.reject_reason}
          </span>
        )}
      </div>
      <div css={styles.files}>
        <AttachmentList files={app.attachments} />
      </div>
      {actions && <div css={styles.actions}>{actions}</div>}
    </SectionCard>
  );
}

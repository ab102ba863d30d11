/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ReceptionSummary } from '@campus/contracts';
import { keepDates } from '@campus/ui';
import { List } from 'antd-mobile';
import { daysText, names } from '../format.ts';
import { VisitorStatusTag } from './status-tag.tsx';

const styles = {
  title: css({ fontSize: 16, fontWeight: 500, color: 'var(--adm-color-text)' }),
  meta: css({ fontSize: 13, lineHeight: 1.6, color: 'var(--adm-color-weak)' }),
  delegated: css({ fontSize: 13, lineHeight: 1.6, color: 'var(--hub-primary-text)' }),
};

export interface ReceptionRowProps {
  reception: ReceptionSummary;
  onClick: () => void;
  /** On RApprove: the approver whose step the viewer holds (or held) as delegate (代X审批, issue 41). */
  delegatedFrom?: string | null;
  /** On RApprove's 已处理: the delegate who decided the viewer's own step for him (由X代审批, issue 41). */
  decidedBy?: string | null;
}

/** One reception of a list: what, for whom, when, who hosts, and its status. */
export function ReceptionRow({ reception, onClick, delegatedFrom, decidedBy }: ReceptionRowProps) {
  return (
    <List.Item onClick={onClick} extra={<VisitorStatusTag status={reception.status} />} data-testid="reception-row">
      <div css={styles.title}>{reception.title}</div>
      <div css={styles.meta}>
        {reception.guest_company} · {reception.guest_count}位来宾
      </div>
      <div css={styles.meta}>{keepDates(`${daysText(reception.start_date, reception.end_date)} · ${reception.place}`)}</div>
      <div css={styles.meta}>负责人：{names(reception.hosts) || '--'}</div>
      {delegatedFrom ? (
        <div css={styles.delegated} data-testid="reception-delegated">
          代{delegatedFrom}审批
        </div>
      ) : null}
      {decidedBy ? (
        <div css={styles.delegated} data-testid="reception-decided-by">
          由{decidedBy}代审批
        </div>
      ) : null}
    </List.Item>
  );
}

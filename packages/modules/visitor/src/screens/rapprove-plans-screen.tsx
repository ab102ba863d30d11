/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { keepDates } from '@campus/ui';
import { ErrorBlock, List } from 'antd-mobile';
import { ReceptionFrame } from '../components/reception-frame.tsx';

const styles = { meta: css({ fontSize: 13, lineHeight: 1.6, color: 'var(--adm-color-weak)' }) };

/** 接待方案 (/RApprove/RApproveDetail/RApprovePlans?id=): the agenda, read-only for the approver. */
export default function RApprovePlansScreen() {
  return (
    <ReceptionFrame title="接待方案">
      {(r) => (
        <List mode="card" header={r.title}>
          {r.plans.length === 0 ? <ErrorBlock status="empty" title="还没有日程" description={null} /> : null}
          {r.plans.map((p) => (
            <List.Item key={p.id}>
              <div>{p.title}</div>
              <div css={styles.meta}>{keepDates(p.end_time ? `${p.start_time} 至 ${p.end_time}` : p.start_time)}</div>
              {p.place ? <div css={styles.meta}>地点：{p.place}</div> : null}
              {p.content ? <div css={styles.meta}>{p.content}</div> : null}
            </List.Item>
          ))}
        </List>
      )}
    </ReceptionFrame>
  );
}

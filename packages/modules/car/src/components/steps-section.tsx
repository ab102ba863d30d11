/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { OrderStep } from '@campus/contracts';
import { List, Steps } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { keepDates } from '@campus/ui';
import { minute } from '../format.ts';
import { TEXT } from '../texts.ts';

const STATE_LABELS: Record<OrderStep['state'], string> = {
  waiting: '待审批',
  pending: '审批中',
  approved: '已通过',
  rejected: '已驳回',
  transferred: '已转交',
  cancelled: '已撤销',
};
const STATUS: Record<OrderStep['state'], 'wait' | 'process' | 'finish' | 'error'> = {
  waiting: 'wait',
  pending: 'process',
  approved: 'finish',
  rejected: 'error',
  transferred: 'finish',
  cancelled: 'wait',
};

const styles = { wrap: css({ padding: '8px 12px 4px' }), line: css({ display: 'block', lineHeight: 1.6 }) };

/** The approval chain of an order (who, state, time, comment), with a link to its approval detail. */
export function StepsSection({ steps, approvalPath }: { steps: readonly OrderStep[]; approvalPath: string | null }) {
  const navigate = useNavigate();
  return (
    <List mode="card" header={TEXT.approval}>
      <List.Item>
        {steps.length === 0 ? (
          TEXT.noChain
        ) : (
          <div css={styles.wrap}>
            <Steps
              direction="vertical"
              current={Math.max(
                0,
                steps.findIndex((s) => s.state === 'pending'),
              )}
            >
              {steps.map((s, i) => (
                <Steps.Step
                  key={`${String(s.seq)}-${String(i)}`}
                  status={STATUS[s.state]}
                  title={`${s.approver.name} · ${STATE_LABELS[s.state]}`}
                  description={
                    <>
                      {s.act_time && <span css={styles.line}>{keepDates(minute(s.act_time))}</span>}
                      {s.comment && <span css={styles.line}>{s.comment}</span>}
                    </>
                  }
                />
              ))}
            </Steps>
          </div>
        )}
      </List.Item>
      {approvalPath !== null && (
        <List.Item onClick={() => navigate(approvalPath)} data-testid="car-approval-link">
          {TEXT.approvalDetail}
        </List.Item>
      )}
    </List>
  );
}

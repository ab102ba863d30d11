/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { OrderStep } from '@campus/contracts';
import { DISPLAY_EMPTY } from '@campus/core';
import { Steps } from 'antd-mobile';
import { keepDates } from '@campus/ui';
import { LABELS, STALL_LABELS } from '../labels.ts';
import { approvalTime, currentStepIndex, stepStateLabel, stepStatus } from '../order-display.ts';

const styles = {
  wrap: css({ padding: '8px 12px 4px' }),
  title: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }),
  state: css({ fontSize: 13, fontWeight: 'normal' }),
  line: css({ display: 'block', lineHeight: 1.6 }),
  empty: css({ padding: '12px 16px', color: 'var(--adm-color-weak)', fontSize: 14 }),
};

const STATE_COLORS: Record<string, string> = {
  pending: 'var(--hub-primary-text)',
  approved: 'var(--hub-success-text)',
  rejected: 'var(--adm-color-danger)',
};

export interface ApprovalStepsProps {
  steps: readonly OrderStep[];
}

/**
 * The approval chain as antd-mobile Steps: each step's approver, its state
 * (待审批/审批中/已通过/...), comment and act time (spec 3 display rule).
 */
export function ApprovalSteps({ steps }: ApprovalStepsProps) {
  if (steps.length === 0) return <div css={styles.empty}>{LABELS.noChain}</div>;
  return (
    <div css={styles.wrap} data-testid="approval-steps">
      <Steps direction="vertical" current={currentStepIndex(steps)}>
        {steps.map((step, index) => (
          <Steps.Step
            key={`${step.seq}-${index}`}
            status={stepStatus(step.state)}
            title={
              <span css={styles.title}>
                <span>{step.approver?.name || DISPLAY_EMPTY}</span>
                <span css={styles.state} style={{ color: STATE_COLORS[step.state] ?? 'var(--adm-color-weak)' }} data-testid="step-state">
                  {stepStateLabel(step.state)}
                </span>
              </span>
            }
            description={
              <span data-testid="approval-step">
                {step.approver?.department ? <span css={styles.line}>{step.approver.department}</span> : null}
                {step.acted_by ? (
                  <span css={styles.line} data-testid="step-acted-by">
                    {STALL_LABELS.actedFor(step.acted_by.name, step.approver?.name || DISPLAY_EMPTY)}
                  </span>
                ) : step.delegate && step.state === 'pending' ? (
                  <span css={styles.line} data-testid="step-delegate">
                    {STALL_LABELS.delegate}：{step.delegate.name}
                  </span>
                ) : null}
                {step.transferred_to ? (
                  <span css={styles.line}>
                    {LABELS.transferTo}：{step.transferred_to.name}
                  </span>
                ) : null}
                {step.comment ? (
                  <span css={styles.line}>
                    {LABELS.comment}：{step.comment}
                  </span>
                ) : null}
                <span css={styles.line}>
                  {LABELS.actTime}：<span data-testid="step-time">{keepDates(approvalTime(step.act_time))}</span>
                </span>
              </span>
            }
          />
        ))}
      </Steps>
    </div>
  );
}

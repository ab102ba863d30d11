/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { PayOrder } from '@campus/contracts';
import { Button, List, NoticeBar, Space } from 'antd-mobile';
import { useState } from 'react';
import { yuan } from '../money.ts';
import { TEXT } from '../texts.ts';

const styles = {
  amount: css({ fontSize: 36, fontWeight: 600, textAlign: 'center', padding: '24px 0 8px' }),
  actions: css({ padding: 12, width: '100%', boxSizing: 'border-box' }),
};

export type SandboxOutcome = 'pay' | 'fail' | 'late';

/** The sandbox provider's confirmation screen: clearly a sandbox; pay, fail or pay late. */
export function SandboxConfirm({ order, onAnswer }: { order: PayOrder; onAnswer: (outcome: SandboxOutcome) => Promise<void> }) {
  const [busy, setBusy] = useState<SandboxOutcome | null>(null);
  const answer = async (outcome: SandboxOutcome) => {
    setBusy(outcome);
    try {
      await onAnswer(outcome);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <NoticeBar content={TEXT.sandboxNotice} color="alert" wrap />
      <div css={styles.amount} data-testid="sandbox-amount">
        {yuan(order.amount_fen)}
      </div>
      <List mode="card">
        <List.Item extra={order.subject}>{TEXT.subject}</List.Item>
        {order.order_no !== null && <List.Item extra={order.order_no}>{TEXT.orderNo}</List.Item>}
      </List>
      <Space direction="vertical" block css={styles.actions}>
        <Button block color="primary" size="large" loading={busy === 'pay'} disabled={busy !== null} onClick={() => void answer('pay')}>
          {TEXT.sandboxPay}
        </Button>
        <Button block loading={busy === 'late'} disabled={busy !== null} onClick={() => void answer('late')}>
          {TEXT.sandboxLate}
        </Button>
        <Button block color="danger" fill="outline" loading={busy === 'fail'} disabled={busy !== null} onClick={() => void answer('fail')}>
          {TEXT.sandboxFail}
        </Button>
      </Space>
    </>
  );
}

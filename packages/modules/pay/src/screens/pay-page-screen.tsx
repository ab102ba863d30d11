import { LoadFailedBlock, LoadingBlock, PageFrame } from '@campus/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { confirmSandbox } from '../api.ts';
import { MissingId } from '../components/missing-id.tsx';
import { PayResult } from '../components/pay-result.tsx';
import { SandboxConfirm, type SandboxOutcome } from '../components/sandbox-confirm.tsx';
import { useDoneParam, usePolledOrder, useQueryId } from '../hooks.ts';
import { donePath } from '../paths.ts';
import { titleOf } from '../titles.ts';

/** Late sandbox payments arrive this long after the answer (the result screen waits for them). */
export const SANDBOX_LATE_MS = 3000;

/**
 * /payPage?id=: the sandbox confirmation screen while a sandbox order waits for the payer's answer,
 * then (and for every other provider) the payment result, asked again while the provider's
 * notification is on its way.
 */
export default function PayPageScreen() {
  const id = useQueryId();
  const navigate = useNavigate();
  const done = useDoneParam();
  const [answered, setAnswered] = useState(false);
  const [round, setRound] = useState(0);
  // A sandbox order waits for the payer's answer on this screen; any other for its provider.
  const { order, error, set } = usePolledOrder(id, round, (o) => o.provider !== 'sandbox' || answered);

  const answer = async (outcome: SandboxOutcome) => {
    if (!order || order.pay_params?.provider !== 'sandbox') return;
    try {
      const next = await confirmSandbox(order.id, {
        token: order.pay_params.token,
        outcome,
        ...(outcome === 'late' ? { delay_ms: SANDBOX_LATE_MS } : {}),
      });
      set(next);
    } finally {
      setAnswered(true);
      setRound((r) => r + 1);
    }
  };

  let body;
  if (id === null) body = <MissingId />;
  else if (!order) body = error === undefined ? <LoadingBlock /> : <LoadFailedBlock error={error} onRetry={() => setRound((r) => r + 1)} />;
  else if (order.status === 'created' && order.provider === 'sandbox' && !answered)
    body = <SandboxConfirm order={order} onAnswer={answer} />;
  else
    body = (
      <PayResult
        order={order}
        onDone={() => navigate(donePath(done), { replace: true })}
        onRetry={order.status === 'created' && order.provider === 'sandbox' ? () => setAnswered(false) : undefined}
      />
    );
  return <PageFrame title={titleOf('payPage')}>{body}</PageFrame>;
}

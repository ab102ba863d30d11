/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { PayOrder } from '@campus/contracts';
import { FieldErrorText, LoadFailedBlock, LoadingBlock, PageFrame } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { lxdzPayAvailable, payInNativeShell, payInWechat, wechatPayAvailable, type BridgeOutcome } from '../bridges.ts';
import { MissingId } from '../components/missing-id.tsx';
import { PayResult } from '../components/pay-result.tsx';
import { useDoneParam, usePolledOrder, useQueryId } from '../hooks.ts';
import { yuan } from '../money.ts';
import { PATHS, donePath, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

const styles = {
  amount: css({ fontSize: 36, fontWeight: 600, textAlign: 'center', padding: '24px 0 8px' }),
  actions: css({ padding: 12 }),
};

type Kind = 'wxPay' | 'lxdzPay';

async function payWith(order: PayOrder): Promise<BridgeOutcome> {
  const p = order.pay_params;
  if (p?.provider === 'wechat') return payInWechat(p);
  if (p?.provider === 'lxdz') return payInNativeShell(p);
  return 'failed';
}

/** Pays a created order through the host's bridge (WeChat JSAPI or the native shell), then shows the result. */
export function ProviderPayScreen({ kind }: { kind: Kind }) {
  const id = useQueryId();
  const navigate = useNavigate();
  const done = useDoneParam();
  const { order, error } = usePolledOrder(id, 0, () => false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const available = kind === 'wxPay' ? wechatPayAvailable() : lxdzPayAvailable();

  const pay = async (o: PayOrder) => {
    setBusy(true);
    setMessage(null);
    try {
      const outcome = await payWith(o);
      if (outcome === 'paid') navigate(withId(PATHS.payPage, o.id, done), { replace: true });
      else setMessage(outcome === 'cancelled' ? TEXT.cancelled : TEXT.resultFailed);
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (id === null) body = <MissingId />;
  else if (!order) body = error === undefined ? <LoadingBlock /> : <LoadFailedBlock error={error} onRetry={() => navigate(0)} />;
  else if (order.status !== 'created') body = <PayResult order={order} onDone={() => navigate(donePath(done), { replace: true })} />;
  else
    body = (
      <>
        <div css={styles.amount}>{yuan(order.amount_fen)}</div>
        <List mode="card">
          <List.Item extra={order.subject}>{TEXT.subject}</List.Item>
        </List>
        <div css={styles.actions}>
          <FieldErrorText message={available ? message : kind === 'wxPay' ? TEXT.wxUnavailable : TEXT.lxdzUnavailable} />
          <Button
            block
            color="primary"
            size="large"
            loading={busy}
            disabled={!available || !order.pay_params}
            onClick={() => void pay(order)}
          >
            {TEXT.payNow}
          </Button>
        </div>
      </>
    );
  return <PageFrame title={titleOf(kind)}>{body}</PageFrame>;
}

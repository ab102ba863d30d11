/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { TransferInfo } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { FieldErrorText, Loadable, loadErrorText, PageFrame, useLoader } from '@campus/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { cancelOrder, decideTransfer, fetchTransfer } from '../api.ts';
import { MissingId } from '../components/missing-id.tsx';
import { TransferView } from '../components/transfer-view.tsx';
import { APPROVAL_PATHS, withId } from '../paths.ts';
import { idFrom } from '../stash.ts';

const styles = {
  actions: css({ display: 'flex', gap: 8, flexWrap: 'wrap', '& > *': { flex: '1 1 40%' } }),
};

/**
 * 调拨详情 (/pTrans/pTransDetails?id=): each line's outcome; the receiver accepts or declines each
 * asset (or all at once) while 20 待接收; the applicant cancels while in approval.
 */
export default function TransDetailsScreen() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = idFrom(search);
  const state = useLoader(async () => (id === null ? null : fetchTransfer(id)), [id]);
  const [changed, setChanged] = useState<TransferInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const info = changed?.order.id === id ? changed : (state.data ?? null);

  const act = async (work: () => Promise<TransferInfo>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      setChanged(await work());
      void showToast(done, { icon: 'success' });
    } catch (error) {
      setMessage(loadErrorText(error));
    } finally {
      setBusy(false);
    }
  };
  const decide = (lines: { line_id: string; accept: boolean }[]) =>
    id === null ? undefined : act(() => decideTransfer(id, { lines }), lines.every((l) => l.accept) ? '已接收' : '已处理');
  const pending = info?.lines.filter((l) => l.state === 'pending') ?? [];

  const footer = info ? (
    <>
      <FieldErrorText message={message} />
      <div css={styles.actions}>
        {info.can_decide && pending.length > 1 && (
          <Button
            color="primary"
            loading={busy}
            onClick={() =>
              void (async () => {
                if (await confirmDialog(`确认接收全部${String(pending.length)}件资产？`, { confirmText: '全部接收' }))
                  await decide(pending.map((l) => ({ line_id: l.id, accept: true })));
              })()
            }
          >
            全部接收
          </Button>
        )}
        {info.can_cancel && (
          <Button
            color="danger"
            fill="outline"
            loading={busy}
            onClick={() =>
              void (async () => {
                if (await confirmDialog('确定取消这个调拨申请吗？', { confirmText: '取消申请' }))
                  await act(async () => (await cancelOrder(info.order.id), fetchTransfer(info.order.id)), '申请已取消');
              })()
            }
          >
            取消申请
          </Button>
        )}
        <Button onClick={() => navigate(withId(APPROVAL_PATHS.assetTransfer, info.order.id))}>审批进度</Button>
      </div>
    </>
  ) : undefined;

  return (
    <PageFrame title="调拨详情" footer={footer}>
      {id === null ? (
        <MissingId />
      ) : (
        <Loadable state={{ ...state, data: info }}>
          {(i) => <TransferView info={i} busy={busy} onDecide={(lineId, accept) => void decide([{ line_id: lineId, accept }])} />}
        </Loadable>
      )}
    </PageFrame>
  );
}

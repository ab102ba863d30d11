/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { BorrowInfo } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { FieldErrorText, Loadable, loadErrorText, PageFrame, useLoader } from '@campus/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { cancelOrder, confirmBorrow, fetchBorrow, returnBorrow } from '../api.ts';
import { BorrowView } from '../components/borrow-view.tsx';
import { MissingId } from '../components/missing-id.tsx';
import { APPROVAL_PATHS, withId } from '../paths.ts';
import { idFrom, STASH } from '../stash.ts';

const styles = {
  actions: css({ display: 'flex', gap: 8, flexWrap: 'wrap', '& > *': { flex: '1 1 40%' } }),
};

function Actions({ info, onChanged }: { info: BorrowInfo; onChanged: (info: BorrowInfo) => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const run = async (question: string, confirmText: string, work: () => Promise<BorrowInfo>, done: string) => {
    if (!(await confirmDialog(question, { confirmText }))) return;
    setBusy(true);
    setMessage(null);
    try {
      onChanged(await work());
      void showToast(done, { icon: 'success' });
    } catch (error) {
      setMessage(loadErrorText(error));
    } finally {
      setBusy(false);
    }
  };
  const id = info.order.id;
  return (
    <>
      <FieldErrorText message={message} />
      <div css={styles.actions}>
        {info.can_confirm && (
          <Button
            color="primary"
            loading={busy}
            onClick={() =>
              void run('确认已收到以上资产？确认后资产由您保管，到期请归还。', '确认交接', () => confirmBorrow(id), '已确认交接')
            }
          >
            确认交接
          </Button>
        )}
        {info.can_return && (
          <Button
            color="primary"
            fill="outline"
            loading={busy}
            onClick={() => void run('确定归还以上资产吗？', '归还', () => returnBorrow(id), '已归还')}
          >
            归还资产
          </Button>
        )}
        {info.can_cancel && (
          <Button
            color="danger"
            fill="outline"
            loading={busy}
            onClick={() =>
              void run('确定取消这个借用申请吗？', '取消申请', async () => (await cancelOrder(id), fetchBorrow(id)), '申请已取消')
            }
          >
            取消申请
          </Button>
        )}
        <Button onClick={() => navigate(withId(APPROVAL_PATHS.pBorrow, id))}>审批进度</Button>
      </div>
    </>
  );
}

/** 借用详情 (/pBorrow/pBorrowDetail?id=, else the `_pBorrowOrderId` stash, spec 3): a borrow and the viewer's actions. */
export default function BorrowDetailScreen() {
  const [search] = useSearchParams();
  const id = idFrom(search, STASH.borrow);
  const state = useLoader(async () => (id === null ? null : fetchBorrow(id)), [id]);
  const [changed, setChanged] = useState<BorrowInfo | null>(null);
  const info = changed?.order.id === id ? changed : (state.data ?? null);
  return (
    <PageFrame title="借用详情" footer={info ? <Actions info={info} onChanged={setChanged} /> : undefined}>
      {id === null ? <MissingId /> : <Loadable state={{ ...state, data: info }}>{(i) => <BorrowView info={i} />}</Loadable>}
    </PageFrame>
  );
}

/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { GoodsOrderInfo } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { FieldErrorText, Loadable, loadErrorText, PageFrame, useLoader } from '@campus/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { cancelOrder, collectSlip, fetchOrder } from '../api.ts';
import { APPROVAL_PATHS, PATHS, withId } from '../paths.ts';
import { idFrom } from '../stash.ts';
import { GoodsOrderView } from './goods-order-view.tsx';
import { MissingId } from './missing-id.tsx';

const styles = {
  actions: css({ display: 'flex', gap: 8, flexWrap: 'wrap', '& > *': { flex: '1 1 40%' } }),
};

/** The buttons of an order for its viewer: 确认领取 (store keeper, by the slip), 归还, 取消申请, 审批进度. */
function Actions({ info, onChanged }: { info: GoodsOrderInfo; onChanged: (info: GoodsOrderInfo) => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const run = async (work: () => Promise<GoodsOrderInfo | null>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      const next = await work();
      if (next) onChanged(next);
      void showToast(done, { icon: 'success' });
    } catch (error) {
      setMessage(loadErrorText(error));
    } finally {
      setBusy(false);
    }
  };
  const collect = async () => {
    const slip = info.slip;
    if (!slip) return;
    const sure = await confirmDialog(`确认${info.order.applicant.name}已领取以上物资？库存将相应扣减。`, { confirmText: '确认领取' });
    if (sure) await run(() => collectSlip(slip.qr_content), '已确认领取');
  };
  const cancel = async () => {
    const sure = await confirmDialog('确定取消这个申请吗？', { confirmText: '取消申请', cancelText: '再想想' });
    if (sure) await run(async () => (await cancelOrder(info.order.id), fetchOrder(info.order.id)), '申请已取消');
  };
  return (
    <>
      <FieldErrorText message={message} />
      <div css={styles.actions}>
        {info.can_collect && info.slip && (
          <Button color="primary" loading={busy} onClick={() => void collect()}>
            确认领取
          </Button>
        )}
        {info.can_return && (
          <Button color="primary" fill="outline" onClick={() => navigate(withId(PATHS.consumeReturn, info.order.id))}>
            归还耗材
          </Button>
        )}
        {info.can_cancel && (
          <Button color="danger" fill="outline" loading={busy} onClick={() => void cancel()}>
            取消申请
          </Button>
        )}
        <Button onClick={() => navigate(withId(APPROVAL_PATHS[info.order_type], info.order.id))}>审批进度</Button>
      </div>
    </>
  );
}

/**
 * A goods (goodsOrderForm), consume (consumeOrderDetail) or kit (goodsSuiteOrderDetail) order by
 * `?id=`: its status from the type's table, the slip's QR code while 8 待领取, the lines with the
 * stock left, and the viewer's actions.
 */
export function GoodsOrderScreen({ title }: { title: string }) {
  const [search] = useSearchParams();
  const id = idFrom(search);
  const state = useLoader(async () => (id === null ? null : fetchOrder(id)), [id]);
  const [changed, setChanged] = useState<GoodsOrderInfo | null>(null);
  const info = changed?.order.id === id ? changed : (state.data ?? null);
  return (
    <PageFrame title={title} footer={info ? <Actions info={info} onChanged={setChanged} /> : undefined}>
      {id === null ? <MissingId /> : <Loadable state={{ ...state, data: info }}>{(i) => <GoodsOrderView info={i} />}</Loadable>}
    </PageFrame>
  );
}

/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { GOODS_ORDER_TYPES, type GoodsOrderInfo } from '@campus/contracts';
import type { OrderViewProps } from '@campus/core';
import { confirmDialog, showToast } from '@campus/core';
import { FieldErrorText, Loadable, loadErrorText, useLoader } from '@campus/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { collectSlip, fetchBorrow, fetchOrder, fetchTransfer } from '../api.ts';
import { BorrowView } from '../components/borrow-view.tsx';
import { GoodsOrderView } from '../components/goods-order-view.tsx';
import { TransferView } from '../components/transfer-view.tsx';
import { orderPathOf, PATHS, withId } from '../paths.ts';

const styles = {
  actions: css({ display: 'flex', flexDirection: 'column', gap: 8, padding: '12px 12px 0' }),
};

/** The goods, consume or kit order: lines with the stock left, the total; a store keeper confirms the collection here too. */
function GoodsPart({ id }: { id: string }) {
  const navigate = useNavigate();
  const state = useLoader(() => fetchOrder(id), [id]);
  const [changed, setChanged] = useState<GoodsOrderInfo | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const info = changed ?? state.data;
  const collect = async (i: GoodsOrderInfo) => {
    if (!i.slip || !(await confirmDialog(`确认${i.order.applicant.name}已领取以上物资？`, { confirmText: '确认领取' }))) return;
    setBusy(true);
    try {
      setChanged(await collectSlip(i.slip.qr_content));
      void showToast('已确认领取', { icon: 'success' });
    } catch (error) {
      setMessage(loadErrorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Loadable state={{ ...state, data: info }}>
      {(i) => (
        <>
          <GoodsOrderView info={i} withSlip={false} withHead={false} />
          <div css={styles.actions}>
            <FieldErrorText message={message} />
            {i.can_collect && i.slip && (
              <Button block color="primary" loading={busy} onClick={() => void collect(i)}>
                确认领取
              </Button>
            )}
            <Button block onClick={() => navigate(orderPathOf(i.order_type, i.order.id))}>
              {i.order_type === 'consume' ? '查看领用详情' : '查看领用单'}
            </Button>
          </div>
        </>
      )}
    </Loadable>
  );
}

/** The borrow: period, purpose, each asset with its state; the borrower's hand-over and return are on its detail. */
function BorrowPart({ id }: { id: string }) {
  const navigate = useNavigate();
  const state = useLoader(() => fetchBorrow(id), [id]);
  return (
    <Loadable state={state}>
      {(info) => (
        <>
          <BorrowView info={info} withHead={false} />
          <div css={styles.actions}>
            <Button
              block
              color={info.can_confirm || info.can_return ? 'primary' : 'default'}
              onClick={() => navigate(withId(PATHS.borrowDetail, id))}
            >
              {info.can_confirm ? '去确认交接' : info.can_return ? '去归还' : '查看借用单'}
            </Button>
          </div>
        </>
      )}
    </Loadable>
  );
}

/** The transfer: giver, receiver and each asset with its outcome; the receiver decides on its detail. */
function TransferPart({ id }: { id: string }) {
  const navigate = useNavigate();
  const state = useLoader(() => fetchTransfer(id), [id]);
  return (
    <Loadable state={state}>
      {(info) => (
        <>
          <TransferView info={info} withHead={false} />
          <div css={styles.actions}>
            <Button block color={info.can_decide ? 'primary' : 'default'} onClick={() => navigate(withId(PATHS.transDetails, id))}>
              {info.can_decide ? '去接收资产' : '查看调拨单'}
            </Button>
          </div>
        </>
      )}
    </Loadable>
  );
}

/**
 * The goods family's part of the approval details (approvalGoodsDetail, approvalConsumeDetail,
 * approvalGoodsSuiteDetail, approvalPBorrowDetail, approvalAssetTransferDetail): the lines with stock,
 * or the assets, and the viewer's own actions. Status, chain, trail and approve/reject are the
 * approval module's.
 */
export default function GoodsOrderPart({ order }: OrderViewProps) {
  if (order.order_type === GOODS_ORDER_TYPES.borrow) return <BorrowPart id={order.id} />;
  if (order.order_type === GOODS_ORDER_TYPES.transfer) return <TransferPart id={order.id} />;
  return <GoodsPart id={order.id} />;
}

import type { RepairOrderInfo } from '@campus/contracts';
import { Loadable, PageFrame, useLoader } from '@campus/ui';
import { NoticeBar } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fetchOrder } from '../api.ts';
import { MissingId } from '../components/missing-id.tsx';
import { hasActions, OrderActions } from '../components/order-actions.tsx';
import { HistorySection, ReportSection, WorkSection } from '../components/order-view.tsx';
import { yuan } from '../money.ts';
import { orderIdFrom } from '../paths.ts';

/** What the reporter should know before acting: a charge to pay first, or that the rating is done. */
function notice(info: RepairOrderInfo): string | null {
  if (info.can.pay && info.fee_fen !== null) return `维修费用${yuan(info.fee_fen)}待支付，支付后即可确认完成`;
  if (info.appraised === true) return '您已匿名评价，感谢您的反馈';
  return null;
}

/**
 * 报修详情 (/saRepairOrderDetail, `?id=` or the stashed repairOrderId: spec 3; a REPAIR push opens it):
 * the report, the work, the whole history, and the actions of whoever looks.
 */
export default function DetailScreen() {
  const [params] = useSearchParams();
  const id = orderIdFrom(params);
  const state = useLoader(async () => (id ? fetchOrder(id) : null), [id]);
  const [changed, setChanged] = useState<RepairOrderInfo | null>(null);
  const info = changed ?? state.data;
  const shown = info ? notice(info) : null;
  return (
    <PageFrame title="报修详情" footer={info && hasActions(info) ? <OrderActions info={info} onChanged={setChanged} /> : undefined}>
      {id === null ? (
        <MissingId />
      ) : (
        <Loadable state={{ ...state, data: info }}>
          {(i) => (
            <>
              {shown && <NoticeBar content={shown} color="alert" wrap data-testid="repair-notice" />}
              <ReportSection info={i} />
              <WorkSection info={i} />
              <HistorySection info={i} />
            </>
          )}
        </Loadable>
      )}
    </PageFrame>
  );
}

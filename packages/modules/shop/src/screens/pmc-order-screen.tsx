/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useRouteHandle } from '@campus/core';
import { DetailSection, LoadingBlock, PageFrame, failedResponse, useLoader, LoadFailedBlock } from '@campus/ui';
import { ErrorBlock } from 'antd-mobile';
import { fetchPublicOrder } from '../api.ts';
import { OrderAmounts, OrderLines } from '../components/order-lines.tsx';
import { useQueryParam } from '../hooks.ts';
import { TEXT } from '../texts.ts';

const styles = {
  company: css({ padding: '12px 16px 0', fontSize: 13, color: 'var(--adm-color-text-secondary)' }),
  missing: css({ padding: '48px 16px' }),
};

/**
 * /pmcOrder (no login, spec 2.2): a room repair or renovation order as the property office sees it
 * from the link the buyer shared (?id=&code=): the materials, the room and what is to be done,
 * whether it is paid. The buyer's name is masked; nothing here can change the order.
 */
export default function PmcOrderScreen() {
  const title = useRouteHandle()?.title ?? TEXT.shareTitle;
  const id = useQueryParam('id');
  const code = useQueryParam('code');
  const order = useLoader(() => (id && code ? fetchPublicOrder(id, code) : Promise.resolve(null)), [id, code]);
  const gone = !id || !code || failedResponse(order.error)?.status === 404 || (!order.loading && order.data === null);

  let body;
  if (gone && !order.loading) {
    body = (
      <div css={styles.missing}>
        <ErrorBlock status="empty" title={TEXT.pmcUnavailable} description={TEXT.pmcUnavailableHint} />
      </div>
    );
  } else if (!order.data) {
    body = order.error ? <LoadFailedBlock error={order.error} onRetry={() => void order.reload()} /> : <LoadingBlock />;
  } else {
    const o = order.data;
    body = (
      <>
        <div css={styles.company}>
          {o.company_name} · {o.shop.name}
        </div>
        <DetailSection
          title={o.scene_label}
          rows={[
            { label: TEXT.status, value: o.status_label },
            { label: TEXT.orderNo, value: o.order_no },
            { label: TEXT.buyer, value: o.buyer_name },
            { label: TEXT.room, value: o.repair?.room },
            { label: TEXT.repairDescription, value: o.repair?.description },
            { label: TEXT.expectedTime, value: o.repair?.expected_time },
            { label: TEXT.orderTime, value: o.created_time.slice(0, 16) },
            { label: TEXT.paidTime, value: o.paid_time?.slice(0, 16) },
          ]}
        />
        <OrderLines title={TEXT.goodsList} lines={o.lines} />
        <OrderAmounts subtotal={o.total_fen} discount={0} total={o.total_fen} />
        <DetailSection
          title={o.shop.name}
          rows={[
            { label: TEXT.shopPhone, value: o.shop.phone },
            { label: TEXT.shopAddress, value: o.shop.address },
          ]}
        />
      </>
    );
  }
  return <PageFrame title={title}>{body}</PageFrame>;
}

/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { CarOrderDetail } from '@campus/contracts';
import { useStores } from '@campus/core';
import { Loadable, PageFrame, useLoader } from '@campus/ui';
import { ErrorBlock } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { fetchOrder } from '../api.ts';
import { APPROVAL_ROUTE, approvalPathOf } from '../approval-link.ts';
import { hasCarActions, OrderActions } from '../components/order-actions.tsx';
import { OrderSections } from '../components/trip-sections.tsx';
import { idFrom } from '../stash.ts';
import { TEXT } from '../texts.ts';

const styles = { missing: css({ padding: '48px 16px' }) };

/** The module of a car order's order type (its approval detail). */
const MODULE_OF: Record<CarOrderDetail['kind'], string> = { v2: 'car2', trip: 'car3Trip', daily: 'car3', driving: 'car3Driving' };

/**
 * A car order's detail (carOderDetail, carOrderDetailV3, carV3DrivingDetail): `?id=`, else the
 * screen's stash key (spec 3); every section, and the caller's actions in the footer.
 */
export const OrderDetailScreen = observer(function OrderDetailScreen({ title, stashKey }: { title: string; stashKey?: string }) {
  const [search] = useSearchParams();
  const { permissions } = useStores();
  const id = idFrom(search, stashKey);
  const state = useLoader(async () => (id === null ? null : fetchOrder(id)), [id]);
  const order = state.data ?? null;
  const approvalPath =
    order !== null && permissions.permitted.has(APPROVAL_ROUTE) ? approvalPathOf(MODULE_OF[order.kind], order.kind, order.id) : null;
  return (
    <PageFrame
      title={title}
      footer={order !== null && hasCarActions(order) ? <OrderActions order={order} onChanged={() => void state.reload()} /> : undefined}
    >
      {id === null ? (
        <div css={styles.missing}>
          <ErrorBlock status="empty" title={TEXT.missing} description={null} />
        </div>
      ) : (
        <Loadable state={state}>{(data) => <OrderSections order={data} approvalPath={approvalPath} />}</Loadable>
      )}
    </PageFrame>
  );
});

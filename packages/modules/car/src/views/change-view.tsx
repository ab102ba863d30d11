import type { OrderViewProps } from '@campus/core';
import { DetailSection, Loadable, useLoader } from '@campus/ui';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchChange } from '../api.ts';
import { ChangeTable } from '../components/change-table.tsx';
import { minute } from '../format.ts';
import { detailPathOf } from '../stash.ts';
import { TEXT } from '../texts.ts';

/** The change of a trip in its approval detail: the trip, the reason, before and after. */
export default function ChangeView({ order }: OrderViewProps) {
  const navigate = useNavigate();
  const state = useLoader(() => fetchChange(order.id), [order.id, order.status]);
  return (
    <Loadable state={state}>
      {(c) => (
        <>
          <DetailSection
            title={TEXT.modify}
            rows={[
              { label: TEXT.trip, value: c.order_title },
              { label: TEXT.reason, value: c.reason },
              { label: '变更生效', value: minute(c.applied_time), hidden: c.applied_time === null },
            ]}
          />
          <ChangeTable change={c} />
          <List mode="card">
            <List.Item arrow onClick={() => navigate(detailPathOf(c.kind, c.order_id))}>
              {TEXT.trip}
            </List.Item>
          </List>
        </>
      )}
    </Loadable>
  );
}

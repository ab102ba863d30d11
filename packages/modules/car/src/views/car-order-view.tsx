/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { OrderViewProps } from '@campus/core';
import { Loadable, useLoader, keepDates } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchOrder } from '../api.ts';
import { DispatchSheet } from '../components/dispatch-sheet.tsx';
import { CommentSection, FeesSection, RecordSection, VehicleSection } from '../components/trip-sections.tsx';
import { period, placeLine } from '../format.ts';
import { detailPathOf } from '../stash.ts';
import { TEXT } from '../texts.ts';
import { DetailSection } from '@campus/ui';

const styles = { action: css({ padding: '8px 12px 0' }) };

/**
 * The car part of an approval detail (car order 2, car order 3 and its trip and driving variants):
 * the route, period, people and purpose, the vehicle and driver once dispatched, the trip record,
 * fees and comment; the car administrator dispatches from here once it is approved.
 */
export default function CarOrderView({ order: approvalOrder }: OrderViewProps) {
  const navigate = useNavigate();
  const state = useLoader(() => fetchOrder(approvalOrder.id), [approvalOrder.id, approvalOrder.status]);
  const [dispatching, setDispatching] = useState(false);
  return (
    <Loadable state={state}>
      {(order) => (
        <>
          <DetailSection
            title={order.kind_label}
            rows={[
              { label: order.kind === 'daily' ? TEXT.pickupPlace : TEXT.from, value: placeLine(order.from) },
              { label: TEXT.to, value: placeLine(order.to), hidden: order.to === null },
              {
                label: '用车时间',
                value: <span data-testid="car-view-period">{keepDates(period(order.start_time, order.end_time))}</span>,
              },
              { label: TEXT.passengers, value: String(order.passengers) },
              { label: TEXT.passengerNames, value: order.passenger_names, hidden: order.passenger_names === '' },
              { label: TEXT.purpose, value: order.purpose },
              {
                label: TEXT.vehicle,
                value: order.vehicle ? `${order.vehicle.plate}（${order.vehicle.model}）` : null,
                hidden: order.kind !== 'driving',
              },
              { label: TEXT.remark, value: order.remark, hidden: order.remark === '' },
            ]}
          />
          {order.kind !== 'driving' && <VehicleSection order={order} />}
          <RecordSection order={order} />
          <FeesSection order={order} />
          <CommentSection order={order} />
          {order.can.dispatch && (
            <div css={styles.action}>
              <Button block color="primary" onClick={() => setDispatching(true)}>
                {TEXT.dispatch}
              </Button>
            </div>
          )}
          <List mode="card">
            <List.Item arrow onClick={() => navigate(detailPathOf(order.kind, order.id))}>
              {TEXT.openOrder}
            </List.Item>
          </List>
          <DispatchSheet order={order} visible={dispatching} onClose={() => setDispatching(false)} onDone={() => void state.reload()} />
        </>
      )}
    </Loadable>
  );
}

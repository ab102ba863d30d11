/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { CarOrder, CarOrderDetail } from '@campus/contracts';
import { DetailSection, PhoneLink, keepDates } from '@campus/ui';
import { List, Rate, Space, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { minute, period, placeLine, yuan } from '../format.ts';
import { PATHS, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { OrderStatusTag } from './order-status-tag.tsx';
import { StepsSection } from './steps-section.tsx';

const styles = {
  head: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }),
  headTitle: css({ fontSize: 16, fontWeight: 600, color: 'var(--adm-color-text)', wordBreak: 'break-all' }),
  reason: css({ color: 'var(--adm-color-danger)' }),
  amount: css({ fontWeight: 600, color: 'var(--adm-color-text)' }),
  commentText: css({ color: 'var(--adm-color-text)', fontSize: 14, marginTop: 6 }),
  weak: css({ color: 'var(--adm-color-weak)', fontSize: 13 }),
};

const km = (value: number | null) => (value === null ? null : `${String(value)} ${TEXT.km}`);

/** The order's route, people and times. */
export function RouteSection({ order }: { order: CarOrder }) {
  return (
    <DetailSection
      title={
        <div css={styles.head}>
          <span css={styles.headTitle} data-testid="car-order-title">
            {order.title}
          </span>
          <OrderStatusTag orderType={order.order_type} status={order.status} label={order.status_label} />
        </div>
      }
      rows={[
        { label: TEXT.kind, value: order.kind_label },
        { label: order.kind === 'daily' ? TEXT.pickupPlace : TEXT.from, value: placeLine(order.from) },
        { label: TEXT.to, value: placeLine(order.to), hidden: order.to === null },
        { label: '用车时间', value: period(order.start_time, order.end_time) },
        { label: TEXT.passengers, value: String(order.passengers) },
        { label: TEXT.passengerNames, value: order.passenger_names, hidden: order.passenger_names === '' },
        { label: TEXT.purpose, value: order.purpose },
        { label: TEXT.remark, value: order.remark, hidden: order.remark === '' },
        { label: TEXT.applicant, value: `${order.applicant.name}${order.applicant.department ? `（${order.applicant.department}）` : ''}` },
        { label: TEXT.appliedAt, value: minute(order.created_time) },
        { label: TEXT.approvedAt, value: minute(order.approve_time) },
        { label: TEXT.rejectReason, value: <span css={styles.reason}>{order.reject_reason}</span>, hidden: !order.reject_reason },
      ]}
    />
  );
}

/** Plate, driver and phone (spec 5: dialled only when all digits). */
export function VehicleSection({ order }: { order: CarOrder }) {
  if (!order.vehicle) return null;
  return (
    <DetailSection
      title={TEXT.vehicleAndDriver}
      rows={[
        { label: TEXT.plate, value: <span data-testid="car-plate">{order.vehicle.plate}</span> },
        { label: TEXT.model, value: `${order.vehicle.model}${order.vehicle.color ? ` · ${order.vehicle.color}` : ''}` },
        { label: TEXT.driver, value: order.driver?.name, hidden: !order.driver },
        { label: TEXT.driverPhone, value: <PhoneLink value={order.driver?.phone} />, hidden: !order.driver },
        { label: TEXT.dispatchedAt, value: minute(order.dispatched_time), hidden: !order.dispatched_time },
      ]}
    />
  );
}

/** Start, finish, odometer and distance. */
export function RecordSection({ order }: { order: CarOrder }) {
  if (!order.started_time) return null;
  return (
    <DetailSection
      title={TEXT.record}
      rows={[
        { label: TEXT.startedAt, value: minute(order.started_time) },
        { label: TEXT.odometerStart, value: km(order.odometer_start_km) },
        { label: TEXT.finishedAt, value: minute(order.finished_time), hidden: !order.finished_time },
        { label: TEXT.odometerEnd, value: km(order.odometer_end_km), hidden: order.odometer_end_km === null },
        {
          label: TEXT.distance,
          value: <span data-testid="car-distance">{km(order.distance_km)}</span>,
          hidden: order.distance_km === null,
        },
      ]}
    />
  );
}

/** The fees with their total; each opens its receipts. */
export function FeesSection({ order }: { order: CarOrderDetail }) {
  const navigate = useNavigate();
  if (order.fees.length === 0 && !order.can.add_fee) return null;
  return (
    <List mode="card" header={TEXT.fees}>
      {order.fees.length === 0 && <List.Item>{TEXT.noFees}</List.Item>}
      {order.fees.map((fee) => (
        <List.Item
          key={fee.id}
          description={keepDates(`${fee.created_by.name} · ${minute(fee.created_time)}${fee.remark ? ` · ${fee.remark}` : ''}`)}
          extra={<span css={styles.amount}>{yuan(fee.amount_fen)}</span>}
          onClick={() => navigate(withId(PATHS.feeDetail, fee.id))}
          data-testid="car-fee"
        >
          {fee.kind_label}
        </List.Item>
      ))}
      {order.fees.length > 0 && (
        <List.Item
          extra={
            <span css={styles.amount} data-testid="car-fee-total">
              {yuan(order.fee_total_fen)}
            </span>
          }
        >
          {TEXT.feeTotal}
        </List.Item>
      )}
    </List>
  );
}

export function CommentSection({ order }: { order: CarOrder }) {
  if (!order.comment) return null;
  const c = order.comment;
  return (
    <List mode="card" header={TEXT.comment}>
      <List.Item description={keepDates(`${minute(c.time)}${c.via === 'share' ? ' · 乘车人通过分享页评价' : ''}`)}>
        <Rate readOnly value={c.stars} aria-label={`${String(c.stars)}星`} />
        {c.tags.length > 0 && (
          <Space wrap style={{ marginTop: 6 }}>
            {c.tags.map((t) => (
              <Tag key={t} color="primary" fill="outline">
                {t}
              </Tag>
            ))}
          </Space>
        )}
        {c.text && <div css={styles.commentText}>{c.text}</div>}
      </List.Item>
    </List>
  );
}

/** The changes asked for this trip; each opens its before and after. */
export function ChangesSection({ order }: { order: CarOrderDetail }) {
  const navigate = useNavigate();
  if (order.changes.length === 0) return null;
  return (
    <List mode="card" header={TEXT.changes}>
      {order.changes.map((c) => (
        <List.Item
          key={c.id}
          description={keepDates(`${minute(c.created_time)} · ${c.reason}`)}
          extra={<OrderStatusTag orderType="car3_change" status={c.status} label={c.status_label} />}
          onClick={() => navigate(withId(PATHS.modifyDetail, c.id))}
        >
          {keepDates(period(c.after.start_time, c.after.end_time))}
        </List.Item>
      ))}
    </List>
  );
}

/** Every section of a car order's detail, in reading order. */
export function OrderSections({ order, approvalPath }: { order: CarOrderDetail; approvalPath: string | null }) {
  return (
    <>
      <RouteSection order={order} />
      <VehicleSection order={order} />
      <RecordSection order={order} />
      <FeesSection order={order} />
      <CommentSection order={order} />
      <ChangesSection order={order} />
      <StepsSection steps={order.steps} approvalPath={approvalPath} />
      <div css={styles.weak} style={{ height: 16 }} />
    </>
  );
}

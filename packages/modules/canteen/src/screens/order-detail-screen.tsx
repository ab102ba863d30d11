/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { collectQrValue, groupedCode, MEAL_STATUS, type MealOrder } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { DetailSection, FieldErrorText, HubQrCode, Loadable, PageFrame, useLoader, keepDates } from '@campus/ui';
import { Button, ErrorBlock, Space, Tag } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cancelMealOrder, fetchMealOrder } from '../api.ts';
import { refusal } from '../components/refusal.ts';
import { useQueryParam } from '../hooks.ts';
import { yuan } from '../money.ts';
import { payForMeal } from '../paths.ts';
import { statusColor } from '../status.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

/** While an order waits to be collected its screen asks again, so the diner sees the staff's scan. */
export const DETAIL_POLL_MS = 5000;

const styles = {
  head: css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, padding: '20px 16px 12px' }),
  status: css({ fontSize: 20, fontWeight: 600 }),
  code: css({ fontSize: 22, fontWeight: 600, letterSpacing: 2, fontFamily: 'monospace' }),
  hint: css({ fontSize: 14, color: 'var(--adm-color-text-secondary)', textAlign: 'center' }),
  card: css({ margin: '12px 12px 0', background: 'var(--adm-color-background)', borderRadius: 8 }),
  actions: css({ padding: 12, width: '100%', boxSizing: 'border-box' }),
};

function Head({ order }: { order: MealOrder }) {
  const code = order.collect_code;
  return (
    <div css={[styles.card, styles.head]}>
      <Tag color={statusColor(order.status)} fill="outline" data-testid="meal-status">
        <span css={styles.status}>{order.status_label}</span>
      </Tag>
      {code && (
        <>
          <HubQrCode value={collectQrValue(code)} title={TEXT.qrTitle} />
          <span css={styles.code} data-testid="collect-code" aria-label={`${TEXT.collectCode} ${code}`}>
            {groupedCode(code)}
          </span>
          <span css={styles.hint}>
            {order.kind === 'delivery'
              ? TEXT.qrHintDelivery
              : keepDates(
                  TEXT.qrHint(
                    `${order.date} ${order.period_name} ${order.serve_start}-${order.serve_end}`,
                    `${order.canteen.name}（${order.canteen.location}）`,
                  ),
                )}
          </span>
        </>
      )}
    </div>
  );
}

function Body({ order, onChanged }: { order: MealOrder; onChanged: (o: MealOrder) => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const refundFen = order.status === MEAL_STATUS.paid ? order.total_fen - order.refunded_fen : 0;

  const cancel = async () => {
    if (!(await confirmDialog(TEXT.cancelConfirm(refundFen > 0 ? yuan(refundFen) : null)))) return;
    setBusy(true);
    setMessage(null);
    try {
      const next = await cancelMealOrder(order.id);
      onChanged(next);
      void showToast(next.refund_state === 'done' ? TEXT.cancelledRefund(yuan(next.refunded_fen)) : TEXT.cancelled, { icon: 'success' });
    } catch (error) {
      setMessage(refusal(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Head order={order} />
      <DetailSection
        title={TEXT.orderItems}
        rows={[
          ...order.items.map((i) => ({ label: `${i.name} ×${String(i.quantity)}`, value: yuan(i.amount_fen) })),
          { label: TEXT.deliveryFee, value: yuan(order.delivery_fee_fen), hidden: order.delivery_fee_fen === 0 },
          { label: TEXT.total, value: <strong data-testid="detail-total">{yuan(order.total_fen)}</strong> },
          {
            label: TEXT.refunded,
            value: <span data-testid="detail-refunded">{yuan(order.refunded_fen)}</span>,
            hidden: order.refunded_fen === 0,
          },
          { label: TEXT.refundDue, value: yuan(order.total_fen - order.refunded_fen), hidden: order.refund_state !== 'due' },
        ]}
      />
      <DetailSection
        rows={[
          { label: TEXT.canteen, value: `${order.canteen.name}（${order.canteen.location}）` },
          { label: TEXT.mealTime, value: `${order.date} ${order.period_name} ${order.serve_start}-${order.serve_end}` },
          { label: TEXT.kind, value: order.kind_label },
          { label: TEXT.address, value: order.address, hidden: order.address === null },
          { label: TEXT.contactPhone, value: order.contact_phone, hidden: order.contact_phone === null },
          { label: TEXT.remark, value: order.remark, hidden: order.remark === null },
          { label: TEXT.cutoffTime, value: order.cutoff_time },
          { label: TEXT.createdTime, value: order.created_time.slice(0, 16) },
          { label: TEXT.paidTime, value: order.paid_time?.slice(0, 16), hidden: order.paid_time === null },
          { label: TEXT.collectedTime, value: order.collected_time?.slice(0, 16), hidden: order.collected_time === null },
          { label: TEXT.cancelledTime, value: order.cancelled_time?.slice(0, 16), hidden: order.cancelled_time === null },
        ]}
      />
      <FieldErrorText message={message} />
      {(order.can_pay || order.can_cancel) && (
        <Space direction="vertical" block css={styles.actions}>
          {order.can_pay && (
            <Button block color="primary" size="large" onClick={() => navigate(payForMeal(order.id))}>
              {`${TEXT.pay} ${yuan(order.total_fen)}`}
            </Button>
          )}
          {order.can_cancel && (
            <Button block color="danger" fill="outline" loading={busy} onClick={() => void cancel()}>
              {TEXT.cancel}
            </Button>
          )}
        </Space>
      )}
    </>
  );
}

/** /canteenApply/canteenOrderDetail?id=: a meal order, its QR code to collect it, pay or cancel it. */
export default function OrderDetailScreen() {
  const id = useQueryParam('id');
  const state = useLoader(async () => (id === null ? null : fetchMealOrder(id)), [id]);
  const [fresh, setFresh] = useState<MealOrder | null>(null);
  const order = fresh ?? state.data ?? null;
  const waiting = order?.status === MEAL_STATUS.paid;
  useEffect(() => {
    if (!waiting || id === null) return;
    const timer = setInterval(() => {
      fetchMealOrder(id).then(setFresh, () => undefined);
    }, DETAIL_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, id]);

  return (
    <PageFrame title={titleOf('canteenOrderDetail')}>
      {id === null ? (
        <ErrorBlock status="default" title={TEXT.missingId} description={null} />
      ) : (
        <Loadable state={state}>{(loaded) => <Body order={fresh ?? loaded} onChanged={setFresh} />}</Loadable>
      )}
    </PageFrame>
  );
}

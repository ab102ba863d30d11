/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { REPAIR_SCENES, type ShopOrder } from '@campus/contracts';
import { confirmDialog, DISPLAY_EMPTY, showToast } from '@campus/core';
import { DetailSection, FieldErrorText, HubQrCode, Loadable, PageFrame, loadErrorText, useLoader } from '@campus/ui';
import { Button, Result, Space } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cancelOrder, fetchOrder } from '../api.ts';
import { PATHS, payPath, pmcOrderPath, shopPage } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { OrderAmounts, OrderLines } from './order-lines.tsx';

const styles = {
  code: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 8,
    padding: 16,
    background: 'var(--adm-color-background)',
    margin: '12px 12px 0',
    borderRadius: 8,
  }),
  pickup: css({ fontSize: 28, fontWeight: 700, letterSpacing: 6 }),
  hint: css({ fontSize: 13, color: 'var(--adm-color-text-secondary)', textAlign: 'center' }),
  link: css({ fontSize: 12, wordBreak: 'break-all', color: 'var(--adm-color-text-secondary)' }),
  actions: css({ padding: 16 }),
};

/** The app's address of an in-app path (the hash router's), for a link shared outside the app. */
const absolute = (path: string): string => `${window.location.href.split('#')[0] ?? ''}#${path}`;

function ShareLink({ order }: { order: ShopOrder }) {
  if (!REPAIR_SCENES.includes(order.scene) || !order.share_code) return null;
  const url = absolute(pmcOrderPath(order.id, order.share_code));
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      await showToast(TEXT.copied, { icon: 'success' });
    } catch {
      // no clipboard here: the link stays on screen to copy by hand
    }
  };
  return (
    <section css={styles.code} aria-label={TEXT.shareTitle}>
      <strong>{TEXT.shareTitle}</strong>
      <HubQrCode value={url} size={160} title={TEXT.shareTitle} />
      <span css={styles.hint}>{TEXT.shareHint}</span>
      <span css={styles.link} data-testid="pmc-link">
        {url}
      </span>
      <Button size="small" fill="outline" color="primary" onClick={() => void copy()}>
        {TEXT.copyLink}
      </Button>
    </section>
  );
}

/** The placed order (/doubleColorOks?id=): its state, the pick-up code, the share link of a repair order, what it cost. */
export function OrderResult({ id }: { id: string }) {
  const navigate = useNavigate();
  const order = useLoader(() => fetchOrder(id), [id]);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const cancel = async (o: ShopOrder) => {
    if (!(await confirmDialog(TEXT.cancelConfirm, { confirmText: TEXT.cancelOrder, cancelText: TEXT.cancel }))) return;
    setBusy(true);
    try {
      await cancelOrder(o.id);
      void showToast(TEXT.cancelled, { icon: 'success' });
      await order.reload();
    } catch (error) {
      setMessage(loadErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title={TEXT.orderTitle}>
      <Loadable state={order}>
        {(o) => (
          <>
            <Result
              status={o.status === 'paid' || o.status === 'completed' ? 'success' : o.status === 'created' ? 'waiting' : 'info'}
              title={o.status === 'paid' ? TEXT.orderPlaced : o.status_label}
              description={`${o.shop.name} · ${o.scene_label}`}
            />
            {(o.status === 'paid' || o.status === 'completed') && o.pickup_code && (
              <section css={styles.code} aria-label={TEXT.pickupCode}>
                <span>{TEXT.pickupCode}</span>
                <span css={styles.pickup} data-testid="pickup-code">
                  {o.pickup_code}
                </span>
                <HubQrCode value={`shop-order:${o.order_no}:${o.pickup_code}`} size={160} title={TEXT.pickupCode} />
                <span css={styles.hint}>{TEXT.pickupHint}</span>
              </section>
            )}
            <ShareLink order={o} />
            <OrderLines title={TEXT.goodsList} lines={o.lines} />
            <OrderAmounts subtotal={o.subtotal_fen} discount={o.discount_fen} total={o.total_fen} couponName={o.coupon?.name ?? null} />
            <DetailSection
              rows={[
                { label: TEXT.status, value: o.status_label },
                { label: TEXT.orderNo, value: o.order_no },
                { label: TEXT.orderTime, value: o.created_time.slice(0, 16) },
                { label: TEXT.paidTime, value: o.paid_time?.slice(0, 16) ?? DISPLAY_EMPTY },
                { label: TEXT.address, value: o.address, hidden: o.address === '' },
                { label: TEXT.room, value: o.repair?.room, hidden: !o.repair },
                { label: TEXT.repairDescription, value: o.repair?.description, hidden: !o.repair },
                { label: TEXT.expectedTime, value: o.repair?.expected_time, hidden: !o.repair },
                { label: TEXT.remark, value: o.remark, hidden: o.remark === '' },
                { label: TEXT.shopPhone, value: o.shop.phone },
              ]}
            />
            <div css={styles.actions}>
              <FieldErrorText message={message} />
              <Space direction="vertical" block>
                {o.can.pay && (
                  <Button block color="primary" size="large" onClick={() => navigate(payPath(o.id))}>
                    {TEXT.payNow}
                  </Button>
                )}
                {o.can.cancel && (
                  <Button block fill="outline" loading={busy} onClick={() => void cancel(o)}>
                    {TEXT.cancelOrder}
                  </Button>
                )}
                <Button block fill="outline" color="primary" onClick={() => navigate(shopPage(o.shop.id))}>
                  {TEXT.backToShop}
                </Button>
                <Button block fill="none" onClick={() => navigate(`${PATHS.shops}?tab=orders`)}>
                  {TEXT.myOrders}
                </Button>
              </Space>
            </div>
          </>
        )}
      </Loadable>
    </PageFrame>
  );
}

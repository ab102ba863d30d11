/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { Shop, ShopOrder } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { EntryGrid, FieldErrorText, ListPage, loadErrorText, type LoaderState } from '@campus/ui';
import { Button, Input, List, Switch, Tabs } from 'antd-mobile';
import { CouponOutline, FlagOutline, PicturesOutline, ShopbagOutline, SoundOutline, TruckOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { completeOrder, refundOrder, updateShopOpen } from '../api.ts';
import { fetchOrders } from '../api.ts';
import { PATHS, confirmedPath } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { OrderCard } from './order-card.tsx';
import { useNavigate } from 'react-router-dom';

const styles = {
  error: css({ margin: '0 12px' }),
};

const ENTRIES = [
  { label: TEXT.manageEntries.stocks, path: PATHS.stocks, icon: <ShopbagOutline /> },
  { label: TEXT.manageEntries.suppliers, path: PATHS.suppliers, icon: <TruckOutline /> },
  { label: TEXT.manageEntries.coupons, path: `${PATHS.coupons}?tab=issued`, icon: <CouponOutline /> },
  { label: TEXT.manageEntries.banners, path: PATHS.banners, icon: <PicturesOutline /> },
  { label: TEXT.manageEntries.adverts, path: PATHS.adverts, icon: <SoundOutline /> },
  { label: TEXT.manageEntries.activities, path: PATHS.activities, icon: <FlagOutline /> },
];

/** Asks the refund reason in a dialog; null when the user backs out. */
async function askReason(): Promise<string | null> {
  let reason = '';
  const ok = await confirmDialog(
    <Input aria-label={TEXT.refundReason} placeholder={TEXT.refundReasonPlaceholder} onChange={(v) => (reason = v)} />,
    {
      title: TEXT.refund,
      confirmText: TEXT.refund,
      cancelText: TEXT.cancel,
    },
  );
  return ok && reason.trim() !== '' ? reason.trim() : null;
}

/** 我的店铺 (merchants and admins): open or close a shop, the tools, and the shop's orders to hand over or refund. */
export function MyShopPanel({ manage }: { manage: LoaderState<{ shops: Shop[] } | undefined> }) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<'paid' | 'all'>('paid');
  const [round, setRound] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const shops = manage.data?.shops ?? [];

  const act = async (run: () => Promise<unknown>, done: string) => {
    setMessage(null);
    try {
      await run();
      void showToast(done, { icon: 'success' });
      setRound((r) => r + 1);
    } catch (error) {
      setMessage(loadErrorText(error));
    }
  };

  const actions = (o: ShopOrder) => (
    <>
      {o.can.refund && (
        <Button
          size="small"
          fill="outline"
          onClick={() =>
            void askReason().then((reason) => {
              if (reason) void act(() => refundOrder(o.id, reason), TEXT.refunded);
            })
          }
        >
          {TEXT.refund}
        </Button>
      )}
      {o.can.complete && (
        <Button size="small" color="primary" onClick={() => void act(() => completeOrder(o.id), TEXT.completed)}>
          {TEXT.complete}
        </Button>
      )}
    </>
  );

  return (
    <>
      <List mode="card" header={TEXT.tabMyShop}>
        {shops.map((s) => (
          <List.Item
            key={s.id}
            description={s.kind_label}
            extra={
              <Switch
                checked={s.is_open}
                aria-label={TEXT.openSwitch(s.name)}
                onChange={(open) => void act(() => updateShopOpen(s.id, open), open ? TEXT.open : TEXT.closed).then(() => manage.reload())}
              />
            }
          >
            {s.name}
          </List.Item>
        ))}
      </List>
      <EntryGrid entries={ENTRIES} label={TEXT.tabMyShop} />
      <div css={styles.error}>
        <FieldErrorText message={message} />
      </div>
      <Tabs activeKey={status} onChange={(k) => setStatus(k as 'paid' | 'all')}>
        <Tabs.Tab key="paid" title={`${TEXT.shopOrders} · 待取货`} />
        <Tabs.Tab key="all" title={`${TEXT.shopOrders} · 全部`} />
      </Tabs>
      <ListPage<ShopOrder>
        reloadKey={`${status}-${String(round)}`}
        load={(page, size) => fetchOrders(page, size, 'shop', status === 'paid' ? 'paid' : undefined)}
        keyOf={(o) => o.id}
        empty={TEXT.noOrders}
        renderItem={(o) => <OrderCard order={o} who={o.buyer.name} onOpen={() => navigate(confirmedPath(o.id))} actions={actions(o)} />}
      />
    </>
  );
}

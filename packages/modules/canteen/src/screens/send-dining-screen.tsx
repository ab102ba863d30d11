import { LoadFailedBlock, LoadingBlock, PageFrame, useLoader } from '@campus/ui';
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { fetchCanteens } from '../api.ts';
import { MyOrders } from '../components/my-orders.tsx';
import { OrderPanel } from '../components/order-panel.tsx';
import { useServerClock } from '../server-clock.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

/** /sendDining: a meal sent to an address on campus (canteens that deliver, with their fee), and my sent meals. */
export default function SendDiningScreen() {
  const [tab, setTab] = useState<'order' | 'orders'>('order');
  const canteens = useLoader(() => fetchCanteens(), []);
  const clock = useServerClock();
  const delivering = (canteens.data?.results ?? []).filter((c) => c.delivery_fee_fen !== null);
  let body;
  if (!canteens.data || clock.today === null)
    body =
      canteens.error !== undefined ? <LoadFailedBlock error={canteens.error} onRetry={() => void canteens.reload()} /> : <LoadingBlock />;
  else if (tab === 'order') body = <OrderPanel canteens={delivering} kind="delivery" clock={clock} />;
  else body = <MyOrders kind="delivery" />;
  return (
    <PageFrame title={titleOf('sendDining')}>
      <Tabs activeKey={tab} onChange={(k) => setTab(k as 'order' | 'orders')}>
        <Tabs.Tab title={TEXT.tabOrder} key="order" />
        <Tabs.Tab title={TEXT.tabDeliveryOrders} key="orders" />
      </Tabs>
      {body}
    </PageFrame>
  );
}

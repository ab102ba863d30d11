import { LoadFailedBlock, LoadingBlock, PageFrame, useLoader } from '@campus/ui';
import { Tabs } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchCanteens } from '../api.ts';
import { ApplyForm } from '../components/apply-form.tsx';
import { MyOrders } from '../components/my-orders.tsx';
import { OrderPanel } from '../components/order-panel.tsx';
import { StaffPanel } from '../components/staff-panel.tsx';
import { useQueryParam } from '../hooks.ts';
import { applyTab, type CanteenTab } from '../paths.ts';
import { useServerClock } from '../server-clock.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

const TABS: CanteenTab[] = ['order', 'orders', 'apply', 'staff'];

/**
 * /canteenApply: order a meal (订餐), my meal orders (我的订单), a group or guest meal application
 * (团餐/客餐) and, for canteen staff, the canteen's own screens (食堂管理). `?tab=` keeps the tab
 * across back and forth.
 */
export default function CanteenApplyScreen() {
  const navigate = useNavigate();
  const asked = useQueryParam('tab') as CanteenTab | null;
  const canteens = useLoader(() => fetchCanteens(), []);
  const clock = useServerClock();
  const staff = canteens.data?.is_canteen_staff === true;
  const tab: CanteenTab = asked && TABS.includes(asked) && (asked !== 'staff' || staff) ? asked : 'order';
  const list = canteens.data?.results ?? [];

  let body;
  if (!canteens.data || clock.today === null)
    body =
      canteens.error !== undefined ? <LoadFailedBlock error={canteens.error} onRetry={() => void canteens.reload()} /> : <LoadingBlock />;
  else if (tab === 'order') body = <OrderPanel canteens={list} kind="dine" clock={clock} />;
  else if (tab === 'orders') body = <MyOrders />;
  else if (tab === 'apply') body = <ApplyForm canteens={list} today={clock.today} />;
  else body = <StaffPanel canteens={list} today={clock.today} />;

  return (
    <PageFrame title={titleOf('canteenApply')}>
      <Tabs activeKey={tab} onChange={(k) => navigate(applyTab(k as CanteenTab), { replace: true })}>
        <Tabs.Tab title={TEXT.tabOrder} key="order" />
        <Tabs.Tab title={TEXT.tabOrders} key="orders" />
        <Tabs.Tab title={TEXT.tabApply} key="apply" />
        {staff && <Tabs.Tab title={TEXT.tabStaff} key="staff" />}
      </Tabs>
      {body}
    </PageFrame>
  );
}

import type { ShopOrder } from '@campus/contracts';
import { useRouteHandle } from '@campus/core';
import { EntryGrid, ListPage, LoadingBlock, PageFrame } from '@campus/ui';
import { Tabs } from 'antd-mobile';
import { CouponOutline, FlagOutline, GiftOutline, ShopbagOutline, TruckOutline, UserAddOutline, SetOutline } from 'antd-mobile-icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchOrders } from '../api.ts';
import { AdvertStrip, useAdverts } from '../components/advert-strip.tsx';
import { MyShopPanel } from '../components/my-shop-panel.tsx';
import { OrderCard } from '../components/order-card.tsx';
import { ShopList } from '../components/shop-list.tsx';
import { useManage } from '../hooks.ts';
import { PATHS, SCENE_PATHS, confirmedPath, shopPage } from '../paths.ts';
import { TEXT } from '../texts.ts';

type Tab = 'shops' | 'orders' | 'mine';

const ENTRIES = [
  { label: TEXT.entries.takeaway, path: SCENE_PATHS.takeaway, icon: <TruckOutline /> },
  { label: TEXT.entries.repair, path: SCENE_PATHS.repair, icon: <SetOutline /> },
  { label: TEXT.entries.renovation, path: SCENE_PATHS.renovation, icon: <ShopbagOutline /> },
  { label: TEXT.entries.coupons, path: PATHS.coupons, icon: <CouponOutline /> },
  { label: TEXT.entries.member, path: PATHS.member, icon: <GiftOutline /> },
  { label: TEXT.entries.activities, path: PATHS.activities, icon: <FlagOutline /> },
  { label: TEXT.entries.apply, path: PATHS.applyShop, icon: <UserAddOutline /> },
];

/** /shops: the company's shops and services, the buyer's orders, and for merchants and admins their shops. */
export default function ShopsScreen() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const manage = useManage();
  const adverts = useAdverts();
  const isManager = manage.data !== undefined && (manage.data.is_admin || manage.data.is_merchant);
  const requested = params.get('tab');
  const tab: Tab = requested === 'orders' ? 'orders' : requested === 'mine' && isManager ? 'mine' : 'shops';
  return (
    <PageFrame title={useRouteHandle()?.title ?? TEXT.tabShops}>
      <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })}>
        <Tabs.Tab key="shops" title={TEXT.tabShops} />
        <Tabs.Tab key="orders" title={TEXT.tabMyOrders} />
        {isManager && <Tabs.Tab key="mine" title={TEXT.tabMyShop} />}
      </Tabs>
      {tab === 'shops' && (
        <>
          <EntryGrid entries={ENTRIES} label={TEXT.tabShops} />
          <AdvertStrip adverts={adverts} />
          {/* the list loads meanwhile but shows once the adverts above it are in: they would push it down (issue 35) */}
          {adverts.loading && <LoadingBlock />}
          <div hidden={adverts.loading}>
            <ShopList onOpen={(id) => navigate(shopPage(id))} />
          </div>
        </>
      )}
      {tab === 'orders' && (
        <ListPage<ShopOrder>
          load={(page, size) => fetchOrders(page, size, 'buyer')}
          keyOf={(o) => o.id}
          empty={TEXT.noOrders}
          renderItem={(o) => <OrderCard order={o} onOpen={() => navigate(confirmedPath(o.id))} />}
        />
      )}
      {tab === 'mine' && <MyShopPanel manage={manage} />}
    </PageFrame>
  );
}

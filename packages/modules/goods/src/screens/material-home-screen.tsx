/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { GOODS_STATUS, type GoodsItem, type GoodsOrderRow } from '@campus/contracts';
import { EntryGrid, ListPage, Loadable, PageFrame, useLoader } from '@campus/ui';
import { Button, List, Tabs } from 'antd-mobile';
import { AppstoreOutline, ScanningOutline, SearchOutline, SendOutline, ShopbagOutline } from 'antd-mobile-icons';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchItems, fetchMe, fetchOrders, fetchTypes } from '../api.ts';
import { CartBar } from '../components/cart-bar.tsx';
import { GoodsRow } from '../components/goods-row.tsx';
import { KeeperPanel } from '../components/keeper-panel.tsx';
import { OrderRow } from '../components/order-row.tsx';
import { PATHS, withQuery } from '../paths.ts';
import { scanCode } from '../scan.ts';
import { materialCart } from '../stores/cart.ts';

const styles = {
  search: css({
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    margin: '12px 12px 0',
    padding: '0 4px 0 12px',
    borderRadius: 18,
    background: 'var(--adm-color-background)',
    color: 'var(--adm-color-weak)',
    fontSize: 14,
  }),
  searchText: css({ flex: 1, textAlign: 'left', border: 0, background: 'none', color: 'inherit', padding: '10px 0', fontSize: 14 }),
  tabs: css({ background: 'var(--adm-color-background)', marginTop: 12 }),
};

const ENTRIES = [
  { label: '耗材领用', path: PATHS.consume, icon: <ShopbagOutline /> },
  { label: '套件领用', path: PATHS.suite, icon: <AppstoreOutline /> },
  { label: '资产领用', path: PATHS.assets, icon: <SendOutline /> },
];

/** Goods of one type with what is left, each with how many to take. */
function TypeGoods({ typeId }: { typeId: string }) {
  return (
    <List>
      <ListPage<GoodsItem>
        reloadKey={typeId}
        load={(page, size) => fetchItems(page, size, { type_id: typeId })}
        keyOf={(item) => item.id}
        empty="该类别暂无物资"
        renderItem={(item) => <GoodsRow item={item} cart={materialCart} />}
      />
    </List>
  );
}

/**
 * 物资领用 (/materialReceive): goods by type with what is left and the caller's quota, a search by
 * name or scanned barcode, my applications; store keepers also get the counter (扫码发放). The
 * chosen goods go on to applyReceive. Consumables have their own screen (耗材领用).
 */
export default observer(function MaterialHomeScreen() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  const tab = tabParam === 'orders' || tabParam === 'keeper' ? tabParam : 'goods';
  const me = useLoader(fetchMe, []);
  const types = useLoader(fetchTypes, []);
  const shown = (types.data ?? []).filter((t) => t.kind !== 'consumable');
  const typeId = search.get('type') ?? shown[0]?.id ?? null;

  const scan = async () => {
    const text = await scanCode();
    if (text !== null) navigate(withQuery(PATHS.materialSearch, 'q', text));
  };
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    next.set(key, value);
    setSearch(next, { replace: true });
  };

  return (
    <PageFrame
      title="物资领用"
      footer={
        tab === 'goods' && materialCart.lines.length > 0 ? (
          <CartBar cart={materialCart} action="去申请" onGo={() => navigate(PATHS.applyReceive)} />
        ) : undefined
      }
    >
      <div css={styles.search}>
        <SearchOutline aria-hidden />
        <button type="button" css={styles.searchText} onClick={() => navigate(PATHS.materialSearch)}>
          搜索物资名称或条码
        </button>
        <Button fill="none" size="small" aria-label="扫描条码" onClick={() => void scan()}>
          <ScanningOutline fontSize={20} />
        </Button>
      </div>
      {me.data?.is_keeper && <KeeperPanel warehouses={me.data.warehouses.map((w) => w.name).join('、')} />}
      <EntryGrid entries={ENTRIES} label="更多领用" />
      <Tabs css={styles.tabs} activeKey={tab} onChange={(key) => setParam('tab', key)}>
        <Tabs.Tab key="goods" title="领用物资" />
        <Tabs.Tab key="orders" title="我的申请" />
        {me.data?.is_keeper && <Tabs.Tab key="keeper" title="待发放" />}
      </Tabs>
      {tab === 'goods' ? (
        <Loadable state={types}>
          {() => (
            <>
              <Tabs activeKey={typeId} onChange={(key) => setParam('type', key)} stretch={false}>
                {shown.map((t) => (
                  <Tabs.Tab key={t.id} title={t.name} />
                ))}
              </Tabs>
              {typeId !== null && <TypeGoods typeId={typeId} />}
            </>
          )}
        </Loadable>
      ) : tab === 'keeper' ? (
        <List>
          <ListPage<GoodsOrderRow>
            reloadKey="keeper"
            load={(page, size) => fetchOrders('goods', page, size, 'keeper', GOODS_STATUS.toCollect)}
            keyOf={(o) => o.id}
            empty="暂无待发放的领用单"
            renderItem={(o) => <OrderRow order={o} showApplicant />}
          />
        </List>
      ) : (
        <List>
          <ListPage<GoodsOrderRow>
            reloadKey="mine"
            load={(page, size) => fetchOrders('goods', page, size)}
            keyOf={(o) => o.id}
            empty="暂无领用申请"
            renderItem={(o) => <OrderRow order={o} />}
          />
        </List>
      )}
    </PageFrame>
  );
});

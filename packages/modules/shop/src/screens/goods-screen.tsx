/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { GOODS_SCENE_LABELS, WATER_CATEGORY, type Goods, type GoodsScene } from '@campus/contracts';
import { useRouteHandle } from '@campus/core';
import { Loadable, PageFrame, useLoader, WAITING_TEXT } from '@campus/ui';
import { ErrorBlock, Tabs, Tag } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fetchGoodsPage, fetchShop } from '../api.ts';
import { CartBar } from '../components/cart-bar.tsx';
import { GoodsRow } from '../components/goods-row.tsx';
import { ShopList } from '../components/shop-list.tsx';
import { useQueryParam } from '../hooks.ts';
import { SCENE_PATHS, WATER_VIEW, sceneOfPath, searchPath } from '../paths.ts';
import { TEXT } from '../texts.ts';

const styles = {
  head: css({ padding: '10px 12px', background: 'var(--adm-color-background)' }),
  shopName: css({ fontSize: 17, fontWeight: 600, display: 'flex', alignItems: 'center', gap: 8 }),
  intro: css({ fontSize: 12, color: 'var(--adm-color-weak)', marginTop: 4 }),
  search: css({
    marginTop: 10,
    width: '100%',
    display: 'flex',
    alignItems: 'center',
    gap: 6,
    padding: '8px 12px',
    border: 0,
    borderRadius: 18,
    background: 'var(--adm-color-fill-content)',
    color: 'var(--adm-color-text-secondary)',
    fontSize: 14,
    cursor: 'pointer',
  }),
  list: css({ display: 'flex', flexDirection: 'column', gap: 1, background: 'var(--adm-color-border)' }),
  empty: css({ padding: '48px 16px' }),
};

const ALL = 'all';

/** Goods grouped by shop (a scene's goods may come from several shops), each shop's in their order. */
function byShop(goods: readonly Goods[]): { id: string; name: string; goods: Goods[] }[] {
  const groups = new Map<string, { id: string; name: string; goods: Goods[] }>();
  for (const g of goods) {
    const group = groups.get(g.shop.id) ?? { id: g.shop.id, name: g.shop.name, goods: [] };
    group.goods.push(g);
    groups.set(g.shop.id, group);
  }
  return [...groups.values()];
}

/**
 * The goods screens: a shop's page (/shopGoods?shop=), takeaway (/takeawayGoods), and the materials of a
 * room repair or renovation (/room_repair, /room_renovation). Shops and categories on tabs, the cart
 * at the bottom (one shop and one scene at a time), 去结算 opens the confirmation. 订水
 * (/takeawayGoods?view=water) is the takeaway screen narrowed to the delivered drinking water.
 */
export default function GoodsScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const handle = useRouteHandle();
  const scene: GoodsScene = sceneOfPath(location.pathname);
  const shopParam = useQueryParam('shop');
  const view = useQueryParam('view');
  const water = scene === 'takeaway' && view === WATER_VIEW;
  const title = water ? TEXT.waterTitle : (handle?.title ?? GOODS_SCENE_LABELS[scene]);
  const goods = useLoader(
    () =>
      fetchGoodsPage(1, 100, {
        shop_id: shopParam ?? undefined,
        scene: scene === 'shop' ? undefined : scene,
        category_name: water ? WATER_CATEGORY : undefined,
      }),
    [scene, shopParam, water],
  );
  const groups = useMemo(() => byShop(goods.data?.results ?? []), [goods.data]);
  const [chosenShop, setChosenShop] = useState<string | null>(null);
  const shopId = shopParam ?? chosenShop ?? groups[0]?.id ?? null;
  const shop = useLoader(() => (shopId ? fetchShop(shopId) : Promise.resolve(null)), [shopId]);
  const [category, setCategory] = useState<string>(ALL);
  // the shop's header and categories come after its goods: the list shows with them, and the header
  // keeps its lines meanwhile, so nothing moves when they arrive (issue 35)
  const shopComing = goods.loading || (shopId !== null && shop.error === undefined && (shop.loading || shop.data?.id !== shopId));
  const listState = shopComing ? { ...goods, data: undefined, loading: true } : goods;

  // /shopGoods without a shop: choose one first
  if (scene === 'shop' && shopParam === null) {
    return (
      <PageFrame title={TEXT.chooseShop}>
        <ShopList onOpen={(id) => navigate(`${SCENE_PATHS.shop}?shop=${encodeURIComponent(id)}`, { replace: true })} />
      </PageFrame>
    );
  }

  const inShop = groups.find((g) => g.id === shopId)?.goods ?? [];
  const categories = (shop.data?.categories ?? []).filter((c) => inShop.some((g) => g.category?.id === c.id));
  const shown = category === ALL ? inShop : inShop.filter((g) => g.category?.id === category);

  return (
    <PageFrame title={title} footer={<CartBar />}>
      {!shopParam && groups.length > 1 && (
        <Tabs
          activeKey={shopId ?? undefined}
          onChange={(key) => {
            setChosenShop(key);
            setCategory(ALL);
          }}
        >
          {groups.map((g) => (
            <Tabs.Tab key={g.id} title={g.name} />
          ))}
        </Tabs>
      )}
      <div css={styles.head}>
        {shop.data ? (
          <>
            <div css={styles.shopName}>
              <span>{shop.data.name}</span>
              <Tag color={shop.data.is_open ? 'success' : 'default'} fill="outline">
                {shop.data.is_open ? TEXT.open : TEXT.closed}
              </Tag>
            </div>
            <div css={styles.intro}>{shop.data.intro}</div>
          </>
        ) : (
          shopComing && (
            <div aria-busy>
              <div css={styles.shopName}>{WAITING_TEXT}</div>
              <div css={styles.intro}>{WAITING_TEXT}</div>
            </div>
          )
        )}
        {/* the search looks through every takeaway item: not offered where only the water is listed */}
        {!water && (
          <button type="button" css={styles.search} onClick={() => navigate(searchPath(scene, shopParam))}>
            <SearchOutline aria-hidden /> {TEXT.searchPlaceholder}
          </button>
        )}
      </div>
      {categories.length > 1 && (
        <Tabs activeKey={category} onChange={setCategory}>
          <Tabs.Tab key={ALL} title={TEXT.allCategories} />
          {categories.map((c) => (
            <Tabs.Tab key={c.id} title={c.name} />
          ))}
        </Tabs>
      )}
      <Loadable state={listState} empty={water ? TEXT.noWater : TEXT.noGoods}>
        {() =>
          shown.length === 0 ? (
            <div css={styles.empty}>
              <ErrorBlock status="empty" title={water ? TEXT.noWater : TEXT.noGoods} description={null} />
            </div>
          ) : (
            <div css={styles.list} data-testid="goods-list">
              {shown.map((g) => (
                <GoodsRow key={g.id} goods={g} scene={scene} />
              ))}
            </div>
          )
        }
      </Loadable>
    </PageFrame>
  );
}

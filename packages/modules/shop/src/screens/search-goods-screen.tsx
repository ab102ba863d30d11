/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { Goods, GoodsScene } from '@campus/contracts';
import { ListPage, PageFrame } from '@campus/ui';
import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { fetchGoodsPage } from '../api.ts';
import { CartBar } from '../components/cart-bar.tsx';
import { GoodsRow } from '../components/goods-row.tsx';
import { useQueryParam } from '../hooks.ts';
import { sceneOfPath } from '../paths.ts';
import { TEXT } from '../texts.ts';

const styles = {
  bar: css({ padding: '8px 12px', background: 'var(--adm-color-background)' }),
  gap: css({ display: 'flex', flexDirection: 'column', gap: 1 }),
};

/** searchGoods under each goods screen: goods of the scene (and the shop, when one was open) by name. */
export default function SearchGoodsScreen() {
  const location = useLocation();
  const scene: GoodsScene = sceneOfPath(location.pathname);
  const shopId = useQueryParam('shop');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  return (
    <PageFrame title={TEXT.searchPlaceholder} footer={<CartBar />}>
      <div css={styles.bar}>
        <SearchBar
          placeholder={TEXT.searchPlaceholder}
          value={typed}
          onChange={setTyped}
          onSearch={(v) => setQuery(v.trim())}
          onClear={() => setQuery('')}
          autoFocus
          aria-label={TEXT.searchPlaceholder}
        />
      </div>
      <div css={styles.gap}>
        <ListPage<Goods>
          reloadKey={`${scene}|${shopId ?? ''}|${query}`}
          load={(page, size) =>
            fetchGoodsPage(page, size, {
              shop_id: shopId ?? undefined,
              scene: scene === 'shop' ? undefined : scene,
              search: query || undefined,
            })
          }
          keyOf={(g) => g.id}
          empty={TEXT.noGoods}
          renderItem={(g) => <GoodsRow goods={g} scene={scene} />}
        />
      </div>
    </PageFrame>
  );
}

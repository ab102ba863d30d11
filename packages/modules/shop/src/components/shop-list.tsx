/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { Shop } from '@campus/contracts';
import { ListPage } from '@campus/ui';
import { Tag } from 'antd-mobile';
import { RightOutline, ShopbagOutline } from 'antd-mobile-icons';
import { fetchShops } from '../api.ts';
import { TEXT } from '../texts.ts';
import { GoodsPicture } from './goods-picture.tsx';

const styles = {
  card: css({
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    width: 'calc(100% - 24px)',
    margin: '12px 12px 0',
    padding: 12,
    border: 0,
    borderRadius: 'var(--hub-card-radius, 8px)',
    background: 'var(--adm-color-background)',
    color: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
  }),
  logo: css({
    flex: 'none',
    width: 52,
    height: 52,
    borderRadius: 8,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: 28,
    color: 'var(--hub-primary-text)',
    background: 'var(--adm-color-fill-content)',
  }),
  body: css({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 4 }),
  name: css({ fontSize: 16, fontWeight: 600, display: 'flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }),
  intro: css({ fontSize: 13, color: 'var(--adm-color-text-secondary)' }),
  meta: css({ fontSize: 12, color: 'var(--adm-color-text-secondary)' }),
};

/** One shop as a card that opens its page. */
export function ShopCard({ shop, onOpen }: { shop: Shop; onOpen: (id: string) => void }) {
  return (
    <button type="button" css={styles.card} onClick={() => onOpen(shop.id)} data-testid="shop-card">
      {shop.logo ? (
        <GoodsPicture picture={shop.logo} size={52} />
      ) : (
        <span css={styles.logo} aria-hidden>
          <ShopbagOutline />
        </span>
      )}
      <span css={styles.body}>
        <span css={styles.name}>
          {shop.name}
          <Tag color="primary" fill="outline">
            {shop.kind_label}
          </Tag>
          {!shop.is_open && <Tag fill="outline">{TEXT.closed}</Tag>}
        </span>
        <span css={styles.intro}>{shop.intro}</span>
        <span css={styles.meta}>
          {shop.address} · {TEXT.shopPhone} {shop.phone}
        </span>
      </span>
      <RightOutline aria-hidden />
    </button>
  );
}

/** The company's shops, paged. */
export function ShopList({ onOpen }: { onOpen: (id: string) => void }) {
  return (
    <ListPage<Shop>
      load={(page, size) => fetchShops(page, size)}
      keyOf={(shop) => shop.id}
      empty={TEXT.noShops}
      renderItem={(shop) => <ShopCard shop={shop} onOpen={onOpen} />}
    />
  );
}

/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { Goods, GoodsScene } from '@campus/contracts';
import { useStores } from '@campus/core';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { quantityOf } from '../cart.ts';
import { goodsDetail } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { GoodsPicture } from './goods-picture.tsx';
import { Price } from './price.tsx';
import { QuantityButtons } from './quantity-buttons.tsx';
import { useAddToCart } from './use-add-to-cart.ts';

const styles = {
  row: css({ display: 'flex', gap: 10, padding: '10px 12px', background: 'var(--adm-color-background)', alignItems: 'stretch' }),
  open: css({
    display: 'flex',
    gap: 10,
    flex: 1,
    minWidth: 0,
    border: 0,
    background: 'none',
    padding: 0,
    textAlign: 'left',
    color: 'inherit',
    cursor: 'pointer',
  }),
  body: css({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 4 }),
  name: css({ fontSize: 15, fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  meta: css({ fontSize: 12, color: 'var(--adm-color-weak)' }),
  low: css({ color: 'var(--adm-color-danger)' }),
  actions: css({ display: 'flex', alignItems: 'flex-end' }),
};

export interface GoodsRowProps {
  goods: Goods;
  scene: GoodsScene;
}

/** One goods item in a list: tap it for the detail; − n + puts it in the cart. */
export const GoodsRow = observer(function GoodsRow({ goods, scene }: GoodsRowProps) {
  const { cart } = useStores();
  const navigate = useNavigate();
  const add = useAddToCart(scene);
  const quantity = quantityOf(cart, goods.id);
  return (
    <div css={styles.row} data-testid="goods-row">
      <button type="button" css={styles.open} onClick={() => navigate(goodsDetail(scene, goods.id, goods.shop.id))}>
        <GoodsPicture picture={goods.pictures[0] ?? null} size={72} />
        <span css={styles.body}>
          <span css={styles.name}>{goods.name}</span>
          <span css={styles.meta}>
            {goods.stock === 0 ? <span css={styles.low}>{TEXT.soldOut}</span> : TEXT.stock(goods.stock)} · {TEXT.sold(goods.sold_count)}
          </span>
          <Price fen={goods.price_fen} memberFen={goods.member_price_fen} />
        </span>
      </button>
      <span css={styles.actions}>
        <QuantityButtons name={goods.name} quantity={quantity} max={goods.stock} onChange={(n) => add(goods, n)} />
      </span>
    </div>
  );
});

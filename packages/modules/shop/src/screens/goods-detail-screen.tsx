/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { GOODS_SCENES, type Goods, type GoodsScene } from '@campus/contracts';
import { useStores } from '@campus/core';
import { Loadable, PageFrame, useFileUrls, useLoader } from '@campus/ui';
import { Button, ErrorBlock, Image, List, Swiper } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { fetchGoods } from '../api.ts';
import { quantityOf } from '../cart.ts';
import { CartBar } from '../components/cart-bar.tsx';
import { Price } from '../components/price.tsx';
import { QuantityButtons } from '../components/quantity-buttons.tsx';
import { useAddToCart } from '../components/use-add-to-cart.ts';
import { useQueryParam } from '../hooks.ts';
import { sceneOfPath, shopPage } from '../paths.ts';
import { TEXT } from '../texts.ts';

const styles = {
  pictures: css({ background: 'var(--adm-color-background)' }),
  info: css({ padding: 16, background: 'var(--adm-color-background)', display: 'flex', flexDirection: 'column', gap: 8 }),
  name: css({ fontSize: 18, fontWeight: 600, margin: 0 }),
  meta: css({ fontSize: 13, color: 'var(--adm-color-text-secondary)' }),
  buy: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }),
  section: css({ margin: '12px 0 0', padding: 16, background: 'var(--adm-color-background)' }),
  sectionTitle: css({ fontSize: 15, fontWeight: 600, margin: '0 0 8px' }),
  text: css({ fontSize: 14, lineHeight: 1.6, whiteSpace: 'pre-wrap', margin: 0 }),
};

function Pictures({ goods }: { goods: Goods }) {
  const urls = useFileUrls(goods.pictures);
  if (goods.pictures.length === 0) return null;
  return (
    <div css={styles.pictures}>
      <Swiper autoplay={false} loop={false} indicator={goods.pictures.length > 1 ? undefined : () => null}>
        {goods.pictures.map((p, i) => (
          <Swiper.Item key={p.id}>
            <Image src={urls.get(p.id)} width="100%" height={280} fit="contain" lazy={false} alt={`${goods.name} 图片${String(i + 1)}`} />
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}

const Buy = observer(function Buy({ goods, scene }: { goods: Goods; scene: GoodsScene }) {
  const { cart } = useStores();
  const add = useAddToCart(scene);
  const quantity = quantityOf(cart, goods.id);
  return (
    <div css={styles.buy}>
      <Price fen={goods.price_fen} memberFen={goods.member_price_fen} />
      {quantity === 0 ? (
        <Button color="primary" fill="outline" size="small" disabled={goods.stock === 0} onClick={() => add(goods, 1)}>
          {goods.stock === 0 ? TEXT.soldOut : TEXT.addToCartButton}
        </Button>
      ) : (
        <QuantityButtons name={goods.name} quantity={quantity} max={goods.stock} onChange={(n) => add(goods, n)} />
      )}
    </div>
  );
});

/** repairDetails: one goods item (pictures, prices, stock, description, its shop) and the cart. */
export default function GoodsDetailScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const id = useQueryParam('id');
  const sceneParam = useQueryParam('scene');
  const scene: GoodsScene = (GOODS_SCENES as readonly string[]).includes(sceneParam ?? '')
    ? (sceneParam as GoodsScene)
    : sceneOfPath(location.pathname);
  const goods = useLoader(() => (id ? fetchGoods(id) : Promise.resolve(null)), [id]);
  if (id === null) {
    return (
      <PageFrame title={TEXT.description}>
        <ErrorBlock status="empty" title={TEXT.goodsMissing} description={null} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={TEXT.description} footer={<CartBar />}>
      <Loadable state={goods}>
        {(g) => (
          <>
            <Pictures goods={g} />
            <div css={styles.info}>
              <h2 css={styles.name}>{g.name}</h2>
              <Buy goods={g} scene={scene} />
              <div css={styles.meta}>
                {g.stock === 0 ? TEXT.soldOut : TEXT.stock(g.stock)} · {TEXT.sold(g.sold_count)} · {g.unit}
                {g.category ? ` · ${g.category.name}` : ''}
              </div>
            </div>
            {g.description !== '' && (
              <section css={styles.section} aria-label={TEXT.description}>
                <h3 css={styles.sectionTitle}>{TEXT.description}</h3>
                <p css={styles.text}>{g.description}</p>
              </section>
            )}
            <List mode="card">
              <List.Item arrow onClick={() => navigate(shopPage(g.shop.id))} description={TEXT.backToShop}>
                {g.shop.name}
              </List.Item>
            </List>
          </>
        )}
      </Loadable>
    </PageFrame>
  );
}

/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { Goods, Shop } from '@campus/contracts';
import { showToast, useRouteHandle } from '@campus/core';
import { ListPage, PageFrame, loadErrorText } from '@campus/ui';
import { Button, Space, Switch, Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { fetchGoodsPage, updateGoods } from '../api.ts';
import { GoodsFormPopup } from '../components/goods-form-popup.tsx';
import { GoodsPicture } from '../components/goods-picture.tsx';
import { ManageGate } from '../components/manage-gate.tsx';
import { StockMovePopup, type MoveKind } from '../components/stock-move-popup.tsx';
import { StockMovesPopup } from '../components/stock-moves-popup.tsx';
import { yuan } from '../money.ts';
import { TEXT } from '../texts.ts';

const styles = {
  toolbar: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: '10px 12px',
    background: 'var(--adm-color-background)',
  }),
  low: css({ display: 'flex', alignItems: 'center', gap: 8, fontSize: 14 }),
  row: css({ margin: '8px 12px 0', padding: 12, background: 'var(--adm-color-background)', borderRadius: 8 }),
  head: css({ display: 'flex', gap: 10 }),
  body: css({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 4 }),
  name: css({ fontWeight: 600, display: 'flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }),
  stock: css({ fontSize: 20, fontWeight: 700 }),
  meta: css({ fontSize: 12, color: 'var(--adm-color-text-secondary)' }),
  actions: css({ marginTop: 10 }),
};

type Dialog = { kind: MoveKind | 'moves'; goods: Goods } | { kind: 'new'; shop: Shop } | null;

function StockRow({ goods, onAction, onToggle }: { goods: Goods; onAction: (kind: MoveKind | 'moves') => void; onToggle: () => void }) {
  return (
    <div css={styles.row} data-testid="stock-row">
      <div css={styles.head}>
        <GoodsPicture picture={goods.pictures[0] ?? null} size={56} />
        <div css={styles.body}>
          <span css={styles.name}>
            {goods.name}
            {goods.low_stock && <Tag color="danger">{TEXT.lowStock}</Tag>}
            <Tag color={goods.on_sale ? 'success' : 'default'} fill="outline">
              {goods.on_sale ? TEXT.onSale : TEXT.offSale}
            </Tag>
          </span>
          <span css={styles.meta}>
            {yuan(goods.price_fen)} / {goods.unit} · {goods.scene_label} · {TEXT.sold(goods.sold_count)}
          </span>
        </div>
        <span css={styles.stock} data-testid="stock-level" aria-label={TEXT.stock(goods.stock)}>
          {goods.stock}
        </span>
      </div>
      <Space wrap css={styles.actions}>
        <Button size="mini" color="primary" fill="outline" onClick={() => onAction('in')}>
          {TEXT.stockIn}
        </Button>
        <Button size="mini" fill="outline" onClick={() => onAction('out')}>
          {TEXT.stockOut}
        </Button>
        <Button size="mini" fill="outline" onClick={() => onAction('check')}>
          {TEXT.stockCheck}
        </Button>
        <Button size="mini" fill="none" onClick={() => onAction('moves')}>
          {TEXT.stockMoves}
        </Button>
        <Button size="mini" fill="none" onClick={onToggle}>
          {goods.on_sale ? TEXT.takeOffSale : TEXT.putOnSale}
        </Button>
      </Space>
    </div>
  );
}

/** /stocks (merchants and admins): stock levels of the shops one manages, moves in, out and counted, new goods. */
export default function StocksScreen() {
  const title = useRouteHandle()?.title ?? TEXT.manageEntries.stocks;
  const [shopId, setShopId] = useState<string | null>(null);
  const [low, setLow] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [round, setRound] = useState(0);
  const done = () => {
    setDialog(null);
    setRound((r) => r + 1);
  };
  return (
    <PageFrame title={title}>
      <ManageGate>
        {(m) => {
          const shop = m.shops.find((s) => s.id === shopId) ?? m.shops[0];
          if (!shop) return null;
          return (
            <>
              {m.shops.length > 1 && (
                <Tabs activeKey={shop.id} onChange={setShopId}>
                  {m.shops.map((s) => (
                    <Tabs.Tab key={s.id} title={s.name} />
                  ))}
                </Tabs>
              )}
              <div css={styles.toolbar}>
                <label css={styles.low}>
                  <Switch checked={low} onChange={setLow} aria-label={TEXT.lowOnly} />
                  {TEXT.lowOnly}
                </label>
                <Button size="small" color="primary" onClick={() => setDialog({ kind: 'new', shop })}>
                  {TEXT.newGoods}
                </Button>
              </div>
              <ListPage<Goods>
                reloadKey={`${shop.id}|${String(low)}|${String(round)}`}
                load={(page, size) => fetchGoodsPage(page, size, { shop_id: shop.id, manage: '1', low: low ? '1' : undefined })}
                keyOf={(g) => g.id}
                empty={TEXT.noGoods}
                renderItem={(g) => (
                  <StockRow
                    goods={g}
                    onAction={(kind) => setDialog({ kind, goods: g })}
                    onToggle={() =>
                      void updateGoods(g.id, { on_sale: !g.on_sale }).then(
                        () => setRound((r) => r + 1),
                        (error: unknown) => void showToast(loadErrorText(error)),
                      )
                    }
                  />
                )}
              />
            </>
          );
        }}
      </ManageGate>
      {dialog?.kind === 'new' && <GoodsFormPopup shop={dialog.shop} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === 'moves' && <StockMovesPopup goods={dialog.goods} onClose={() => setDialog(null)} />}
      {dialog && dialog.kind !== 'new' && dialog.kind !== 'moves' && (
        <StockMovePopup goods={dialog.goods} kind={dialog.kind} onClose={() => setDialog(null)} onDone={done} />
      )}
    </PageFrame>
  );
}

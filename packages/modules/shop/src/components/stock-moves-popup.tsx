/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { Goods, StockMove } from '@campus/contracts';
import { ListPage, keepDates } from '@campus/ui';
import { List, Popup } from 'antd-mobile';
import { fetchStockMoves } from '../api.ts';
import { TEXT } from '../texts.ts';

const styles = {
  sheet: css({ padding: '12px 0 16px', height: '70vh', overflowY: 'auto' }),
  title: css({ fontSize: 16, fontWeight: 600, padding: '0 16px 8px' }),
  plus: css({ color: 'var(--hub-success-text)', fontWeight: 600 }),
  minus: css({ color: 'var(--adm-color-danger)', fontWeight: 600 }),
};

/** A goods item's stock moves, newest first, each with the stock after it. */
export function StockMovesPopup({ goods, onClose }: { goods: Goods; onClose: () => void }) {
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <div css={styles.sheet} role="dialog" aria-label={`${TEXT.stockMoves} ${goods.name}`}>
        <div css={styles.title}>
          {TEXT.stockMoves} · {goods.name}
        </div>
        <ListPage<StockMove>
          load={(page, size) => fetchStockMoves(goods.id, page, size)}
          keyOf={(m) => m.id}
          empty={TEXT.noMoves}
          renderItem={(m) => (
            <List.Item
              description={keepDates([m.created_time.slice(0, 16), m.actor?.name, m.supplier?.name, m.remark].filter(Boolean).join(' · '))}
              extra={`${TEXT.stock(m.balance_after)}`}
            >
              {m.kind_label}{' '}
              <span css={m.delta >= 0 ? styles.plus : styles.minus}>{m.delta >= 0 ? `+${String(m.delta)}` : String(m.delta)}</span>
            </List.Item>
          )}
        />
      </div>
    </Popup>
  );
}

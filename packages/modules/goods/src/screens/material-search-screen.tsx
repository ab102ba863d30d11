/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { GoodsItem } from '@campus/contracts';
import { ListPage, PageFrame } from '@campus/ui';
import { Button, List, SearchBar } from 'antd-mobile';
import { ScanningOutline } from 'antd-mobile-icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchItems } from '../api.ts';
import { CartBar } from '../components/cart-bar.tsx';
import { GoodsRow } from '../components/goods-row.tsx';
import { PATHS } from '../paths.ts';
import { scanCode } from '../scan.ts';
import { consumeCart, materialCart } from '../stores/cart.ts';

const styles = {
  bar: css({ display: 'flex', alignItems: 'center', gap: 4, padding: '8px 8px 8px 12px', background: 'var(--adm-color-background)' }),
  grow: css({ flex: 1 }),
  hint: css({ padding: '8px 16px', fontSize: 13, color: 'var(--adm-color-weak)' }),
};

/** A scanned barcode as the screen shows it: 'CODE_128,6901…' reads as '条码 6901…'. */
export function searchLabel(q: string): string {
  return q.startsWith('CODE_128,') ? `条码 ${q.slice('CODE_128,'.length)}` : q;
}

/**
 * 搜索物资 (/materialReceive/materialSearch): by any part of the name, or by a barcode scanned with the
 * host app's scanner (spec 9: a code-128 result is a barcode, matched exactly). A consumable found
 * here is taken through 耗材领用.
 */
export default observer(function MaterialSearchScreen() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const q = search.get('q')?.trim() ?? '';
  const [typed, setTyped] = useState(q.startsWith('CODE_128,') ? '' : q);

  const run = (value: string) => setSearch(value.trim() === '' ? {} : { q: value.trim() }, { replace: true });
  const scan = async () => {
    const text = await scanCode();
    if (text !== null) {
      setTyped('');
      run(text);
    }
  };

  const footer =
    consumeCart.lines.length > 0 ? (
      <CartBar cart={consumeCart} action="耗材去申请" onGo={() => navigate(PATHS.consumeSelGoods)} />
    ) : materialCart.lines.length > 0 ? (
      <CartBar cart={materialCart} action="去申请" onGo={() => navigate(PATHS.applyReceive)} />
    ) : undefined;

  return (
    <PageFrame title="搜索物资" footer={footer}>
      <div css={styles.bar}>
        <div css={styles.grow}>
          <SearchBar
            placeholder="物资名称或条码"
            value={typed}
            onChange={setTyped}
            onSearch={run}
            onClear={() => run('')}
            aria-label="搜索物资"
          />
        </div>
        <Button fill="none" size="small" aria-label="扫描条码" onClick={() => void scan()}>
          <ScanningOutline fontSize={20} />
        </Button>
      </div>
      {q === '' ? (
        <div css={styles.hint}>输入物资名称搜索，或点右侧图标扫描物资条码</div>
      ) : (
        <>
          <div css={styles.hint} data-testid="search-label">
            搜索：{searchLabel(q)}
          </div>
          <List>
            <ListPage<GoodsItem>
              reloadKey={q}
              load={(page, size) => fetchItems(page, size, { q })}
              keyOf={(item) => item.id}
              empty="没有找到相关物资"
              renderItem={(item) => <GoodsRow item={item} cart={item.kind === 'consumable' ? consumeCart : materialCart} />}
            />
          </List>
        </>
      )}
    </PageFrame>
  );
});

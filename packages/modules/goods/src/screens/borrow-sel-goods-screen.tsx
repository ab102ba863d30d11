/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { AssetSummary } from '@campus/contracts';
import { ListPage, PageFrame } from '@campus/ui';
import { Button, List, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchAssets } from '../api.ts';
import { AssetRow } from '../components/asset-row.tsx';
import { PickMark } from '../components/pick-mark.tsx';
import { goBack } from '../navigation.ts';
import { PATHS } from '../paths.ts';
import { borrowDraft } from '../stores/drafts.ts';

const styles = {
  search: css({ padding: '8px 12px', background: 'var(--adm-color-background)' }),
  bar: css({ display: 'flex', alignItems: 'center', gap: 12 }),
  count: css({ flex: 1, fontSize: 14, color: 'var(--adm-color-weak)' }),
};

/** 选择资产 (/pBorrow/pBorrowSelGoods): free assets only (by tag, serial or model), several at once. */
export default function BorrowSelGoodsScreen() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<AssetSummary[]>(borrowDraft.assets);
  const toggle = (asset: AssetSummary) =>
    setChosen((prev) => (prev.some((a) => a.id === asset.id) ? prev.filter((a) => a.id !== asset.id) : [...prev, asset]));

  return (
    <PageFrame
      title="选择资产"
      footer={
        <div css={styles.bar}>
          <span css={styles.count} data-testid="picked-count">
            已选 {chosen.length} 件
          </span>
          <Button
            color="primary"
            disabled={chosen.length === 0}
            onClick={() => {
              borrowDraft.setAssets(chosen);
              goBack(navigate, PATHS.borrowApply);
            }}
          >
            确定
          </Button>
        </div>
      }
    >
      <div css={styles.search}>
        <SearchBar
          placeholder="搜索型号、标签或序列号"
          value={typed}
          onChange={setTyped}
          onSearch={(v) => setQ(v.trim())}
          onClear={() => setQ('')}
        />
      </div>
      <List>
        <ListPage<AssetSummary>
          reloadKey={q}
          load={(page, size) => fetchAssets(page, size, { status: 'free', ...(q ? { q } : {}) })}
          keyOf={(a) => a.id}
          empty="暂无空闲资产"
          renderItem={(a) => (
            <AssetRow
              asset={a}
              onClick={() => toggle(a)}
              arrow={false}
              extra={
                <PickMark label={`选择${a.model.name} ${a.tag}`} checked={chosen.some((c) => c.id === a.id)} onToggle={() => toggle(a)} />
              }
            />
          )}
        />
      </List>
    </PageFrame>
  );
}

/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { AssetSummary } from '@campus/contracts';
import { ListPage, PageFrame } from '@campus/ui';
import { List, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchAssets } from '../api.ts';
import { PickedFooter, useAssetPicks } from '../components/asset-picks.tsx';
import { goBack } from '../navigation.ts';
import { PATHS } from '../paths.ts';
import { borrowDraft } from '../stores/drafts.ts';

const styles = {
  search: css({ padding: '8px 12px', background: 'var(--adm-color-background)' }),
};

/** 选择资产 (/pBorrow/pBorrowSelGoods): free assets only (by tag, serial or model), several at once. */
export default function BorrowSelGoodsScreen() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [typed, setTyped] = useState('');
  const { chosen, row } = useAssetPicks(borrowDraft.assets);

  return (
    <PageFrame
      title="选择资产"
      footer={
        <PickedFooter
          count={chosen.length}
          onConfirm={() => {
            borrowDraft.setAssets(chosen);
            goBack(navigate, PATHS.borrowApply);
          }}
        />
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
          renderItem={row}
        />
      </List>
    </PageFrame>
  );
}

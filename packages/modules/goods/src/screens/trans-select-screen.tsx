/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { AssetSummary } from '@campus/contracts';
import { ListPage, PageFrame } from '@campus/ui';
import { Button, ErrorBlock, List } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchAssets } from '../api.ts';
import { AssetRow } from '../components/asset-row.tsx';
import { PickMark } from '../components/pick-mark.tsx';
import { goBack } from '../navigation.ts';
import { PATHS } from '../paths.ts';
import { transferDraft } from '../stores/drafts.ts';

const styles = {
  bar: css({ display: 'flex', alignItems: 'center', gap: 12 }),
  count: css({ flex: 1, fontSize: 14, color: 'var(--adm-color-weak)' }),
};

/** 选择资产 (/pTrans/pTransAdd/pTransSelect): the assets the chosen giver holds, one or more. */
export default observer(function TransSelectScreen() {
  const navigate = useNavigate();
  const from = transferDraft.from;
  const [chosen, setChosen] = useState<AssetSummary[]>(transferDraft.assets);
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
              transferDraft.setAssets(chosen);
              goBack(navigate, PATHS.transAdd);
            }}
          >
            确定
          </Button>
        </div>
      }
    >
      {from === null ? (
        <ErrorBlock status="empty" title="请先选择调出人员" description={null} />
      ) : (
        <List header={`${from.name}名下的资产`}>
          <ListPage<AssetSummary>
            load={(page, size) => fetchAssets(page, size, { holder_id: from.id })}
            keyOf={(a) => a.id}
            empty={`${from.name}名下暂无资产`}
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
      )}
    </PageFrame>
  );
});

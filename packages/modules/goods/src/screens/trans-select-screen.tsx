import type { AssetSummary } from '@campus/contracts';
import { ListPage, PageFrame } from '@campus/ui';
import { ErrorBlock, List } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { fetchAssets } from '../api.ts';
import { PickedFooter, useAssetPicks } from '../components/asset-picks.tsx';
import { goBack } from '../navigation.ts';
import { PATHS } from '../paths.ts';
import { transferDraft } from '../stores/drafts.ts';

/** 选择资产 (/pTrans/pTransAdd/pTransSelect): the assets the chosen giver holds, one or more. */
export default observer(function TransSelectScreen() {
  const navigate = useNavigate();
  const from = transferDraft.from;
  const { chosen, row } = useAssetPicks(transferDraft.assets);
  return (
    <PageFrame
      title="选择资产"
      footer={
        <PickedFooter
          count={chosen.length}
          onConfirm={() => {
            transferDraft.setAssets(chosen);
            goBack(navigate, PATHS.transAdd);
          }}
        />
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
            renderItem={row}
          />
        </List>
      )}
    </PageFrame>
  );
});

/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { AssetSummary } from '@campus/contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { AssetRow } from './asset-row.tsx';
import { PickMark } from './pick-mark.tsx';

const styles = {
  bar: css({ display: 'flex', alignItems: 'center', gap: 12 }),
  count: css({ flex: 1, fontSize: 14, color: 'var(--adm-color-weak)' }),
};

/** The assets picked on a 选择资产 screen (borrow, transfer), starting from its draft's. */
export function useAssetPicks(initial: AssetSummary[]) {
  const [chosen, setChosen] = useState<AssetSummary[]>(initial);
  const toggle = (asset: AssetSummary) =>
    setChosen((prev) => (prev.some((a) => a.id === asset.id) ? prev.filter((a) => a.id !== asset.id) : [...prev, asset]));
  const row = (asset: AssetSummary) => (
    <AssetRow
      asset={asset}
      onClick={() => toggle(asset)}
      arrow={false}
      extra={
        <PickMark
          label={`选择${asset.model.name} ${asset.tag}`}
          checked={chosen.some((c) => c.id === asset.id)}
          onToggle={() => toggle(asset)}
        />
      }
    />
  );
  return { chosen, row };
}

/** 已选 N 件 and 确定, at the foot of a 选择资产 screen. */
export function PickedFooter({ count, onConfirm }: { count: number; onConfirm: () => void }) {
  return (
    <div css={styles.bar}>
      <span css={styles.count} data-testid="picked-count">
        已选 {count} 件
      </span>
      <Button color="primary" disabled={count === 0} onClick={onConfirm}>
        确定
      </Button>
    </div>
  );
}

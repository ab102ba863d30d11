/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { AssetDetail } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { DetailSection, FieldErrorText, keepDates, loadErrorText } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { returnAsset } from '../api.ts';
import { minute, yuan } from '../format.ts';
import { PATHS, withId } from '../paths.ts';

const styles = {
  meta: css({ fontSize: 13, color: 'var(--adm-color-weak)' }),
  actions: css({ padding: '12px 12px 0', display: 'flex', flexDirection: 'column', gap: 8 }),
};

/** One asset item: what it is, where and whose, its history; the holder (or a store keeper) gives a held one back. */
export function AssetDetailView({ asset, onChanged }: { asset: AssetDetail; onChanged: (asset: AssetDetail) => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const giveBack = async () => {
    const sure = await confirmDialog(`确定将${asset.model.name}（${asset.tag}）归还到${asset.warehouse.name}吗？`, { confirmText: '归还' });
    if (!sure) return;
    setBusy(true);
    setMessage(null);
    try {
      onChanged(await returnAsset(asset.id));
      void showToast('已归还', { icon: 'success' });
    } catch (error) {
      setMessage(loadErrorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div data-testid="asset-detail">
      <DetailSection
        title={`${asset.model.name} ${asset.tag}`}
        rows={[
          { label: '状态', value: <span data-testid="asset-detail-status">{asset.overdue ? '已逾期' : asset.status_label}</span> },
          { label: '序列号', value: asset.serial ?? '--' },
          { label: '持有人', value: asset.holder?.name ?? '--' },
          { label: '存放位置', value: asset.place ?? asset.warehouse.name },
          { label: '归还日期', value: asset.due_date ?? '--', hidden: asset.due_date === null },
          { label: '价值', value: yuan(asset.value_fen) },
        ]}
      />
      <List mode="card" header="资产履历">
        {asset.history.map((e) => (
          <List.Item
            key={e.id}
            description={
              <span css={styles.meta}>
                {keepDates(minute(e.created_time))} · 经办 {e.actor.name}
              </span>
            }
          >
            {e.action_label}
            {e.from || e.to ? `：${e.from?.name ?? '仓库'} → ${e.to?.name ?? '仓库'}` : ''}
          </List.Item>
        ))}
      </List>
      <div css={styles.actions}>
        <FieldErrorText message={message} />
        {asset.can_return && asset.status === 'in_use' && (
          <Button block color="primary" fill="outline" loading={busy} onClick={() => void giveBack()}>
            归还资产
          </Button>
        )}
        {asset.borrow_order_id && (
          <Button block onClick={() => navigate(withId(PATHS.borrowDetail, asset.borrow_order_id ?? ''))}>
            查看借用单
          </Button>
        )}
      </div>
    </div>
  );
}

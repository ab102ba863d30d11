/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { RepairFaultItemAdmin, RepairType } from '@campus/contracts';
import { showToast } from '@campus/core';
import { Loadable, useLoader } from '@campus/ui';
import { Button, List } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { fetchTypes } from '../api.ts';
import { yuan } from '../money.ts';
import { FaultItemPopup, type ItemDraft } from './fault-item-popup.tsx';

const styles = {
  add: css({ display: 'flex', justifyContent: 'flex-end', padding: '4px 0' }),
  free: css({ color: 'var(--adm-color-weak)' }),
};

/**
 * 故障项目设置 (saRepairApprove?view=items): the company's fault items by repair type, as the report
 * form offers them, each with its usual charge; the repair administrator adds one to a type or edits one.
 */
export function FaultItemsView() {
  const types = useLoader(fetchTypes, []);
  const [draft, setDraft] = useState<ItemDraft | null>(null);
  const saved = (item: RepairFaultItemAdmin) => {
    setDraft(null);
    void showToast(draft && 'item' in draft ? '已保存' : `已新增 ${item.name}`, { icon: 'success' });
    void types.reload();
  };
  return (
    <Loadable state={types}>
      {(list: RepairType[]) => (
        <>
          {list.map((t) => (
            <List
              key={t.id}
              mode="card"
              header={
                <div css={styles.add}>
                  <span style={{ flex: 1 }}>{t.name}</span>
                  <Button
                    size="mini"
                    fill="none"
                    color="primary"
                    aria-label={`在${t.name}中新增故障项目`}
                    onClick={() => setDraft({ typeId: t.id })}
                  >
                    <AddOutline aria-hidden /> 新增
                  </Button>
                </div>
              }
            >
              {t.items.map((i) => (
                <List.Item
                  key={i.id}
                  data-testid="fault-item-row"
                  arrowIcon
                  extra={i.charge_fen > 0 ? yuan(i.charge_fen) : <span css={styles.free}>免费</span>}
                  onClick={() => setDraft({ item: { ...i, type_id: t.id } })}
                >
                  {i.name}
                </List.Item>
              ))}
            </List>
          ))}
          {draft && <FaultItemPopup types={list} draft={draft} onClose={() => setDraft(null)} onSaved={saved} />}
        </>
      )}
    </Loadable>
  );
}

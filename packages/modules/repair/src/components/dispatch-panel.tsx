/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { RepairOrderInfo, RepairmanOption } from '@campus/contracts';
import { showToast } from '@campus/core';
import { FieldErrorText, Loadable, refusalText, useLoader } from '@campus/ui';
import { Button, CheckList, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { dispatchOrder, fetchRepairmen } from '../api.ts';

const styles = {
  footer: css({ padding: '12px 12px 0', display: 'flex', flexDirection: 'column', gap: 8 }),
};

/** Why a repairman is offered first: the order's type and area are his. */
function coverText(r: RepairmanOption): string {
  const parts = [r.covers_type ? '负责该类型' : null, r.covers_area ? '负责该区域' : null].filter(Boolean);
  return `${parts.length ? `${parts.join('、')} · ` : ''}在修${String(r.open_orders)}单`;
}

/** 派单: one or more repairmen (those covering the order's type and area first); the first to take it works it. */
export function DispatchPanel({ info, onDone }: { info: RepairOrderInfo; onDone: (info: RepairOrderInfo) => void }) {
  const id = info.order.id;
  const repairmen = useLoader(() => fetchRepairmen(id), [id]);
  const [chosen, setChosen] = useState<string[]>(() => info.candidates.map((c) => c.id));
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const dispatch = async () => {
    if (chosen.length === 0) {
      setMessage('请选择维修员');
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      onDone(await dispatchOrder(id, { repairman_ids: chosen, ...(remark.trim() ? { remark: remark.trim() } : {}) }));
      void showToast('已派单', { icon: 'success' });
    } catch (error) {
      setMessage(refusalText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <List mode="card" header={info.candidates.length ? '重新派单' : '派单给维修员'} data-testid="dispatch-panel">
      <Loadable state={repairmen} empty="本单位暂无维修员">
        {(rows) => (
          <CheckList multiple value={chosen} onChange={(v) => setChosen(v.map(String))}>
            {rows.map((r) => (
              <CheckList.Item key={r.id} value={r.id} description={coverText(r)}>
                {r.name}
              </CheckList.Item>
            ))}
          </CheckList>
        )}
      </Loadable>
      <List.Item title="派单备注">
        <Input value={remark} onChange={setRemark} placeholder="选填" maxLength={200} aria-label="派单备注" clearable />
      </List.Item>
      <div css={styles.footer}>
        <FieldErrorText message={message} />
        <Button block color="primary" size="large" loading={busy} onClick={() => void dispatch()}>
          {chosen.length > 0 ? `派单（${String(chosen.length)}人）` : '派单'}
        </Button>
      </div>
      <div style={{ height: 12 }} />
    </List>
  );
}

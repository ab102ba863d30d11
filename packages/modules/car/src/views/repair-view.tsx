/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { OrderViewProps } from '@campus/core';
import { AttachmentList, DetailSection, Loadable, useLoader } from '@campus/ui';
import { Button, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { fetchRepair, finishRepair } from '../api.ts';
import { Sheet } from '../components/sheet.tsx';
import { minute, yuan, yuanToFen } from '../format.ts';
import { TEXT } from '../texts.ts';

const styles = { action: css({ padding: '8px 12px 0' }), photos: css({ padding: '12px 16px' }) };

/** A vehicle repair in its approval detail; once approved the car administrator records it done with its cost. */
export default function RepairView({ order }: OrderViewProps) {
  const state = useLoader(() => fetchRepair(order.id), [order.id, order.status]);
  const [finishing, setFinishing] = useState(false);
  const [cost, setCost] = useState('');
  return (
    <Loadable state={state}>
      {(r) => (
        <>
          <DetailSection
            title={TEXT.repair}
            rows={[
              { label: TEXT.vehicle, value: `${r.vehicle.plate}（${r.vehicle.model}）` },
              { label: TEXT.repairDescription, value: r.description },
              { label: TEXT.estimate, value: r.estimate_fen === null ? null : yuan(r.estimate_fen) },
              { label: TEXT.cost, value: r.cost_fen === null ? null : <span data-testid="repair-cost">{yuan(r.cost_fen)}</span> },
              { label: TEXT.finishedAt, value: minute(r.finished_time), hidden: r.finished_time === null },
            ]}
          >
            {r.attachments.length > 0 && (
              <div css={styles.photos}>
                <AttachmentList files={r.attachments} />
              </div>
            )}
          </DetailSection>
          {r.can_finish && (
            <div css={styles.action}>
              <Button block color="primary" onClick={() => setFinishing(true)}>
                {TEXT.finishRepair}
              </Button>
            </div>
          )}
          <Sheet
            visible={finishing}
            title={TEXT.finishRepair}
            onClose={() => setFinishing(false)}
            check={() => (yuanToFen(cost) === null ? TEXT.badAmount : null)}
            onConfirm={async () => {
              await finishRepair(r.id, { cost_fen: yuanToFen(cost) ?? 0 });
              await state.reload();
            }}
          >
            <List>
              <List.Item title={TEXT.cost}>
                <Input inputMode="decimal" placeholder={TEXT.amountPlaceholder} value={cost} onChange={setCost} aria-label={TEXT.cost} />
              </List.Item>
            </List>
          </Sheet>
        </>
      )}
    </Loadable>
  );
}

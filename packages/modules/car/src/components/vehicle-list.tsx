/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { CAR_KIND_LABELS } from '@campus/contracts';
import { Loadable, useLoader } from '@campus/ui';
import { Button, List, Tag } from 'antd-mobile';
import { useState } from 'react';
import { fetchVehicles } from '../api.ts';
import { TEXT } from '../texts.ts';
import { RepairSheet } from './repair-sheet.tsx';

const styles = { bar: css({ padding: '12px 12px 0' }) };

/** The company's vehicles (the car administrator's tab): kinds, odometer, in service or in repair; report a fault. */
export function VehicleList() {
  const vehicles = useLoader(() => fetchVehicles(), []);
  const [repairing, setRepairing] = useState(false);
  return (
    <>
      <div css={styles.bar}>
        <Button size="small" onClick={() => setRepairing(true)}>
          {TEXT.repair}
        </Button>
      </div>
      <Loadable state={vehicles}>
        {(list) => (
          <List mode="card">
            {list.map((v) => (
              <List.Item
                key={v.id}
                description={`${v.model} · ${String(v.seats)}座 · ${v.kinds.map((k) => CAR_KIND_LABELS[k]).join('、')} · ${String(v.odometer_km)}${TEXT.km}`}
                extra={v.status === 'repair' ? <Tag color="warning">{TEXT.inRepair}</Tag> : <Tag color="success">在用</Tag>}
              >
                {v.plate}
              </List.Item>
            ))}
          </List>
        )}
      </Loadable>
      <RepairSheet
        visible={repairing}
        onClose={() => {
          setRepairing(false);
          void vehicles.reload();
        }}
      />
    </>
  );
}

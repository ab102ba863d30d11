/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { carMessages, type CarOrder } from '@campus/contracts';
import { LoadingBlock, useLoader } from '@campus/ui';
import { CheckList, List } from 'antd-mobile';
import { useState } from 'react';
import { dispatchOrder, fetchDrivers, fetchVehicles } from '../api.ts';
import { TEXT } from '../texts.ts';
import { Sheet } from './sheet.tsx';

const styles = { busy: css({ color: 'var(--adm-color-weak)', fontSize: 13 }) };

/**
 * The car administrator's dispatch: a vehicle of the order's kind and a driver, each shown with
 * whether it is free for the order's period (the server checks again, in one transaction).
 */
export function DispatchSheet({
  order,
  visible,
  onClose,
  onDone,
}: {
  order: CarOrder;
  visible: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const period = { start_at: order.start_at, end_at: order.end_at, order_id: order.id };
  const options = useLoader(
    async () => (visible ? { vehicles: await fetchVehicles({ kind: order.kind, ...period }), drivers: await fetchDrivers(period) } : null),
    [visible, order.id],
  );
  const [vehicle, setVehicle] = useState<string | null>(null);
  const [driver, setDriver] = useState<string | null>(null);
  return (
    <Sheet
      visible={visible}
      title={TEXT.dispatchTitle}
      onClose={onClose}
      testId="dispatch-sheet"
      check={() => (vehicle === null ? carMessages.vehicleRequired : driver === null ? carMessages.driverRequired : null)}
      onConfirm={async () => {
        await dispatchOrder(order.id, { vehicle_id: vehicle ?? '', driver_id: driver ?? '' });
        onDone();
      }}
    >
      {options.data ? (
        <>
          <List header={TEXT.vehicle}>
            <CheckList value={vehicle ? [vehicle] : []} onChange={(v) => setVehicle((v[0] as string | undefined) ?? null)}>
              {options.data.vehicles.map((v) => (
                <CheckList.Item key={v.id} value={v.id} disabled={v.available === false} description={`${v.model} · ${String(v.seats)}座`}>
                  {v.plate}
                  {v.available === false && <span css={styles.busy}>（{v.status === 'repair' ? TEXT.inRepair : TEXT.busy}）</span>}
                </CheckList.Item>
              ))}
            </CheckList>
          </List>
          <List header={TEXT.driver}>
            <CheckList value={driver ? [driver] : []} onChange={(v) => setDriver((v[0] as string | undefined) ?? null)}>
              {options.data.drivers.map((d) => (
                <CheckList.Item key={d.id} value={d.id} disabled={d.available === false} description={d.phone ?? undefined}>
                  {d.name}
                  {d.available === false && <span css={styles.busy}>（{TEXT.busy}）</span>}
                </CheckList.Item>
              ))}
            </CheckList>
          </List>
        </>
      ) : (
        <LoadingBlock />
      )}
    </Sheet>
  );
}

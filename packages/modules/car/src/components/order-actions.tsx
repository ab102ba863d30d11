/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { CarOrderDetail } from '@campus/contracts';
import { confirmDialog, showToast } from '@campus/core';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cancelOrder, finishOrder, shareOrder, startOrder, withdrawOrder } from '../api.ts';
import { refusalText } from '../errors.ts';
import { PATHS, withId } from '../paths.ts';
import { TEXT } from '../texts.ts';
import { DispatchSheet } from './dispatch-sheet.tsx';
import { OdometerSheet } from './odometer-sheet.tsx';
import { ShareSheet } from './share-sheet.tsx';

const styles = {
  bar: css({ display: 'flex', flexWrap: 'wrap', gap: 8, '& > *': { flex: '1 1 30%' } }),
};

type Sheet = 'dispatch' | 'start' | 'finish' | null;

export const hasCarActions = (order: CarOrderDetail): boolean => Object.values(order.can).some(Boolean);

/**
 * The actions the caller may take on a car order now (the server's `can`): the applicant cancels,
 * withdraws, comments, changes, shares; the administrator dispatches; the driver (self-driving: the
 * applicant) starts, finishes and adds fees.
 */
export function OrderActions({ order, onChanged }: { order: CarOrderDetail; onChanged: () => void }) {
  const navigate = useNavigate();
  const [sheet, setSheet] = useState<Sheet>(null);
  const [sharePath, setSharePath] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const driving = order.kind === 'driving';
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      void showToast(TEXT.done, { icon: 'success' });
      onChanged();
    } catch (e) {
      void showToast(refusalText(e));
    } finally {
      setBusy(false);
    }
  };
  const can = order.can;
  return (
    <>
      <div css={styles.bar} data-testid="car-actions">
        {can.dispatch && (
          <Button color="primary" onClick={() => setSheet('dispatch')}>
            {TEXT.dispatch}
          </Button>
        )}
        {can.start && (
          <Button color="primary" onClick={() => setSheet('start')}>
            {driving ? TEXT.pickUp : TEXT.startTrip}
          </Button>
        )}
        {can.finish && (
          <Button color="primary" onClick={() => setSheet('finish')}>
            {driving ? TEXT.giveBack : TEXT.finish}
          </Button>
        )}
        {can.add_fee && <Button onClick={() => navigate(withId(PATHS.addFee, order.id))}>{TEXT.addFee}</Button>}
        {can.comment && (
          <Button color="primary" onClick={() => navigate(withId(PATHS.comment, order.id))}>
            {TEXT.rate}
          </Button>
        )}
        {can.modify && <Button onClick={() => navigate(withId(PATHS.modifyTrip, order.id))}>{TEXT.modify}</Button>}
        {can.share && (
          <Button
            loading={busy}
            onClick={() =>
              void shareOrder(order.id).then(
                (link) => setSharePath(link.path),
                (e: unknown) => void showToast(refusalText(e)),
              )
            }
          >
            {TEXT.share}
          </Button>
        )}
        {can.withdraw && (
          <Button
            color="danger"
            fill="outline"
            loading={busy}
            onClick={() =>
              void confirmDialog(TEXT.confirmWithdraw).then(async (ok) => (ok ? run(() => withdrawOrder(order.id)) : undefined))
            }
          >
            {TEXT.withdraw}
          </Button>
        )}
        {can.cancel && (
          <Button
            color="danger"
            fill="outline"
            loading={busy}
            onClick={() => void confirmDialog(TEXT.confirmCancel).then(async (ok) => (ok ? run(() => cancelOrder(order.id)) : undefined))}
          >
            {TEXT.cancel}
          </Button>
        )}
      </div>
      <DispatchSheet order={order} visible={sheet === 'dispatch'} onClose={() => setSheet(null)} onDone={onChanged} />
      <OdometerSheet
        visible={sheet === 'start'}
        title={driving ? TEXT.pickUp : TEXT.startTrip}
        onClose={() => setSheet(null)}
        onSubmit={async (km) => {
          await startOrder(order.id, { odometer_km: km });
          onChanged();
        }}
      />
      <OdometerSheet
        visible={sheet === 'finish'}
        title={driving ? TEXT.giveBack : TEXT.finish}
        hint={order.odometer_start_km}
        onClose={() => setSheet(null)}
        onSubmit={async (km) => {
          await finishOrder(order.id, { odometer_km: km });
          onChanged();
        }}
      />
      <ShareSheet path={sharePath} onClose={() => setSharePath(null)} />
    </>
  );
}

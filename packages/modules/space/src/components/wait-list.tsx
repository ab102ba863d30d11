/** @jsxImportSource @emotion/react */
import type { BookingKind, Wait } from '@campus/contracts';
import { showToast } from '@campus/core';
import { keepDates, useLoader } from '@campus/ui';
import { Button, List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fetchWaits, removeWait } from '../api.ts';
import { slotText } from '../format.ts';
import { PATHS, withId } from '../paths.ts';
import { refusalText } from '../refusal.ts';
import { resourceName } from './booking-item.tsx';
import { s } from './styles.ts';

/**
 * The caller's open waits of one kind (候补): a taken slot he waits for; once offered (it freed), 去预约
 * opens the apply screen with it. Nothing renders when there is none.
 */
export function WaitList({ kind }: { kind: BookingKind }) {
  const navigate = useNavigate();
  const waits = useLoader(() => fetchWaits(1, 50), []);
  const open = (waits.data?.results ?? []).filter((w) => w.kind === kind && w.state !== 'closed');
  if (open.length === 0) return null;
  const stop = async (w: Wait) => {
    try {
      await removeWait(w.id);
      void showToast('已取消候补', { icon: 'success' });
    } catch (error) {
      void showToast(refusalText(error));
    } finally {
      void waits.reload();
    }
  };
  return (
    <List mode="card" header="我的候补" data-testid="wait-list">
      {open.map((w) => (
        <List.Item
          key={w.id}
          description={<span css={s.sub}>{keepDates(slotText(w.slot))}</span>}
          extra={
            <div css={s.row}>
              <Tag color={w.state === 'offered' ? 'success' : 'default'} fill="outline" round>
                {w.state_label}
              </Tag>
              {w.state === 'offered' ? (
                <Button
                  size="mini"
                  color="primary"
                  onClick={() => navigate(withId(kind === 'seat' ? PATHS.seatApply : PATHS.spaceApply, w.id))}
                >
                  去预约
                </Button>
              ) : (
                <Button size="mini" fill="outline" onClick={() => void stop(w)}>
                  取消候补
                </Button>
              )}
            </div>
          }
        >
          {resourceName(w)}
        </List.Item>
      ))}
    </List>
  );
}

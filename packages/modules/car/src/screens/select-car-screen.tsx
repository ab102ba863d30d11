/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { CarVehicle } from '@campus/contracts';
import { Loadable, PageFrame, useLoader, keepDates } from '@campus/ui';
import { ErrorBlock, List, Tag } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { fetchVehicles } from '../api.ts';
import { draftOf } from '../draft-store.ts';
import { pickerText } from '../format.ts';
import { TEXT } from '../texts.ts';
import { titleOf } from '../titles.ts';

const styles = { period: css({ fontSize: 13, color: 'var(--adm-color-text-secondary)', padding: '12px 16px 0' }) };

/**
 * drivingSelCar: the self-driving cars and whether each is free for the period of the application
 * (not in repair, no overlapping order); a free one goes back to the form.
 */
export default observer(function SelectCarScreen() {
  const draft = draftOf('driving');
  const navigate = useNavigate();
  const start = draft.start?.toISOString();
  const end = draft.end?.toISOString();
  const cars = useLoader(
    async () => (start && end ? fetchVehicles({ kind: 'driving', start_at: start, end_at: end }) : ([] as CarVehicle[])),
    [start, end],
  );
  return (
    <PageFrame title={titleOf('drivingSelCar')}>
      {!start || !end ? (
        <ErrorBlock status="empty" title={TEXT.choosePeriodFirst} description={null} />
      ) : (
        <>
          <div css={styles.period}>
            {keepDates(pickerText(draft.start))} 至 {keepDates(pickerText(draft.end))}
          </div>
          <Loadable state={cars}>
            {(list) => (
              <List mode="card">
                {list.map((v) => (
                  <List.Item
                    key={v.id}
                    disabled={v.available !== true}
                    description={`${v.model} · ${String(v.seats)}座 · ${v.color}`}
                    extra={v.available ? <Tag color="success">可用</Tag> : <Tag>{v.status === 'repair' ? TEXT.inRepair : TEXT.busy}</Tag>}
                    onClick={() => {
                      if (!v.available) return;
                      draft.setVehicle(v);
                      navigate(-1);
                    }}
                    data-testid="vehicle-option"
                  >
                    {v.plate}
                  </List.Item>
                ))}
              </List>
            )}
          </Loadable>
        </>
      )}
    </PageFrame>
  );
});

import type { RoundRow } from '@campus/contracts';
import { keepDates, ListPage, Loadable, PageFrame, useLoader } from '@campus/ui';
import { List } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { fetchRound, fetchRounds } from '../api.ts';
import { StateTag } from '../components/common.tsx';
import { ROUND_TONES, RoundCard } from '../components/round-card.tsx';

function RoundDetail({ id }: { id: string }) {
  const state = useLoader(() => fetchRound(id), [id]);
  return <Loadable state={state}>{(round) => <RoundCard round={round} />}</Loadable>;
}

/** 巡检记录 (/inspect/inspectRecord, issue 39): my rounds, newest first; `?id=` one round with its points, missed and out-of-order ones. */
export default function RecordScreen() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  return (
    <PageFrame title="巡检记录">
      {id ? (
        <RoundDetail id={id} />
      ) : (
        <List mode="card">
          <ListPage<RoundRow>
            load={(page, size) => fetchRounds(page, size)}
            keyOf={(r) => r.id}
            empty="暂无巡检记录"
            renderItem={(r) => (
              <List.Item
                data-testid="round-row"
                arrowIcon
                onClick={() => setParams({ id: r.id })}
                extra={<StateTag label={r.status_label} tone={ROUND_TONES[r.status]} />}
                description={keepDates(
                  `${r.start_time.slice(0, 16)} - ${r.end_time.slice(11, 16)} · 已巡 ${String(r.points_done)}/${String(r.points_total)}`,
                )}
              >
                {r.route.name}
              </List.Item>
            )}
          />
        </List>
      )}
    </PageFrame>
  );
}

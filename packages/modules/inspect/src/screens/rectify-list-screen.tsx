import type { RectificationRow } from '@campus/contracts';
import { keepDates, ListPage, PageFrame } from '@campus/ui';
import { List, Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchRectifications, type RectifyScope } from '../api.ts';
import { StateTag } from '../components/common.tsx';
import { PATHS, withId } from '../paths.ts';
import { RECTIFY_TONES } from '../status-tones.ts';

/** 整改 (/inspect/inspectRectify, issue 39): rectifications assigned to me, or opened by me to verify. */
export default function RectifyListScreen() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const scope: RectifyScope = params.get('scope') === 'opened' ? 'opened' : 'mine';
  return (
    <PageFrame title="整改">
      <Tabs activeKey={scope} onChange={(key) => setParams(key === 'opened' ? { scope: 'opened' } : {}, { replace: true })}>
        <Tabs.Tab title="我的整改" key="mine" />
        <Tabs.Tab title="待我验收" key="opened" />
      </Tabs>
      <List mode="card">
        <ListPage<RectificationRow>
          reloadKey={scope}
          load={(page, size) => fetchRectifications(scope, page, size)}
          keyOf={(r) => r.id}
          empty="暂无整改"
          renderItem={(r) => (
            <List.Item
              data-testid="rectify-row"
              arrowIcon
              onClick={() => navigate(withId(PATHS.rectifyDetail, r.id))}
              extra={<StateTag label={r.status_label} tone={RECTIFY_TONES[r.status]} />}
              description={keepDates(
                `${r.place} · ${scope === 'mine' ? `验收人 ${r.inspector.name}` : `负责人 ${r.assignee.name}`} · 期限 ${r.deadline}${r.overdue ? '（已逾期）' : ''}`,
              )}
            >
              {r.title}
            </List.Item>
          )}
        />
      </List>
    </PageFrame>
  );
}

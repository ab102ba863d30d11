import { keepDates, ListPage, PageFrame } from '@campus/ui';
import { List, Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchReformTasks, type ReformScope } from '../api.ts';
import { StateTag } from '../components/common.tsx';
import { PATHS, withId } from '../paths.ts';
import { REFORM_TONES } from '../status-tones.ts';

type ReformRow = Awaited<ReturnType<typeof fetchReformTasks>>['results'][number];

/** 整改任务 (/saReformTaskList, issue 39): tasks I am responsible for, or that I inspect. */
export default function ReformListScreen() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const scope: ReformScope = params.get('scope') === 'inspecting' ? 'inspecting' : 'mine';
  return (
    <PageFrame title="整改任务">
      <Tabs activeKey={scope} onChange={(key) => setParams(key === 'inspecting' ? { scope: 'inspecting' } : {}, { replace: true })}>
        <Tabs.Tab title="我负责的" key="mine" />
        <Tabs.Tab title="我验收的" key="inspecting" />
      </Tabs>
      <List mode="card">
        <ListPage<ReformRow>
          reloadKey={scope}
          load={(page, size) => fetchReformTasks(scope, page, size)}
          keyOf={(r) => r.id}
          empty="暂无整改任务"
          renderItem={(r) => (
            <List.Item
              data-testid="reform-row"
              arrowIcon
              onClick={() => navigate(withId(PATHS.reformDetail, r.id))}
              extra={<StateTag label={r.status_label} tone={REFORM_TONES[r.status]} />}
              description={keepDates(
                `${r.place} · ${scope === 'mine' ? `验收人 ${r.inspector.name}` : `责任人 ${r.responsible.name}`} · 期限 ${r.deadline}${r.overdue ? '（已逾期）' : ''}`,
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

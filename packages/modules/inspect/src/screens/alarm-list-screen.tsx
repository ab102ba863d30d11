import type { AlarmRow } from '@campus/contracts';
import { keepDates, ListPage, PageFrame } from '@campus/ui';
import { Button, List, Tabs, Tag } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchAlarms } from '../api.ts';
import { StateTag } from '../components/common.tsx';
import { PATHS, withId } from '../paths.ts';
import { ALARM_TONES, URGENCY_TONES } from '../status-tones.ts';

/** 告警 (/alarm, issue 39): the company's alarms or mine (handled or reported), newest first; 上报告警 reports one by hand. */
export default function AlarmListScreen() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const scope = params.get('scope') === 'mine' ? 'mine' : 'all';
  return (
    <PageFrame
      title="告警"
      right={
        <Button size="small" fill="none" color="primary" onClick={() => navigate(PATHS.alarmApply)}>
          上报告警
        </Button>
      }
    >
      <Tabs activeKey={scope} onChange={(key) => setParams(key === 'mine' ? { scope: 'mine' } : {}, { replace: true })}>
        <Tabs.Tab title="全部告警" key="all" />
        <Tabs.Tab title="我的告警" key="mine" />
      </Tabs>
      <List mode="card">
        <ListPage<AlarmRow>
          reloadKey={scope}
          load={(page, size) => fetchAlarms(scope, page, size)}
          keyOf={(a) => a.id}
          empty="暂无告警"
          renderItem={(a) => (
            <List.Item
              data-testid="alarm-row"
              arrowIcon
              onClick={() => navigate(withId(PATHS.alarmDetail, a.id))}
              extra={<StateTag label={a.status_label} tone={ALARM_TONES[a.status]} />}
              description={keepDates(
                `${a.place} · ${a.source_label} · ${a.created_time.slice(0, 16)}${a.handler ? ` · 处理人 ${a.handler.name}` : ''}`,
              )}
            >
              {a.type.name}{' '}
              <Tag color={URGENCY_TONES[a.urgency]} fill="outline">
                {a.urgency_label}
              </Tag>
            </List.Item>
          )}
        />
      </List>
    </PageFrame>
  );
}

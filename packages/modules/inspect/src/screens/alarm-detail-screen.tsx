/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { AlarmInfo } from '@campus/contracts';
import { AttachmentList, DetailSection, FieldErrorText, Loadable, PageFrame, useLoader } from '@campus/ui';
import { Button, List, NoticeBar } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { acknowledgeAlarm, fetchAlarm, markFalseAlarm, resolveAlarm } from '../api.ts';
import { askText, MissingId, StateTag, Timeline, useAction } from '../components/common.tsx';
import { PATHS, withId } from '../paths.ts';
import { ALARM_ACTIONS, ALARM_TONES, URGENCY_TONES } from '../status-tones.ts';

const styles = {
  actions: css({ display: 'flex', gap: 8, flexWrap: 'wrap', '& > *': { flex: '1 1 40%' } }),
  photos: css({ padding: '4px 0 8px' }),
};

const active = (a: AlarmInfo) => a.status === 'open' || a.status === 'acknowledged';

function Actions({ info, onChanged }: { info: AlarmInfo; onChanged: (info: AlarmInfo) => void }) {
  const navigate = useNavigate();
  const { busy, message, run } = useAction(onChanged);
  const id = info.id;
  const close = async (kind: 'resolve' | 'false') => {
    const remark =
      kind === 'resolve'
        ? await askText('处理完成', '处理结果', '请填写处理结果', 500)
        : await askText('标记误报', '误报原因', '请说明为何是误报', 500);
    if (remark)
      await run(
        () => (kind === 'resolve' ? resolveAlarm(id, remark) : markFalseAlarm(id, remark)),
        kind === 'resolve' ? '已处理完成' : '已标记误报',
      );
  };
  return (
    <>
      <FieldErrorText message={message} />
      <div css={styles.actions}>
        {info.can.acknowledge && (
          <Button color="primary" loading={busy} onClick={() => void run(() => acknowledgeAlarm(id), '已确认，请尽快处理')}>
            确认告警
          </Button>
        )}
        {info.can.retype && <Button onClick={() => navigate(withId(PATHS.alarmSelType, id))}>修改类型</Button>}
        {info.can.urgency && <Button onClick={() => navigate(withId(PATHS.alarmUrgent, id))}>紧急程度</Button>}
        {info.can.transfer && <Button onClick={() => navigate(withId(PATHS.alarmSelTransfer, id))}>转派</Button>}
        {info.can.resolve && (
          <>
            <Button color="primary" loading={busy} onClick={() => void close('resolve')}>
              处理完成
            </Button>
            <Button loading={busy} onClick={() => void close('false')}>
              标记误报
            </Button>
          </>
        )}
      </div>
    </>
  );
}

const hasActions = (a: AlarmInfo) => Object.values(a.can).some(Boolean);

/**
 * 告警详情 (/alarm/alarmDetail?id=, an INSPECT push opens it, issue 39): acknowledge, correct the type
 * (alarmDSelType), set the urgency (alarmDUrgent), hand over (alarmDSelTransfer), resolve or mark a
 * false alarm; the clip plays on alarmVideo; the whole history below.
 */
export default function AlarmDetailScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const state = useLoader(async () => (id ? fetchAlarm(id) : null), [id]);
  const [changed, setChanged] = useState<AlarmInfo | null>(null);
  const info = changed ?? state.data;
  return (
    <PageFrame title="告警详情" footer={info && hasActions(info) ? <Actions info={info} onChanged={setChanged} /> : undefined}>
      {id === null ? (
        <MissingId />
      ) : (
        <Loadable state={{ ...state, data: info }}>
          {(a) => (
            <>
              {a.status === 'open' && a.level > 0 && <NoticeBar color="alert" content={`无人确认，已升级${String(a.level)}级`} wrap />}
              <DetailSection
                title={a.type.name}
                rows={[
                  { label: '状态', value: <StateTag label={a.status_label} tone={ALARM_TONES[a.status]} /> },
                  { label: '紧急程度', value: <StateTag label={a.urgency_label} tone={URGENCY_TONES[a.urgency]} /> },
                  { label: '来源', value: a.device_source ? `${a.source_label}（${a.device_source}）` : a.source_label },
                  { label: '地点', value: a.place },
                  { label: '描述', value: a.description },
                  { label: '上报人', value: a.reporter?.name ?? null, hidden: a.reporter === null },
                  { label: '告警时间', value: a.created_time.slice(0, 16) },
                  { label: '重复告警', value: `${String(a.repeat_count)}次`, hidden: a.repeat_count === 0 },
                  { label: '处理人', value: a.handler?.name ?? null, hidden: a.handler === null },
                  { label: '确认时间', value: a.acknowledged_time?.slice(0, 16) ?? null, hidden: a.acknowledged_time === null },
                  { label: '处理结果', value: a.resolution, hidden: a.resolution === null || active(a) },
                  { label: '处理时间', value: a.resolved_time?.slice(0, 16) ?? null, hidden: a.resolved_time === null },
                ]}
              >
                {a.photos.length > 0 && (
                  <List.Item title="现场照片">
                    <div css={styles.photos}>
                      <AttachmentList files={a.photos} />
                    </div>
                  </List.Item>
                )}
                {a.has_video && (
                  <List.Item arrowIcon onClick={() => navigate(withId(PATHS.alarmVideo, a.id))} data-testid="alarm-video-link">
                    查看告警视频
                  </List.Item>
                )}
              </DetailSection>
              <Timeline
                entries={a.events.map((e, n) => ({
                  key: String(n),
                  title: ALARM_ACTIONS[e.action] ?? e.action,
                  actor: e.actor?.name ?? '系统',
                  time: e.created_time,
                  remark: e.remark,
                }))}
              />
            </>
          )}
        </Loadable>
      )}
    </PageFrame>
  );
}

import { ALARM_URGENCY_LABELS, type AlarmType } from '@campus/contracts';
import { showToast } from '@campus/core';
import { FieldErrorText, Loadable, refusalText, PageFrame, useLoader } from '@campus/ui';
import { CheckList } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { fetchAlarm, fetchAlarmTypes, retypeAlarm } from '../api.ts';
import { PATHS, withId } from '../paths.ts';
import { alarmDraft } from '../stores/alarm-draft.ts';

/**
 * 选择类型: alarmASelType chooses the type of a hand report (back to /alarmApply); alarmDSelType
 * (`?id=`) corrects an active alarm's type, then returns to its detail.
 */
export default function AlarmTypeScreen() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const forReport = pathname.startsWith(PATHS.alarmApply);
  const alarmId = params.get('id');
  const types = useLoader(() => fetchAlarmTypes(), []);
  const alarm = useLoader(async () => (!forReport && alarmId ? fetchAlarm(alarmId) : null), [forReport, alarmId]);
  const [message, setMessage] = useState<string | null>(null);
  const current = forReport ? alarmDraft.get().type?.id : alarm.data?.type.id;

  const choose = async (type: AlarmType) => {
    if (forReport) {
      alarmDraft.update({ type, urgency: alarmDraft.get().urgency ?? type.urgency });
      navigate(PATHS.alarmApply, { replace: true });
      return;
    }
    if (!alarmId) return;
    try {
      await retypeAlarm(alarmId, type.id);
      void showToast('已修改告警类型', { icon: 'success' });
      navigate(withId(PATHS.alarmDetail, alarmId), { replace: true });
    } catch (error) {
      setMessage(refusalText(error));
    }
  };

  return (
    <PageFrame title="选择类型">
      <FieldErrorText message={message} />
      <Loadable state={types} empty="暂无告警类型">
        {(rows) => (
          <CheckList
            mode="card"
            value={current ? [current] : []}
            onChange={(v) => {
              const type = rows.find((t) => t.id === v[0]);
              if (type) void choose(type);
            }}
          >
            {rows.map((t) => (
              <CheckList.Item
                key={t.id}
                value={t.id}
                description={`默认${ALARM_URGENCY_LABELS[t.urgency]} · ${String(t.ack_minutes)}分钟内须确认`}
              >
                {t.name}
              </CheckList.Item>
            ))}
          </CheckList>
        )}
      </Loadable>
    </PageFrame>
  );
}

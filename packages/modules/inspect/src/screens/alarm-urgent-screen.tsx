import { ALARM_URGENCY_LABELS, type AlarmUrgency } from '@campus/contracts';
import { showToast } from '@campus/core';
import { FieldErrorText, Loadable, refusalText, PageFrame, useLoader } from '@campus/ui';
import { CheckList } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchAlarm, setAlarmUrgency } from '../api.ts';
import { MissingId } from '../components/common.tsx';
import { PATHS, withId } from '../paths.ts';

const HINTS: Record<AlarmUrgency, string> = { normal: '按常规流程处理', urgent: '需尽快到场处理', critical: '立即处理，必要时上报' };

/** 紧急程度 (/alarm/alarmDetail/alarmDUrgent?id=): the urgency of an active alarm, then back to its detail. */
export default function AlarmUrgentScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const alarm = useLoader(async () => (id ? fetchAlarm(id) : null), [id]);
  const [message, setMessage] = useState<string | null>(null);
  const choose = async (urgency: AlarmUrgency) => {
    if (!id) return;
    try {
      await setAlarmUrgency(id, urgency);
      void showToast('已设置紧急程度', { icon: 'success' });
      navigate(withId(PATHS.alarmDetail, id), { replace: true });
    } catch (error) {
      setMessage(refusalText(error));
    }
  };
  return (
    <PageFrame title="紧急程度">
      {id === null ? (
        <MissingId />
      ) : (
        <>
          <FieldErrorText message={message} />
          <Loadable state={alarm}>
            {(a) => (
              <CheckList mode="card" value={[a.urgency]} onChange={(v) => v[0] && void choose(v[0] as AlarmUrgency)}>
                {(Object.keys(ALARM_URGENCY_LABELS) as AlarmUrgency[]).map((u) => (
                  <CheckList.Item key={u} value={u} description={HINTS[u]}>
                    {ALARM_URGENCY_LABELS[u]}
                  </CheckList.Item>
                ))}
              </CheckList>
            )}
          </Loadable>
        </>
      )}
    </PageFrame>
  );
}

/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { DetailSection, Loadable, PageFrame, useLoader } from '@campus/ui';
import { ErrorBlock } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { fetchAlarm } from '../api.ts';
import { MissingId } from '../components/common.tsx';

const styles = {
  video: css({ display: 'block', width: '100%', maxHeight: '60vh', background: '#000' }),
};

/** 告警视频 (/alarm/alarmVideo?id=): the clip the device gave with its event, played in the page. */
export default function AlarmVideoScreen() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const alarm = useLoader(async () => (id ? fetchAlarm(id) : null), [id]);
  return (
    <PageFrame title="告警视频">
      {id === null ? (
        <MissingId />
      ) : (
        <Loadable state={alarm}>
          {(a) => (
            <>
              {a.video_url ? (
                <video
                  css={styles.video}
                  src={a.video_url}
                  controls
                  playsInline
                  preload="metadata"
                  aria-label={`${a.type.name}告警视频`}
                  data-testid="alarm-video"
                >
                  <track kind="captions" />
                </video>
              ) : (
                <ErrorBlock status="empty" title="该告警没有视频" description="人工上报的告警只有照片" />
              )}
              <DetailSection
                rows={[
                  { label: '告警类型', value: a.type.name },
                  { label: '地点', value: a.place },
                  { label: '设备', value: a.device_source, hidden: a.device_source === null },
                  { label: '时间', value: a.created_time.slice(0, 16) },
                ]}
              />
            </>
          )}
        </Loadable>
      )}
    </PageFrame>
  );
}
